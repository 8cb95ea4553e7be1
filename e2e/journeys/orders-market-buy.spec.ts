import type { Page } from '@playwright/test';
import { dec } from '@shared/decimal/decimal';
import { expect, test } from '../support/app';
import { plainNumber } from '../support/shown';
import { balanceOf } from '../support/venue-state';
import { orderEntryFor, placeOrder } from '../support/order-entry';

const openTab = (app: Page, title: string) => app.locator('.dv-tab', { hasText: title }).click();

/** An asset's total (free + locked) in the Account pane: the venue's balance as main reads it. */
async function totalOf(app: Page, asset: string) {
  await openTab(app, 'Account');
  const row = app
    .getByRole('table', { name: 'Balances' })
    .getByRole('row', { name: new RegExp(`^${asset}`) });
  return dec(plainNumber((await row.getByRole('cell').nth(2).textContent()) ?? '0'));
}

/** Trades columns: time, symbol, id, orderId, side, price, qty, quoteQty, commission, commissionAsset, maker. */
const column = { orderId: 3, side: 4, qty: 6, quoteQty: 7, commission: 8, commissionAsset: 9 } as const;

test.describe('a market buy by quote amount', () => {
  test('fills, notifies, moves the balances by fill and commission, and its trades are the venue’s myTrades', async ({
    app,
    paperVenue,
  }) => {
    const usdtBefore = await totalOf(app, 'USDT');
    const btcBefore = await totalOf(app, 'BTC');

    const entry = await orderEntryFor(app);
    const result = await placeOrder(app, entry, { side: 'Buy', type: 'MARKET', sizeIn: 'quote', size: '20' });
    await expect(result).toContainText('FILLED');
    const orderId = /, order (\d+)\./.exec((await result.textContent())!)?.[1];
    expect(orderId).toMatch(/^\d+$/);
    // Open orders sits behind the Account tab: the fill reaches the trader in the app header all the same.
    await expect(app.getByRole('table', { name: 'Open orders' })).toBeHidden();
    const fill = app
      .getByRole('region', { name: 'Order notices' })
      .getByRole('listitem')
      .filter({ hasText: /Filled: market buy [\d.]+ BTCUSDT at an average of/ });
    await expect(fill).toBeVisible();
    await fill.getByRole('button', { name: 'Dismiss' }).click();
    await expect(fill).toHaveCount(0);

    // The venue's myTrades for the order, through main's history.
    await openTab(app, 'History');
    const history = app.getByRole('region', { name: /^History/ });
    await history.getByRole('tab', { name: 'Trades' }).click();
    await history.getByRole('button', { name: 'Refresh' }).click();
    const trades = history
      .getByRole('table', { name: 'Trades' })
      .getByRole('row')
      .filter({ has: app.getByRole('cell', { name: orderId!, exact: true }) });
    await expect(trades.first()).toBeVisible();
    let qty = dec('0');
    let quote = dec('0');
    let usdtFee = dec('0');
    let btcFee = dec('0');
    const tradeRows = await trades.all();
    for (const row of tradeRows) {
      const cells = await row.getByRole('cell').allTextContents();
      expect(cells[column.side]).toBe('Buy');
      qty = qty.plus(cells[column.qty]!);
      quote = quote.plus(cells[column.quoteQty]!);
      const fee = dec(cells[column.commission]!);
      if (cells[column.commissionAsset] === 'USDT') usdtFee = usdtFee.plus(fee);
      else if (cells[column.commissionAsset] === 'BTC') btcFee = btcFee.plus(fee);
      else throw new Error(`Commission in ${cells[column.commissionAsset]}`);
    }
    expect(quote.gt(0) && quote.lte(20)).toBe(true);
    expect(usdtFee.plus(btcFee).gt(0)).toBe(true);

    await expect
      .poll(async () => (await totalOf(app, 'USDT')).toFixed())
      .toBe(usdtBefore.minus(quote).minus(usdtFee).toFixed());
    await expect
      .poll(async () => (await totalOf(app, 'BTC')).toFixed())
      .toBe(btcBefore.plus(qty).minus(btcFee).toFixed());

    // The venue's own record: the same trades, and the balances the Account pane shows.
    const venue = await paperVenue.state('BTCUSDT');
    const venueTrades = venue.myTrades.filter((t) => String(t.orderId) === orderId);
    expect(venueTrades).toHaveLength(tradeRows.length);
    const sum = (pick: (t: (typeof venueTrades)[number]) => string) =>
      venueTrades.reduce((total, t) => total.plus(pick(t)), dec('0')).toFixed();
    expect(sum((t) => t.qty)).toBe(qty.toFixed());
    expect(sum((t) => t.quoteQty)).toBe(quote.toFixed());
    expect(sum((t) => t.commission)).toBe(usdtFee.plus(btcFee).toFixed());
    for (const asset of ['USDT', 'BTC']) {
      const { free, locked } = balanceOf(venue, asset);
      expect(dec(free).plus(locked).toFixed()).toBe((await totalOf(app, asset)).toFixed());
    }
  });
});
