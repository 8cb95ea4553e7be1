/** What keeps a profile's lists: `createProfileListsFile`'s load and save. */
export interface ProfileLists<Item> {
  load(profileKey: string): Promise<readonly Item[]>;
  save(profileKey: string, items: readonly Item[]): Promise<void>;
}

/** What became of a written-down item at a profile's start. */
export type Revived = 'running' | 'gone' | 'unread';

/**
 * The active profile's running items written down so a restart resumes them (the chases, the TWAPs):
 * saved as they change, paused when another profile opens, revived when it opens again. An item that
 * could not be revived now ('unread': the venue out of reach) is kept for the next start; a 'gone' one
 * is forgotten at the next save.
 */
export function keptPerProfile<Item>(
  store: ProfileLists<Item> | undefined,
  profileKey: (() => Promise<string | null>) | undefined,
) {
  /** The profile whose items run now (the store's key), once known. */
  let profile: string | null = null;
  let unread: Item[] = [];
  const keyNow = async () => (await profileKey?.()) ?? null;
  return {
    /** Learns the active profile, if not known yet (before the first item starts). */
    async open(): Promise<void> {
      profile ??= await keyNow();
    },
    /** Writes the running items down, with those kept unread. */
    save(running: readonly Item[]): void {
      if (!store || profile === null) return;
      void store.save(profile, [...running, ...unread]).catch(() => undefined);
    },
    /** Another profile opened: nothing is written for this one until it opens again. */
    close(): void {
      profile = null;
      unread = [];
    },
    /** The active profile opened: each of its items written down is revived, or kept unread, or gone. */
    async reopen(revive: (item: Item) => Promise<Revived>): Promise<void> {
      profile = await keyNow();
      unread = [];
      if (!store || profile === null) return;
      for (const item of await store.load(profile)) if ((await revive(item)) === 'unread') unread.push(item);
    },
  };
}
