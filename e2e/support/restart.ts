import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test as base, type Browser, type Page } from '@playwright/test';
import { chromiumArgs, systemChromium } from './chromium';
import { startDevHostProcess, type DevHostProcess } from './dev-host-process';

export interface RestartableApp {
  /** The terminal's window on the current host, ready. */
  readonly page: Page;
  readonly dataDir: string;
  /** Stops the dev host, starts it again on the same data directory, and opens a fresh window on it. */
  restart(): Promise<Page>;
}

async function open(browser: Browser, host: DevHostProcess): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(host.url);
  await expect(page.locator('[data-app-state="ready"]')).toBeVisible({ timeout: 20_000 });
  return page;
}

/** Journeys that stop and start the terminal on one data directory (web project: the dev host). */
export const test = base.extend<{ restartable: RestartableApp }>({
  // eslint-disable-next-line no-empty-pattern
  restartable: async ({}, use, testInfo) => {
    test.skip(testInfo.project.name !== 'web', 'Restarts the development host: the web project covers it.');
    const executablePath = systemChromium();
    test.skip(
      !executablePath,
      'No system Chromium: install it (apt-get install chromium) or set TT_CHROMIUM_PATH.',
    );
    const dataDir = await mkdtemp(join(tmpdir(), 'tt-e2e-'));
    const browser = await chromium.launch({ executablePath, args: chromiumArgs });
    let host = await startDevHostProcess(dataDir);
    let page = await open(browser, host);
    const app: RestartableApp = {
      get page() {
        return page;
      },
      dataDir,
      async restart() {
        await page.close();
        await host.stop();
        host = await startDevHostProcess(dataDir);
        page = await open(browser, host);
        return page;
      },
    };
    await use(app);
    await browser.close();
    await host.stop();
    await rm(dataDir, { recursive: true, force: true });
  },
});

export { expect };
