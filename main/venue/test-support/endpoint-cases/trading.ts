import { limit, type EndpointCase } from './endpoint-case';

/** Orders, cancels, amends and order lists. */
export const tradingCases: EndpointCase[] = [
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
];
