import type { OrderListView, OrderView } from '@shared/ipc/orders';
import { pagedByDay, type HistoryRange } from './history-window';
import { listView, type VenueListFields } from './list-view';
import type { OrderCore } from './order-core';
import { mergeVenueOrder } from './order-view';

/** allOrders and allOrderList, oldest first, a range longer than the venue's 24 hours paged by day. */
export function createOrderHistory(core: OrderCore) {
  return {
    async history(args: { symbol: string; fromOrderId?: number } & HistoryRange): Promise<OrderView[]> {
      const spot = await core.deps.spot();
      const { symbol, fromOrderId } = args;
      if (fromOrderId !== undefined) {
        const orders = await spot.allOrders({ symbol, orderId: fromOrderId, limit: args.limit });
        return orders.map((o) => mergeVenueOrder(undefined, o));
      }
      const orders = await pagedByDay(args, core.now(), (window) => spot.allOrders({ symbol, ...window }));
      return orders.map((o) => mergeVenueOrder(undefined, o));
    },

    async listHistory(args: { fromId?: number } & HistoryRange): Promise<OrderListView[]> {
      const spot = await core.deps.spot();
      const lists =
        args.fromId !== undefined
          ? await spot.allOrderLists({ fromId: args.fromId, limit: args.limit })
          : await pagedByDay(args, core.now(), (window) => spot.allOrderLists(window));
      return lists.map((l) => listView(l as VenueListFields, [], core.store));
    },
  };
}
