import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '../support/app';

/** The saved Paper layout, or undefined until the workspace file has been written. */
const savedLayout = async (dataDir: string) => {
  try {
    return JSON.parse(await readFile(join(dataDir, 'workspace.json'), 'utf8')).layouts?.paper;
  } catch {
    return undefined;
  }
};

const savedPanels = async (dataDir: string): Promise<string[] | undefined> => {
  const layout = await savedLayout(dataDir);
  return layout ? Object.keys(layout.panels ?? {}).sort() : undefined;
};

const tradingPanels = ['account', 'history', 'openOrders', 'orderEntry', 'settings'];
const defaultPanels = [
  'candles',
  'connection',
  'depthChart',
  'ladder',
  'tape',
  'watchlist',
  ...tradingPanels,
].sort();

test.describe('the market workspace', () => {
  test('opens with the watchlist, ladder, chart, depth chart and tape, and resets to them', async ({
    app,
    dataDir,
  }) => {
    for (const name of [
      'Market watchlist',
      'Order book ladder',
      'Candlestick chart',
      'Market depth',
      'Trades tape',
    ])
      await expect(app.getByRole('region', { name, exact: true })).toBeVisible();

    await app.locator('.dv-tab', { hasText: 'Depth ladder' }).locator('.dv-default-tab-action').click();
    await expect(app.getByRole('region', { name: 'Order book ladder' })).toHaveCount(0);
    await expect
      .poll(() => savedPanels(dataDir))
      .toEqual(defaultPanels.filter((panel) => panel !== 'ladder'));
    await app.reload();
    await expect(app.locator('[data-app-state="ready"]')).toBeVisible();
    await expect(app.getByRole('region', { name: 'Order book ladder' })).toHaveCount(0);

    await app.getByRole('button', { name: 'Reset layout' }).click();
    await expect(app.getByRole('region', { name: 'Order book ladder' })).toBeVisible();
    await expect.poll(() => savedPanels(dataDir)).toEqual(defaultPanels);
  });

  test('remembers an unlinked panel and its own symbol in the saved layout', async ({ app, dataDir }) => {
    const ladder = app.getByRole('region', { name: 'Order book ladder' });
    await ladder.getByRole('button', { name: 'Link to active symbol' }).click();
    await ladder.getByRole('combobox', { name: 'Panel symbol' }).selectOption('ETHBTC');
    await expect(app.locator('.dv-tab', { hasText: 'Depth ladder · ETHBTC' })).toBeVisible();
    await expect
      .poll(async () => (await savedLayout(dataDir))?.panels?.ladder?.params)
      .toEqual({ linked: false, symbol: 'ETHBTC' });
    await app.reload();
    await expect(app.locator('[data-app-state="ready"]')).toBeVisible();
    await expect(ladder.getByRole('combobox', { name: 'Panel symbol' })).toHaveValue('ETHBTC');

    await app.getByRole('combobox', { name: 'Open another panel' }).selectOption('tape');
    await expect(app.locator('.dv-tab', { hasText: /^Trades · [A-Z]+$/ })).toBeVisible();
  });
});
