import { dec } from '@shared/decimal/decimal';
import { expect, test } from '../support/app';
import { newCounterparty } from '../support/counterparty';
import { useKeyringWhereNoneRuns } from '../support/keyring';
import { openOrderPanel } from '../support/panels';
import { shownPrice } from '../support/shown';
import { shownVenueUrl } from '../support/venue';
import { submitConfirmed } from '../support/futures-order';

useKeyringWhereNoneRuns(test);

/** USD-M BTCUSDT's tick (its PRICE_FILTER on the paper venue's /fapi/v1/exchangeInfo). */
const tick = '0.10';
const counterparty = newCounterparty({ USDT: '1000' });

interface VenueOrder {
  readonly orderId: number;
  readonly side: string;
  readonly type: string;
  readonly timeInForce: string;
  readonly status: string;
  readonly price: string;
  readonly executedQty: string;
}

test.describe('chasing the best price on a futures contract', () => {
  // The simulated market off: the contract's book moves only when the counterparty moves it.
  test.use({ activity: 'off', venueAccounts: counterparty.accounts });

  test('a chase buy joins the best bid, follows a higher bid in place and fills there; the venue’s record agrees', async ({
    app,
    paperVenue,
  }) => {
    const other = counterparty.usdm(await shownVenueUrl(app));
    const venueOrders = () => paperVenue.futures<VenueOrder>('orders', 'fapi');
    const panel = await openOrderPanel(app, 'USD-M futures');
    await panel.getByRole('tab', { name: 'Chase' }).click();
    await panel.getByLabel('Chase quantity').fill('0.010');
    const bid = dec((await other.depth({ symbol: 'BTCUSDT', limit: 5 })).bids[0]![0]);
    await submitConfirmed(panel, 'Chase buy at the best bid', 'Start chase');
    const chase = panel.getByRole('listitem', { name: 'Chase buy 0.010 BTCUSDT' });
    await expect(chase).toContainText(`at ${shownPrice(bid.toFixed(), tick)} · moved 0× · Chasing`);
    const [placed] = await venueOrders();
    expect(placed).toMatchObject({ side: 'BUY', type: 'LIMIT', timeInForce: 'GTX', status: 'NEW' });
    expect(dec(placed!.price).eq(bid)).toBe(true);

    // The counterparty bids a tick higher: the chase's order moves there, the same order.
    const higher = bid.plus(tick);
    const outbid = await other.newOrder({
      symbol: 'BTCUSDT',
      side: 'BUY',
      type: 'LIMIT',
      timeInForce: 'GTC',
      price: higher.toFixed(1),
      quantity: '0.010',
    });
    await expect(chase).toContainText(
      `at ${shownPrice(higher.toFixed(), tick)} (from ${shownPrice(bid.toFixed(), tick)}) · moved 1× · Chasing`,
    );
    const [moved] = (await venueOrders()).filter((o) => o.orderId === placed!.orderId);
    expect(dec(moved!.price).eq(higher)).toBe(true);

    // The counterparty takes its bid back and sells into the chase's: filled where it was moved to.
    await other.cancelOrder({ symbol: 'BTCUSDT', orderId: outbid.orderId });
    await other.newOrder({ symbol: 'BTCUSDT', side: 'SELL', type: 'MARKET', quantity: '0.010' });
    await expect(chase).toContainText('· Filled');
    await expect(chase.getByRole('button', { name: /^Stop/ })).toHaveCount(0);
    const [filled] = (await venueOrders()).filter((o) => o.orderId === placed!.orderId);
    expect(filled).toMatchObject({ status: 'FILLED', executedQty: '0.010' });
    expect(dec(filled!.price).eq(higher)).toBe(true);
    await expect(panel.getByRole('row', { name: 'Long BTCUSDT position', exact: true })).toBeVisible();
  });
});
