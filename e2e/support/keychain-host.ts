import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test as base, type Page } from '@playwright/test';
import { startKeyringSession, type KeyringSession } from '../../main/keys/test-support/keyring-session';
import { venueAdminToken } from './app';
import { hostStarts } from './host-starts';
import { readVenueState, type VenueAccountState } from './venue-state';

const run = promisify(execFile);

/** Which keychain a start of the terminal finds. */
export type KeychainCase =
  /** A new, empty, unlocked keyring: a first start, or a machine whose keyring was reset. */
  | 'fresh-keyring'
  /** A session bus address that leads nowhere: no Secret Service at all. */
  | 'no-keychain'
  /** A Secret Service with no keyring to store into, until `unlockKeyring()`. */
  | 'keyring-later';

export interface KeychainHost {
  readonly dataDir: string;
  /** The terminal's window on the current start, ready. */
  readonly page: Page;
  /** Stops the dev host (if running) and starts it on the same data directory with the keychain given. */
  start(keychain: KeychainCase): Promise<Page>;
  /** For `keyring-later`: the user unlocks a login keyring now, the terminal running. */
  unlockKeyring(): Promise<void>;
  /** The keychain's entries for a service, as secret-tool lists them (another program's view). */
  keychainEntries(service: string): Promise<string>;
  /** The embedded venue's own record of the Paper account (uid 1). */
  venueState(symbol: string): Promise<VenueAccountState>;
}

/** Journeys about the terminal's keys: each start of the dev host gets the keychain the journey says. */
export const test = base.extend<{ keychainHost: KeychainHost }>({
  // eslint-disable-next-line no-empty-pattern
  keychainHost: async ({}, use, testInfo) => {
    const starts = await hostStarts(testInfo, 'Starts the development host', 'tt-e2e-keys-');
    const sessions: KeyringSession[] = [];

    const keychainEnv = async (keychain: KeychainCase): Promise<Record<string, string>> => {
      if (keychain === 'no-keychain') {
        const nowhere = join(tmpdir(), `tt-no-bus-${randomBytes(4).toString('hex')}`);
        return { DBUS_SESSION_BUS_ADDRESS: `unix:path=${nowhere}` };
      }
      const session = await startKeyringSession(keychain === 'keyring-later' ? { keyring: 'absent' } : {});
      sessions.push(session);
      return Object.fromEntries(
        Object.entries(session.env).filter((entry): entry is [string, string] => entry[1] !== undefined),
      );
    };

    const app: KeychainHost = {
      dataDir: starts.dataDir,
      get page() {
        if (!starts.page) throw new Error('start() the terminal first');
        return starts.page;
      },
      async start(keychain) {
        const env = await keychainEnv(keychain);
        return starts.start({ ...env, TT_VENUE_ADMIN_TOKEN: venueAdminToken });
      },
      async unlockKeyring() {
        const session = sessions.at(-1);
        if (!session) throw new Error("start('keyring-later') first");
        await session.unlockLater();
      },
      async keychainEntries(service) {
        const session = sessions.at(-1);
        if (!session) throw new Error('no keyring session');
        const { stdout } = await run('secret-tool', ['search', '--all', 'service', service], {
          env: { ...process.env, ...session.env },
        });
        return stdout;
      },
      venueState(symbol) {
        if (!starts.host) throw new Error('start() the terminal first');
        return readVenueState(starts.host.venueUrl, venueAdminToken, symbol);
      },
    };
    await use(app);
    await starts.close();
    for (const session of sessions) await session.stop();
  },
});

export { expect };
