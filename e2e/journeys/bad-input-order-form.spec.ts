import type { Locator } from '@playwright/test';
import { expect, test } from '../support/app';
import { refreshedHistory } from '../support/order-tables';
import { lastPriceOf, limitOrderEntry } from '../support/order-entry';
import { openTab } from '../support/panels';

/** Half the last BTCUSDT price on the tick: a resting bid inside PERCENT_PRICE_BY_SIDE. */
const halfTheMarket = async (entry: Locator) => (await lastPriceOf(entry)).div(2).toFixed(2);

test.describe('bad input is refused in the form', () => {
  test('off-tick price, quantity below the minimum, too small a notional and a crossed OCO: the venue receives nothing', async ({
    app,
    paperVenue,
  }) => {
    const entry = await limitOrderEntry(app);
    const price = await halfTheMarket(entry);
    const buy = entry.getByRole('button', { name: 'Buy BTC' });

    // The venue's own words for each refusal.
    await entry.getByLabel('Price', { exact: true }).fill(`${price}5`);
    await entry.getByLabel('Size', { exact: true }).fill('0.01');
    await expect(entry.getByRole('alert')).toContainText('Filter failure: PRICE_FILTER (code -1013)');
    await expect(buy).toBeDisabled();

    await entry.getByLabel('Price', { exact: true }).fill(price);
    await entry.getByLabel('Size', { exact: true }).fill('0.000001');
    await expect(entry.getByRole('alert')).toContainText('Filter failure: LOT_SIZE (code -1013)');
    await expect(buy).toBeDisabled();

    await entry.getByLabel('Size', { exact: true }).fill('0.00001');
    await expect(entry.getByRole('alert')).toContainText('Filter failure: NOTIONAL (code -1013)');
    await expect(buy).toBeDisabled();
    // The hotkey path is refused as well.
    await app.keyboard.press('Alt+KeyB');
    await expect(app.getByRole('dialog')).toHaveCount(0);

    await entry.getByRole('tab', { name: 'OCO', exact: true }).click();
    await entry.getByLabel('Side', { exact: true }).selectOption('SELL');
    await entry.getByLabel('Quantity', { exact: true }).fill('0.01');
    await entry.getByLabel('Above leg price', { exact: true }).fill(price);
    await expect(entry.getByRole('group', { name: 'Above leg' }).getByRole('alert')).toContainText(
      'The relationship of the prices for the orders is not correct. (code -2010)',
    );
    await expect(entry.getByRole('button', { name: 'Place OCO' })).toBeDisabled();

    // The venue's open orders and allOrders (read through main) are unchanged: empty.
    await openTab(app, 'Open orders');
    await expect(app.getByText('No open orders.')).toBeVisible();
    const { all } = await refreshedHistory(app);
    await expect(all).toBeVisible();
    await expect(all.getByRole('row')).toHaveCount(1);
    // And the venue itself, read without main, holds no order and no list of the account.
    const venue = await paperVenue.state('BTCUSDT');
    expect([venue.allOrders, venue.orderLists]).toEqual([[], []]);
  });
});
