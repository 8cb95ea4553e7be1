import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dec } from '@shared/decimal/decimal';
import { startLoopbackVenue, type LoopbackVenue } from '../../venue/test-support/loopback-venue';
import { futuresHistory } from './history';
import { futuresVenueOf } from './futures-venue';
import { createFuturesService } from './futures-service';

let venue: LoopbackVenue;
beforeAll(async () => {
  venue = await startLoopbackVenue(['historian', 'coinhistorian', 'pager']);
});
afterAll(() => venue.close());

const context = { sessionId: 'test' };

/** The history channels over an account's client, the quote asset read as the terminal reads it. */
function historyOf(
  client: ReturnType<LoopbackVenue['client']>,
  pages: { readonly pageSize?: number; readonly maxPages?: number } = {},
) {
  const venue = async () => futuresVenueOf(client);
  const { quoteAssetOf } = createFuturesService({ venue, emit: () => undefined });
  return futuresHistory({ venue, quoteAssetOf, ...pages });
}

describe("a family's history over loopback", () => {
  it('lists the orders, fills and wallet changes the venue keeps, in the terminal’s views', async () => {
    const client = venue.client('historian');
    const usdm = client.futures.usdm!;
    const h = historyOf(client).handlers;
    const bought = await usdm.newOrder({ symbol: 'BTCUSDT', side: 'BUY', type: 'MARKET', quantity: '0.010' });
    const sold = await usdm.newOrder({ symbol: 'BTCUSDT', side: 'SELL', type: 'MARKET', quantity: '0.010' });
    const resting = await usdm.newOrder({
      symbol: 'BTCUSDT',
      side: 'BUY',
      type: 'LIMIT',
      timeInForce: 'GTC',
      price: '10000',
      quantity: '0.010',
    });
    await usdm.cancelOrder({ symbol: 'BTCUSDT', orderId: resting.orderId });

    const orders = await h['tt:futures:orderHistory'](
      { family: 'usdm', symbol: 'BTCUSDT', days: 1 },
      context,
    );
    expect(orders.complete).toBe(true);
    expect(orders.to - orders.from).toBe(24 * 60 * 60 * 1000);
    expect(orders.rows.map((o) => [o.orderId, o.type, o.side, o.status])).toEqual([
      [bought.orderId, 'MARKET', 'BUY', 'FILLED'],
      [sold.orderId, 'MARKET', 'SELL', 'FILLED'],
      [resting.orderId, 'LIMIT', 'BUY', 'CANCELED'],
    ]);

    const trades = await h['tt:futures:tradeHistory'](
      { family: 'usdm', symbol: 'BTCUSDT', days: 7 },
      context,
    );
    expect(trades.rows.map((t) => [t.orderId, t.side, t.qty, t.valueAsset, t.commissionAsset])).toEqual([
      [bought.orderId, 'BUY', '0.010', 'USDT', 'USDT'],
      [sold.orderId, 'SELL', '0.010', 'USDT', 'USDT'],
    ]);
    const [buy, sell] = trades.rows;
    // The sale realizes (sell − buy) × size; each fill's value is its price × size
    expect(dec(sell!.realizedPnl).eq(dec(sell!.price).minus(buy!.price).mul('0.010'))).toBe(true);
    expect(dec(buy!.value).eq(dec(buy!.price).mul('0.010'))).toBe(true);

    const wallet = await h['tt:futures:transactions']({ family: 'usdm', days: 7 }, context);
    // Bought at the ask and sold at the bid: the sale realizes the spread, a loss the wallet books
    expect(wallet.rows.map((r) => r.incomeType)).toEqual(['COMMISSION', 'REALIZED_PNL', 'COMMISSION']);
    expect(dec(wallet.rows[1]!.income).eq(sell!.realizedPnl)).toBe(true);
    expect(dec(sell!.realizedPnl).isNegative()).toBe(true);
    const paid = wallet.rows.filter((r) => r.incomeType === 'COMMISSION').map((r) => dec(r.income).neg());
    expect(paid.map((p) => p.toFixed())).toEqual(trades.rows.map((t) => dec(t.commission).toFixed()));
    expect(wallet.rows.every((r) => r.asset === 'USDT' && r.symbol === 'BTCUSDT')).toBe(true);
  });

  it('reads COIN-M in contracts, the value in the margin asset', async () => {
    const client = venue.client('coinhistorian');
    const h = historyOf(client).handlers;
    await client.futures.coinm!.newOrder({
      symbol: 'BTCUSD_PERP',
      side: 'BUY',
      type: 'MARKET',
      quantity: '2',
    });
    const trades = await h['tt:futures:tradeHistory'](
      { family: 'coinm', symbol: 'BTCUSD_PERP', days: 1 },
      context,
    );
    expect(trades.rows.map((t) => [t.family, t.qty, t.valueAsset])).toEqual([['coinm', '2', 'BTC']]);
    // 2 contracts of 100 USD at the price, in BTC
    expect(
      dec(trades.rows[0]!.value)
        .toDecimalPlaces(6)
        .eq(dec('200').div(trades.rows[0]!.price).toDecimalPlaces(6)),
    ).toBe(true);
    const orders = await h['tt:futures:orderHistory'](
      { family: 'coinm', symbol: 'BTCUSD_PERP', days: 1 },
      context,
    );
    expect(orders.rows.map((o) => [o.family, o.status, o.origQty])).toEqual([['coinm', 'FILLED', '2']]);
  });

  it('reads a range the venue answers in several pages whole, oldest first, and says when it holds more than it read', async () => {
    const client = venue.client('pager');
    const usdm = client.futures.usdm!;
    const placed: number[] = [];
    for (const side of ['BUY', 'SELL', 'BUY', 'SELL', 'BUY'] as const)
      placed.push(
        (await usdm.newOrder({ symbol: 'BTCUSDT', side, type: 'MARKET', quantity: '0.010' })).orderId,
      );
    const read = async (pages: { pageSize: number; maxPages: number }) => {
      const h = historyOf(client, pages).handlers;
      const args = { family: 'usdm' as const, symbol: 'BTCUSDT', days: 1 as const };
      return {
        orders: await h['tt:futures:orderHistory'](args, context),
        trades: await h['tt:futures:tradeHistory'](args, context),
        wallet: await h['tt:futures:transactions']({ family: 'usdm', days: 1 }, context),
      };
    };
    const whole = await read({ pageSize: 2, maxPages: 20 });
    expect(whole.orders.rows.map((o) => o.orderId)).toEqual(placed);
    expect(whole.orders.complete).toBe(true);
    expect(whole.trades.rows.map((t) => t.orderId)).toEqual(placed);
    expect(whole.trades.complete).toBe(true);
    // A commission for each fill, a realized P&L for each that closes: 5 + 2 records.
    expect(whole.wallet.rows).toHaveLength(7);
    expect(whole.wallet.complete).toBe(true);
    // What one page of the venue's own size gives: the same.
    const onePage = await read({ pageSize: 1000, maxPages: 20 });
    expect(onePage.orders.rows).toEqual(whole.orders.rows);
    expect(onePage.wallet.rows).toEqual(whole.wallet.rows);

    const cut = await read({ pageSize: 2, maxPages: 2 });
    expect(cut.orders.rows.map((o) => o.orderId)).toEqual(placed.slice(0, 4));
    expect(cut.orders.complete).toBe(false);
    expect(cut.trades.complete).toBe(false);
  });
});
