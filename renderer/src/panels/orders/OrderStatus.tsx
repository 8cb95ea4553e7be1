import { describeError } from '@shared/ipc/errors';
import { spotOrderWhat, statusWithName } from '@shared/ipc/order-words';
import type { OrderView } from '@shared/ipc/orders';
import { orderSizeText } from './order-size';
import { StatusWords } from './status-words';

/** An order's state in a trader's words, the venue's name after it; UNKNOWN says plainly that the venue's answer was lost and is being reconciled. */
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
  return (
    <span className={`order-status status-${order.status.toLowerCase()}`}>
      <StatusWords status={order.status} />
    </span>
  );
}

/**
 * What happened to a placed order, in a sentence ("Limit buy 0.00500 BTCUSDT: Open (NEW), order 466."): its size on the symbol's step (`stepSize`), as the
 * order tables show it, or a quote size as its exact amount.
 */
export function describeOutcome(order: OrderView, stepSize: string): string {
  const size = orderSizeText(order.origQty, order.origQuoteOrderQty, stepSize);
  const what = spotOrderWhat(order.type, order.side, size, order.symbol);
  if (order.status === 'UNKNOWN')
    return `${what}: the venue's answer was lost${
      order.problem ? ` (${describeError(order.problem)})` : ''
    }. The order is shown as UNKNOWN until the terminal has asked the venue what became of it.`;
  if (order.status === 'REJECTED' || order.status === 'EXPIRED')
    return `${what}: ${statusWithName(order.status)}${order.problem ? ` — ${describeError(order.problem)}` : ''}.`;
  return `${what}: ${statusWithName(order.status)}${order.orderId === null ? '' : `, order ${order.orderId}`}.`;
}
