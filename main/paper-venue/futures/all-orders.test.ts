import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ALICE, futuresTradersForTests } from './test-venue';

const traders = futuresTradersForTests();
const BTC = 'BTC/USDT:USDT';
const PERP = 'BTC/USD:BTC';
const DAY = 24 * 60 * 60 * 1000;

/** A signed GET as any client sends it, answered with its status and body. */
async function aliceGets(path: string, query: string) {
  const payload = `${query}${query ? '&' : ''}timestamp=${traders.clock.now()}`;
  const signature = createHmac('sha256', ALICE.secret).update(payload).digest('hex');
  const response = await fetch(`${traders.venue.url}${path}?${payload}&signature=${signature}`, {
    headers: { 'X-MBX-APIKEY': ALICE.apiKey },
  });
  return {
    status: response.status,
    weight: response.headers.get('x-mbx-used-weight-1m'),
    body: (await response.json()) as Record<string, unknown>[] & { code?: number; msg?: string },
  };
}

describe('GET allOrders', () => {
  it("lists the account's orders of a symbol, open, filled and cancelled, oldest first, as ccxt reads them", async () => {
    const { alice, clock } = traders;
    const filled = await alice.usdm.createOrder(BTC, 'market', 'buy', 0.01);
    clock.advance(1000);
    const resting = await alice.usdm.createOrder(BTC, 'limit', 'buy', 0.01, 20000);
    clock.advance(1000);
    const cancelled = await alice.usdm.createOrder(BTC, 'limit', 'buy', 0.01, 20001);
    await alice.usdm.cancelOrder(cancelled.id!, BTC);

    const orders = await alice.usdm.fetchOrders(BTC);
    expect(orders.map((o) => [o.id, o.type, o.status])).toEqual([
      [filled.id, 'market', 'closed'],
      [resting.id, 'limit', 'open'],
      [cancelled.id, 'limit', 'canceled'],
    ]);
    // From an order id on; the newest `limit`
    const fromResting = await aliceGets('/fapi/v1/allOrders', `symbol=BTCUSDT&orderId=${resting.id}`);
    expect(fromResting.body.map((o) => String(o.orderId))).toEqual([resting.id, cancelled.id]);
    const newest = await aliceGets('/fapi/v1/allOrders', 'symbol=BTCUSDT&limit=1');
    expect(newest.body.map((o) => String(o.orderId))).toEqual([cancelled.id]);
    expect(newest.weight).not.toBeNull();

    // Four days on: the cancelled order that never filled is no longer found, the others are
    clock.advance(4 * DAY);
    const later = await aliceGets('/fapi/v1/allOrders', `symbol=BTCUSDT&startTime=${clock.now() - 6 * DAY}`);
    expect(later.body.map((o) => String(o.orderId))).toEqual([filled.id, resting.id]);
    // The last 7 days by default: none made since
    clock.advance(8 * DAY);
    expect((await aliceGets('/fapi/v1/allOrders', 'symbol=BTCUSDT')).body).toEqual([]);
  });

  it('lists a COIN-M pair or symbol, and refuses what Binance refuses', async () => {
    const { alice } = traders;
    const placed = await alice.coinm.createOrder(PERP, 'limit', 'buy', 1, 20000);
    const bySymbol = await aliceGets('/dapi/v1/allOrders', 'symbol=BTCUSD_PERP');
    const byPair = await aliceGets('/dapi/v1/allOrders', 'pair=BTCUSD');
    expect(bySymbol.body.map((o) => String(o.orderId))).toEqual([placed.id]);
    expect(byPair.body).toEqual(bySymbol.body);

    expect(await aliceGets('/fapi/v1/allOrders', '')).toMatchObject({
      status: 400,
      body: { code: -1102, msg: "Mandatory parameter 'symbol' was not sent, was empty/null, or malformed." },
    });
    expect(await aliceGets('/dapi/v1/allOrders', '')).toMatchObject({
      status: 400,
      body: { code: -1102, msg: "Param 'symbol' or 'pair' must be sent, but both were empty/null!" },
    });
    const now = traders.clock.now();
    expect(
      (await aliceGets('/fapi/v1/allOrders', `symbol=BTCUSDT&startTime=${now - 8 * DAY}&endTime=${now}`)).body
        .code,
    ).toBe(-1127);
  });
});
