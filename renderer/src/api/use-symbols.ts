import { useQuery } from '@tanstack/react-query';
import type { SymbolInfo } from '@shared/api/spot/exchange-info';
import type { MarketKind } from '@shared/ipc/market';
import { futuresPrecisions } from './futures-precision';
import { futuresQueries } from './futures-queries';
import { marketQueries } from './market-queries';
import { precisionOf, type SymbolPrecision } from '@shared/market/symbol-precision';
import { useTerminal } from './terminal-context';

const toPrecisions = (infos: SymbolInfo[]): ReadonlyMap<string, SymbolPrecision> =>
  new Map(infos.map((info) => [info.symbol, precisionOf(info)]));

/** Every symbol of the venue with its tick and step, by symbol. */
export function useSymbols() {
  const terminal = useTerminal();
  return useQuery({ ...marketQueries.symbols(terminal), select: toPrecisions });
}

/** One symbol's tick and step, once the symbols are known: a spot symbol's, or a futures contract's. */
export function useSymbolPrecision(
  symbol: string | null,
  market: MarketKind = 'spot',
): SymbolPrecision | undefined {
  const terminal = useTerminal();
  const symbols = useSymbols();
  const family = market === 'spot' ? 'usdm' : market;
  const contracts = useQuery({
    ...futuresQueries.symbols(terminal, family),
    select: futuresPrecisions,
    enabled: market !== 'spot',
  });
  if (symbol === null) return undefined;
  return market === 'spot' ? symbols.data?.get(symbol) : contracts.data?.get(symbol);
}
