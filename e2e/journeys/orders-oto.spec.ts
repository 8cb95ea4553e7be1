import type { Locator, Page } from '@playwright/test';
import { dec } from '@shared/decimal/decimal';
import { expect, test } from '../support/app';
import { openOrdersRow, refreshedHistory } from '../support/order-tables';
import { expectOrderNotice } from '../support/notices';
import { openTab } from '../support/panels';
import { newCounterparty, sweepTo } from '../support/counterparty';
import { shownPrice, shownQuantity } from '../support/shown';
import { shownVenueUrl, venueGet } from '../support/venue';
import { lastPriceOf, orderEntryFor } from '../support/order-entry';

/** An OTO on BTCUSDT: a limit buy working at `working`, then a limit sell of the same size pending at `pending`. */
async function placeOto(app: Page, entry: Locator, working: string, pending: string) {
  await entry.getByRole('tab', { name: 'OTO', exact: true }).click();
  await entry.getByLabel('Working order type').selectOption('LIMIT');
  await entry.getByLabel('Working order side').selectOption('BUY');
  await entry.getByLabel('Working order quantity').fill('0.001');
  await entry.getByLabel('Working order price', { exact: true }).fill(working);
  await entry.getByLabel('Pending order type').selectOption('LIMIT');
  await entry.getByLabel('Pending order side').selectOption('SELL');
  await entry.getByLabel('Pending order quantity').fill('0.001');
  await entry.getByLabel('Pending order price', { exact: true }).fill(pending);
  await entry.getByRole('button', { name: 'Place OTO' }).click();
  await app.getByRole('dialog').getByRole('button', { name: 'Place OTO' }).click();
  await expect(entry.getByRole('status', { name: 'Order list result' })).toContainText('OTO');
}

test.describe('OTO lists', () => {
  test('the pending order is PENDING_NEW while its working order rests, and goes on the book once it fills', async ({
    app,
  }) => {
    const entry = await orderEntryFor(app);
    const last = await lastPriceOf(entry);

    // Working below the market: it rests, so the sell waits as PENDING_NEW.
    const restingPending = last.mul('1.5').toFixed(2);
    await placeOto(app, entry, last.div(2).toFixed(2), restingPending);
    await openTab(app, 'Open orders');
    await expect(openOrdersRow(app, restingPending)).toContainText('PENDING_NEW');

    // Working above the market: it fills at once, and its pending sell goes on the book as NEW.
    const livePending = last.mul('1.6').toFixed(2);
    await placeOto(app, entry, last.mul('1.05').toFixed(2), livePending);
    await openTab(app, 'Open orders');
    await expect(openOrdersRow(app, livePending)).toContainText('NEW');
    await expect(openOrdersRow(app, livePending)).not.toContainText('PENDING_NEW');
    await expect(openOrdersRow(app, restingPending)).toContainText('PENDING_NEW');

    // The venue's own allOrders agrees: the filled working order and its pending sell, now NEW.
    const { all } = await refreshedHistory(app);
    await expect(all.getByRole('row').filter({ hasText: shownPrice(livePending) })).toContainText('NEW');
    await expect(all.getByRole('row').filter({ hasText: 'FILLED' })).toHaveCount(1);
  });
});

/** An OTOCO on BTCUSDT: a limit buy working at `working`, then a SELL OCO pair pending: LIMIT_MAKER and STOP_LOSS_LIMIT. */
async function placeOtoco(
  app: Page,
  entry: Locator,
  prices: { working: string; above: string; belowStop: string; belowLimit: string },
) {
  await entry.getByRole('tab', { name: 'OTOCO', exact: true }).click();
  const form = entry.getByRole('form', { name: 'OTOCO order list' });
  await form.getByLabel('Working order type').selectOption('LIMIT');
  await form.getByLabel('Working order side').selectOption('BUY');
  await form.getByLabel('Working order quantity').fill('0.01');
  await form.getByLabel('Working order price', { exact: true }).fill(prices.working);
  await form.getByLabel('Pending quantity').fill('0.01');
  await form.getByLabel('Above leg type').selectOption('LIMIT_MAKER');
  await form.getByLabel('Above leg price', { exact: true }).fill(prices.above);
  await form.getByLabel('Add a below leg (an OCO pair)').check();
  await form.getByLabel('Below leg type').selectOption('STOP_LOSS_LIMIT');
  await form.getByLabel('Below leg price', { exact: true }).fill(prices.belowLimit);
  await form.getByLabel('Below leg trigger price', { exact: true }).fill(prices.belowStop);
  await form.getByRole('button', { name: 'Place OTOCO' }).click();
  await app.getByRole('dialog').getByRole('button', { name: 'Place OTOCO' }).click();
  const result = form.getByRole('status', { name: 'Order list result' });
  await expect(result).toContainText(
    'limit open (NEW), limit maker pending (PENDING_NEW), stop loss limit pending (PENDING_NEW)',
  );
  return /^OTOCO (\S+):/.exec((await result.textContent())!)![1]!;
}

test.describe('OTOCO lists', () => {
  const counterparty = newCounterparty({ BTC: '100' });
  test.use({ venueAccounts: counterparty.accounts });

  test('the OCO pair is PENDING_NEW while the working order rests, and goes on the book once another account fills it', async ({
    app,
    paperVenue,
  }) => {
    const entry = await orderEntryFor(app);
    const last = await lastPriceOf(entry);

    // Working a little under the market, the pair far on either side: nothing the simulated market reaches.
    const working = last.mul('0.999').toFixed(2);
    const above = last.mul('1.01').toFixed(2);
    const belowStop = last.mul('0.99').toFixed(2);
    const belowLimit = last.mul('0.985').toFixed(2);
    const listClientOrderId = await placeOtoco(app, entry, { working, above, belowStop, belowLimit });

    await openTab(app, 'Open orders');
    const list = app
      .getByRole('table', { name: 'Open orders' })
      .getByRole('rowgroup', { name: `OTO ${listClientOrderId}` });
    const listRow = (price: string) => list.getByRole('row').filter({ hasText: shownPrice(price) });
    await expect(listRow(working)).toContainText('NEW');
    await expect(listRow(working)).not.toContainText('PENDING_NEW');
    await expect(listRow(above)).toContainText('PENDING_NEW');
    await expect(listRow(belowStop)).toContainText('PENDING_NEW');

    // Another account sells into every bid down to the working price, ours included.
    const venueUrl = await shownVenueUrl(app);
    const sweep = await sweepTo(counterparty.client(venueUrl), {
      symbol: 'BTCUSDT',
      side: 'SELL',
      price: working,
      stepSize: '0.00001',
      margin: '0.5',
    });
    expect(sweep.fills.some((fill) => dec(fill.price).eq(working))).toBe(true);

    await expectOrderNotice(
      app,
      `Filled: limit buy ${shownQuantity('0.01')} BTCUSDT at an average of ${shownPrice(working)}.`,
    );
    await expect(listRow(above)).toContainText('NEW');
    await expect(listRow(above)).not.toContainText('PENDING_NEW');
    await expect(listRow(belowStop)).toContainText('NEW');
    await expect(listRow(belowStop)).not.toContainText('PENDING_NEW');

    // On the venue's book: the take-profit is the only ask that far up, so its level is exactly ours.
    await expect
      .poll(async () => {
        const book = await venueGet<{ asks: [string, string][] }>(
          venueUrl,
          '/api/v3/depth?symbol=BTCUSDT&limit=5000',
        );
        const level = book.asks.find(([price]) => dec(price).eq(above));
        return level && dec(level[1]).toFixed();
      })
      .toBe('0.01');

    // The venue's allOrders and allOrderList, through main: the working order FILLED, the pair NEW.
    const history = await refreshedHistory(app);
    await expect(history.orderRows('LIMIT', working)).toContainText('FILLED');
    await expect(history.orderRows('LIMIT_MAKER', above)).toContainText('NEW');
    await expect(history.orderRows('STOP_LOSS_LIMIT', belowStop)).toContainText('NEW');
    await expect(await history.listRow(listClientOrderId)).toContainText(/OTO.*EXEC_STARTED.*EXECUTING/);

    // The venue's own record, read without main: the same list, the working order filled, the pair open.
    const venue = await paperVenue.state('BTCUSDT');
    const venueList = venue.orderLists.find((l) => l.listClientOrderId === listClientOrderId);
    expect(venueList).toMatchObject({ listStatusType: 'EXEC_STARTED', listOrderStatus: 'EXECUTING' });
    const members = venue.allOrders.filter((o) => o.orderListId === venueList!.orderListId);
    expect(members.map((o) => [o.type, o.status]).sort()).toEqual([
      ['LIMIT', 'FILLED'],
      ['LIMIT_MAKER', 'NEW'],
      ['STOP_LOSS_LIMIT', 'NEW'],
    ]);
    expect(venue.openOrders.map((o) => o.type).sort()).toEqual(['LIMIT_MAKER', 'STOP_LOSS_LIMIT']);
  });
});
