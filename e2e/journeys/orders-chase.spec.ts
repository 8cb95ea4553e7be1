import { dec } from '@shared/decimal/decimal';
import { expect, test } from '../support/app';
import { newCounterparty } from '../support/counterparty';
import { useKeyringWhereNoneRuns } from '../support/keyring';
import { lastPriceOf, orderEntryFor } from '../support/order-entry';
import { shownPrice } from '../support/shown';
import { shownVenueUrl } from '../support/venue';

useKeyringWhereNoneRuns(test);

/** BTCUSDT's tick on the paper venue (its PRICE_FILTER). */
const tick = '0.01';
const counterparty = newCounterparty({ USDT: '100000', BTC: '1' });

test.describe('chasing the best price on spot', () => {
  // The simulated market off: the book moves only when the counterparty moves it.
  test.use({ activity: 'off', venueAccounts: counterparty.accounts });

  test('a chase buy joins the best bid as a Limit maker, is replaced at a higher bid and fills there; the venue’s record agrees', async ({
    app,
    paperVenue,
  }) => {
    const other = counterparty.client(await shownVenueUrl(app));
    const before = new Set((await paperVenue.state('BTCUSDT')).allOrders.map((o) => o.orderId));
    const mine = async () =>
      (await paperVenue.state('BTCUSDT')).allOrders.filter((o) => !before.has(o.orderId));
    const entry = await orderEntryFor(app);
    // The counterparty makes the book: a bid and an ask a tenth of a percent either side of the last price.
    const last = await lastPriceOf(entry);
    const bid = last.mul('0.999').toDecimalPlaces(2);
    for (const [side, price] of [
      ['BUY', bid],
      ['SELL', last.mul('1.001').toDecimalPlaces(2)],
    ] as const)
      await other.newOrder({
        symbol: 'BTCUSDT',
        side,
        type: 'LIMIT',
        timeInForce: 'GTC',
        price: price.toFixed(2),
        quantity: '0.00100',
      });
    await entry.getByRole('tab', { name: 'Chase', exact: true }).click();
    await entry.getByLabel('Chase quantity').fill('0.00100');
    await entry.getByRole('button', { name: 'Chase buy at the best bid' }).click();
    await app
      .getByRole('dialog', { name: 'Confirm chase buy' })
      .getByRole('button', { name: 'Start chase' })
      .click();
    const chase = entry.getByRole('listitem', { name: 'Chase buy 0.00100 BTCUSDT' });
    await expect(chase).toContainText(`at ${shownPrice(bid.toFixed(), tick)} · moved 0× · Chasing`);
    const [placed] = await mine();
    expect(placed).toMatchObject({ side: 'BUY', type: 'LIMIT_MAKER', status: 'NEW' });
    expect(dec(placed!.price).eq(bid)).toBe(true);

    // The counterparty bids a tick higher: the chase's order is replaced there, for the same size.
    const higher = bid.plus(tick);
    const outbid = await other.newOrder({
      symbol: 'BTCUSDT',
      side: 'BUY',
      type: 'LIMIT',
      timeInForce: 'GTC',
      price: higher.toFixed(2),
      quantity: '0.00100',
    });
    await expect(chase).toContainText(
      `at ${shownPrice(higher.toFixed(), tick)} (from ${shownPrice(bid.toFixed(), tick)}) · moved 1× · Chasing`,
    );
    const [first, second] = await mine();
    expect(first).toMatchObject({ orderId: placed!.orderId, status: 'CANCELED' });
    expect(second).toMatchObject({ side: 'BUY', type: 'LIMIT_MAKER', status: 'NEW' });
    expect([dec(second!.price).eq(higher), dec(second!.origQty).eq('0.001')]).toEqual([true, true]);

    // The counterparty takes its bid back and sells into the chase's: filled where it was moved to.
    await other.cancelOrder({ symbol: 'BTCUSDT', orderId: outbid.orderId });
    await other.newOrder({ symbol: 'BTCUSDT', side: 'SELL', type: 'MARKET', quantity: '0.00100' });
    await expect(chase).toContainText('· Filled');
    await expect(chase.getByRole('button', { name: /^Stop/ })).toHaveCount(0);
    const filled = (await mine()).find((o) => o.orderId === second!.orderId);
    expect([filled?.status, dec(filled!.executedQty).eq('0.001')]).toEqual(['FILLED', true]);
    // The replaced order's cancellation was the chase's own: no notice of it.
    const notices = app.getByRole('region', { name: 'Order notices' });
    await expect(notices.getByRole('listitem').filter({ hasText: 'Filled: ' }).first()).toBeVisible();
    await expect(notices.getByRole('listitem').filter({ hasText: 'Cancelled: ' })).toHaveCount(0);
  });
});
