// Regenerates the README's screenshots from a live development host: `npm run screenshots`.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { chromiumArgs, systemChromium } from '../e2e/support/chromium';
import { startDevHostProcess } from '../e2e/support/dev-host-process';

const OUT = 'docs/screenshots';
const DATA_TIMEOUT = 20_000;

/** Each main panel group, by its region's accessible name, and the file it is saved as. */
const PANELS: readonly (readonly [region: string, file: string])[] = [
  ['Market watchlist', 'watchlist.png'],
  ['Order book ladder', 'depth-ladder.png'],
  ['Candlestick chart', 'candles.png'],
  ['Market depth', 'depth-chart.png'],
  ['Trades tape', 'trades-tape.png'],
  ['Venue connection', 'connection.png'],
];

/** Waits until every market panel shows live data, so no screenshot catches an empty panel. */
async function waitForLiveMarket(page: Page): Promise<void> {
  const wait = { timeout: DATA_TIMEOUT };
  await page.getByRole('status', { name: 'Connection state' }).filter({ hasText: 'connected' }).waitFor(wait);
  await page
    .getByRole('contentinfo', { name: 'Status bar' })
    .getByLabel('Stream market')
    .filter({ hasText: /^market live/ })
    .waitFor(wait);
  await page
    .getByRole('grid', { name: 'Watchlist' })
    .getByRole('row', { name: 'BTCUSDT', exact: true })
    .getByLabel('Last price')
    .filter({ hasText: /\d/ })
    .waitFor(wait);
  const ladder = page.getByRole('region', { name: 'Order book ladder' });
  for (const side of ['Bids', 'Asks'])
    await ladder.getByRole('table', { name: side }).getByRole('button').nth(9).waitFor(wait);
  await page.locator('path.depth-bids[d^="M"]').waitFor(wait);
  await page.locator('path.depth-asks[d^="M"]').waitFor(wait);
  await page.getByLabel('Candle readout').filter({ hasText: /O \d/ }).waitFor(wait);
  await page.getByRole('table', { name: 'Trades' }).getByRole('row').nth(10).waitFor(wait);
}

async function setTheme(page: Page, theme: 'dark' | 'light'): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Light theme' });
  if ((await toggle.getAttribute('aria-pressed')) !== String(theme === 'light')) await toggle.click();
  await page.locator(`html[data-theme="${theme}"]`).waitFor();
}

const dataDir = await mkdtemp(join(tmpdir(), 'tt-shots-'));
const host = await startDevHostProcess(dataDir);
const browser = await chromium.launch({ executablePath: systemChromium(), args: chromiumArgs });
try {
  await mkdir(OUT, { recursive: true });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(host.url);
  await page.locator('[data-app-state="ready"]').waitFor({ timeout: DATA_TIMEOUT });
  await waitForLiveMarket(page);

  const shoot = async (file: string, target: Page | ReturnType<Page['locator']> = page) => {
    await target.screenshot({ path: join(OUT, file), animations: 'disabled' });
    console.log(`wrote ${join(OUT, file)}`);
  };
  await setTheme(page, 'dark');
  await shoot('terminal.png');
  for (const [region, file] of PANELS)
    await shoot(file, page.getByRole('region', { name: region, exact: true }));
  await setTheme(page, 'light');
  await waitForLiveMarket(page);
  await shoot('terminal-light.png');
} finally {
  await browser.close();
  await host.stop();
  await rm(dataDir, { recursive: true, force: true });
}
