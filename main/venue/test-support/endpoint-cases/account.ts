import type { EndpointCase } from './endpoint-case';

/** Account queries, futures and mining. */
export const accountCases: EndpointCase[] = [
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
