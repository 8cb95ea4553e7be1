import type { SymbolPrecision } from '@shared/market/symbol-precision';

export interface SymbolFilter {
  /** What the trader typed: part of a symbol, or an asset. */
  readonly query: string;
  readonly favouritesOnly: boolean;
}

/**
 * The watchlist's rows: symbols matching the query by symbol or by base/quote asset, favourites first,
 * then alphabetical.
 */
export function filterSymbols(
  symbols: Iterable<SymbolPrecision>,
  favourites: readonly string[],
  { query, favouritesOnly }: SymbolFilter,
): SymbolPrecision[] {
  const needle = query
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
  const isFavourite = new Set(favourites);
  const rows: SymbolPrecision[] = [];
  for (const s of symbols) {
    if (favouritesOnly && !isFavourite.has(s.symbol)) continue;
    if (
      needle &&
      !s.symbol.includes(needle) &&
      !s.baseAsset.startsWith(needle) &&
      !s.quoteAsset.startsWith(needle)
    )
      continue;
    rows.push(s);
  }
  return rows.sort(
    (a, b) =>
      Number(isFavourite.has(b.symbol)) - Number(isFavourite.has(a.symbol)) ||
      (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0),
  );
}
