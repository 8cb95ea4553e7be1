import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SymbolInfo } from '../../../../shared/api/spot/exchange-info';
import type { TerminalApi } from '../../../../shared/ipc/contract';
import { useTerminal } from '../../api/terminal-context';

/**
 * What the trading panes read from the market domain. Kept under their own keys: the market panes cache
 * the same requests in other shapes (a ticker map kept current by frames).
 */
export const tradingMarketQueries = {
  symbols: (terminal: TerminalApi) =>
    queryOptions({
      queryKey: ['trading', 'symbols'] as const,
      queryFn: async () => new Map((await terminal.market.symbols()).map((s) => [s.symbol, s])),
      staleTime: Infinity,
    }),
  lastPrices: (terminal: TerminalApi) =>
    queryOptions({
      queryKey: ['trading', 'lastPrices'] as const,
      queryFn: async () => new Map((await terminal.market.tickers()).map((t) => [t.symbol, t.lastPrice])),
      refetchInterval: 5_000,
    }),
};

export function useSymbolInfo(symbol: string | null): {
  symbols: ReadonlyMap<string, SymbolInfo> | undefined;
  info: SymbolInfo | undefined;
  error: unknown;
} {
  const terminal = useTerminal();
  const query = useQuery(tradingMarketQueries.symbols(terminal));
  return {
    symbols: query.data,
    info: symbol === null ? undefined : query.data?.get(symbol),
    error: query.error,
  };
}

/** The symbol's last traded price, refreshed every few seconds; null until known. */
export function useLastPrice(symbol: string | null): string | null {
  const terminal = useTerminal();
  const query = useQuery(tradingMarketQueries.lastPrices(terminal));
  return (symbol && query.data?.get(symbol)) || null;
}
