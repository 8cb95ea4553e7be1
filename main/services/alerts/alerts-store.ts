import { join } from 'node:path';
import { z } from 'zod';
import { alertCondition, type AlertView } from '@shared/ipc/alerts';
import { readSettingsFile, writeSettingsFile } from '../../settings/json-settings-file';

const firing = z.object({ time: z.number(), price: z.string(), message: z.string() }).strict();

const storedAlert = z
  .object({
    id: z.string().min(1),
    symbol: z.string().min(1),
    condition: alertCondition,
    sound: z.boolean(),
    createdAt: z.number(),
    status: z.enum(['armed', 'fired']),
    fired: firing.nullable(),
  })
  .strict();

const fileSchema = z.object({
  version: z.literal(1),
  profiles: z.record(z.string(), z.array(storedAlert)).default({}),
});
type AlertsFile = z.infer<typeof fileSchema>;

export const alertsFile = (dataDir: string) => join(dataDir, 'alerts.json');

/**
 * Every profile's alerts in `<dataDir>/alerts.json`, keyed like the layouts. Writes are atomic and made
 * one after another; a damaged file is reported and left alone, never replaced.
 */
export function createAlertsStore(dataDir: string) {
  const file = alertsFile(dataDir);
  let cache: AlertsFile | undefined;
  let writes: Promise<unknown> = Promise.resolve();

  const read = async (): Promise<AlertsFile> =>
    (cache ??= (await readSettingsFile(file, fileSchema)) ?? { version: 1, profiles: {} });

  return {
    async load(profileKey: string): Promise<readonly AlertView[]> {
      await writes;
      return (await read()).profiles[profileKey] ?? [];
    },
    save(profileKey: string, alerts: readonly AlertView[]): Promise<void> {
      const written = writes.then(async () => {
        const current = await read();
        const updated = { ...current, profiles: { ...current.profiles, [profileKey]: [...alerts] } };
        await writeSettingsFile(file, updated);
        cache = updated;
      });
      writes = written.catch(() => undefined);
      return written;
    },
    flush: (): Promise<unknown> => writes,
  };
}
