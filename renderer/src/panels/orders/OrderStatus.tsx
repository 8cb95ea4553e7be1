import { describeError } from '@shared/ipc/errors';
import type { OrderView } from '@shared/ipc/orders';

/** An order's state; UNKNOWN says plainly that the venue's answer was lost and is being reconciled. */
export function OrderStatus({ order }: { order: OrderView }) {
  if (order.status === 'UNKNOWN')
    return (
      <span
        className="order-status status-unknown"
        title={order.problem ? describeError(order.problem) : undefined}
      >
        UNKNOWN — answer lost, reconciling
      </span>
    );
  if (order.status === 'SENDING') return <span className="order-status status-sending">SENDING…</span>;
  return <span className={`order-status status-${order.status.toLowerCase()}`}>{order.status}</span>;
}

/** What happened to a placed order, in a sentence. */
export function describeOutcome(order: OrderView): string {
  const what = `${order.side} ${order.type} ${order.origQty || order.origQuoteOrderQty} ${order.symbol}`;
  if (order.status === 'UNKNOWN')
    return `${what}: the venue's answer was lost${
      order.problem ? ` (${describeError(order.problem)})` : ''
    }. The order is shown as UNKNOWN until the terminal has asked the venue what became of it.`;
  if (order.status === 'REJECTED' || order.status === 'EXPIRED')
    return `${what}: ${order.status}${order.problem ? ` — ${describeError(order.problem)}` : ''}.`;
  return `${what}: ${order.status}${order.orderId === null ? '' : ` (order ${order.orderId})`}.`;
}
