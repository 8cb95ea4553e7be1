import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { _electron, chromium, expect, test as base, type Page } from '@playwright/test';
import { chromiumArgs, systemChromium } from './chromium';
import { startDevHostProcess, type DevHostOptions } from './dev-host-process';
import { electronBinary } from '../../scripts/electron-binary';
import type { AccountsFileInput } from '../../main/paper-venue/accounts/accounts-file';

interface AppFixtures {
  /** The terminal's window, opened on a fresh data directory and ready (`data-app-state="ready"`). */
  app: Page;
  dataDir: string;
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

  app: async ({ dataDir, activity, venueAccounts }, use, testInfo) => {
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
    });
    const browser = await chromium.launch({ executablePath, args: chromiumArgs });
    const page = await browser.newPage();
    await page.goto(host.url);
    await expect(page.locator('[data-app-state="ready"]')).toBeVisible({ timeout: 20_000 });
    await use(page);
    await browser.close();
    await host.stop();
  },
});

export { expect };
