import {
  emptyProfilesFile,
  readProfilesFile,
  writeProfilesFile,
  type ProfilesFile,
  type StoredKey,
} from './profiles-file';
import type { KeyVault } from './key-vault';

/**
 * `<dataDir>/profiles.json`, read and validated once (again after each write), and one queue that runs
 * the service's operations one at a time, so two requests never write the file from the same stale read.
 */
export function createProfilesStore(dataDir: string, vault: KeyVault) {
  let queue: Promise<unknown> = Promise.resolve();
  /** Only this store writes the file, one operation at a time and atomically: what was read stays true. */
  let known: ProfilesFile | undefined;

  return {
    serially<T>(operation: () => Promise<T>): Promise<T> {
      const run = queue.then(operation, operation);
      queue = run.catch(() => undefined);
      return run;
    },
    /** The file as last read, or read now (an empty one when there is none yet). */
    load: async (): Promise<ProfilesFile> =>
      (known ??= (await readProfilesFile(dataDir)) ?? emptyProfilesFile()),
    /** The file on disk, or undefined on first start. */
    async readFresh(): Promise<ProfilesFile | undefined> {
      const file = await readProfilesFile(dataDir);
      known = file;
      return file;
    },
    /** Answered without queueing: the cached file, if there is one. */
    cached: (): ProfilesFile | undefined => known,
    save(file: ProfilesFile): Promise<void> {
      known = undefined;
      return writeProfilesFile(dataDir, file);
    },
    /** Writes metadata that refers to a freshly stored key; deletes that key again if the write fails. */
    async commitWithKey(stored: StoredKey, write: () => Promise<void>): Promise<void> {
      try {
        await write();
      } catch (error) {
        await vault.remove(stored.secretRef).catch(() => false);
        throw error;
      }
    },
  };
}

export type ProfilesStore = ReturnType<typeof createProfilesStore>;
