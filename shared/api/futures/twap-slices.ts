import { dec } from '../../decimal/decimal';
import { roundToStep } from '../../decimal/step';
import type { FuturesFilter } from './exchange-info';

/** The step a market order's quantity keeps: MARKET_LOT_SIZE's, or LOT_SIZE's where it has none. */
export function marketStepOf(filters: readonly FuturesFilter[]): string {
  let step = '1';
  for (const filter of filters) {
    if (filter.filterType === 'MARKET_LOT_SIZE') return filter.stepSize;
    if (filter.filterType === 'LOT_SIZE') step = filter.stepSize;
  }
  return step;
}

/**
 * A TWAP's slices: `count` orders of `each` (the quantity over the count, down to the step), the last
 * carrying what the step leaves over, so that they add up to the quantity exactly. Null when one
 * step each is more than the quantity holds.
 */
export function twapSlices(
  quantity: string,
  count: number,
  step: string,
): { readonly each: string; readonly last: string } | null {
  const each = roundToStep(dec(quantity).div(count), step, 'floor');
  if (dec(each).isZero()) return null;
  const last = dec(quantity).minus(dec(each).mul(count - 1));
  return { each, last: last.toFixed(Math.max(dec(step).decimalPlaces(), last.decimalPlaces())) };
}

/** When slice `index` (from 0) of a TWAP started at `startedAt` goes: evenly from the start to the end. */
export const sliceAt = (startedAt: number, durationSeconds: number, count: number, index: number): number =>
  startedAt + Math.round((index * durationSeconds * 1000) / (count - 1));
