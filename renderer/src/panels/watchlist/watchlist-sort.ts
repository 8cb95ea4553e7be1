import Decimal from 'decimal.js';
import type { TickerView } from '@shared/ipc/market';
import type { SymbolPrecision } from '@shared/market/symbol-precision';

export type WatchlistSortKey = 'symbol' | 'change' | 'volume';

export interface WatchlistSort {
  readonly key: WatchlistSortKey;
  readonly descending: boolean;
}

/** Alphabetical until the trader picks a column. */
export const bySymbol: WatchlistSort = { key: 'symbol', descending: false };

/** A click on a column: the first sorts it (largest first for figures), the next reverses it. */
export function nextSort(current: WatchlistSort, key: WatchlistSortKey): WatchlistSort {
  if (current.key === key) return { key, descending: !current.descending };
  return { key, descending: key !== 'symbol' };
}

const figure = (ticker: TickerView | undefined, key: 'change' | 'volume') =>
  ticker === undefined
    ? undefined
    : new Decimal(key === 'change' ? ticker.priceChangePercent : ticker.quoteVolume);

/**
 * The rows in the trader's order, favourites still first: by symbol, 24 h change or quote volume
 * (compared exactly). Symbols without a ticker yet go last either way.
 */
export function sortRows(
  rows: readonly SymbolPrecision[],
  favourites: readonly string[],
  tickers: ReadonlyMap<string, TickerView> | undefined,
  sort: WatchlistSort,
): SymbolPrecision[] {
  const isFavourite = new Set(favourites);
  const sign = sort.descending ? -1 : 1;
  const compare = (a: SymbolPrecision, b: SymbolPrecision): number => {
    if (sort.key === 'symbol') return sign * (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0);
    const [x, y] = [figure(tickers?.get(a.symbol), sort.key), figure(tickers?.get(b.symbol), sort.key)];
    if (x === undefined || y === undefined) return Number(x === undefined) - Number(y === undefined);
    return sign * x.comparedTo(y) || (a.symbol < b.symbol ? -1 : 1);
  };
  return [...rows].sort(
    (a, b) => Number(isFavourite.has(b.symbol)) - Number(isFavourite.has(a.symbol)) || compare(a, b),
  );
}
