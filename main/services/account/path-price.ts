import { dec, type Dec } from '@shared/decimal/decimal';
import type { PriceLeg } from './price-paths';

/** The price of a path from each leg's price, or null when a leg has none (or a zero one). */
export function pathPrice(
  path: readonly PriceLeg[],
  priceOf: (symbol: string) => string | undefined,
): Dec | null {
  let price = dec('1');
  for (const leg of path) {
    const p = priceOf(leg.symbol);
    if (p === undefined || dec(p).isZero()) return null;
    price = leg.invert ? price.div(p) : price.times(p);
  }
  return price;
}
