import type { FuturesMarketData } from '../../venue/futures-market-data';
import type { MarketStream } from '../../venue/streams/market-stream';

/** What the market service needs of a futures family's client: its symbols' ticks and public market data. */
export interface FuturesMarketClient extends Pick<FuturesMarketData, 'depth' | 'aggTrades' | 'klines'> {
  exchangeInfo(): Promise<{
    readonly symbols: readonly { readonly symbol: string; readonly filters: readonly object[] }[];
  }>;
}

/** A futures family's market: its REST client and its market stream (`/fstream`, `/dstream`). */
export interface FuturesMarketSource {
  readonly client: FuturesMarketClient;
  readonly stream: MarketStream;
}

export const futuresMarketNames = { usdm: 'USD-M', coinm: 'COIN-M' } as const;

/**
 * A contract's tick and step from its PRICE_FILTER and LOT_SIZE, as a futures exchangeInfo lists
 * them ('' where it has none); undefined when the family does not list the contract.
 */
export function futuresPrecisionOf(
  info: Awaited<ReturnType<FuturesMarketClient['exchangeInfo']>>,
  symbol: string,
): { readonly tickSize: string; readonly stepSize: string } | undefined {
  const entry = info.symbols.find((s) => s.symbol === symbol);
  if (!entry) return undefined;
  let tickSize = '';
  let stepSize = '';
  for (const filter of entry.filters as readonly {
    filterType?: string;
    tickSize?: string;
    stepSize?: string;
  }[]) {
    if (filter.filterType === 'PRICE_FILTER') tickSize = filter.tickSize ?? '';
    if (filter.filterType === 'LOT_SIZE') stepSize = filter.stepSize ?? '';
  }
  return { tickSize, stepSize };
}

/** A symbol's tick size from its PRICE_FILTER, as a futures exchangeInfo lists it. */
export function futuresTickOf(
  info: Awaited<ReturnType<FuturesMarketClient['exchangeInfo']>>,
  symbol: string,
): string | undefined {
  return futuresPrecisionOf(info, symbol)?.tickSize;
}
