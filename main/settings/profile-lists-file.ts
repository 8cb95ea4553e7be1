import { z } from 'zod';
import { readSettingsFile, writeSettingsFile } from './json-settings-file';

/**
 * A list per profile in one JSON file (`{ version: 1, profiles: { <key>: [...] } }`), keyed like the
 * layouts: the alerts, the futures entries waiting to place their exits. Writes are atomic and made one
 * after another; a damaged file is reported and left alone, never replaced.
 */
export function createProfileListsFile<Item>(file: string, item: z.ZodType<Item>) {
  const schema = z.object({
    version: z.literal(1),
    profiles: z.record(z.string(), z.array(item)).default({}),
  });
  type Lists = { readonly version: 1; readonly profiles: Readonly<Record<string, readonly Item[]>> };
  let cache: Lists | undefined;
  let writes: Promise<unknown> = Promise.resolve();

  const read = async (): Promise<Lists> =>
    (cache ??= (await readSettingsFile(file, schema)) ?? { version: 1, profiles: {} });

  return {
    async load(profileKey: string): Promise<readonly Item[]> {
      await writes;
      return (await read()).profiles[profileKey] ?? [];
    },
    save(profileKey: string, items: readonly Item[]): Promise<void> {
      const written = writes.then(async () => {
        const current = await read();
        const updated = { ...current, profiles: { ...current.profiles, [profileKey]: [...items] } };
        await writeSettingsFile(file, updated);
        cache = updated;
      });
      writes = written.catch(() => undefined);
      return written;
    },
    flush: (): Promise<unknown> => writes,
  };
}
