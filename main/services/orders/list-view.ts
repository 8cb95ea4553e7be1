import type { OrderListView, OrderView } from '@shared/ipc/orders';
import type { OrderStore } from './order-store';

export interface VenueListFields {
  readonly symbol: string;
  readonly orderListId: number;
  readonly listClientOrderId: string;
  readonly contingencyType: OrderListView['contingencyType'];
  readonly listStatusType: string;
  readonly listOrderStatus: string;
  readonly transactionTime: number;
  readonly orders: ReadonlyArray<{
    readonly symbol: string;
    readonly orderId: number;
    readonly clientOrderId: string;
  }>;
}

/** A stand-in for a list member the terminal has no report of (only its ids are known). */
const memberOnly = (list: VenueListFields, m: VenueListFields['orders'][number]): OrderView => ({
  symbol: m.symbol,
  clientOrderId: m.clientOrderId,
  orderId: m.orderId,
  orderListId: list.orderListId,
  side: 'BUY',
  type: 'LIMIT',
  timeInForce: null,
  price: '0',
  origQty: '0',
  executedQty: '0',
  cummulativeQuoteQty: '0',
  origQuoteOrderQty: '0',
  stopPrice: null,
  icebergQty: null,
  trailingDelta: null,
  status: list.listOrderStatus === 'ALL_DONE' ? 'EXPIRED' : 'NEW',
  selfTradePreventionMode: null,
  time: list.transactionTime,
  updateTime: list.transactionTime,
  workingTime: null,
  problem: null,
});

/** The list with its members in the venue's order, each as fully as the given reports or the store know it. */
export function listView(
  list: VenueListFields,
  reports: readonly OrderView[],
  store?: OrderStore,
): OrderListView {
  const orders = list.orders.map(
    (m) =>
      reports.find((r) => r.orderId === m.orderId) ??
      store?.find({ symbol: m.symbol, orderId: m.orderId, clientOrderId: m.clientOrderId }) ??
      memberOnly(list, m),
  );
  return {
    symbol: list.symbol,
    orderListId: list.orderListId,
    listClientOrderId: list.listClientOrderId,
    contingencyType: list.contingencyType,
    listStatusType: list.listStatusType,
    listOrderStatus: list.listOrderStatus,
    transactionTime: list.transactionTime,
    orders,
  };
}
