import type { Page } from '@playwright/test';
import { dec } from '@shared/decimal/decimal';
import { expect, test } from '../support/app';
import { shownPrice, plainNumber } from '../support/shown';
import { balanceOf } from '../support/venue-state';
import { placeOrder } from '../support/order-entry';
import { openOrdersRow } from '../support/order-tables';

const openTab = (app: Page, title: string) => app.locator('.dv-tab', { hasText: title }).click();

/** The USDT row's In orders cell (the API's locked) in the Account pane: the venue's balance, as main reads it. */
async function lockedUsdt(app: Page) {
  await openTab(app, 'Account');
  const row = app.getByRole('table', { name: 'Balances' }).getByRole('row', { name: /^USDT/ });
  return row.getByRole('cell').nth(1);
}

test.describe('a limit buy below the market', () => {
  test('follows the active symbol, takes a ladder price, shows on the ladder and chart, and cancels', async ({
    app,
    paperVenue,
  }) => {
    const entry = app.getByRole('region', { name: 'Order entry' }).last();
    const watchlist = app.getByRole('grid', { name: 'Watchlist' });
    await watchlist.getByRole('row', { name: 'ETHUSDT' }).click();
    await expect(entry.getByLabel('Trading symbol')).toHaveValue('ETHUSDT');
    await watchlist.getByRole('row', { name: 'BTCUSDT' }).click();
    await expect(entry.getByLabel('Trading symbol')).toHaveValue('BTCUSDT');

    const lockedBefore = dec(plainNumber((await (await lockedUsdt(app)).textContent())!));

    // A bid ten levels down the ladder: below the market, inside the ladder's twenty levels.
    const ladder = app.getByRole('region', { name: 'Order book ladder' });
    const level = ladder.getByRole('table', { name: 'Bids' }).getByRole('button').nth(10);
    await expect(level).toHaveText(/\d/);
    await level.click();
    const price = await entry.getByLabel('Price', { exact: true }).inputValue();
    expect(price).toMatch(/^\d+\.\d+$/);
    const result = await placeOrder(app, entry, { side: 'Buy', type: 'LIMIT', size: '0.00100' });
    await expect(result).toContainText('NEW');

    await openTab(app, 'Open orders');
    const row = openOrdersRow(app, price);
    await expect(row).toContainText('NEW');
    await expect(
      ladder.getByRole('img', { name: `Your order: Buy 0.00100 at ${shownPrice(price)}` }),
    ).toBeVisible();
    // On the chart: a line at the order's price whose handle moves it. The price may lie outside the
    // chart's range just then (the market's last minutes); the line is then pinned at the edge.
    const lineName = `Buy 0.00100 at ${shownPrice(price)}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const chartLine = app
      .getByRole('group', { name: 'Lines on the chart' })
      .getByRole('group', { name: new RegExp(`^${lineName}(, out of view (above|below))?$`) });
    await expect(chartLine.getByRole('button', { name: /^Move Buy 0\.00100/ })).toBeVisible();
    const notional = dec(price).mul('0.001');
    await expect
      .poll(async () => dec(plainNumber((await (await lockedUsdt(app)).textContent())!)).toFixed())
      .toBe(lockedBefore.plus(notional).toFixed());

    await ladder.getByRole('button', { name: /^Cancel order / }).click();
    await expect(ladder.getByRole('img', { name: /^Your order/ })).toHaveCount(0);
    await openTab(app, 'Open orders');
    await expect(app.getByText('No open orders.')).toBeVisible();
    await expect(
      app
        .getByRole('group', { name: 'Lines on the chart' })
        .getByRole('group', { name: /^Buy 0\.00100 at / }),
    ).toHaveCount(0);

    // The venue's own record (allOrders through main) says CANCELED, and the quote is unlocked.
    await openTab(app, 'History');
    const history = app.getByRole('region', { name: /^History/ });
    await history.getByRole('button', { name: 'Refresh' }).click();
    await expect(
      history
        .getByRole('table', { name: 'All orders' })
        .getByRole('row')
        .filter({ hasText: shownPrice(price) }),
    ).toContainText('CANCELED');
    await expect
      .poll(async () => dec(plainNumber((await (await lockedUsdt(app)).textContent())!)).toFixed())
      .toBe(lockedBefore.toFixed());

    // And the venue itself, read without main: one order at that price, CANCELED, nothing locked.
    const venue = await paperVenue.state('BTCUSDT');
    const mine = venue.allOrders.filter((o) => dec(o.price).eq(price));
    expect(mine.map((o) => [o.status, dec(o.origQty).toFixed()])).toEqual([['CANCELED', '0.001']]);
    expect(venue.openOrders).toEqual([]);
    expect(dec(balanceOf(venue, 'USDT').locked).toFixed()).toBe(lockedBefore.toFixed());
  });
});
