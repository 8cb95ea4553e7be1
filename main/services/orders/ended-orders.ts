import type { OrderView } from '@shared/ipc/orders';
import type { OrderRef } from './order-store';

interface Entry {
  readonly view: OrderView;
  readonly seq: number;
}

const byIdKey = (symbol: string, orderId: number) => `${symbol} ${orderId}`;
const byClientKey = (symbol: string, clientOrderId: string) => `${symbol} ${clientOrderId}`;

/**
 * The last `kept` orders that ended, found by order id or client order id without a scan (each
 * order's every update looks here). Remembering an order again replaces its entry; past `kept`, the
 * oldest goes.
 */
export function createEndedOrders(kept: number) {
  let seq = 0;
  /** In the order remembered, oldest first. */
  const entries = new Set<Entry>();
  const byId = new Map<string, Entry>();
  const byClient = new Map<string, Entry>();

  const candidates = (ref: OrderRef): [Entry | undefined, Entry | undefined] => [
    ref.orderId != null ? byId.get(byIdKey(ref.symbol, ref.orderId)) : undefined,
    ref.clientOrderId !== undefined ? byClient.get(byClientKey(ref.symbol, ref.clientOrderId)) : undefined,
  ];

  const forget = (entry: Entry) => {
    entries.delete(entry);
    const { symbol, orderId, clientOrderId } = entry.view;
    if (orderId != null && byId.get(byIdKey(symbol, orderId)) === entry)
      byId.delete(byIdKey(symbol, orderId));
    if (byClient.get(byClientKey(symbol, clientOrderId)) === entry)
      byClient.delete(byClientKey(symbol, clientOrderId));
  };

  return {
    /** The latest ended order that is `ref` by either id. */
    last(ref: OrderRef): OrderView | undefined {
      const [a, b] = candidates(ref);
      if (a && b) return (a.seq > b.seq ? a : b).view;
      return (a ?? b)?.view;
    },
    remember(view: OrderView): void {
      const [a, b] = candidates(view);
      const previous = a && b ? (a.seq < b.seq ? a : b) : (a ?? b);
      if (previous) forget(previous);
      const entry = { view, seq: seq++ };
      entries.add(entry);
      if (view.orderId != null) byId.set(byIdKey(view.symbol, view.orderId), entry);
      byClient.set(byClientKey(view.symbol, view.clientOrderId), entry);
      if (entries.size > kept) forget(entries.values().next().value!);
    },
    clear(): void {
      entries.clear();
      byId.clear();
      byClient.clear();
    },
    get size(): number {
      return entries.size;
    },
  };
}
