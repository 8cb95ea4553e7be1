import { z } from 'zod';
import { createProfileListsFile } from '../../settings/profile-lists-file';

/** A slice sent: its order, and what it had filled when last told. */
const sliceRecord = z
  .object({ clientOrderId: z.string().min(1), executedQty: z.string(), avgPrice: z.string().nullable() })
  .strict();

/** A TWAP still running: what it was asked, where it stands, when its next slice goes. */
const twapRecordOf = <A>(args: z.ZodType<A>) =>
  z
    .object({
      args,
      startedAt: z.number().int(),
      /** Where the slices' times count from (later than the start after a restart lost time). */
      origin: z.number().int(),
      next: z.number().int().min(0),
      nextAt: z.number().int(),
      skipped: z.number().int().min(0),
      sent: z.array(sliceRecord),
    })
    .strict();

export interface TwapRecord<A> {
  readonly args: A;
  readonly startedAt: number;
  readonly origin: number;
  readonly next: number;
  readonly nextAt: number;
  readonly skipped: number;
  readonly sent: readonly z.output<typeof sliceRecord>[];
}

/**
 * Every profile's running TWAPs of one market in `file` (`futures-twaps.json`, `spot-twaps.json` in
 * the data directory), so a restart resumes them; `args` reads what each was asked.
 */
export function createTwapStore<A>(file: string, args: z.ZodType<A>) {
  return createProfileListsFile<TwapRecord<A>>(file, twapRecordOf(args) as z.ZodType<TwapRecord<A>>);
}

export type TwapStore<A> = ReturnType<typeof createTwapStore<A>>;
