import type { SymbolInfo } from '@shared/api/spot/exchange-info';
import type { FuturesFilter } from '@shared/api/futures/exchange-info';

/** What formatting and the ladder need from a symbol's filters. */
export interface SymbolPrecision {
  readonly symbol: string;
  readonly baseAsset: string;
  readonly quoteAsset: string;
  readonly tickSize: string;
  readonly stepSize: string;
}

/** A spot symbol or a futures contract: both carry a PRICE_FILTER and a LOT_SIZE among their filters. */
interface FilteredSymbol {
  readonly symbol: string;
  readonly baseAsset: string;
  readonly quoteAsset: string;
  readonly filters: readonly (SymbolInfo['filters'][number] | FuturesFilter)[];
}

/** The tick and step from a PRICE_FILTER and a LOT_SIZE (a symbol without them trades in units). */
export function tickAndStepOf(
  filters: FilteredSymbol['filters'],
): Pick<SymbolPrecision, 'tickSize' | 'stepSize'> {
  let tickSize = '1';
  let stepSize = '1';
  for (const filter of filters) {
    if (filter.filterType === 'PRICE_FILTER') tickSize = filter.tickSize;
    else if (filter.filterType === 'LOT_SIZE') stepSize = filter.stepSize;
  }
  return { tickSize, stepSize };
}

/** The tick and step of a symbol, with its assets. */
export function precisionOf(info: FilteredSymbol): SymbolPrecision {
  return {
    symbol: info.symbol,
    baseAsset: info.baseAsset,
    quoteAsset: info.quoteAsset,
    ...tickAndStepOf(info.filters),
  };
}
