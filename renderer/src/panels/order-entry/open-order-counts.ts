import { useQuery } from '@tanstack/react-query';
import type { OrderView } from '@shared/ipc/orders';
import { STOP_TYPES, isIceberg, type OpenOrderCounts } from '@shared/market/filters';
import { ordersQueries } from '../../api/orders-queries';
import { useTerminal } from '../../api/terminal-context';

/**
 * The account's open orders counted as the venue's count filters count them (MAX_NUM_ORDERS, its
 * algo and iceberg kinds, on the symbol and on the exchange). Orders still being sent count too:
 * the venue will hold them by the time a new order arrives.
 */
export function countOpenOrders(orders: readonly OrderView[], symbol: string): OpenOrderCounts {
  const counts = {
    symbol: 0,
    symbolAlgo: 0,
    symbolIceberg: 0,
    exchange: 0,
    exchangeAlgo: 0,
    exchangeIceberg: 0,
  };
  for (const order of orders) {
    const algo = STOP_TYPES.has(order.type);
    const iceberg = isIceberg({
      side: order.side,
      type: order.type,
      icebergQty: order.icebergQty ?? undefined,
    });
    counts.exchange += 1;
    if (algo) counts.exchangeAlgo += 1;
    if (iceberg) counts.exchangeIceberg += 1;
    if (order.symbol !== symbol) continue;
    counts.symbol += 1;
    if (algo) counts.symbolAlgo += 1;
    if (iceberg) counts.symbolIceberg += 1;
  }
  return counts;
}

/** The counts for `symbol` from the open orders main keeps current; undefined until they load. */
export function useOpenOrderCounts(symbol: string): OpenOrderCounts | undefined {
  const terminal = useTerminal();
  const open = useQuery(ordersQueries.open(terminal));
  return open.data && countOpenOrders(open.data, symbol);
}
