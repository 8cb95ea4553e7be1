import type { Page } from '@playwright/test';

export const DATA_TIMEOUT = 20_000;

/** Waits until every market panel shows live data, so no screenshot catches an empty panel. */
export async function waitForLiveMarket(page: Page): Promise<void> {
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

export async function setTheme(page: Page, theme: 'dark' | 'light'): Promise<void> {
  await page
    .getByRole('group', { name: 'Theme' })
    .getByRole('button', { name: theme === 'light' ? 'Light' : 'Dark' })
    .click();
  await page.locator(`html[data-theme="${theme}"]`).waitFor();
}
