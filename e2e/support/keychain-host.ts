import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test as base, type Browser, type Page } from '@playwright/test';
import { startKeyringSession, type KeyringSession } from '../../main/keys/test-support/keyring-session';
import { venueAdminToken } from './app';
import { chromiumArgs, systemChromium } from './chromium';
import { startDevHostProcess, type DevHostProcess } from './dev-host-process';
import { readVenueState, type VenueAccountState } from './venue-state';

/** Which keychain a start of the terminal finds. */
export type KeychainCase =
  /** A new, empty, unlocked keyring: a first start, or a machine whose keyring was reset. */
  | 'fresh-keyring'
  /** A session bus address that leads nowhere: no Secret Service at all. */
  | 'no-keychain';

export interface KeychainHost {
  readonly dataDir: string;
  /** The terminal's window on the current start, ready. */
  readonly page: Page;
  /** Stops the dev host (if running) and starts it on the same data directory with the keychain given. */
  start(keychain: KeychainCase): Promise<Page>;
  /** The embedded venue's own record of the Paper account (uid 1). */
  venueState(symbol: string): Promise<VenueAccountState>;
}

/** Journeys about the terminal's keys: each start of the dev host gets the keychain the journey says. */
export const test = base.extend<{ keychainHost: KeychainHost }>({
  // eslint-disable-next-line no-empty-pattern
  keychainHost: async ({}, use, testInfo) => {
    test.skip(testInfo.project.name !== 'web', 'Starts the development host: the web project covers it.');
    const executablePath = systemChromium();
    test.skip(
      !executablePath,
      'No system Chromium: install it (apt-get install chromium) or set TT_CHROMIUM_PATH.',
    );
    const dataDir = await mkdtemp(join(tmpdir(), 'tt-e2e-keys-'));
    const browser: Browser = await chromium.launch({ executablePath, args: chromiumArgs });
    const sessions: KeyringSession[] = [];
    let host: DevHostProcess | undefined;
    let page: Page | undefined;

    const keychainEnv = async (keychain: KeychainCase): Promise<Record<string, string>> => {
      if (keychain === 'no-keychain') {
        const nowhere = join(tmpdir(), `tt-no-bus-${randomBytes(4).toString('hex')}`);
        return { DBUS_SESSION_BUS_ADDRESS: `unix:path=${nowhere}` };
      }
      const session = await startKeyringSession();
      sessions.push(session);
      return Object.fromEntries(
        Object.entries(session.env).filter((entry): entry is [string, string] => entry[1] !== undefined),
      );
    };

    const app: KeychainHost = {
      dataDir,
      get page() {
        if (!page) throw new Error('start() the terminal first');
        return page;
      },
      async start(keychain) {
        await page?.close();
        await host?.stop();
        const env = await keychainEnv(keychain);
        host = await startDevHostProcess(dataDir, { env: { ...env, TT_VENUE_ADMIN_TOKEN: venueAdminToken } });
        page = await browser.newPage();
        await page.goto(host.url);
        await expect(page.locator('[data-app-state="ready"]')).toBeVisible({ timeout: 20_000 });
        return page;
      },
      venueState(symbol) {
        if (!host) throw new Error('start() the terminal first');
        return readVenueState(host.venueUrl, venueAdminToken, symbol);
      },
    };
    await use(app);
    await browser.close();
    await host?.stop();
    for (const session of sessions) await session.stop();
    await rm(dataDir, { recursive: true, force: true });
  },
});

export { expect };
