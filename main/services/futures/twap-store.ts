import { join } from 'node:path';
import { z } from 'zod';
import { twapArgs } from '@shared/ipc/futures-args';
import { createProfileListsFile } from '../../settings/profile-lists-file';

/** A slice sent: its order, and what it had filled when last told. */
const sliceRecord = z
  .object({ clientOrderId: z.string().min(1), executedQty: z.string(), avgPrice: z.string().nullable() })
  .strict();

/** A TWAP still running: what it was asked, where it stands, when its next slice goes. */
const twapRecord = z
  .object({
    args: twapArgs,
    startedAt: z.number().int(),
    /** Where the slices' times count from (later than the start after a restart lost time). */
    origin: z.number().int(),
    next: z.number().int().min(0),
    nextAt: z.number().int(),
    skipped: z.number().int().min(0),
    sent: z.array(sliceRecord),
  })
  .strict();
export type TwapRecord = z.output<typeof twapRecord>;

export const twapsFile = (dataDir: string) => join(dataDir, 'futures-twaps.json');

/** Every profile's running TWAPs, in `<dataDir>/futures-twaps.json`, so a restart resumes them. */
export function createTwapStore(dataDir: string) {
  return createProfileListsFile(twapsFile(dataDir), twapRecord);
}

export type TwapStore = ReturnType<typeof createTwapStore>;
