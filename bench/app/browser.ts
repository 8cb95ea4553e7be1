import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumArgs, systemChromium } from '../../e2e/support/chromium';

/** The system Chromium with this machine's flags; throws with the fix when there is none. */
export async function launchBenchChromium(): Promise<Browser> {
  const executablePath = systemChromium();
  if (!executablePath)
    throw new Error('No system Chromium: apt-get install chromium or set TT_CHROMIUM_PATH.');
  return chromium.launch({ executablePath, args: chromiumArgs });
}

/** Opens the app and waits for its ready marker. */
export async function openApp(browser: Browser, url: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  await page.goto(url);
  await page.locator('[data-app-state="ready"]').waitFor({ state: 'attached', timeout: 30_000 });
  return page;
}

export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
