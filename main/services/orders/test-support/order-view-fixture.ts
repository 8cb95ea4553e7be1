import type { OrderView } from '@shared/ipc/orders';

/** A BTCUSDT limit order as main shows it, with the fields a test cares about given. */
export const orderViewFixture = (fields: Partial<OrderView>): OrderView => ({
  symbol: 'BTCUSDT',
  clientOrderId: 'fixture',
  orderId: null,
  orderListId: -1,
  side: 'BUY',
  type: 'LIMIT',
  timeInForce: 'GTC',
  price: '60000.00000000',
  origQty: '0.00100000',
  executedQty: '0.00000000',
  cummulativeQuoteQty: '0.00000000',
  origQuoteOrderQty: '0.00000000',
  stopPrice: null,
  icebergQty: null,
  trailingDelta: null,
  status: 'NEW',
  selfTradePreventionMode: null,
  time: 1_000,
  updateTime: 1_000,
  workingTime: null,
  problem: null,
  ...fields,
});
