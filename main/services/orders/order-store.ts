import type { OrderListView, OrderView } from '@shared/ipc/orders';
import { createEndedOrders } from './ended-orders';
import { isFinal } from './order-view';

export interface OrderRef {
  readonly symbol: string;
  readonly orderId?: number | null;
  readonly clientOrderId?: string;
}

const endedKept = 1000;

/** Still awaiting the venue: kept through a REST resync, which cannot know about them yet. */
const inFlight = (o: OrderView) => o.status === 'SENDING' || o.status === 'UNKNOWN';

/**
 * An answer older than what is known: a placement answer arriving after the stream reported the fill,
 * any report of an order that has already ended, or a list's PENDING_NEW answer arriving after the
 * stream put the pending order on the book (both can carry the same time). In-flight orders take any
 * answer.
 */
export const isStale = (known: OrderView | undefined, incoming: OrderView): boolean =>
  known !== undefined &&
  !inFlight(known) &&
  ((isFinal(known.status) && !isFinal(incoming.status)) ||
    (known.status !== 'PENDING_NEW' && incoming.status === 'PENDING_NEW') ||
    incoming.updateTime < known.updateTime);

const sameOrder = (a: OrderRef, b: OrderRef) =>
  a.symbol === b.symbol &&
  ((a.orderId != null && a.orderId === b.orderId) ||
    (a.clientOrderId !== undefined && a.clientOrderId === b.clientOrderId));

/**
 * The open orders and order lists as the terminal knows them. `put` returns the previous view so the
 * caller can tell what changed; final orders leave the open set.
 */
export function createOrderStore() {
  const open: OrderView[] = [];
  const lists = new Map<string, OrderListView>();
  /** Orders that ended lately, so a late answer neither reopens them nor repeats their notice. */
  const ended = createEndedOrders(endedKept);

  const indexOf = (ref: OrderRef) => open.findIndex((o) => sameOrder(o, ref));

  return {
    find: (ref: OrderRef): OrderView | undefined => open[indexOf(ref)],
    /** The open order, or the last state of one that ended lately. */
    last: (ref: OrderRef): OrderView | undefined => open[indexOf(ref)] ?? ended.last(ref),
    open: (symbol?: string): OrderView[] => open.filter((o) => symbol === undefined || o.symbol === symbol),
    put(view: OrderView, previous: OrderRef = view): OrderView | undefined {
      let index = indexOf(previous);
      if (index < 0) index = indexOf(view);
      const before = index >= 0 ? open[index] : undefined;
      if (index >= 0) open.splice(index, 1);
      if (isFinal(view.status)) ended.remember(view);
      else open.push(view);
      return before;
    },
    /** A REST snapshot of the venue's open orders replaces everything but in-flight orders. */
    resync(venueOpen: readonly OrderView[], symbol?: string): OrderView[] {
      const removed: OrderView[] = [];
      for (let i = open.length - 1; i >= 0; i -= 1) {
        const order = open[i]!;
        if (symbol !== undefined && order.symbol !== symbol) continue;
        if (inFlight(order) || venueOpen.some((v) => sameOrder(v, order))) continue;
        removed.push(order);
        open.splice(i, 1);
      }
      for (const view of venueOpen) {
        const index = indexOf(view);
        if (index >= 0) open.splice(index, 1, view);
        else open.push(view);
      }
      return removed;
    },
    lists: (): OrderListView[] => [...lists.values()],
    findList: (symbol: string, orderListId: number): OrderListView | undefined =>
      [...lists.values()].find((l) => l.symbol === symbol && l.orderListId === orderListId),
    putList(list: OrderListView): void {
      if (list.listOrderStatus === 'ALL_DONE' || list.listOrderStatus === 'REJECT')
        lists.delete(list.listClientOrderId);
      else lists.set(list.listClientOrderId, list);
    },
    /** Another profile is active: nothing known of the previous one's orders still applies. */
    clear(): void {
      open.length = 0;
      ended.clear();
      lists.clear();
    },
    resyncLists(venueLists: readonly OrderListView[]): void {
      for (const [key, list] of lists) if (list.orderListId !== null) lists.delete(key);
      for (const list of venueLists) lists.set(list.listClientOrderId, list);
    },
  };
}

export type OrderStore = ReturnType<typeof createOrderStore>;
