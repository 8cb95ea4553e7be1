import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, startFixtureVenue, type FixtureVenue } from './test-support/fixture-venue';
import { createVenueClient, type VenueClient } from './venue-client';

/** Each endpoint: the call, the route it must hit, the recorded answer, and params it must send. */
interface EndpointCase {
  readonly name: string;
  readonly route: string;
  readonly fixture: string;
  readonly run: (client: VenueClient) => Promise<unknown>;
  readonly sent?: Record<string, string>;
  /** What the method resolves to, when it is not the fixture itself. */
  readonly expected?: (recorded: unknown) => unknown;
}

const limit = {
  symbol: 'BTCUSDT',
  side: 'BUY',
  type: 'LIMIT',
  timeInForce: 'GTC',
  quantity: '1',
  price: '0.1',
} as const;

const cases: EndpointCase[] = [
  // general and market data
  {
    name: 'exchangeInfo',
    route: 'GET /api/v3/exchangeInfo',
    fixture: 'spot-exchange-info',
    run: (c) => c.spot.exchangeInfo({ symbols: ['ETHBTC', 'LTCBTC'] }),
    sent: { symbols: '["ETHBTC","LTCBTC"]' },
  },
  {
    name: 'depth',
    route: 'GET /api/v3/depth',
    fixture: 'depth',
    run: (c) => c.spot.depth({ symbol: 'LTCBTC', limit: 5 }),
    sent: { limit: '5' },
  },
  {
    name: 'trades',
    route: 'GET /api/v3/trades',
    fixture: 'trades',
    run: (c) => c.spot.trades({ symbol: 'LTCBTC' }),
  },
  {
    name: 'historicalTrades',
    route: 'GET /api/v3/historicalTrades',
    fixture: 'trades',
    run: (c) => c.spot.historicalTrades({ symbol: 'LTCBTC', fromId: 28000 }),
    sent: { fromId: '28000' },
  },
  {
    name: 'aggTrades',
    route: 'GET /api/v3/aggTrades',
    fixture: 'agg-trades',
    run: (c) => c.spot.aggTrades({ symbol: 'LTCBTC', startTime: 1498793709000, endTime: 1498793709999 }),
  },
  {
    name: 'klines',
    route: 'GET /api/v3/klines',
    fixture: 'klines',
    run: (c) => c.spot.klines({ symbol: 'LTCBTC', interval: '1w', timeZone: '+08:00' }),
    sent: { interval: '1w', timeZone: '+08:00' },
    expected: () => [
      {
        openTime: 1499040000000,
        open: '0.01634790',
        high: '0.80000000',
        low: '0.01575800',
        close: '0.01577100',
        volume: '148976.11427815',
        closeTime: 1499644799999,
        quoteVolume: '2434.19055334',
        trades: 308,
        takerBuyBaseVolume: '1756.87402397',
        takerBuyQuoteVolume: '28.46694368',
      },
    ],
  },
  {
    name: 'ticker24hr',
    route: 'GET /api/v3/ticker/24hr',
    fixture: 'ticker-24hr',
    run: (c) => c.spot.ticker24hr({ symbol: 'BNBBTC' }),
  },
  {
    name: 'tickers24hr MINI',
    route: 'GET /api/v3/ticker/24hr',
    fixture: 'tickers-24hr-mini',
    run: (c) => c.spot.tickers24hr({ symbols: ['BNBBTC', 'LTCBTC'], type: 'MINI' }),
    sent: { symbols: '["BNBBTC","LTCBTC"]', type: 'MINI' },
  },
  {
    name: 'tickerPrice',
    route: 'GET /api/v3/ticker/price',
    fixture: 'ticker-price',
    run: (c) => c.spot.tickerPrice('LTCBTC'),
  },
  {
    name: 'tickerPrices',
    route: 'GET /api/v3/ticker/price',
    fixture: 'ticker-prices',
    run: (c) => c.spot.tickerPrices(),
  },
  {
    name: 'bookTicker',
    route: 'GET /api/v3/ticker/bookTicker',
    fixture: 'book-ticker',
    run: (c) => c.spot.bookTicker('LTCBTC'),
  },
  {
    name: 'bookTickers',
    route: 'GET /api/v3/ticker/bookTicker',
    fixture: 'book-tickers',
    run: (c) => c.spot.bookTickers(['LTCBTC', 'ETHBTC']),
  },
  {
    name: 'avgPrice',
    route: 'GET /api/v3/avgPrice',
    fixture: 'avg-price',
    run: (c) => c.spot.avgPrice('BNBUSDT'),
  },
  // trading
  {
    name: 'newOrder ACK',
    route: 'POST /api/v3/order',
    fixture: 'order-ack',
    run: (c) => c.spot.newOrder({ ...limit, newOrderRespType: 'ACK' }),
    sent: { newOrderRespType: 'ACK', price: '0.1', timeInForce: 'GTC' },
  },
  {
    name: 'newOrder RESULT',
    route: 'POST /api/v3/order',
    fixture: 'order-result',
    run: (c) =>
      c.spot.newOrder({
        symbol: 'BTCUSDT',
        side: 'SELL',
        type: 'MARKET',
        quantity: '10',
        newOrderRespType: 'RESULT',
      }),
  },
  {
    name: 'newOrder FULL (default)',
    route: 'POST /api/v3/order',
    fixture: 'order-full',
    run: (c) => c.spot.newOrder({ symbol: 'BTCUSDT', side: 'SELL', type: 'MARKET', quoteOrderQty: '100' }),
    sent: { newOrderRespType: 'FULL', quoteOrderQty: '100' },
  },
  {
    name: 'testOrder',
    route: 'POST /api/v3/order/test',
    fixture: 'empty',
    run: (c) => c.spot.testOrder(limit),
  },
  {
    name: 'testOrder computeCommissionRates',
    route: 'POST /api/v3/order/test',
    fixture: 'order-test-commission',
    run: (c) => c.spot.testOrder(limit, { computeCommissionRates: true }),
    sent: { computeCommissionRates: 'true' },
  },
  {
    name: 'queryOrder',
    route: 'GET /api/v3/order',
    fixture: 'order-query',
    run: (c) => c.spot.queryOrder({ symbol: 'LTCBTC', origClientOrderId: 'myOrder1' }),
    sent: { origClientOrderId: 'myOrder1' },
  },
  {
    name: 'cancelOrder',
    route: 'DELETE /api/v3/order',
    fixture: 'order-cancel',
    run: (c) => c.spot.cancelOrder({ symbol: 'LTCBTC', orderId: 4, cancelRestrictions: 'ONLY_NEW' }),
    sent: { orderId: '4', cancelRestrictions: 'ONLY_NEW' },
  },
  {
    name: 'cancelOpenOrders',
    route: 'DELETE /api/v3/openOrders',
    fixture: 'open-orders-cancel',
    run: (c) => c.spot.cancelOpenOrders('BTCUSDT'),
  },
  {
    name: 'cancelReplace',
    route: 'POST /api/v3/order/cancelReplace',
    fixture: 'cancel-replace',
    run: (c) =>
      c.spot.cancelReplace({
        ...limit,
        side: 'SELL',
        price: '2',
        cancelReplaceMode: 'STOP_ON_FAILURE',
        cancelOrderId: 4,
      }),
    sent: { cancelReplaceMode: 'STOP_ON_FAILURE', cancelOrderId: '4' },
    expected: (recorded) => ({ outcome: 'replaced', ...(recorded as object) }),
  },
  {
    name: 'amendKeepPriority',
    route: 'PUT /api/v3/order/amend/keepPriority',
    fixture: 'amend-keep-priority',
    run: (c) => c.spot.amendKeepPriority({ symbol: 'BTCUSDT', orderId: 33, newQty: '5' }),
    sent: { newQty: '5' },
  },
  {
    name: 'orderAmendments',
    route: 'GET /api/v3/order/amendments',
    fixture: 'order-amendments',
    run: (c) => c.spot.orderAmendments({ symbol: 'BTCUSDT', orderId: 9 }),
  },
  {
    name: 'openOrders',
    route: 'GET /api/v3/openOrders',
    fixture: 'open-orders',
    run: (c) => c.spot.openOrders({ symbol: 'LTCBTC' }),
  },
  {
    name: 'allOrders',
    route: 'GET /api/v3/allOrders',
    fixture: 'all-orders',
    run: (c) => c.spot.allOrders({ symbol: 'LTCBTC', limit: 10 }),
  },
  // order lists
  {
    name: 'oco',
    route: 'POST /api/v3/orderList/oco',
    fixture: 'order-list-oco',
    run: (c) =>
      c.spot.oco({
        symbol: 'LTCBTC',
        side: 'SELL',
        quantity: '1',
        above: { type: 'LIMIT_MAKER', price: '1.5' },
        below: { type: 'STOP_LOSS_LIMIT', price: '0.9', stopPrice: '0.95', timeInForce: 'GTC' },
      }),
    sent: {
      aboveType: 'LIMIT_MAKER',
      abovePrice: '1.5',
      belowType: 'STOP_LOSS_LIMIT',
      belowStopPrice: '0.95',
      belowTimeInForce: 'GTC',
    },
  },
  {
    name: 'oto',
    route: 'POST /api/v3/orderList/oto',
    fixture: 'order-list-oto',
    run: (c) =>
      c.spot.oto({
        symbol: 'LTCBTC',
        working: { type: 'LIMIT', side: 'BUY', price: '1', quantity: '1', timeInForce: 'GTC' },
        pending: { type: 'STOP_LOSS', side: 'SELL', quantity: '1', trailingDelta: 100 },
      }),
    sent: {
      workingType: 'LIMIT',
      workingTimeInForce: 'GTC',
      pendingType: 'STOP_LOSS',
      pendingTrailingDelta: '100',
    },
  },
  {
    name: 'otoco',
    route: 'POST /api/v3/orderList/otoco',
    fixture: 'order-list-otoco',
    run: (c) =>
      c.spot.otoco({
        symbol: 'LTCBTC',
        working: { type: 'LIMIT_MAKER', side: 'BUY', price: '1', quantity: '1' },
        pendingSide: 'SELL',
        pendingQuantity: '1',
        pendingAbove: { type: 'LIMIT_MAKER', price: '1.5' },
        pendingBelow: { type: 'STOP_LOSS', stopPrice: '0.8' },
      }),
    sent: {
      pendingSide: 'SELL',
      pendingAboveType: 'LIMIT_MAKER',
      pendingAbovePrice: '1.5',
      pendingBelowStopPrice: '0.8',
    },
  },
  {
    name: 'cancelOrderList',
    route: 'DELETE /api/v3/orderList',
    fixture: 'order-list-cancel',
    run: (c) => c.spot.cancelOrderList({ symbol: 'BTCUSDT', orderListId: 1929 }),
    sent: { orderListId: '1929' },
  },
  {
    name: 'orderList',
    route: 'GET /api/v3/orderList',
    fixture: 'order-list',
    run: (c) => c.spot.orderList({ orderListId: 27 }),
  },
  {
    name: 'allOrderLists',
    route: 'GET /api/v3/allOrderList',
    fixture: 'all-order-lists',
    run: (c) => c.spot.allOrderLists({ limit: 5 }),
  },
  {
    name: 'openOrderLists',
    route: 'GET /api/v3/openOrderList',
    fixture: 'open-order-lists',
    run: (c) => c.spot.openOrderLists(),
  },
  // account
  {
    name: 'account',
    route: 'GET /api/v3/account',
    fixture: 'account',
    run: (c) => c.spot.account({ omitZeroBalances: true }),
    sent: { omitZeroBalances: 'true' },
  },
  {
    name: 'myTrades',
    route: 'GET /api/v3/myTrades',
    fixture: 'my-trades',
    run: (c) => c.spot.myTrades({ symbol: 'BNBBTC', orderId: 100234 }),
  },
  {
    name: 'orderRateLimits',
    route: 'GET /api/v3/rateLimit/order',
    fixture: 'rate-limit-order',
    run: (c) => c.spot.orderRateLimits(),
  },
  {
    name: 'myPreventedMatches',
    route: 'GET /api/v3/myPreventedMatches',
    fixture: 'my-prevented-matches',
    run: (c) => c.spot.myPreventedMatches({ symbol: 'BTCUSDT', preventedMatchId: 1 }),
  },
  {
    name: 'myAllocations',
    route: 'GET /api/v3/myAllocations',
    fixture: 'my-allocations',
    run: (c) => c.spot.myAllocations({ symbol: 'BTCUSDT' }),
  },
  {
    name: 'commissionRates',
    route: 'GET /api/v3/account/commission',
    fixture: 'account-commission',
    run: (c) => c.spot.commissionRates('BTCUSDT'),
  },
  // futures
  {
    name: 'usdm newOrder',
    route: 'POST /fapi/v1/order',
    fixture: 'fapi-order',
    run: (c) =>
      c.futures.usdm!.newOrder({
        symbol: 'BTCUSDT',
        side: 'BUY',
        positionSide: 'SHORT',
        type: 'LIMIT',
        timeInForce: 'GTD',
        goodTillDate: 1693207680000,
        quantity: '10',
        price: '9300',
      }),
    sent: { timeInForce: 'GTD', goodTillDate: '1693207680000', positionSide: 'SHORT' },
  },
  {
    name: 'usdm exchangeInfo',
    route: 'GET /fapi/v1/exchangeInfo',
    fixture: 'fapi-exchange-info',
    run: (c) => c.futures.usdm!.exchangeInfo(),
  },
  {
    name: 'coinm newOrder',
    route: 'POST /dapi/v1/order',
    fixture: 'dapi-order',
    run: (c) =>
      c.futures.coinm!.newOrder({
        symbol: 'BTCUSD_200925',
        side: 'BUY',
        positionSide: 'SHORT',
        type: 'TRAILING_STOP_MARKET',
        quantity: '10',
        callbackRate: '0.3',
        activationPrice: '9020',
        priceProtect: true,
      }),
    sent: { callbackRate: '0.3', priceProtect: 'true' },
  },
  // mining
  {
    name: 'mining accountList',
    route: 'GET /sapi/v1/mining/statistics/user/list',
    fixture: 'mining-account-list',
    run: (c) => c.mining.accountList({ algo: 'sha256', userName: 'test' }),
    sent: { algo: 'sha256', userName: 'test' },
  },
  {
    name: 'mining profitTransferDetails (bare numbers read as decimal strings)',
    route: 'GET /sapi/v1/mining/hash-transfer/profit/details',
    fixture: 'mining-profit-details',
    run: (c) => c.mining.profitTransferDetails({ configId: 168, userName: 'test4001', pageSize: 200 }),
    expected: () => {
      const detail = {
        poolUsername: 'test4001',
        toPoolUsername: 'pop',
        algoName: 'sha256',
        day: 20201213,
        coinName: 'BTC',
      };
      return {
        code: 0,
        msg: '',
        data: {
          profitTransferDetails: [
            { ...detail, hashRate: '200000000', amount: '0.2256872' },
            { ...detail, hashRate: '200000000', amount: '0.00000012' },
          ],
          totalNum: 8,
          pageSize: 200,
        },
      };
    },
  },
];

const API_KEY = 'fixture-key';
const SECRET = 'fixture-secret';
let venue: FixtureVenue;
let client: VenueClient;

beforeAll(async () => {
  const routes: Record<string, { fixture: string } | (() => { body: unknown })> = {
    'GET /api/v3/time': () => ({ body: { serverTime: Date.now() } }),
    'GET /fapi/v1/time': () => ({ body: { serverTime: Date.now() } }),
    'GET /dapi/v1/time': () => ({ body: { serverTime: Date.now() } }),
    'GET /api/v3/ping': () => ({ body: {} }),
  };
  venue = await startFixtureVenue({ apiKey: API_KEY, key: { type: 'HMAC', secret: SECRET }, routes });
  client = createVenueClient({
    baseUrls: { spot: venue.url, usdm: venue.url, coinm: venue.url },
    credentials: { apiKey: API_KEY, signingKey: { type: 'HMAC', secret: SECRET } },
  });
  // one route per case, answered in turn (several cases share a route)
  const byRoute = new Map<string, string[]>();
  for (const c of cases) byRoute.set(c.route, [...(byRoute.get(c.route) ?? []), c.fixture]);
  for (const [route, names] of byRoute) {
    let next = 0;
    (routes as Record<string, () => { raw: string } | { body: unknown }>)[route] = () => {
      const name = names[next++ % names.length]!;
      return name === 'empty' ? { body: {} } : { raw: JSON.stringify(fixture(name)) };
    };
  }
});
afterAll(async () => venue.close());

describe('every endpoint has a typed method that sends its params and parses its recorded answer', () => {
  for (const c of cases) {
    it(c.name, async () => {
      const before = venue.requestsTo(c.route).length;
      const result = await c.run(client);
      const recorded = c.fixture === 'empty' ? {} : fixture(c.fixture);
      expect(result).toEqual(c.expected ? c.expected(recorded) : recorded);
      const sent = venue.requestsTo(c.route).at(-1);
      expect(venue.requestsTo(c.route)).toHaveLength(before + 1);
      for (const [name, value] of Object.entries(c.sent ?? {})) expect(sent?.params.get(name)).toBe(value);
      if (sent?.params.has('signature')) {
        expect(sent.params.get('recvWindow')).toBe('5000');
        expect(Number(sent.params.get('timestamp'))).toBeGreaterThan(1.6e12);
        expect(sent.headers['x-mbx-apikey']).toBe(API_KEY);
      }
    });
  }

  it('signs exactly the TRADE and USER_DATA endpoints, and generates order ids when none is given', () => {
    const signedRoutes = new Set(
      venue.requests.filter((r) => r.params.has('signature')).map((r) => `${r.method} ${r.path}`),
    );
    const publicRoutes = new Set(
      venue.requests.filter((r) => !r.params.has('signature')).map((r) => `${r.method} ${r.path}`),
    );
    expect([...publicRoutes].filter((r) => signedRoutes.has(r))).toEqual([]);
    expect(publicRoutes.has('GET /api/v3/depth') && signedRoutes.has('GET /api/v3/account')).toBe(true);
    for (const order of venue.requestsTo('POST /api/v3/order'))
      expect(order.params.get('newClientOrderId')).toMatch(/^[.A-Z:/a-z0-9_-]{1,36}$/);
    expect(venue.requestsTo('POST /api/v3/orderList/oco')[0]?.params.get('listClientOrderId')).toMatch(
      /^tt[a-z0-9]{30}$/,
    );
  });
});
