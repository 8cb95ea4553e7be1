import { firstAtOrAfter } from '@shared/market/klines';
import { Dec } from './decimal';
import type { PriceSample } from './tape';

/** The premium P = (mark − index) / index of one observation (0 when the index is 0). */
export function premium(mark: Dec, index: Dec): Dec {
  return index.isZero() ? new Dec(0) : mark.minus(index).dividedBy(index);
}

/** The premiums of one period's samples up to `through`, summed in time order. */
interface Fold {
  readonly start: number;
  readonly end: number;
  /** The time of the first sample folded: when the list no longer holds it, the fold starts again. */
  first: number;
  /** The time of the last sample folded; every sample up to it is in `sum`. */
  through: number;
  sum: Dec;
  count: number;
}

/** One fold per sample list (a symbol's); a list replaced, as by a restore, starts its own. */
const folds = new WeakMap<readonly PriceSample[], Fold>();

/**
 * The sum and count of the premiums of the samples in (start, min(end, now)], added in time order from
 * zero, so the same digits as summing them all again, but each sample is added once per period: the
 * mark price stream asks every second, and an 8-hour period holds ~115,000 samples. The newest sample
 * is added on every call and folded in only once a later one follows it, because a sample in the same
 * millisecond replaces it.
 */
export function premiumSum(
  samples: readonly PriceSample[],
  start: number,
  end: number,
  now: number,
): { sum: Dec; count: number } {
  const limit = Math.min(end, now);
  let fold = folds.get(samples);
  const stale =
    !fold ||
    fold.start !== start ||
    fold.end !== end ||
    fold.through > limit ||
    (fold.count > 0 && (samples[0]?.time ?? Infinity) > fold.first);
  if (!fold || stale) {
    fold = { start, end, first: start, through: start, sum: new Dec(0), count: 0 };
    folds.set(samples, fold);
  }
  let next = firstAtOrAfter(samples, fold.through + 1);
  const newest = samples.length - 1;
  for (; next < newest; next += 1) {
    const sample = samples[next]!;
    if (sample.time > limit) break;
    if (fold.count === 0) fold.first = sample.time;
    fold.sum = fold.sum.plus(premium(sample.mark, sample.index));
    fold.count += 1;
    fold.through = sample.time;
  }
  const last = samples[next];
  if (next === newest && last && last.time <= limit)
    return { sum: fold.sum.plus(premium(last.mark, last.index)), count: fold.count + 1 };
  return { sum: fold.sum, count: fold.count };
}
