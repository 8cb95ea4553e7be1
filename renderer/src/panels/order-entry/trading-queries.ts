import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SymbolInfo } from '../../../../shared/api/spot/exchange-info';
import type { TerminalApi } from '../../../../shared/ipc/contract';
import { marketQueries } from '../../api/market-queries';
import { useTerminal } from '../../api/terminal-context';

const bySymbol = (infos: SymbolInfo[]) => new Map(infos.map((info) => [info.symbol, info]));

/** What the trading panes read from the market domain beyond the shared symbols query. */
export const tradingMarketQueries = {
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
  const query = useQuery({ ...marketQueries.symbols(terminal), select: bySymbol });
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
