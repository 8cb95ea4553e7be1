import type { Page } from '@playwright/test';
import { dec } from '@shared/decimal/decimal';
import { expect, test } from '../support/app';
import { newCounterparty, sweepTo } from '../support/counterparty';
import { refreshedHistory } from '../support/order-tables';
import { expectOrderNotice } from '../support/notices';
import { openTab } from '../support/panels';
import { shownPrice, shownQuantity, plainNumber } from '../support/shown';
import { shownVenueUrl } from '../support/venue';
import { balanceOf as venueBalance } from '../support/venue-state';
import { lastPriceOf, orderEntryFor, placeOrder } from '../support/order-entry';

/** An asset's Locked and Total in the Account pane: the venue's balance as main reads it. */
async function balanceOf(app: Page, asset: string) {
  await openTab(app, 'Account');
  const cells = app
    .getByRole('table', { name: 'Balances' })
    .getByRole('row', { name: new RegExp(`^${asset}\\b`) })
    .getByRole('cell');
  return {
    locked: dec(plainNumber((await cells.nth(1).textContent()) ?? '0')),
    total: dec(plainNumber((await cells.nth(2).textContent()) ?? '0')),
  };
}

const counterparty = newCounterparty({ USDT: '5000000' });
test.use({ venueAccounts: counterparty.accounts });

const quantity = '0.01';

test.describe('an OCO on a held position', () => {
  test('the take-profit fills when another account buys through it, and the stop-loss is shown expired', async ({
    app,
    paperVenue,
  }) => {
    const entry = await orderEntryFor(app);
    const btcAtStart = await balanceOf(app, 'BTC');

    // The position: a market buy of the base asset.
    const bought = await placeOrder(app, entry, {
      side: 'Buy',
      type: 'MARKET',
      sizeIn: 'base',
      size: quantity,
    });
    await expect(bought).toContainText('FILLED');
    await expect.poll(async () => (await balanceOf(app, 'BTC')).total.gt(btcAtStart.total)).toBe(true);
    const held = await balanceOf(app, 'BTC');
    const usdtHeld = await balanceOf(app, 'USDT');

    // A SELL OCO on it: take-profit LIMIT_MAKER above the last price, STOP_LOSS_LIMIT below.
    const last = await lastPriceOf(entry);
    const takeProfit = last.mul('1.001').toFixed(2);
    const stop = last.mul('0.99').toFixed(2);
    const stopLimit = last.mul('0.989').toFixed(2);
    await entry.getByRole('tab', { name: 'OCO', exact: true }).click();
    const form = entry.getByRole('form', { name: 'OCO order list' });
    await form.getByLabel('Side', { exact: true }).selectOption('SELL');
    await form.getByLabel('Quantity', { exact: true }).fill(quantity);
    await form.getByLabel('Above leg type').selectOption('LIMIT_MAKER');
    await form.getByLabel('Above leg price', { exact: true }).fill(takeProfit);
    await form.getByLabel('Below leg type').selectOption('STOP_LOSS_LIMIT');
    await form.getByLabel('Below leg price', { exact: true }).fill(stopLimit);
    await form.getByLabel('Below leg trigger price', { exact: true }).fill(stop);
    await form.getByLabel('Below leg time in force').selectOption('GTC');
    await form.getByRole('button', { name: 'Place OCO' }).click();
    await app.getByRole('dialog').getByRole('button', { name: 'Place OCO' }).click();
    const result = form.getByRole('status', { name: 'Order list result' });
    await expect(result).toContainText('limit maker open (NEW)');
    await expect(result).toContainText('stop loss limit open (NEW)');
    const listClientOrderId = /^OCO (\S+):/.exec((await result.textContent())!)?.[1];
    expect(listClientOrderId).toBeTruthy();

    await openTab(app, 'Open orders');
    const list = app.getByRole('table', { name: 'Open orders' }).getByRole('rowgroup', {
      name: `OCO ${listClientOrderId}`,
    });
    await expect(list.getByRole('row').filter({ hasText: shownPrice(takeProfit) })).toContainText('NEW');
    await expect(list.getByRole('row').filter({ hasText: shownPrice(stop) })).toContainText('NEW');
    await expect
      .poll(async () => (await balanceOf(app, 'BTC')).locked.toFixed())
      .toBe(held.locked.plus(quantity).toFixed());

    // Another account buys through every ask up to the take-profit, ours included.
    const other = counterparty.client(await shownVenueUrl(app));
    const sweep = await sweepTo(other, {
      symbol: 'BTCUSDT',
      side: 'BUY',
      price: takeProfit,
      stepSize: '0.00001',
      margin: '0.5',
    });
    expect(sweep.fills.some((fill) => dec(fill.price).eq(takeProfit))).toBe(true);

    // The take-profit filled at its price, the stop-loss expired with it, and the list is done.
    await openTab(app, 'Open orders');
    await expectOrderNotice(
      app,
      `Filled: limit maker sell ${shownQuantity(quantity)} BTCUSDT at an average of ${shownPrice(takeProfit)}.`,
    );
    await expectOrderNotice(app, `Expired: stop loss limit sell ${shownQuantity(quantity)} BTCUSDT.`);
    await expect(list).toHaveCount(0);
    await expect(app.getByText('No open orders.')).toBeVisible();

    // The venue's own record, through main: allOrders and allOrderList.
    const history = await refreshedHistory(app);
    await expect(history.orderRows('LIMIT_MAKER', takeProfit)).toContainText('FILLED');
    await expect(history.orderRows('STOP_LOSS_LIMIT', stop)).toContainText('EXPIRED');
    const listRow = await history.listRow(listClientOrderId!);
    await expect(listRow).toContainText('OCO');
    await expect(listRow).toContainText(/ALL_DONE.*ALL_DONE/);

    // The balances: the held quantity is sold at the take-profit, less the maker commission in USDT.
    const proceeds = dec(takeProfit).mul(quantity);
    await expect
      .poll(async () => (await balanceOf(app, 'BTC')).total.toFixed())
      .toBe(held.total.minus(quantity).toFixed());
    await expect.poll(async () => (await balanceOf(app, 'BTC')).locked.toFixed()).toBe(held.locked.toFixed());
    await expect
      .poll(async () => (await balanceOf(app, 'USDT')).total.toFixed())
      .toBe(usdtHeld.total.plus(proceeds).minus(proceeds.mul('0.001')).toFixed());

    // The venue's own record, read without main: the same list, legs and balances.
    const venue = await paperVenue.state('BTCUSDT');
    const venueList = venue.orderLists.find((l) => l.listClientOrderId === listClientOrderId);
    expect(venueList).toMatchObject({ contingencyType: 'OCO', listStatusType: 'ALL_DONE' });
    const legs = venue.allOrders.filter((o) => o.orderListId === venueList!.orderListId);
    expect(legs.map((o) => [o.type, o.status, o.executedQty]).sort()).toEqual([
      ['LIMIT_MAKER', 'FILLED', dec(quantity).toFixed(8)],
      ['STOP_LOSS_LIMIT', 'EXPIRED', '0.00000000'],
    ]);
    expect(venue.openOrders).toEqual([]);
    const venueBtc = venueBalance(venue, 'BTC');
    expect(dec(venueBtc.free).plus(venueBtc.locked).toFixed()).toBe(held.total.minus(quantity).toFixed());
  });
});
