import type { Locator } from '@playwright/test';
import type { Dec } from '@shared/decimal/decimal';
import { expect, test } from '../support/app';
import { useKeyringWhereNoneRuns } from '../support/keyring';
import { openOrderPanel } from '../support/panels';
import { shownMark, shownSpotLast } from '../support/spot-last';

useKeyringWhereNoneRuns(test);

async function marketOrder(panel: Locator, side: 'Buy' | 'Sell', quantity: string, positionSide?: string) {
  await panel.getByRole('button', { name: side, exact: true }).click();
  if (positionSide) await panel.getByRole('combobox', { name: 'Position side' }).selectOption(positionSide);
  await panel.getByRole('combobox', { name: 'Order type' }).selectOption('MARKET');
  await panel.getByRole('textbox', { name: 'Quantity' }).fill(quantity);
  await panel.getByRole('button', { name: `Place ${side.toLowerCase()} order` }).click();
}

/**
 * The position's mark stands at the spot BTCUSDT price the terminal showed before: within 1 % (the
 * basis is at most 0.05 %; the rest allows for the spot price moving since it was read).
 */
async function expectMarkNear(row: Locator, spot: Dec) {
  await expect(row.getByRole('cell').nth(4)).toHaveText(/\d/);
  const mark = await shownMark(row);
  expect(mark.minus(spot).abs().lessThanOrEqualTo(spot.mul('0.01')), `mark ${mark} vs spot ${spot}`).toBe(
    true,
  );
}

async function closePosition(panel: Locator, name: string) {
  const row = panel.getByRole('row', { name: `${name} position` });
  await row.getByRole('button', { name: `Close ${name} position` }).click();
  await row.getByRole('button', { name: 'Confirm close' }).click();
  await expect(row).toHaveCount(0);
}

test.describe('futures positions', () => {
  test('opens and closes a position on USD-M futures, marked at the spot price', async ({ app }) => {
    const spot = await shownSpotLast(app);
    const panel = await openOrderPanel(app, 'USD-M futures');
    await expect(panel.getByRole('row', { name: 'USDT wallet' })).toBeVisible();
    await marketOrder(panel, 'Buy', '0.010');
    await expect(panel.getByRole('status', { name: 'Order placed' })).toContainText('MARKET BUY');
    const row = panel.getByRole('row', { name: 'Long BTCUSDT position' });
    await expect(row.getByRole('cell').nth(2)).toHaveText('0.01');
    await expectMarkNear(row, spot);
    await closePosition(panel, 'Long BTCUSDT');
    await expect(panel.getByText('No open positions.')).toBeVisible();
  });

  test('opens and closes a position on COIN-M futures, in contracts, marked at the spot price', async ({
    app,
  }) => {
    const spot = await shownSpotLast(app);
    const panel = await openOrderPanel(app, 'COIN-M futures');
    await expect(panel.getByRole('row', { name: 'BTC wallet' })).toBeVisible();
    await marketOrder(panel, 'Sell', '2');
    const row = panel.getByRole('row', { name: /^Short BTCUSD_PERP position$/ });
    await expect(row.getByRole('cell').nth(2)).toHaveText('−2');
    await expectMarkNear(row, spot);
    await closePosition(panel, 'Short BTCUSD_PERP');
    await expect(panel.getByText('No open positions.')).toBeVisible();
  });

  test('holds long and short sides in hedge mode and refuses closing more than a side holds', async ({
    app,
  }) => {
    const panel = await openOrderPanel(app, 'USD-M futures');
    await panel.getByRole('button', { name: 'Hedge mode' }).click();
    await expect(panel.getByRole('button', { name: 'Hedge mode' })).toHaveAttribute('aria-pressed', 'true');
    await expect(panel.getByRole('checkbox', { name: 'Reduce only' })).toHaveCount(0);

    await marketOrder(panel, 'Buy', '0.010', 'LONG');
    await expect(panel.getByRole('row', { name: 'Long BTCUSDT position' })).toBeVisible();
    await marketOrder(panel, 'Sell', '0.020', 'SHORT');
    await expect(
      panel.getByRole('row', { name: 'Short BTCUSDT position' }).getByRole('cell').nth(2),
    ).toHaveText('−0.02');

    await marketOrder(panel, 'Sell', '0.050', 'LONG');
    await expect(panel.getByRole('alert', { name: 'Order refused' })).toContainText(
      'ReduceOnly Order is rejected. (code -2022)',
    );
    await expect(
      panel.getByRole('row', { name: 'Long BTCUSDT position' }).getByRole('cell').nth(2),
    ).toHaveText('0.01');

    await closePosition(panel, 'Long BTCUSDT');
    await closePosition(panel, 'Short BTCUSDT');
    await expect(panel.getByText('No open positions.')).toBeVisible();
  });
});
