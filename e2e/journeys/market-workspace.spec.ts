import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator } from '@playwright/test';
import { expect, test } from '../support/app';
import { openSettings } from '../support/panels';

const area = async (region: Locator) => {
  const box = (await region.boundingBox())!;
  return box.width * box.height;
};

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

const tradingPanels = ['account', 'history', 'openOrders', 'orderEntry', 'positions'];
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

  test.describe('at 1600×1000', () => {
    test.use({ viewport: { width: 1600, height: 1000 } });
    test('gives the chart the largest area and the orders strip ten rows; Settings and a second chart open over neither the strip nor the order form', async ({
      app,
    }) => {
      const chart = app.getByRole('region', { name: 'Candlestick chart' });
      const others = ['Market watchlist', 'Order book ladder', 'Market depth', 'Trades tape', 'Order entry'];
      await expect(chart).toBeVisible();
      for (const name of others)
        expect(await area(chart), `the chart is larger than ${name}`).toBeGreaterThan(
          await area(app.getByRole('region', { name, exact: true }).first()),
        );

      // Every order kind's tab is in view in the order form at its default width.
      const form = (await app.getByRole('tabpanel', { name: 'Order entry', exact: true }).boundingBox())!;
      const kinds = app.getByRole('tablist', { name: 'Order kind' }).getByRole('tab');
      await expect(kinds).toHaveCount(7);
      for (const kind of await kinds.all()) {
        const box = (await kind.boundingBox())!;
        expect(box.x + box.width, `${await kind.textContent()} is in view`).toBeLessThanOrEqual(
          form.x + form.width,
        );
      }

      // Ten rows of open orders fit under the table's header without scrolling.
      const strip = app.getByRole('tabpanel', { name: 'Open orders', exact: true });
      const header = strip.getByRole('table', { name: 'Open orders' }).getByRole('row').first();
      const headerBox = (await header.boundingBox())!;
      const stripBox = (await strip.boundingBox())!;
      expect(stripBox.y + stripBox.height - (headerBox.y + headerBox.height)).toBeGreaterThanOrEqual(
        10 * headerBox.height,
      );

      // Settings opens as a pane of its own in the chart's area, not as a tab of the strip.
      const settings = await openSettings(app);
      await expect(strip).toBeVisible();
      await expect(app.getByRole('tab', { name: 'Settings' })).toBeVisible();
      expect((await settings.boundingBox())!.height).toBeGreaterThan(stripBox.height);
      await app.getByRole('tab', { name: 'Chart', exact: true }).click();

      // A second chart splits the chart's area; the order form stays in view.
      const entry = app.getByRole('region', { name: 'Order entry' }).last();
      await app.getByRole('combobox', { name: 'Open another panel' }).selectOption('candles');
      const charts = app.getByRole('region', { name: 'Candlestick chart' });
      await expect(charts).toHaveCount(2);
      await expect(entry).toBeVisible();
      await expect(charts.first()).toBeVisible();
      await expect(charts.last()).toBeVisible();
    });
  });

  test.describe('at 1280×800', () => {
    test.use({ viewport: { width: 1280, height: 800 } });
    test('shows every column of the tape and the server time whole, not cut at the edge', async ({ app }) => {
      const tape = app.getByRole('tabpanel', { name: 'Trades', exact: true });
      await expect(tape.getByRole('row').nth(1)).toBeVisible();
      const edge = (await tape.boundingBox())!;
      await expect(tape.getByRole('columnheader')).toHaveText(['Price', 'Size', 'Time (UTC)', 'Side']);
      for (const header of await tape.getByRole('columnheader').all()) {
        const box = (await header.boundingBox())!;
        expect(box.x + box.width, `${await header.textContent()} is in view`).toBeLessThanOrEqual(
          edge.x + edge.width,
        );
      }
      const connection = app.getByRole('tabpanel', { name: 'Connection', exact: true });
      const serverTime = connection.getByLabel('Server time');
      await expect(serverTime).toHaveText(/\d\d:\d\d:\d\d/);
      const time = (await serverTime.boundingBox())!;
      const panel = (await connection.boundingBox())!;
      expect(time.x + time.width, 'the server time is in view').toBeLessThanOrEqual(panel.x + panel.width);
    });
  });
});
