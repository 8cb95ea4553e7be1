import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '../support/app';

/** The chart's indicators as the profile's saved layout holds them. */
const savedIndicators = async (dataDir: string): Promise<unknown> => {
  try {
    const file = JSON.parse(await readFile(join(dataDir, 'workspace.json'), 'utf8'));
    return file.layouts?.paper?.panels?.candles?.params?.indicators ?? null;
  } catch {
    return null;
  }
};

test.describe('chart indicators', () => {
  test('EMA and RSI added from the Indicators control are read out at the hovered bar and kept over a reload', async ({
    app,
    dataDir,
  }) => {
    // The app starts twice (the reload).
    test.slow();
    // Room for the chart and its RSI pane beside the other panels of the default layout.
    await app.setViewportSize({ width: 1600, height: 1000 });
    const chart = app.getByRole('region', { name: 'Candlestick chart' });
    const readout = chart.getByLabel('Candle readout');
    const stage = chart.locator('.candle-chart');
    const barTime = readout.locator('span').first();
    const ema = /EMA\(21\) [\d,]+\.\d{2}(?!\d)/;
    const rsi = /RSI\(14\) \d{1,3}\.\d{2}(?!\d)/;
    await expect(readout).toHaveText(/C \d/);

    await chart.getByRole('button', { name: 'Indicators' }).click();
    const control = chart.getByRole('group', { name: 'Indicators' });
    await control.getByRole('checkbox', { name: 'EMA' }).check();
    await control.getByRole('textbox', { name: 'EMA period' }).fill('21');
    await control.getByRole('checkbox', { name: 'RSI' }).check();
    await control.getByRole('textbox', { name: 'RSI period' }).press('Escape');
    await expect(control).toHaveCount(0);

    // The newest bar's values: a price at the tick for EMA, 0 to 100 for RSI; then an older bar's.
    await expect(readout).toContainText(ema);
    await expect(readout).toContainText(rsi);
    const newest = await barTime.textContent();
    const box = (await stage.boundingBox())!;
    await app.mouse.move(box.x + box.width / 3, box.y + box.height / 4);
    await expect(barTime).not.toHaveText(newest!);
    await expect(readout).toContainText(ema);
    await expect(readout).toContainText(rsi);

    await expect
      .poll(() => savedIndicators(dataDir))
      .toMatchObject({ ema: { on: true, period: 21 }, rsi: { on: true, period: 14 } });
    await app.reload();
    await expect(app.locator('[data-app-state="ready"]')).toBeVisible();
    await expect(readout).toContainText(ema);
    await expect(readout).toContainText(rsi);
    await chart.getByRole('button', { name: 'Indicators' }).click();
    await expect(control.getByRole('checkbox', { name: 'EMA' })).toBeChecked();
    await expect(control.getByRole('checkbox', { name: 'RSI' })).toBeChecked();
    await expect(control.getByRole('checkbox', { name: 'MACD' })).not.toBeChecked();
    await expect(control.getByRole('textbox', { name: 'EMA period' })).toHaveValue('21');
  });
});
