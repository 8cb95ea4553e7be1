import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ArgsOf, TerminalApi } from '@shared/ipc/contract';
import type { OrderListView, OrderView } from '@shared/ipc/orders';
import { dec } from '@shared/decimal/decimal';
import type { TwapView } from '@shared/ipc/twap';
import type { ChaseView } from '@shared/ipc/chase';
import { mergeById } from './merge-by-id';
import { accountQueries } from './account-queries';
import { keptCurrentByPushes, queryDomain } from './query-domain';
import { useTerminal } from './terminal-context';
import { request } from './terminal-request';

/** Query factories of the orders domain. */
export const ordersQueries = queryDomain('orders', (query) => ({
  open: (terminal: TerminalApi) => query(['open'], () => terminal.orders.open({})),
  openLists: (terminal: TerminalApi) => query(['openLists'], () => terminal.orders.openLists()),
  /** Main's order pushes fold into every loaded history (syncOrdersEvents). */
  history: (terminal: TerminalApi, args: ArgsOf<'tt:orders:history'>) =>
    query(['history', args], () => terminal.orders.history(args), keptCurrentByPushes),
  listHistory: (terminal: TerminalApi, args: ArgsOf<'tt:orders:listHistory'>) =>
    query(['listHistory', args], () => terminal.orders.listHistory(args)),
  /** The spot TWAPs main keeps; their changes come as `tt:orders:twapUpdated` (syncOrdersEvents). */
  twaps: (terminal: TerminalApi) => query(['twaps'], () => terminal.orders.twaps({}), keptCurrentByPushes),
  /** The spot chases main keeps; their changes come as `tt:orders:chaseUpdated` (syncOrdersEvents). */
  chases: (terminal: TerminalApi) => query(['chases'], () => terminal.orders.chases({}), keptCurrentByPushes),
}));

const isOpen = (o: OrderView) =>
  o.status === 'NEW' ||
  o.status === 'PARTIALLY_FILLED' ||
  o.status === 'PENDING_NEW' ||
  o.status === 'PENDING_CANCEL' ||
  o.status === 'SENDING' ||
  o.status === 'UNKNOWN';

/** Folds changed orders into the open-orders list: replaced by client id, dropped once closed. */
export function mergeOpenOrders(current: readonly OrderView[], changed: readonly OrderView[]): OrderView[] {
  const byId = new Map(current.map((o) => [o.clientOrderId, o]));
  for (const order of changed) {
    if (isOpen(order)) byId.set(order.clientOrderId, order);
    else byId.delete(order.clientOrderId);
  }
  return [...byId.values()];
}

const listIsOpen = (l: OrderListView) => l.listOrderStatus !== 'ALL_DONE' && l.listStatusType !== 'ALL_DONE';

export function mergeOpenLists(
  current: readonly OrderListView[],
  changed: readonly OrderListView[],
): OrderListView[] {
  const byId = new Map(current.map((l) => [l.listClientOrderId, l]));
  for (const list of changed) {
    if (listIsOpen(list)) byId.set(list.listClientOrderId, list);
    else byId.delete(list.listClientOrderId);
  }
  return [...byId.values()];
}

/** How many orders the venue's allOrders answers without a limit (main pages longer ranges to it too). */
const historyLimit = 500;

/**
 * Folds changed orders into a loaded history (the venue's allOrders for a window that ends now): an
 * order already there is replaced, one the venue has numbered since (on the history's symbol, created
 * in its window) is appended while the history holds fewer than its limit, as the venue lists them:
 * oldest first, the first `limit`. Orders the venue has not numbered (sending, refused before sending)
 * are not in its history.
 */
export function mergeOrderHistory(
  current: readonly OrderView[],
  changed: readonly OrderView[],
  args: ArgsOf<'tt:orders:history'>,
): readonly OrderView[] {
  let merged: OrderView[] | undefined;
  for (const order of changed) {
    if (order.orderId === null || order.symbol !== args.symbol) continue;
    if (args.fromOrderId !== undefined && order.orderId < args.fromOrderId) continue;
    const rows = merged ?? current;
    const index = rows.findIndex((o) => o.orderId === order.orderId);
    if (index < 0 && args.startTime !== undefined && order.time < args.startTime) continue;
    if (index < 0 && rows.length >= (args.limit ?? historyLimit)) continue;
    merged ??= [...current];
    // A row keeps the time the venue gave it: an update's own stamp is when it changed, not when it was made.
    if (index < 0) merged.push(order);
    else merged[index] = { ...order, time: rows[index]!.time };
  }
  return merged ?? current;
}

/**
 * Main's order updates land in the caches: the open orders and lists, and every loaded order history
 * (no refetch: the update carries the orders). A fill marks the symbol's loaded trades stale, shown or
 * not, so they are asked for again when next shown.
 */
export function syncOrdersEvents(terminal: TerminalApi, client: QueryClient) {
  const historyKey = [...ordersQueries.all(), 'history'];
  const offOrders = terminal.orders.onUpdated(({ orders }) => {
    client.setQueryData(ordersQueries.open(terminal).queryKey, (current) =>
      mergeOpenOrders(current ?? [], orders),
    );
    for (const query of client.getQueryCache().findAll({ queryKey: historyKey })) {
      const args = query.queryKey[2] as ArgsOf<'tt:orders:history'>;
      client.setQueryData<readonly OrderView[]>(
        query.queryKey,
        (current) => current && mergeOrderHistory(current, orders, args),
      );
    }
    const filled = new Set(orders.filter((o) => dec(o.executedQty).gt(0)).map((o) => o.symbol));
    for (const symbol of filled)
      void client.invalidateQueries({ queryKey: [...accountQueries.all(), 'trades', { symbol }] });
  });
  const offLists = terminal.orders.onListsUpdated(({ lists }) => {
    client.setQueryData(ordersQueries.openLists(terminal).queryKey, (current) =>
      mergeOpenLists(current ?? [], lists),
    );
  });
  const offTwaps = terminal.orders.onTwapUpdated(({ twap }) => foldSpotTwap(terminal, client, twap));
  const offChases = terminal.orders.onChaseUpdated(({ chase }) => foldSpotChase(terminal, client, chase));
  return () => {
    offOrders();
    offLists();
    offTwaps();
    offChases();
  };
}

/** Folds a spot chase main answered or pushed into the chases. */
export const foldSpotChase = (terminal: TerminalApi, client: QueryClient, chase: ChaseView) =>
  client.setQueryData(ordersQueries.chases(terminal).queryKey, (current) => mergeById(current ?? [], chase));

/** Folds a spot TWAP main answered or pushed into the TWAPs: the newest change first. */
export const foldSpotTwap = (terminal: TerminalApi, client: QueryClient, twap: TwapView) =>
  client.setQueryData(ordersQueries.twaps(terminal).queryKey, (current) => mergeById(current ?? [], twap));

/**
 * A mutation on the orders domain that refreshes the open orders and lists afterwards. Not the order
 * histories: main's pushes keep them current (syncOrdersEvents), and refetching one would ask again for
 * its window as it was opened, which ends before the order just placed.
 */
export function useOrdersMutation<A, R>(call: (terminal: TerminalApi, args: A) => Promise<R>) {
  const terminal = useTerminal();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: A) => call(terminal, args),
    onSettled: () =>
      client.invalidateQueries({
        queryKey: ordersQueries.all(),
        predicate: (query) => query.queryKey[1] !== 'history',
      }),
  });
}

export const usePlaceOrder = () => useOrdersMutation(request('orders', 'place'));
export const usePlaceOco = () => useOrdersMutation(request('orders', 'placeOco'));
export const usePlaceOto = () => useOrdersMutation(request('orders', 'placeOto'));
export const usePlaceOtoco = () => useOrdersMutation(request('orders', 'placeOtoco'));
export const useCancelOrder = () => useOrdersMutation(request('orders', 'cancel'));
export const useCancelAll = () => useOrdersMutation((t, symbol: string) => t.orders.cancelAll({ symbol }));
export const useCancelList = () => useOrdersMutation(request('orders', 'cancelList'));
export const useCancelReplace = () => useOrdersMutation(request('orders', 'cancelReplace'));
export const useAmendOrder = () => useOrdersMutation(request('orders', 'amend'));
