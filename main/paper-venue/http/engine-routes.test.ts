import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { send, sendSigned, testAccounts, rateLimitsOf } from '../test-support';
import { startPaperVenue, type PaperVenue } from '../venue';
import { paperVenueForTests } from '../venue-for-tests';
import { ENDPOINT_RULES } from './endpoint-table';
import type { VenueEngine } from './engine-port';

/**
 * The HTTP side of the engine endpoints: what reaches the engine (and what never does), and how
 * its answers and refusals come back. The engine here records calls; the real one replaces it.
 */
type Call = [string, ...unknown[]];
const calls: Call[] = [];
/** A stand-in outcome (only the fields a test looks at). */
let cancelReplaceOutcome: unknown;

/** A recorded call answering a stand-in body: the HTTP side passes bodies through untouched. */
const recorded =
  (name: string, answer: unknown) =>
  (...args: unknown[]): never => {
    calls.push([name, ...args]);
    return answer as never;
  };

const engine: VenueEngine = {
  placeOrder: (account, order) => {
    calls.push(['placeOrder', account, order]);
    if (order.quantity === '999')
      throw { code: -2010, msg: 'Account has insufficient balance for requested action.' };
    return { symbol: order.symbol, orderId: 1 } as never;
  },
  testOrder: recorded('testOrder', undefined),
  cancelOrder: recorded('cancelOrder', { status: 'CANCELED' }),
  cancelOpenOrders: recorded('cancelOpenOrders', []),
  cancelReplace: (...args) => {
    calls.push(['cancelReplace', ...args]);
    return cancelReplaceOutcome as never;
  },
  amendKeepPriority: recorded('amendKeepPriority', {}),
  placeOrderList: recorded('placeOrderList', { orderListId: 1 }),
  cancelOrderList: recorded('cancelOrderList', {}),
  queryOrder: recorded('queryOrder', {}),
  openOrders: recorded('openOrders', []),
  allOrders: recorded('allOrders', []),
  orderAmendments: recorded('orderAmendments', []),
  queryOrderList: recorded('queryOrderList', {}),
  allOrderLists: recorded('allOrderLists', []),
  openOrderLists: recorded('openOrderLists', []),
  accountInfo: recorded('accountInfo', { balances: [] }),
  myTrades: recorded('myTrades', []),
  preventedMatches: recorded('preventedMatches', []),
  allocations: recorded('allocations', []),
  depth: () => ({ lastUpdateId: 1, bids: [], asks: [] }),
  recentTrades: () => [],
  tradesFrom: () => [],
  tradesBetween: () => [],
  lastTradeBefore: () => undefined,
  firstTradeTime: () => undefined,
  bookTicker: () => ({ bidPrice: '0', bidQty: '0', askPrice: '0', askQty: '0' }),
};

const LIMITS = rateLimitsOf({ weightPerMinute: 100_000, ordersPer10s: 1000, ordersPerDay: 100_000 });

const paper = paperVenueForTests({ engine, rateLimits: LIMITS });
const { clock, keys } = paper;
beforeEach(() => {
  calls.length = 0;
});

const signed = (method: string, path: string, query: string) =>
  sendSigned(paper.venue.url, keys, path, { method, query, timestamp: clock.now() });
const err = (code: number, msg: string) => ({ code, msg });

describe('orders', () => {
  it('hands a validated order to the engine and answers its body with order counts', async () => {
    const reply = await signed(
      'POST',
      '/api/v3/order',
      'symbol=BTCUSDT&side=BUY&type=LIMIT&timeInForce=GTC&quantity=0.5&price=60000',
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ symbol: 'BTCUSDT', orderId: 1 });
    expect(reply.headers.get('x-mbx-order-count-10s')).toMatch(/^\d+$/);
    expect(calls).toEqual([
      [
        'placeOrder',
        1,
        expect.objectContaining({
          symbol: 'BTCUSDT',
          side: 'BUY',
          type: 'LIMIT',
          timeInForce: 'GTC',
          quantity: '0.5',
          price: '60000',
          newOrderRespType: 'FULL',
        }),
      ],
    ]);
  });

  it('answers an engine refusal as HTTP 400 with its code and message', async () => {
    const reply = await signed('POST', '/api/v3/order', 'symbol=BTCUSDT&side=BUY&type=MARKET&quantity=999');
    expect(reply).toMatchObject({
      status: 400,
      body: err(-2010, 'Account has insufficient balance for requested action.'),
    });
  });

  it('never reaches the engine with a malformed order', async () => {
    const reply = await signed(
      'POST',
      '/api/v3/order',
      'symbol=BTCUSDT&side=BUY&type=LIMIT&quantity=1&price=1',
    );
    expect(reply.body).toMatchObject({ code: -1102 });
    expect(calls).toEqual([]);
  });

  it('requires orderId or origClientOrderId to cancel or query, and checks cancelRestrictions', async () => {
    expect((await signed('DELETE', '/api/v3/order', 'symbol=BTCUSDT')).body).toEqual(
      err(-1102, "Param 'orderId' or 'origClientOrderId' must be sent, but both were empty/null!"),
    );
    expect((await signed('GET', '/api/v3/order', 'symbol=BTCUSDT')).body).toMatchObject({ code: -1102 });
    expect(
      (await signed('DELETE', '/api/v3/order', 'symbol=BTCUSDT&orderId=3&cancelRestrictions=ONLY_OLD')).body,
    ).toEqual(err(-1145, 'Invalid cancelRestrictions'));
    expect(
      (await signed('DELETE', '/api/v3/order', 'symbol=BTCUSDT&orderId=3&origClientOrderId=abc')).status,
    ).toBe(200);
    expect(calls).toEqual([
      ['cancelOrder', 1, expect.objectContaining({ orderId: 3, origClientOrderId: 'abc' })],
    ]);
  });

  it('refuses allOrders spans over 24 hours with -1127', async () => {
    const start = clock.now() - 2 * 86_400_000;
    expect(
      (
        await signed(
          'GET',
          '/api/v3/allOrders',
          `symbol=BTCUSDT&startTime=${start}&endTime=${start + 86_400_001}`,
        )
      ).body,
    ).toEqual(err(-1127, 'More than 24 hours between startTime and endTime.'));
    expect(
      (
        await signed(
          'GET',
          '/api/v3/allOrders',
          `symbol=BTCUSDT&startTime=${start}&endTime=${start + 86_400_000}`,
        )
      ).status,
    ).toBe(200);
  });
});

describe('cancelReplace', () => {
  const query =
    'symbol=BTCUSDT&side=SELL&type=LIMIT&timeInForce=GTC&quantity=1&price=70000&cancelReplaceMode=STOP_ON_FAILURE&cancelOrderId=7';
  const order = { symbol: 'BTCUSDT', orderId: 9 };
  const refused = { code: -2011, msg: 'Unknown order sent.' };

  /** Sends the cancel-replace with the engine answering these halves. */
  const replaceAnswering = (
    cancelResult: string,
    newOrderResult: string,
    cancelResponse: unknown,
    newOrderResponse: unknown,
  ) => {
    cancelReplaceOutcome = { cancelResult, newOrderResult, cancelResponse, newOrderResponse };
    return signed('POST', '/api/v3/order/cancelReplace', query);
  };

  it('answers 200 when both succeed', async () => {
    const reply = await replaceAnswering('SUCCESS', 'SUCCESS', order, order);
    expect(reply).toMatchObject({ status: 200, body: cancelReplaceOutcome });
    expect(calls[0]?.[2]).toMatchObject({
      cancel: { orderId: 7 },
      cancelReplaceMode: 'STOP_ON_FAILURE',
      orderRateLimitExceededMode: 'DO_NOTHING',
    });
  });

  it('answers -2022 (400) with data when the cancel fails and nothing is placed', async () => {
    const reply = await replaceAnswering('FAILURE', 'NOT_ATTEMPTED', refused, null);
    expect(reply).toMatchObject({
      status: 400,
      body: { code: -2022, msg: 'Order cancel-replace failed.', data: cancelReplaceOutcome },
    });
  });

  it('answers -2021 (409) with data when only one half succeeds', async () => {
    const reply = await replaceAnswering('SUCCESS', 'FAILURE', order, refused);
    expect(reply).toMatchObject({
      status: 409,
      body: { code: -2021, msg: 'Order cancel-replace partially failed.', data: cancelReplaceOutcome },
    });
    expect(reply.headers.get('x-mbx-order-count-10s')).toMatch(/^\d+$/);
  });

  it('requires cancelReplaceMode and a cancel id', async () => {
    expect(
      (
        await signed(
          'POST',
          '/api/v3/order/cancelReplace',
          query.replace('&cancelReplaceMode=STOP_ON_FAILURE', ''),
        )
      ).body,
    ).toEqual(
      err(-1102, "Mandatory parameter 'cancelReplaceMode' was not sent, was empty/null, or malformed."),
    );
    expect(
      (await signed('POST', '/api/v3/order/cancelReplace', query.replace('&cancelOrderId=7', ''))).body,
    ).toEqual(
      err(
        -1102,
        "Param 'cancelOrderId' or 'cancelOrigClientOrderId' must be sent, but both were empty/null!",
      ),
    );
    expect(calls).toEqual([]);
  });
});

describe('order lists', () => {
  it('reads OCO legs with their prefixes', async () => {
    const reply = await signed(
      'POST',
      '/api/v3/orderList/oco',
      'symbol=BTCUSDT&side=SELL&quantity=1&aboveType=LIMIT_MAKER&abovePrice=70000&belowType=STOP_LOSS_LIMIT&belowPrice=50000&belowStopPrice=50100&belowTimeInForce=GTC',
    );
    expect(reply.status).toBe(200);
    expect(reply.headers.get('x-mbx-order-count-10s')).not.toBeNull();
    expect(calls[0]?.[2]).toMatchObject({
      contingencyType: 'OCO',
      legs: [
        { side: 'SELL', type: 'LIMIT_MAKER', quantity: '1', price: '70000' },
        {
          side: 'SELL',
          type: 'STOP_LOSS_LIMIT',
          quantity: '1',
          price: '50000',
          stopPrice: '50100',
          timeInForce: 'GTC',
        },
      ],
    });
  });

  it.each([
    [
      '/api/v3/orderList/oco',
      'symbol=BTCUSDT&side=SELL&quantity=1&abovePrice=70000&belowType=STOP_LOSS&belowStopPrice=5',
      err(-1102, "Mandatory parameter 'aboveType' was not sent, was empty/null, or malformed."),
    ],
    [
      '/api/v3/orderList/oco',
      'symbol=BTCUSDT&side=SELL&quantity=1&aboveType=LIMIT_MAKER&abovePrice=7&belowType=STOP_LOSS&belowStopPrice=5&belowPrice=4',
      err(-1106, "Parameter 'belowPrice' sent when not required."),
    ],
    [
      '/api/v3/orderList/oto',
      'symbol=BTCUSDT&workingType=LIMIT&workingSide=BUY&workingPrice=1&workingQuantity=1&workingTimeInForce=GTC&pendingType=LIMIT&pendingSide=SELL&pendingQuantity=1&pendingPrice=2',
      err(-1102, "Mandatory parameter 'pendingTimeInForce' was not sent, was empty/null, or malformed."),
    ],
    [
      '/api/v3/orderList/otoco',
      'symbol=BTCUSDT&workingType=LIMIT&workingSide=BUY&workingPrice=1&workingQuantity=1&workingTimeInForce=GTC&pendingSide=SELL&pendingQuantity=1&pendingAboveType=LIMIT_MAKER&pendingAbovePrice=3&pendingBelowPrice=1',
      err(-1106, "Parameter 'pendingBelowPrice' sent when not required."),
    ],
  ])('refuses %s?%s', async (path, query, body) => {
    expect((await signed('POST', path, query)).body).toEqual(body);
    expect(calls).toEqual([]);
  });

  it('places an OTOCO with an optional below leg left out', async () => {
    const reply = await signed(
      'POST',
      '/api/v3/orderList/otoco',
      'symbol=BTCUSDT&workingType=LIMIT&workingSide=BUY&workingPrice=1&workingQuantity=1&workingTimeInForce=GTC&pendingSide=SELL&pendingQuantity=1&pendingAboveType=LIMIT_MAKER&pendingAbovePrice=3',
    );
    expect(reply.status).toBe(200);
    expect((calls[0]?.[2] as { legs: unknown[] }).legs).toHaveLength(2);
  });

  it('needs a list id to cancel or query a list', async () => {
    expect((await signed('DELETE', '/api/v3/orderList', 'symbol=BTCUSDT')).body).toEqual(
      err(-1102, "Param 'orderListId' or 'listClientOrderId' must be sent, but both were empty/null!"),
    );
    expect(
      (await signed('GET', '/api/v3/allOrderList', `fromId=1&startTime=${clock.now() - 1000}`)).body,
    ).toEqual(err(-1128, 'Combination of optional parameters invalid.'));
  });
});

describe('account data', () => {
  it('passes omitZeroBalances', async () => {
    await signed('GET', '/api/v3/account', 'omitZeroBalances=true');
    expect(calls).toEqual([['accountInfo', 1, true]]);
  });

  it.each([
    ['/api/v3/myTrades', 'symbol=BTCUSDT&orderId=1&startTime=1', -1128],
    ['/api/v3/myTrades', 'symbol=BTCUSDT&fromId=1&endTime=1', -1128],
    ['/api/v3/myTrades', 'symbol=BTCUSDT&orderId=1&fromId=2', 200],
    ['/api/v3/myTrades', `symbol=BTCUSDT&startTime=1700000000000&endTime=1700000001000`, 200],
    ['/api/v3/myPreventedMatches', 'symbol=BTCUSDT', -1128],
    ['/api/v3/myPreventedMatches', 'symbol=BTCUSDT&preventedMatchId=1&orderId=2', -1128],
    ['/api/v3/myPreventedMatches', 'symbol=BTCUSDT&orderId=2&fromPreventedMatchId=1&limit=10', 200],
    ['/api/v3/myAllocations', 'symbol=BTCUSDT&orderId=1&startTime=1', -1128],
    ['/api/v3/myAllocations', 'symbol=BTCUSDT&orderId=1&fromAllocationId=1', 200],
  ])('%s?%s → %i', async (path, query, expected) => {
    const reply = await signed('GET', path, query);
    if (expected === 200) expect(reply.status).toBe(200);
    else expect(reply.body).toEqual(err(expected, 'Combination of optional parameters invalid.'));
  });
});

describe('cancelReplace over the order limit', () => {
  const ONE_ORDER = rateLimitsOf({ weightPerMinute: 100_000, ordersPer10s: 1 });
  const base = 'symbol=BTCUSDT&side=SELL&type=LIMIT&timeInForce=GTC&quantity=1&price=70000&cancelOrderId=7';
  let limited: PaperVenue;
  beforeAll(async () => {
    limited = await startPaperVenue({
      now: clock.now,
      accounts: testAccounts(keys),
      engine,
      rateLimits: ONE_ORDER,
    });
    const first = await sendSigned(limited.url, keys, '/api/v3/order', {
      method: 'POST',
      query: 'symbol=BTCUSDT&side=BUY&type=MARKET&quantity=1',
      timestamp: clock.now(),
    });
    expect(first.status).toBe(200);
  });
  afterAll(() => limited.close());
  const replace = (query: string) =>
    sendSigned(limited.url, keys, '/api/v3/order/cancelReplace', {
      method: 'POST',
      query,
      timestamp: clock.now(),
    });

  it('answers -1015 at the top level with DO_NOTHING, without touching the engine', async () => {
    const reply = await replace(`${base}&cancelReplaceMode=STOP_ON_FAILURE`);
    expect(reply).toMatchObject({
      status: 429,
      body: err(-1015, 'Too many new orders; current limit is 1 orders per 10 SECOND.'),
    });
    expect(calls).toEqual([]);
  });

  it('still cancels with CANCEL_ONLY and answers 429 under STOP_ON_FAILURE, 409 under ALLOW_FAILURE', async () => {
    cancelReplaceOutcome = {
      cancelResult: 'SUCCESS',
      newOrderResult: 'FAILURE',
      cancelResponse: { orderId: 7 },
      newOrderResponse: err(-1015, 'Too many new orders; current limit is 1 orders per 10 SECOND.'),
    };
    const stop = await replace(
      `${base}&cancelReplaceMode=STOP_ON_FAILURE&orderRateLimitExceededMode=CANCEL_ONLY`,
    );
    expect(stop).toMatchObject({ status: 429, body: { code: -2021, data: cancelReplaceOutcome } });
    expect(calls[0]?.[3]).toBe(true);
    const allow = await replace(
      `${base}&cancelReplaceMode=ALLOW_FAILURE&orderRateLimitExceededMode=CANCEL_ONLY`,
    );
    expect(allow).toMatchObject({ status: 409, body: { code: -2021 } });
  });
});

describe('with an engine', () => {
  it('serves every endpoint of the weight table', async () => {
    for (const key of Object.keys(ENDPOINT_RULES)) {
      const [method, path] = key.split(' ') as [string, string];
      const reply = await send(paper.venue.url, path, { method });
      expect(reply.status, key).not.toBe(404);
    }
  });
});
