import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { OrderView } from '@shared/ipc/orders';
import { accountQueries } from '../../api/account-queries';
import { ordersQueries, useCancelOrder } from '../../api/orders-queries';
import { useTerminal } from '../../api/terminal-context';
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

/** The user's fills on one symbol (myTrades), asked for again after main reports one of its orders filling. */
export function useMyFills(symbol: string | null): readonly ChartFill[] {
  const terminal = useTerminal();
  const trades = useQuery({
    ...accountQueries.trades(terminal, { symbol: symbol ?? '' }),
    enabled: symbol !== null,
  });
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
