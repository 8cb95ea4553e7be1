import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveVenue, type LiveVenue } from './live-fixture';

/** Single orders, their queries and the account endpoints, over loopback on the real engine. */
let v: LiveVenue;
beforeAll(async () => {
  v = await startLiveVenue();
});
afterAll(() => v.stop());

const err = (code: number, msg: string) => ({ code, msg });
const limit = (side: string, qty: string, price: string, extra = '') =>
  `symbol=BTCUSDT&side=${side}&type=LIMIT&timeInForce=GTC&quantity=${qty}&price=${price}${extra}`;

describe('placing, querying and cancelling', () => {
  it('rests a LIMIT order (FULL response, the symbol’s default STP) and counts it', async () => {
    const reply = await v.alice(
      'POST',
      '/api/v3/order',
      limit('BUY', '0.10000', '50000', '&newClientOrderId=a-1'),
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      symbol: 'BTCUSDT',
      orderId: expect.any(Number),
      orderListId: -1,
      clientOrderId: 'a-1',
      transactTime: v.clock.now(),
      price: '50000.00000000',
      origQty: '0.10000000',
      executedQty: '0.00000000',
      origQuoteOrderQty: '0.00000000',
      cummulativeQuoteQty: '0.00000000',
      status: 'NEW',
      timeInForce: 'GTC',
      type: 'LIMIT',
      side: 'BUY',
      workingTime: v.clock.now(),
      selfTradePreventionMode: 'EXPIRE_MAKER',
      fills: [],
    });
    expect(reply.headers.get('x-mbx-order-count-10s')).toBe('1');
    expect(reply.headers.get('x-mbx-order-count-1d')).toBe('1');
    expect(reply.headers.get('x-mbx-used-weight-1m')).toMatch(/^\d+$/);
    const counts = await v.alice('GET', '/api/v3/rateLimit/order');
    expect(counts.body).toEqual([
      expect.objectContaining({ rateLimitType: 'ORDERS', interval: 'SECOND', intervalNum: 10, count: 1 }),
      expect.objectContaining({ rateLimitType: 'ORDERS', interval: 'DAY', intervalNum: 1, count: 1 }),
    ]);
  });

  it('answers ACK and RESULT shapes when asked', async () => {
    const ack = await v.alice(
      'POST',
      '/api/v3/order',
      limit('BUY', '0.01', '50000', '&newOrderRespType=ACK'),
    );
    expect(Object.keys(ack.body as object)).toEqual([
      'symbol',
      'orderId',
      'orderListId',
      'clientOrderId',
      'transactTime',
    ]);
    const result = await v.alice(
      'POST',
      '/api/v3/order',
      limit('BUY', '0.01', '50000', '&newOrderRespType=RESULT'),
    );
    expect(result.body).toMatchObject({ status: 'NEW', origQty: '0.01000000' });
    expect(result.body).not.toHaveProperty('fills');
  });

  it('queries by orderId, by origClientOrderId, and refuses a mismatched pair (-2039)', async () => {
    const placed = (
      await v.alice('POST', '/api/v3/order', limit('BUY', '0.02', '49000', '&newClientOrderId=q-1'))
    ).body as { orderId: number };
    const byId = await v.alice('GET', '/api/v3/order', `symbol=BTCUSDT&orderId=${placed.orderId}`);
    expect(byId.body).toMatchObject({
      orderId: placed.orderId,
      clientOrderId: 'q-1',
      status: 'NEW',
      isWorking: true,
      stopPrice: '0.00000000',
      icebergQty: '0.00000000',
      time: v.clock.now(),
    });
    const byClientId = await v.alice('GET', '/api/v3/order', 'symbol=BTCUSDT&origClientOrderId=q-1');
    expect(byClientId.body).toEqual(byId.body);
    const mismatch = await v.alice(
      'GET',
      '/api/v3/order',
      `symbol=BTCUSDT&orderId=${placed.orderId}&origClientOrderId=other`,
    );
    expect(mismatch).toMatchObject({
      status: 400,
      body: err(-2039, 'Client order ID is not correct for this order ID.'),
    });
    const absent = await v.alice('GET', '/api/v3/order', 'symbol=BTCUSDT&orderId=999999');
    expect(absent).toMatchObject({ status: 400, body: err(-2013, 'Order does not exist.') });
    const othersOrder = await v.bob('GET', '/api/v3/order', `symbol=BTCUSDT&orderId=${placed.orderId}`);
    expect(othersOrder.body).toEqual(err(-2013, 'Order does not exist.'));
  });

  it('cancels by origClientOrderId with a cancel id, then refuses a second cancel (-2011)', async () => {
    await v.alice('POST', '/api/v3/order', limit('BUY', '0.02', '48000', '&newClientOrderId=c-1'));
    const cancel = await v.alice(
      'DELETE',
      '/api/v3/order',
      'symbol=BTCUSDT&origClientOrderId=c-1&newClientOrderId=cancel-c-1',
    );
    expect(cancel.status).toBe(200);
    expect(cancel.body).toMatchObject({
      symbol: 'BTCUSDT',
      origClientOrderId: 'c-1',
      clientOrderId: 'cancel-c-1',
      status: 'CANCELED',
      transactTime: v.clock.now(),
      origQty: '0.02000000',
    });
    const again = await v.alice('DELETE', '/api/v3/order', 'symbol=BTCUSDT&origClientOrderId=c-1');
    expect(again).toMatchObject({ status: 400, body: err(-2011, 'Unknown order sent.') });
    const { orderId } = cancel.body as { orderId: number };
    const mismatch = await v.alice(
      'DELETE',
      '/api/v3/order',
      `symbol=BTCUSDT&orderId=${orderId}&origClientOrderId=x`,
    );
    expect(mismatch.body).toEqual(err(-2039, 'Client order ID is not correct for this order ID.'));
  });

  it('lists open orders per symbol and across symbols, and cancels them all', async () => {
    await v.alice(
      'POST',
      '/api/v3/order',
      'symbol=ETHUSDT&side=BUY&type=LIMIT&timeInForce=GTC&quantity=0.1&price=2000',
    );
    const btc = (await v.alice('GET', '/api/v3/openOrders', 'symbol=BTCUSDT')).body as { symbol: string }[];
    const all = (await v.alice('GET', '/api/v3/openOrders')).body as { symbol: string }[];
    expect(btc.length).toBeGreaterThan(0);
    expect(btc.every((o) => o.symbol === 'BTCUSDT')).toBe(true);
    expect(all).toHaveLength(btc.length + 1);
    const cancelled = (await v.alice('DELETE', '/api/v3/openOrders', 'symbol=BTCUSDT')).body as {
      status: string;
      origClientOrderId: string;
    }[];
    expect(cancelled).toHaveLength(btc.length);
    expect(cancelled.every((o) => o.status === 'CANCELED')).toBe(true);
    expect((await v.alice('GET', '/api/v3/openOrders', 'symbol=BTCUSDT')).body).toEqual([]);
    const nothing = await v.alice('DELETE', '/api/v3/openOrders', 'symbol=BTCUSDT');
    expect(nothing.body).toEqual(err(-2011, 'Unknown order sent.'));
  });

  it('finds every order in allOrders, by orderId and by time, with the 24-hour span rule', async () => {
    const all = (await v.alice('GET', '/api/v3/allOrders', 'symbol=BTCUSDT')).body as { orderId: number }[];
    expect(all.length).toBeGreaterThanOrEqual(5);
    const ids = all.map((o) => o.orderId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const from = (await v.alice('GET', '/api/v3/allOrders', `symbol=BTCUSDT&orderId=${ids[2]}&limit=2`))
      .body as { orderId: number }[];
    expect(from.map((o) => o.orderId)).toEqual(ids.slice(2, 4));
    const now = v.clock.now();
    const window = await v.alice(
      'GET',
      '/api/v3/allOrders',
      `symbol=BTCUSDT&startTime=${now}&endTime=${now}`,
    );
    expect(window.body).toHaveLength(all.length);
    const early = await v.alice('GET', '/api/v3/allOrders', `symbol=BTCUSDT&endTime=${now - 1}`);
    expect(early.body).toEqual([]);
    const tooWide = await v.alice(
      'GET',
      '/api/v3/allOrders',
      `symbol=BTCUSDT&startTime=${now - 86_400_001}&endTime=${now}`,
    );
    expect(tooWide.body).toEqual(err(-1127, 'More than 24 hours between startTime and endTime.'));
  });
});

describe('trading between accounts', () => {
  let makerOrderId: number;
  let takerOrderId: number;

  it('matches a taker against a resting maker, with fills, commissions and balances', async () => {
    v.clock.advance(60_000);
    const maker = await v.bob('POST', '/api/v3/order', limit('SELL', '0.5', '60000'));
    makerOrderId = (maker.body as { orderId: number }).orderId;
    v.clock.advance(1_000);
    const taker = await v.alice('POST', '/api/v3/order', limit('BUY', '0.2', '60000'));
    takerOrderId = (taker.body as { orderId: number }).orderId;
    expect(taker.body).toMatchObject({
      status: 'FILLED',
      executedQty: '0.20000000',
      cummulativeQuoteQty: '12000.00000000',
      fills: [
        {
          price: '60000.00000000',
          qty: '0.20000000',
          commission: '0.00040000',
          commissionAsset: 'BTC',
          tradeId: 1,
        },
      ],
    });
    const bob = (await v.bob('GET', '/api/v3/account', 'omitZeroBalances=true')).body as {
      balances: { asset: string; free: string; locked: string }[];
    };
    expect(bob.balances.find((b) => b.asset === 'BTC')).toEqual({
      asset: 'BTC',
      free: '9.50000000',
      locked: '0.30000000',
    });
    expect(bob.balances.find((b) => b.asset === 'USDT')).toEqual({
      asset: 'USDT',
      free: '1011988.00000000',
      locked: '0.00000000',
    });
  });

  it('answers account with commissions, permissions and uid; omitZeroBalances drops empty assets', async () => {
    const full = (await v.alice('GET', '/api/v3/account')).body as Record<string, unknown>;
    expect(full).toMatchObject({
      makerCommission: 10,
      takerCommission: 20,
      commissionRates: {
        maker: '0.00100000',
        taker: '0.00200000',
        buyer: '0.00000000',
        seller: '0.00000000',
      },
      canTrade: true,
      accountType: 'SPOT',
      permissions: ['SPOT'],
      uid: 1,
    });
    const omitted = (await v.alice('GET', '/api/v3/account', 'omitZeroBalances=true')).body as typeof full;
    const assets = (body: typeof full) => (body.balances as { asset: string }[]).map((b) => b.asset);
    expect(assets(omitted)).toEqual(expect.arrayContaining(['BTC', 'USDT', 'ETH']));
    expect(
      (omitted.balances as { free: string; locked: string }[]).every(
        (b) => b.free !== '0.00000000' || b.locked !== '0.00000000',
      ),
    ).toBe(true);
  });

  it('answers myTrades by symbol, orderId, fromId and time window', async () => {
    v.clock.advance(1_000);
    await v.alice('POST', '/api/v3/order', limit('BUY', '0.1', '60000'));
    const all = (await v.alice('GET', '/api/v3/myTrades', 'symbol=BTCUSDT')).body as {
      id: number;
      orderId: number;
      isBuyer: boolean;
      isMaker: boolean;
      commission: string;
    }[];
    expect(all.map((t) => t.id)).toEqual([1, 2]);
    expect(all[0]).toMatchObject({
      orderId: takerOrderId,
      isBuyer: true,
      isMaker: false,
      commission: '0.00040000',
    });
    const bobs = (await v.bob('GET', '/api/v3/myTrades', `symbol=BTCUSDT&orderId=${makerOrderId}`)).body as {
      isMaker: boolean;
      commissionAsset: string;
    }[];
    expect(bobs).toHaveLength(2);
    expect(bobs.every((t) => t.isMaker && t.commissionAsset === 'USDT')).toBe(true);
    expect(
      ((await v.alice('GET', '/api/v3/myTrades', 'symbol=BTCUSDT&fromId=2')).body as unknown[]).length,
    ).toBe(1);
    const now = v.clock.now();
    const recent = await v.alice('GET', '/api/v3/myTrades', `symbol=BTCUSDT&startTime=${now}&endTime=${now}`);
    expect((recent.body as { id: number }[]).map((t) => t.id)).toEqual([2]);
    const withOrder = await v.bob(
      'GET',
      '/api/v3/myTrades',
      `symbol=BTCUSDT&orderId=${makerOrderId}&fromId=2`,
    );
    expect((withOrder.body as { id: number }[]).map((t) => t.id)).toEqual([2]);
    const bad = await v.alice('GET', '/api/v3/myTrades', 'symbol=BTCUSDT&fromId=1&startTime=1');
    expect(bad.body).toEqual(err(-1128, 'Combination of optional parameters invalid.'));
    const wide = await v.alice(
      'GET',
      '/api/v3/myTrades',
      `symbol=BTCUSDT&startTime=${now - 86_400_001}&endTime=${now}`,
    );
    expect(wide.body).toEqual(err(-1127, 'More than 24 hours between startTime and endTime.'));
  });

  it('records a prevented self-trade and answers myPreventedMatches; myAllocations is empty', async () => {
    const resting = await v.alice('POST', '/api/v3/order', limit('BUY', '0.01', '55000'));
    const restingId = (resting.body as { orderId: number }).orderId;
    const taker = await v.alice(
      'POST',
      '/api/v3/order',
      limit('SELL', '0.01', '55000', '&selfTradePreventionMode=EXPIRE_TAKER'),
    );
    expect(taker.body).toMatchObject({
      status: 'EXPIRED_IN_MATCH',
      preventedMatchId: 1,
      preventedQuantity: '0.01000000',
    });
    const takerId = (taker.body as { orderId: number }).orderId;
    const matches = await v.alice('GET', '/api/v3/myPreventedMatches', `symbol=BTCUSDT&orderId=${takerId}`);
    expect(matches.body).toEqual([
      expect.objectContaining({
        symbol: 'BTCUSDT',
        preventedMatchId: 1,
        takerOrderId: takerId,
        makerOrderId: restingId,
        selfTradePreventionMode: 'EXPIRE_TAKER',
        price: '55000.00000000',
      }),
    ]);
    const byId = await v.alice('GET', '/api/v3/myPreventedMatches', 'symbol=BTCUSDT&preventedMatchId=1');
    expect(byId.body).toEqual(matches.body);
    expect((await v.alice('GET', '/api/v3/myAllocations', 'symbol=BTCUSDT')).body).toEqual([]);
    await v.alice('DELETE', '/api/v3/order', `symbol=BTCUSDT&orderId=${restingId}`);
  });
  it('fills a MARKET order sized by quoteOrderQty', async () => {
    const reply = await v.alice(
      'POST',
      '/api/v3/order',
      'symbol=BTCUSDT&side=BUY&type=MARKET&quoteOrderQty=600&newOrderRespType=RESULT',
    );
    expect(reply.body).toMatchObject({
      type: 'MARKET',
      timeInForce: 'GTC',
      status: 'FILLED',
      executedQty: '0.01000000',
      cummulativeQuoteQty: '600.00000000',
      origQuoteOrderQty: '600.00000000',
    });
  });
});

describe('checks before the engine', () => {
  it('refuses filter failures with the venue’s -1013 text', async () => {
    const cases: [string, string][] = [
      [limit('BUY', '0.1', '60000.001'), 'PRICE_FILTER'],
      [limit('BUY', '0.000001', '60000'), 'LOT_SIZE'],
      [limit('BUY', '0.00001', '60000'), 'NOTIONAL'],
      [limit('BUY', '0.1', '11000'), 'PERCENT_PRICE_BY_SIDE'],
      [limit('SELL', '0.1', '400000'), 'PERCENT_PRICE_BY_SIDE'],
      [limit('BUY', '1', '60000', '&icebergQty=0.001'), 'ICEBERG_PARTS'],
      [
        'symbol=BTCUSDT&side=SELL&type=STOP_LOSS_LIMIT&timeInForce=GTC&quantity=0.01&price=59000&trailingDelta=5',
        'TRAILING_DELTA',
      ],
      ['symbol=BTCUSDT&side=SELL&type=MARKET&quantity=200', 'MARKET_LOT_SIZE'],
      ['symbol=BTCUSDT&side=BUY&type=MARKET&quantity=0.00001', 'NOTIONAL'],
    ];
    for (const [query, filter] of cases) {
      const reply = await v.alice('POST', '/api/v3/order', query);
      expect({ query, ...reply }).toMatchObject({
        status: 400,
        body: err(-1013, `Filter failure: ${filter}`),
      });
    }
    const test = await v.alice('POST', '/api/v3/order/test', limit('BUY', '0.1', '60000.001'));
    expect(test.body).toEqual(err(-1013, 'Filter failure: PRICE_FILTER'));
  });

  it('counts open stop orders for MAX_NUM_ALGO_ORDERS', async () => {
    const stop =
      'symbol=BTCUSDT&side=SELL&type=STOP_LOSS_LIMIT&timeInForce=GTC&quantity=0.01&price=50000&stopPrice=50000';
    for (let i = 0; i < 5; i += 1) expect((await v.alice('POST', '/api/v3/order', stop)).status).toBe(200);
    const sixth = await v.alice('POST', '/api/v3/order', stop);
    expect(sixth.body).toEqual(err(-1013, 'Filter failure: MAX_NUM_ALGO_ORDERS'));
    await v.alice('DELETE', '/api/v3/openOrders', 'symbol=BTCUSDT');
    expect((await v.alice('POST', '/api/v3/order', stop)).status).toBe(200);
    await v.alice('DELETE', '/api/v3/openOrders', 'symbol=BTCUSDT');
  });

  it('refuses symbols the account may not trade and symbols not trading', async () => {
    const bnb = 'symbol=BNBBTC&side=BUY&type=LIMIT&timeInForce=GTC&quantity=1&price=0.01';
    expect((await v.carol('POST', '/api/v3/order', bnb)).body).toEqual(
      err(-2010, 'This symbol is not permitted for this account.'),
    );
    expect((await v.carol('POST', '/api/v3/order/test', bnb)).body).toEqual(
      err(-2010, 'This symbol is not permitted for this account.'),
    );
    const margin = await v.carol('POST', '/api/v3/order', limit('BUY', '0.01', '60000'));
    expect(margin.status).toBe(200);
    const xrp = 'symbol=XRPBTC&side=BUY&type=LIMIT&timeInForce=GTC&quantity=100&price=0.00001';
    expect((await v.alice('POST', '/api/v3/order', xrp)).body).toEqual(err(-2010, 'Market is closed.'));
  });

  it('hands engine refusals back with their codes (-2010 insufficient balance, duplicate id)', async () => {
    const big = await v.alice('POST', '/api/v3/order', limit('BUY', '100', '60000'));
    expect(big.body).toEqual(err(-2010, 'Account has insufficient balance for requested action.'));
    await v.alice('POST', '/api/v3/order', limit('BUY', '0.01', '50000', '&newClientOrderId=dup'));
    const dup = await v.alice(
      'POST',
      '/api/v3/order',
      limit('BUY', '0.01', '50000', '&newClientOrderId=dup'),
    );
    expect(dup.body).toEqual(err(-2010, 'Duplicate order sent.'));
  });

  it('validates order/test without placing, and computes commission rates', async () => {
    const before = ((await v.alice('GET', '/api/v3/openOrders')).body as unknown[]).length;
    const plain = await v.alice('POST', '/api/v3/order/test', limit('BUY', '0.01', '60000'));
    expect(plain).toMatchObject({ status: 200, body: {} });
    const rates = await v.alice(
      'POST',
      '/api/v3/order/test',
      `${limit('BUY', '0.01', '60000')}&computeCommissionRates=true`,
    );
    expect(rates.body).toMatchObject({
      standardCommissionForOrder: { maker: '0.00100000', taker: '0.00200000' },
    });
    expect(((await v.alice('GET', '/api/v3/openOrders')).body as unknown[]).length).toBe(before);
    const commission = await v.alice('GET', '/api/v3/account/commission', 'symbol=BTCUSDT');
    expect(commission.body).toMatchObject({ symbol: 'BTCUSDT', standardCommission: { maker: '0.00100000' } });
  });
});
