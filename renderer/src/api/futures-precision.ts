import type { FuturesSymbolView } from '@shared/ipc/futures';
import type { SymbolPrecision } from './symbol-filters';

/** A futures contract's tick and step, from its PRICE_FILTER and LOT_SIZE, in the spot panels' terms. */
export function futuresPrecisionOf(view: FuturesSymbolView): SymbolPrecision {
  let tickSize = '1';
  let stepSize = '1';
  for (const filter of view.filters) {
    if (filter.filterType === 'PRICE_FILTER') tickSize = filter.tickSize;
    else if (filter.filterType === 'LOT_SIZE') stepSize = filter.stepSize;
  }
  return {
    symbol: view.symbol,
    baseAsset: view.baseAsset,
    quoteAsset: view.quoteAsset,
    tickSize,
    stepSize,
  };
}

export const futuresPrecisions = (views: FuturesSymbolView[]): ReadonlyMap<string, SymbolPrecision> =>
  new Map(views.map((view) => [view.symbol, futuresPrecisionOf(view)]));
