import type { SymbolInfo } from '@shared/api/spot/exchange-info';
import type { FilterOf, SymbolFilterType } from '@shared/api/spot/filters';
import type { SymbolConfig } from '../engine';

/** The symbol's filter of that type, if it lists one. */
export function findFilter<T extends SymbolFilterType>(info: SymbolInfo, type: T): FilterOf<T> | undefined {
  return info.filters.find((f): f is FilterOf<T> => f.filterType === type);
}

function filterOf<T extends SymbolFilterType>(info: SymbolInfo, type: T): FilterOf<T> {
  const filter = findFilter(info, type);
  if (!filter) throw new Error(`${info.symbol} has no ${type} filter`);
  return filter;
}

/** What the engine needs of a listed symbol: its assets, tick, step and minimum quantity. */
export function engineSymbolConfig(info: SymbolInfo): SymbolConfig {
  const price = filterOf(info, 'PRICE_FILTER');
  const lot = filterOf(info, 'LOT_SIZE');
  return {
    symbol: info.symbol,
    baseAsset: info.baseAsset,
    quoteAsset: info.quoteAsset,
    tickSize: price.tickSize,
    stepSize: lot.stepSize,
    minQty: lot.minQty,
    amendAllowed: info.amendAllowed,
  };
}
