import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoopbackVenue, type LoopbackVenue } from './test-support/loopback-venue';
import type { VenueClient } from './venue-client';
import { VenueError } from './venue-error';

let venue: LoopbackVenue;
let client: VenueClient;
beforeAll(async () => {
  venue = await startLoopbackVenue(['client-test', 'dapi-types']);
  client = venue.client('client-test');
});
afterAll(() => venue.close());

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => {
      if (!(error instanceof VenueError)) throw error;
      return error;
    },
  );

describe('futures client over loopback', () => {
  it('reads both exchangeInfo shapes and takes their rate limits', async () => {
    const usdm = await client.futures.usdm!.exchangeInfo();
    expect(usdm.symbols.map((s) => s.symbol)).toEqual(['BTCUSDT', 'ETHUSDT']);
    const coinm = await client.futures.coinm!.exchangeInfo();
    expect(coinm.symbols[0]).toMatchObject({ symbol: 'BTCUSD_PERP', contractSize: 100, marginAsset: 'BTC' });
    const orderLimit = client.meter
      .snapshot()
      .readings.find((r) => r.family === 'coinm' && r.kind === 'weight');
    expect(orderLimit?.limit).toBe(2400);
  });

  it('places, queries, lists and cancels a fapi GTD order, and meters the order counters', async () => {
    const usdm = client.futures.usdm!;
    const goodTillDate = Date.now() + 3_600_000;
    const placed = await usdm.newOrder({
      symbol: 'ETHUSDT',
      side: 'SELL',
      type: 'LIMIT',
      timeInForce: 'GTD',
      goodTillDate,
      quantity: '0.100',
      price: '2050.00',
      newOrderRespType: 'ACK',
    });
    expect(placed).toMatchObject({
      status: 'NEW',
      timeInForce: 'GTD',
      goodTillDate: Math.floor(goodTillDate / 1000) * 1000,
    });
    const orders = client.meter.snapshot().readings.filter((r) => r.family === 'usdm' && r.kind === 'orders');
    expect(orders.map((r) => `${r.intervalNum}${r.interval}`).sort()).toEqual(['10SECOND', '1MINUTE']);
    expect(await usdm.openOrders({ symbol: 'ETHUSDT' })).toHaveLength(1);
    const queried = await usdm.queryOrder({ symbol: 'ETHUSDT', origClientOrderId: placed.clientOrderId });
    expect(queried.orderId).toBe(placed.orderId);
    expect((await usdm.cancelOrder({ symbol: 'ETHUSDT', orderId: placed.orderId })).status).toBe('CANCELED');
    const again = await refusal(usdm.cancelOrder({ symbol: 'ETHUSDT', orderId: placed.orderId }));
    expect([again.code, again.status]).toEqual([-2011, 400]);
  });

  it('reads positions and the account, and changes leverage and position mode on dapi', async () => {
    const coinm = client.futures.coinm!;
    expect(await coinm.setLeverage({ symbol: 'BTCUSD_PERP', leverage: 5 })).toEqual({
      leverage: 5,
      maxQty: '500000',
      symbol: 'BTCUSD_PERP',
    });
    const [row] = await coinm.positionRisk({ pair: 'BTCUSD' });
    expect(row).toMatchObject({ symbol: 'BTCUSD_PERP', leverage: '5', positionAmt: '0' });
    const account = await coinm.account();
    expect(account.assets.map((a) => a.asset)).toEqual(['BTC']);
    expect(await coinm.positionMode()).toEqual({ dualSidePosition: false });
    expect(await coinm.setPositionMode({ dualSidePosition: true })).toEqual({ code: 200, msg: 'success' });
    const same = await refusal(coinm.setPositionMode({ dualSidePosition: true }));
    expect([same.code, same.message]).toEqual([
      -4059,
      'POST /dapi/v1/positionSide/dual: No need to change position side.',
    ]);
  });

  it('places every dapi order type with its mandatory params', async () => {
    const coinm = venue.client('dapi-types').futures.coinm!;
    const common = { symbol: 'BTCUSD_PERP', quantity: '1' } as const;
    await coinm.newOrder({ ...common, side: 'BUY', type: 'MARKET' });
    const answers = await Promise.all([
      coinm.newOrder({ ...common, side: 'BUY', type: 'LIMIT', timeInForce: 'GTC', price: '29000.0' }),
      coinm.newOrder({ ...common, side: 'BUY', type: 'STOP', price: '31000.0', stopPrice: '31000.0' }),
      coinm.newOrder({
        ...common,
        side: 'SELL',
        type: 'TAKE_PROFIT',
        price: '31000.0',
        stopPrice: '31000.0',
      }),
      coinm.newOrder({
        side: 'SELL',
        symbol: 'BTCUSD_PERP',
        type: 'STOP_MARKET',
        stopPrice: '29000.0',
        closePosition: true,
      }),
      coinm.newOrder({
        ...common,
        side: 'SELL',
        type: 'TAKE_PROFIT_MARKET',
        stopPrice: '31000.0',
        workingType: 'MARK_PRICE',
      }),
      coinm.newOrder({ ...common, side: 'SELL', type: 'TRAILING_STOP_MARKET', callbackRate: '1.5' }),
    ]);
    expect(answers.map((o) => [o.type, o.status])).toEqual([
      ['LIMIT', 'NEW'],
      ['STOP', 'NEW'],
      ['TAKE_PROFIT', 'NEW'],
      ['STOP_MARKET', 'NEW'],
      ['TAKE_PROFIT_MARKET', 'NEW'],
      ['TRAILING_STOP_MARKET', 'NEW'],
    ]);
    expect(answers[5]).toMatchObject({ priceRate: '1.5' });
    const early = await refusal(
      coinm.newOrder({
        ...common,
        side: 'SELL',
        type: 'TRAILING_STOP_MARKET',
        callbackRate: '1',
        activationPrice: '29000.0',
      }),
    );
    expect([early.code, early.message]).toEqual([
      -2021,
      'POST /dapi/v1/order: Order would immediately trigger.',
    ]);
  });
});

describe('mining client over loopback', () => {
  it('answers a missing parameter with -1102', async () => {
    const missing = await refusal(
      client.mining.profitTransferDetails({ userName: 'alpha' } as unknown as {
        configId: number;
        userName: string;
      }),
    );
    expect([missing.code, missing.message]).toEqual([
      -1102,
      "GET /sapi/v1/mining/hash-transfer/profit/details: Mandatory parameter 'configId' was not sent, was empty/null, or malformed.",
    ]);
  });
});
