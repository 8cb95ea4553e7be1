import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { OrderView } from '@shared/ipc/orders';
import { accountQueries } from '../../api/account-queries';
import { ordersQueries, useCancelOrder } from '../../api/orders-queries';
import { useTerminal } from '../../api/terminal-context';
import { dec } from '@shared/decimal/decimal';
import type { ChartFill } from '../candles/CandlesPanel';
import { markOrders, type MarkedOrder } from './marked-orders';

const noOrders: readonly OrderView[] = [];

/** The user's open orders on one symbol as the ladder and chart mark them (limits, stops, list legs). */
export function useMyOpenOrders(symbol: string | null): readonly MarkedOrder[] {
  const terminal = useTerminal();
  const open = useQuery({ ...ordersQueries.open(terminal), enabled: symbol !== null });
  const orders = open.data ?? noOrders;
  return useMemo(() => markOrders(orders, symbol), [orders, symbol]);
}

/** Cancels one of the user's orders by the client order id the ladder knows it by. */
export function useCancelMyOrder(symbol: string | null): (clientOrderId: string) => void {
  const cancel = useCancelOrder();
  return (clientOrderId) => {
    if (symbol !== null) cancel.mutate({ order: { symbol, clientOrderId } });
  };
}

/** The user's fills on one symbol (myTrades), refetched as main reports orders filling. */
export function useMyFills(symbol: string | null): readonly ChartFill[] {
  const terminal = useTerminal();
  const client = useQueryClient();
  const options = accountQueries.trades(terminal, { symbol: symbol ?? '' });
  const trades = useQuery({ ...options, enabled: symbol !== null });
  const key = options.queryKey;
  useEffect(
    () =>
      terminal.orders.onUpdated(({ orders }) => {
        if (orders.some((o) => o.symbol === symbol && dec(o.executedQty).gt(0)))
          void client.invalidateQueries({ queryKey: key });
      }),
    // The key is rebuilt each render; the symbol names it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [terminal, client, symbol],
  );
  return useMemo(
    () =>
      (trades.data ?? []).map((t) => ({
        tradeId: String(t.id),
        side: t.isBuyer ? 'BUY' : 'SELL',
        price: t.price,
        quantity: t.qty,
        time: t.time,
      })),
    [trades.data],
  );
}
