/**
 * The WebSocket API's request methods and the REST endpoint each one runs: the same parameters,
 * validation, errors, weights and limits, on the same engine. Methods of the session and of the
 * user-data subscription are the session's own (`session.ts`).
 */
export const WS_API_METHODS: Readonly<Record<string, string>> = {
  exchangeInfo: 'GET /api/v3/exchangeInfo',
  depth: 'GET /api/v3/depth',
  'trades.recent': 'GET /api/v3/trades',
  'trades.historical': 'GET /api/v3/historicalTrades',
  'trades.aggregate': 'GET /api/v3/aggTrades',
  klines: 'GET /api/v3/klines',
  uiKlines: 'GET /api/v3/uiKlines',
  avgPrice: 'GET /api/v3/avgPrice',
  'ticker.24hr': 'GET /api/v3/ticker/24hr',
  'ticker.tradingDay': 'GET /api/v3/ticker/tradingDay',
  ticker: 'GET /api/v3/ticker',
  'ticker.price': 'GET /api/v3/ticker/price',
  'ticker.book': 'GET /api/v3/ticker/bookTicker',

  'account.status': 'GET /api/v3/account',
  'account.commission': 'GET /api/v3/account/commission',
  'account.rateLimits.orders': 'GET /api/v3/rateLimit/order',
  'order.status': 'GET /api/v3/order',
  'openOrders.status': 'GET /api/v3/openOrders',
  allOrders: 'GET /api/v3/allOrders',
  myTrades: 'GET /api/v3/myTrades',
  myPreventedMatches: 'GET /api/v3/myPreventedMatches',
  myAllocations: 'GET /api/v3/myAllocations',
  'order.amendments': 'GET /api/v3/order/amendments',
  'orderList.status': 'GET /api/v3/orderList',
  allOrderLists: 'GET /api/v3/allOrderList',
  'openOrderLists.status': 'GET /api/v3/openOrderList',

  'order.test': 'POST /api/v3/order/test',
  'order.place': 'POST /api/v3/order',
  'order.cancel': 'DELETE /api/v3/order',
  'order.cancelReplace': 'POST /api/v3/order/cancelReplace',
  'order.amend.keepPriority': 'PUT /api/v3/order/amend/keepPriority',
  'openOrders.cancelAll': 'DELETE /api/v3/openOrders',
  /** Deprecated, as `POST /api/v3/order/oco`. */
  'orderList.place': 'POST /api/v3/order/oco',
  'orderList.place.oco': 'POST /api/v3/orderList/oco',
  'orderList.place.oto': 'POST /api/v3/orderList/oto',
  'orderList.place.otoco': 'POST /api/v3/orderList/otoco',
  'orderList.cancel': 'DELETE /api/v3/orderList',

  'userDataStream.start': 'POST /api/v3/userDataStream',
  'userDataStream.ping': 'PUT /api/v3/userDataStream',
  'userDataStream.stop': 'DELETE /api/v3/userDataStream',
};
