import { dec, type Dec } from '../decimal/decimal';

/** The step a market order's quantity keeps: MARKET_LOT_SIZE's, or LOT_SIZE's where it has none. */
export function marketStepOf(filters: readonly { readonly filterType: string }[]): string {
  let step = '1';
  for (const filter of filters) {
    const size = 'stepSize' in filter && typeof filter.stepSize === 'string' ? filter.stepSize : null;
    if (size === null) continue;
    // A MARKET_LOT_SIZE step of 0 (spot's "no market lot") leaves LOT_SIZE's
    if (filter.filterType === 'MARKET_LOT_SIZE' && !/^0*\.?0*$/.test(size)) return size;
    if (filter.filterType === 'LOT_SIZE') step = size;
  }
  return step;
}

/**
 * A TWAP's slices, in the order they go: the quantity in whole steps shared out so that no two slices
 * differ by more than one step (the later ones carry the steps left over), adding up to the quantity
 * exactly. Null when a slice would be less than one step, or the quantity is off the step.
 */
export function twapSlices(quantity: string, count: number, step: string): readonly string[] | null {
  const steps = dec(quantity).div(step);
  if (!steps.isInteger()) return null;
  const small = steps.divToInt(count);
  if (small.isZero()) return null;
  const larger = steps.minus(small.mul(count)).toNumber();
  const places = dec(step).decimalPlaces();
  const size = (n: Dec) => n.mul(step).toFixed(places);
  return Array.from({ length: count }, (_, i) => size(i < count - larger ? small : small.plus(1)));
}

/** When slice `index` (from 0) of a TWAP started at `startedAt` goes: evenly from the start to the end. */
export const sliceAt = (startedAt: number, durationSeconds: number, count: number, index: number): number =>
  startedAt + Math.round((index * durationSeconds * 1000) / (count - 1));
