import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ArgsOf, TerminalApi } from '../../../shared/ipc/contract';
import type { OrderListView, OrderView } from '../../../shared/ipc/orders';
import { useTerminal } from './terminal-context';

/** Query factories of the orders domain. */
export const ordersQueries = {
  all: () => ['orders'] as const,
  open: (terminal: TerminalApi) =>
    queryOptions({
      queryKey: [...ordersQueries.all(), 'open'] as const,
      queryFn: () => terminal.orders.open({}),
    }),
  openLists: (terminal: TerminalApi) =>
    queryOptions({
      queryKey: [...ordersQueries.all(), 'openLists'] as const,
      queryFn: () => terminal.orders.openLists(),
    }),
  history: (terminal: TerminalApi, args: ArgsOf<'tt:orders:history'>) =>
    queryOptions({
      queryKey: [...ordersQueries.all(), 'history', args] as const,
      queryFn: () => terminal.orders.history(args),
    }),
  listHistory: (terminal: TerminalApi, args: ArgsOf<'tt:orders:listHistory'>) =>
    queryOptions({
      queryKey: [...ordersQueries.all(), 'listHistory', args] as const,
      queryFn: () => terminal.orders.listHistory(args),
    }),
};

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

/** Main's order updates land in the open-order caches; history is refetched when next shown. */
export function syncOrdersEvents(terminal: TerminalApi, client: QueryClient) {
  const offOrders = terminal.orders.onUpdated(({ orders }) => {
    client.setQueryData(ordersQueries.open(terminal).queryKey, (current) =>
      mergeOpenOrders(current ?? [], orders),
    );
    void client.invalidateQueries({ queryKey: [...ordersQueries.all(), 'history'] });
  });
  const offLists = terminal.orders.onListsUpdated(({ lists }) => {
    client.setQueryData(ordersQueries.openLists(terminal).queryKey, (current) =>
      mergeOpenLists(current ?? [], lists),
    );
  });
  return () => {
    offOrders();
    offLists();
  };
}

/** A mutation on the orders domain that refreshes the open orders and lists afterwards. */
export function useOrdersMutation<A, R>(call: (terminal: TerminalApi, args: A) => Promise<R>) {
  const terminal = useTerminal();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: A) => call(terminal, args),
    onSettled: () => client.invalidateQueries({ queryKey: ordersQueries.all() }),
  });
}

export const usePlaceOrder = () =>
  useOrdersMutation((t, args: ArgsOf<'tt:orders:place'>) => t.orders.place(args));
export const usePlaceOco = () =>
  useOrdersMutation((t, args: ArgsOf<'tt:orders:placeOco'>) => t.orders.placeOco(args));
export const usePlaceOto = () =>
  useOrdersMutation((t, args: ArgsOf<'tt:orders:placeOto'>) => t.orders.placeOto(args));
export const usePlaceOtoco = () =>
  useOrdersMutation((t, args: ArgsOf<'tt:orders:placeOtoco'>) => t.orders.placeOtoco(args));
export const useCancelOrder = () =>
  useOrdersMutation((t, args: ArgsOf<'tt:orders:cancel'>) => t.orders.cancel(args));
export const useCancelAll = () => useOrdersMutation((t, symbol: string) => t.orders.cancelAll({ symbol }));
export const useCancelList = () =>
  useOrdersMutation((t, args: ArgsOf<'tt:orders:cancelList'>) => t.orders.cancelList(args));
export const useCancelReplace = () =>
  useOrdersMutation((t, args: ArgsOf<'tt:orders:cancelReplace'>) => t.orders.cancelReplace(args));
export const useAmendOrder = () =>
  useOrdersMutation((t, args: ArgsOf<'tt:orders:amend'>) => t.orders.amend(args));
