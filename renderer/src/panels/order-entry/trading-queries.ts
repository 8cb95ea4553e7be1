import { useQuery } from '@tanstack/react-query';
import type { SymbolInfo } from '@shared/api/spot/exchange-info';
import { marketQueries } from '../../api/market-queries';
import { useTerminal } from '../../api/terminal-context';
import { useTickers } from '../../api/use-tickers';

const bySymbol = (infos: SymbolInfo[]) => new Map(infos.map((info) => [info.symbol, info]));

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

/**
 * The symbol's last traded price, as the ticker stream tells it (the REST snapshot until its first frame);
 * null until known, or with no symbol (then nothing is watched).
 */
export function useLastPrice(symbol: string | null): string | null {
  const { tickers } = useTickers(symbol !== null);
  return (symbol && tickers.data?.get(symbol)?.lastPrice) || null;
}
