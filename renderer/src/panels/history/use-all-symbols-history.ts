import { useQueries } from '@tanstack/react-query';
import type { AccountTrade } from '@shared/api/spot/account';
import type { OrderView } from '@shared/ipc/orders';
import { accountQueries } from '../../api/account-queries';
import { ordersQueries } from '../../api/orders-queries';
import { useTerminal } from '../../api/terminal-context';
import { useSymbols } from '../../api/use-symbols';

interface Span {
  readonly startTime: number;
  readonly endTime: number;
}

export interface AllSymbolsHistory<Row> {
  readonly data: Row[] | undefined;
  readonly error: unknown;
  readonly isFetching: boolean;
}

/** One answer from many per-symbol queries: every row, oldest first, once each symbol has answered. */
function combine<Row>(
  results: readonly { data?: readonly Row[]; error: unknown; isFetching: boolean }[],
  timeOf: (row: Row) => number,
): AllSymbolsHistory<Row> {
  const error = results.find((r) => r.error)?.error ?? null;
  const complete = results.every((r) => r.data !== undefined);
  return {
    data: complete ? results.flatMap((r) => r.data ?? []).sort((a, b) => timeOf(a) - timeOf(b)) : undefined,
    error,
    isFetching: results.some((r) => r.isFetching),
  };
}

/**
 * The account's orders or trades on every symbol the venue lists, asked one symbol at a time (the
 * venue's allOrders and myTrades take one symbol each); main pages each symbol's window and meters the
 * weight. Each symbol's answer is its own cached query, so main's order updates fold into it as into
 * a one-symbol history. `notifyOnChangeProps` is the queries' own option: `[]` while the panel is
 * hidden, so a change draws nothing.
 */
export function useAllSymbolsHistory(
  what: 'orders',
  span: Span,
  enabled: boolean,
  notifyOnChangeProps?: [],
): AllSymbolsHistory<OrderView>;
export function useAllSymbolsHistory(
  what: 'trades',
  span: Span,
  enabled: boolean,
  notifyOnChangeProps?: [],
): AllSymbolsHistory<AccountTrade>;
export function useAllSymbolsHistory(
  what: 'orders' | 'trades',
  span: Span,
  enabled: boolean,
  notifyOnChangeProps?: [],
): AllSymbolsHistory<OrderView> | AllSymbolsHistory<AccountTrade> {
  const terminal = useTerminal();
  const symbols = [...(useSymbols().data?.keys() ?? [])];
  const orders = useQueries({
    queries: symbols.map((symbol) => ({
      ...ordersQueries.history(terminal, { symbol, ...span }),
      enabled: enabled && what === 'orders',
      notifyOnChangeProps,
    })),
    combine: (results) => combine<OrderView>(results, (o) => o.time),
  });
  const trades = useQueries({
    queries: symbols.map((symbol) => ({
      ...accountQueries.trades(terminal, { symbol, ...span }),
      enabled: enabled && what === 'trades',
      notifyOnChangeProps,
    })),
    combine: (results) => combine<AccountTrade>(results, (t) => t.time),
  });
  return what === 'orders' ? orders : trades;
}
