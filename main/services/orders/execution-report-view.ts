import type { OrderView } from '@shared/ipc/orders';
import type { ExecutionReport } from '@shared/api/spot/user-data';
import { mergeVenueOrder } from './order-view';

/** The order's own client id: on a cancel `c` is the cancel request's id and `C` the order's. */
export const reportClientOrderId = (r: ExecutionReport): string =>
  r.C !== undefined && r.C !== null && r.C !== '' ? r.C : r.c;

/** An executionReport as the order's new view (its problem: the reject reason, when there is one). */
export function executionReportView(known: OrderView | undefined, r: ExecutionReport): OrderView {
  const rejected = r.X === 'REJECTED' || (r.r !== 'NONE' && r.r !== '');
  return mergeVenueOrder(
    known,
    {
      symbol: r.s,
      orderId: r.i,
      orderListId: r.g,
      clientOrderId: r.x === 'CANCELED' ? reportClientOrderId(r) : r.c,
      price: r.p,
      origQty: r.q,
      executedQty: r.z,
      cummulativeQuoteQty: r.Z,
      origQuoteOrderQty: r.Q,
      status: r.X,
      timeInForce: r.f,
      type: r.o,
      side: r.S,
      stopPrice: r.P,
      icebergQty: r.F,
      trailingDelta: r.d,
      selfTradePreventionMode: r.V,
      time: r.O,
      updateTime: r.T,
      workingTime: r.W ?? (r.w ? r.T : -1),
    },
    rejected ? { kind: 'venue', message: `rejected by the venue: ${r.r}` } : null,
  );
}
