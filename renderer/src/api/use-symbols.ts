import { useQuery } from '@tanstack/react-query';
import type { SymbolInfo } from '@shared/api/spot/exchange-info';
import { marketQueries } from './market-queries';
import { precisionOf, type SymbolPrecision } from './symbol-filters';
import { useTerminal } from './terminal-context';

const toPrecisions = (infos: SymbolInfo[]): ReadonlyMap<string, SymbolPrecision> =>
  new Map(infos.map((info) => [info.symbol, precisionOf(info)]));

/** Every symbol of the venue with its tick and step, by symbol. */
export function useSymbols() {
  const terminal = useTerminal();
  return useQuery({ ...marketQueries.symbols(terminal), select: toPrecisions });
}

/** One symbol's tick and step, once the symbols are known. */
export function useSymbolPrecision(symbol: string | null): SymbolPrecision | undefined {
  const symbols = useSymbols();
  return symbol === null ? undefined : symbols.data?.get(symbol);
}
