import type { BookSide } from './book-side';
import { formatScaled, parseScaledBig } from './scaled';

export interface GroupedLevel {
  readonly price: string;
  readonly quantity: string;
  /** Cumulative quantity from the best level through this one. */
  readonly total: string;
}

/**
 * The best `count` levels of a side grouped to `step` (a scaled price): bids fall to the step multiple
 * at or below, asks rise to the one at or above, so a group never looks better than its orders.
 * Walks from the best price only as far as it needs; sums are exact bigints.
 */
export function topGroupedLevels(
  side: BookSide,
  count: number,
  step: number,
  quantityScale: number,
): GroupedLevel[] {
  if (!Number.isSafeInteger(step) || step <= 0) throw new Error('the grouping step must be positive');
  const out: GroupedLevel[] = [];
  let groupPrice = -1;
  let groupQuantity = 0n;
  let total = 0n;
  const flush = () => {
    total += groupQuantity;
    out.push({
      price: formatScaled(groupPrice, side.scale),
      quantity: formatScaled(groupQuantity, quantityScale),
      total: formatScaled(total, quantityScale),
    });
  };
  for (let rank = 0; ; rank++) {
    const price = side.priceAt(rank);
    if (price === undefined) break;
    const remainder = price % step;
    const grouped = remainder === 0 ? price : side.isBid ? price - remainder : price - remainder + step;
    if (grouped !== groupPrice) {
      if (groupPrice >= 0) {
        flush();
        if (out.length === count) return out;
      }
      groupPrice = grouped;
      groupQuantity = 0n;
    }
    groupQuantity += parseScaledBig(side.quantityAt(price)!, quantityScale);
  }
  if (groupPrice >= 0) flush();
  return out;
}
