import { basisWalk } from './basis-walk';
import { Dec } from './decimal';
import { setMarkPrice } from './market-moves';
import type { FuturesState } from './state';

/** The spot price of a spot symbol (decimal string), or undefined where there is none. */
export type SpotPrice = (spotSymbol: string) => string | undefined;

/**
 * Ties every contract's mark to the spot market: each call reads the index (the spot price of the
 * contract's `indexSymbol`), moves the contract's basis walk one step and sets the mark to
 * index × (1 + basis), on the tick, through `setMarkPrice` (requote, fills, triggers,
 * liquidation). A contract whose index has no price keeps its mark.
 */
export function followIndex(state: FuturesState, spotPrice: SpotPrice): (now: number) => void {
  const walks = new Map(
    [...state.markets.keys()].map((symbol) => [symbol, basisWalk(state.seed, symbol)] as const),
  );
  let first = true;
  return (now) => {
    for (const [symbol, market] of state.markets) {
      const { spec } = market;
      const walk = walks.get(symbol)!;
      const bp = first ? walk.current() : walk.next();
      const index = spotPrice(spec.indexSymbol);
      if (index === undefined) continue;
      const tick = new Dec(spec.tickSize);
      const mark = new Dec(index)
        .times(new Dec(10_000).plus(bp))
        .dividedBy(10_000)
        .dividedBy(tick)
        .toDecimalPlaces(0, Dec.ROUND_HALF_UP)
        .times(tick);
      setMarkPrice(state, symbol, mark.toFixed(spec.pricePrecision), now, undefined, index);
    }
    first = false;
  };
}
