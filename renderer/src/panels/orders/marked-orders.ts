import { dec } from '@shared/decimal/decimal';
import type { MoveOrderArgs, OrderView } from '@shared/ipc/orders';

/**
 * One of the trader's working orders as the ladder and the chart show it: where it sits (a limit at
 * its price, a stop at its trigger), how much is open, and its part in a list or position.
 */
export interface OrderMark {
  /** The client order id. */
  readonly id: string;
  readonly side: 'BUY' | 'SELL';
  readonly kind: 'limit' | 'stop';
  /** Waiting for its list's working order to fill (PENDING_NEW). */
  readonly pending: boolean;
  /** Its part in an OCO pair (an OCO, or an OTOCO's pending pair). */
  readonly role: 'take-profit' | 'stop-loss' | null;
  /** The price it is shown at. */
  readonly at: string;
  /** Dropped at `at` and not yet answered by the venue (see moves-in-flight). */
  readonly moving?: boolean;
  /** Quantity still open. */
  readonly remaining: string;
  /** A futures take profit or stop loss that closes the whole position, whatever its size. */
  readonly closesPosition?: boolean;
  /** Cannot be moved where it is drawn (cancelled there only). */
  readonly fixed?: boolean;
}

/** A spot open order's mark, with the order. */
export interface MarkedOrder extends OrderMark {
  readonly order: OrderView;
}

const stopTypes = new Set(['STOP_LOSS', 'STOP_LOSS_LIMIT', 'TAKE_PROFIT', 'TAKE_PROFIT_LIMIT']);
const open = (o: OrderView) =>
  o.status === 'NEW' || o.status === 'PARTIALLY_FILLED' || o.status === 'PENDING_NEW';

function roleOf(order: OrderView): MarkedOrder['role'] {
  if (order.orderListId === -1) return null;
  if (order.type.startsWith('STOP_LOSS')) return 'stop-loss';
  if (order.type === 'LIMIT_MAKER' || order.type.startsWith('TAKE_PROFIT')) return 'take-profit';
  return null;
}

/** The open orders of one symbol that sit at a price (market orders never do). */
export function markOrders(orders: readonly OrderView[], symbol: string | null): MarkedOrder[] {
  const marked: MarkedOrder[] = [];
  for (const order of orders) {
    if (order.symbol !== symbol || !open(order)) continue;
    const stop = stopTypes.has(order.type);
    const at = stop ? order.stopPrice : order.price;
    if (at === null || !dec(at).gt(0)) continue;
    marked.push({
      id: order.clientOrderId,
      side: order.side,
      kind: stop ? 'stop' : 'limit',
      pending: order.status === 'PENDING_NEW',
      role: roleOf(order),
      at,
      remaining: dec(order.origQty).minus(order.executedQty).toFixed(),
      order,
    });
  }
  return marked;
}

/**
 * What moving an order to `price` changes: a limit's price; a stop market's trigger; a stop limit's
 * trigger, its limit price following by the same distance.
 */
export function moveTo(marked: MarkedOrder, price: string): MoveOrderArgs {
  if (marked.kind === 'limit') return { price };
  const { order } = marked;
  const hasLimit = order.type === 'STOP_LOSS_LIMIT' || order.type === 'TAKE_PROFIT_LIMIT';
  if (!hasLimit || order.stopPrice === null) return { stopPrice: price };
  const shift = dec(price).minus(order.stopPrice);
  return { stopPrice: price, price: dec(order.price).plus(shift).toFixed() };
}

/** The order in a few words: "Take profit · Sell 0.05", "Buy stop 0.01", "Pending Sell 0.02". */
export function describeMarked(marked: OrderMark, quantity: string): string {
  const role =
    marked.role === 'take-profit' ? 'Take profit · ' : marked.role === 'stop-loss' ? 'Stop loss · ' : '';
  const kind = marked.kind === 'stop' && marked.role === null ? ' stop' : '';
  const side = marked.side === 'BUY' ? 'Buy' : 'Sell';
  return `${marked.pending ? 'Pending ' : ''}${role}${side}${kind} ${quantity}`;
}
