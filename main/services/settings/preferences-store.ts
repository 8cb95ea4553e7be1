import { join } from 'node:path';
import { z } from 'zod';
import {
  defaultProfilePreferences,
  profilePreferences,
  storedGlobalPreferences,
  withGlobalDefaults,
  type GlobalPreferences,
  type Preferences,
  type ProfilePreferences,
} from '@shared/ipc/settings';
import { readSettingsFile, writeSettingsFile } from '../../settings/json-settings-file';

/** What the file holds; a preference it does not name yet (an older file) takes its default. */
const fileSchema = z.object({
  version: z.literal(1),
  global: storedGlobalPreferences.default({}),
  profiles: z.record(z.string(), profilePreferences.partial()).default({}),
});
type PreferencesFile = z.infer<typeof fileSchema>;

/** Before preferences.json, main kept only the OS-notification switch, in a file of its own. */
const legacyNotifications = z.object({ osNotifications: z.boolean() }).strict();

export const preferencesFile = (dataDir: string) => join(dataDir, 'preferences.json');

/**
 * The trader's preferences in `<dataDir>/preferences.json`: global ones and per profile (see
 * shared/ipc/settings.ts for which is which). Writes are atomic and made one after another; a load waits
 * for the writes asked before it. A damaged file is reported and left alone, never replaced.
 */
export function createPreferencesStore(dataDir: string) {
  const file = preferencesFile(dataDir);
  let cache: PreferencesFile | undefined;
  let writes: Promise<unknown> = Promise.resolve();

  const read = async (): Promise<PreferencesFile> => {
    if (cache) return cache;
    const stored = await readSettingsFile(file, fileSchema);
    if (stored) return (cache = stored);
    const legacy = await readSettingsFile(join(dataDir, 'notifications.json'), legacyNotifications);
    return (cache = {
      version: 1,
      global: legacy ? { notifications: legacy.osNotifications } : {},
      profiles: {},
    });
  };

  const change = (next: (current: PreferencesFile) => PreferencesFile): Promise<void> => {
    const written = writes.then(async () => {
      const updated = next(await read());
      await writeSettingsFile(file, updated);
      cache = updated;
    });
    writes = written.catch(() => undefined);
    return written;
  };

  const globalOf = async (): Promise<GlobalPreferences> => {
    await writes;
    return withGlobalDefaults((await read()).global);
  };

  return {
    global: globalOf,
    async load(profileId: string): Promise<Preferences> {
      const global = await globalOf();
      const profile = (await read()).profiles[profileId];
      return { global, profile: { ...defaultProfilePreferences, ...profile } };
    },
    update(global: Partial<GlobalPreferences>): Promise<void> {
      return change((current) => ({ ...current, global: { ...current.global, ...global } }));
    },
    updateProfile(profileId: string, profile: Partial<ProfilePreferences>): Promise<void> {
      return change((current) => ({
        ...current,
        profiles: { ...current.profiles, [profileId]: { ...current.profiles[profileId], ...profile } },
      }));
    },
    /** Resolves once every write asked for so far has reached the disk (or failed). */
    flush: (): Promise<unknown> => writes,
  };
}
export type PreferencesStore = ReturnType<typeof createPreferencesStore>;
