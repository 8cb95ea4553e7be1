import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, type Browser, type Page, type TestInfo } from '@playwright/test';
import { chromiumArgs, systemChromium } from './chromium';
import { startDevHostProcess, type DevHostProcess } from './dev-host-process';

/** The development host started, stopped and started again on one data directory, in one Chromium. */
export interface HostStarts {
  readonly dataDir: string;
  /** The current start's host and window, once `start()` has run. */
  readonly host: DevHostProcess | undefined;
  readonly page: Page | undefined;
  /** Stops the current start (window and host), starts the host with `env`, and opens a ready window. */
  start(env?: Readonly<Record<string, string>>): Promise<Page>;
  /** Stops everything and removes the data directory. */
  close(): Promise<void>;
}

/**
 * For journeys that start the terminal more than once: skips unless on the web project (`why` says
 * what the journey does with the development host) and where there is no system Chromium.
 */
export async function hostStarts(
  testInfo: TestInfo,
  why: string,
  dataDirPrefix: string,
): Promise<HostStarts> {
  testInfo.skip(testInfo.project.name !== 'web', `${why}: the web project covers it.`);
  const executablePath = systemChromium();
  testInfo.skip(
    !executablePath,
    'No system Chromium: install it (apt-get install chromium) or set TT_CHROMIUM_PATH.',
  );
  const dataDir = await mkdtemp(join(tmpdir(), dataDirPrefix));
  const browser: Browser = await chromium.launch({ executablePath, args: chromiumArgs });
  let host: DevHostProcess | undefined;
  let page: Page | undefined;
  return {
    dataDir,
    get host() {
      return host;
    },
    get page() {
      return page;
    },
    async start(env) {
      await page?.close();
      await host?.stop();
      host = await startDevHostProcess(dataDir, { env });
      page = await browser.newPage();
      await page.goto(host.url);
      await expect(page.locator('[data-app-state="ready"]')).toBeVisible({ timeout: 20_000 });
      return page;
    },
    async close() {
      await browser.close();
      await host?.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
