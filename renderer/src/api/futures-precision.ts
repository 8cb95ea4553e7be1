import type { FuturesSymbolView } from '@shared/ipc/futures';
import { precisionOf, type SymbolPrecision } from '@shared/market/symbol-precision';

/** A futures contract's tick and step, from its PRICE_FILTER and LOT_SIZE, in the spot panels' terms. */
export const futuresPrecisionOf = (view: FuturesSymbolView): SymbolPrecision => precisionOf(view);

export const futuresPrecisions = (views: FuturesSymbolView[]): ReadonlyMap<string, SymbolPrecision> =>
  new Map(views.map((view) => [view.symbol, futuresPrecisionOf(view)]));
