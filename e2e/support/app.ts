import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { _electron, chromium, expect, test as base, type Page } from '@playwright/test';
import { chromiumArgs, systemChromium } from './chromium';
import { startDevHostProcess, type DevHostOptions, type DevHostProcess } from './dev-host-process';
import { electronBinary } from '../../scripts/electron-binary';
import type { AccountsFileInput } from '../../main/paper-venue/accounts/accounts-file';
import { readVenueState, type VenueAccountState } from './venue-state';

/** The web project's venues answer `/admin/…` to this per-run token (never the packaged app). */
export const venueAdminToken = randomBytes(24).toString('base64url');

/** The embedded venue seen from outside, with the Paper account's record read from the venue itself. */
export interface PaperVenueView {
  readonly url: string;
  state(symbol: string): Promise<VenueAccountState>;
  /** The Paper account's futures orders or position rows on one family, as the venue holds them. */
  futures<T = Record<string, unknown>>(what: 'orders' | 'positions', family: 'fapi' | 'dapi'): Promise<T[]>;
}

interface AppFixtures {
  /** The terminal's window, opened on a fresh data directory and ready (`data-app-state="ready"`). */
  app: Page;
  dataDir: string;
  /** The development host the web project's `app` runs on (unset on the electron project). */
  devHost: { current?: DevHostProcess };
  /** Web project only: the venue's own record, for checking what the journey did. */
  paperVenue: PaperVenueView;
}

interface AppOptions {
  /** The simulated market's pace for the web project's dev host (`test.use({ activity: 'busy' })`). */
  activity: DevHostOptions['activity'];
  /**
   * More accounts for the embedded venue, after the Paper profile's (the dev host's `--venue-accounts`):
   * a counterparty the journey trades with over the venue's own API. Web project only.
   */
  venueAccounts: AccountsFileInput | undefined;
}

/**
 * One journey, two ways to open the app: the `web` project drives the development host in the system
 * Chromium; the `electron` project drives the real app where an Electron binary exists.
 */
export const test = base.extend<AppFixtures & AppOptions>({
  activity: [undefined, { option: true }],
  venueAccounts: [undefined, { option: true }],

  // eslint-disable-next-line no-empty-pattern
  dataDir: async ({}, use) => {
    const dir = await mkdtemp(join(tmpdir(), 'tt-e2e-'));
    await use(dir);
    await rm(dir, { recursive: true, force: true });
  },

  // eslint-disable-next-line no-empty-pattern
  devHost: async ({}, use) => {
    await use({});
  },

  paperVenue: async ({ app, devHost }, use) => {
    void app;
    const host = devHost.current;
    test.skip(!host, 'The venue is read through its admin endpoint, which only the development host opens.');
    await use({
      url: host!.venueUrl,
      state: (symbol) => readVenueState(host!.venueUrl, venueAdminToken, symbol),
      async futures<T>(what: 'orders' | 'positions', family: 'fapi' | 'dapi') {
        const path = `/admin/futures/${what}?account=paper&family=${family}`;
        const res = await fetch(`${host!.venueUrl}${path}`, {
          headers: { 'X-Admin-Token': venueAdminToken },
        });
        if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
        return (await res.json()) as T[];
      },
    });
  },

  app: async ({ dataDir, activity, venueAccounts, devHost, viewport }, use, testInfo) => {
    if (testInfo.project.name === 'electron') {
      test.skip(
        venueAccounts !== undefined,
        'The packaged app opens no accounts but the Paper profile’s: the web project covers the journey.',
      );
      const executablePath = electronBinary();
      test.skip(
        !executablePath,
        'No Electron binary on this machine (it downloads on first launch); the web project covers the journey.',
      );
      const electronApp = await _electron.launch({
        executablePath,
        args: ['.'],
        env: { ...process.env, TT_DATA_DIR: dataDir },
      });
      const page = await electronApp.firstWindow();
      await expect(page.locator('[data-app-state="ready"]')).toBeVisible({ timeout: 20_000 });
      await use(page);
      await electronApp.close();
      return;
    }
    const executablePath = systemChromium();
    if (!executablePath && process.env.CI)
      throw new Error('CI needs the system Chromium: apt-get install chromium');
    test.skip(
      !executablePath,
      'No system Chromium: install it (apt-get install chromium) or set TT_CHROMIUM_PATH.',
    );
    const accountsFile = join(dataDir, 'test-venue-accounts.json');
    if (venueAccounts) await writeFile(accountsFile, JSON.stringify(venueAccounts), { mode: 0o600 });
    const host = await startDevHostProcess(dataDir, {
      activity,
      args: venueAccounts ? ['--venue-accounts', accountsFile] : [],
      env: { TT_VENUE_ADMIN_TOKEN: venueAdminToken },
    });
    devHost.current = host;
    const browser = await chromium.launch({ executablePath, args: chromiumArgs });
    // Playwright's own viewport option (1280×720 unless a journey asks for another).
    const page = await browser.newPage(viewport ? { viewport } : {});
    await page.goto(host.url);
    await expect(page.locator('[data-app-state="ready"]')).toBeVisible({ timeout: 20_000 });
    await use(page);
    await browser.close();
    await host.stop();
  },
});

export { expect };
