import { join } from 'node:path';
import { z } from 'zod';
import { positionSide } from '@shared/api/futures/enums';
import { side } from '@shared/api/spot/enums';
import { attachedExits, futuresFamily } from '@shared/ipc/futures-args';
import { readSettingsFile, writeSettingsFile } from '../../settings/json-settings-file';

/** An entry still waiting for its first fill, with the take profit and stop loss it carries. */
const waitingEntry = z
  .object({
    family: futuresFamily,
    symbol: z.string().min(1),
    clientOrderId: z.string().min(1),
    side,
    positionSide,
    /** The entry's limit price; none for a market entry. */
    price: z.string().optional(),
    exits: attachedExits,
    since: z.number(),
  })
  .strict();
export type WaitingEntry = z.output<typeof waitingEntry>;

const fileSchema = z.object({
  version: z.literal(1),
  profiles: z.record(z.string(), z.array(waitingEntry)).default({}),
});
type ExitsFile = z.infer<typeof fileSchema>;

export const attachedExitsFile = (dataDir: string) => join(dataDir, 'futures-exits.json');

/**
 * Every profile's entries waiting to place their exits, in `<dataDir>/futures-exits.json`, so a
 * stop loss promised before a restart is still placed after it. Writes are atomic and one after
 * another; a damaged file is reported and left alone.
 */
export function createAttachedExitsStore(dataDir: string) {
  const file = attachedExitsFile(dataDir);
  let cache: ExitsFile | undefined;
  let writes: Promise<unknown> = Promise.resolve();
  const read = async (): Promise<ExitsFile> =>
    (cache ??= (await readSettingsFile(file, fileSchema)) ?? { version: 1, profiles: {} });

  return {
    async load(profileKey: string): Promise<readonly WaitingEntry[]> {
      await writes;
      return (await read()).profiles[profileKey] ?? [];
    },
    save(profileKey: string, entries: readonly WaitingEntry[]): Promise<void> {
      const written = writes.then(async () => {
        const current = await read();
        const updated = { ...current, profiles: { ...current.profiles, [profileKey]: [...entries] } };
        await writeSettingsFile(file, updated);
        cache = updated;
      });
      writes = written.catch(() => undefined);
      return written;
    },
    flush: (): Promise<unknown> => writes,
  };
}

export type AttachedExitsStore = ReturnType<typeof createAttachedExitsStore>;
