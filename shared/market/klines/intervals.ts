import type { KlineInterval } from '../../api/spot/enums';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
/** 1970-01-01 was a Thursday; weeks open on Monday 00:00, four days later. */
const FIRST_MONDAY = 4 * DAY;

/** Lengths of the intervals that have one; 1M follows the calendar. */
const FIXED_LENGTH_MS: Record<Exclude<KlineInterval, '1M'>, number> = {
  '1s': SECOND,
  '1m': MINUTE,
  '3m': 3 * MINUTE,
  '5m': 5 * MINUTE,
  '15m': 15 * MINUTE,
  '30m': 30 * MINUTE,
  '1h': HOUR,
  '2h': 2 * HOUR,
  '4h': 4 * HOUR,
  '6h': 6 * HOUR,
  '8h': 8 * HOUR,
  '12h': 12 * HOUR,
  '1d': DAY,
  '3d': 3 * DAY,
  '1w': WEEK,
};

const floorTo = (value: number, step: number, anchor = 0) =>
  Math.floor((value - anchor) / step) * step + anchor;

/** Start of the bucket holding local time `local` (ms, already shifted by the time zone). */
function localBucketOpen(interval: KlineInterval, local: number): number {
  if (interval === '1M') {
    const date = new Date(local);
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  }
  const length = FIXED_LENGTH_MS[interval];
  // 3d buckets are anchored at the epoch, 1w buckets at the first Monday after it.
  return floorTo(local, length, interval === '1w' ? FIRST_MONDAY : 0);
}

function localNextOpen(interval: KlineInterval, localOpen: number): number {
  if (interval === '1M') {
    const date = new Date(localOpen);
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
  }
  return localOpen + FIXED_LENGTH_MS[interval];
}

/**
 * Bucket boundaries of one interval in one time zone. Times in and out are UTC epoch ms;
 * the zone only moves where buckets start (a 1d kline at +08:00 opens at local midnight).
 */
export interface KlineBuckets {
  /** Open time of the bucket holding `time`. */
  openOf(time: number): number;
  /** Open time of the bucket after the one opening at `open`. */
  nextOpen(open: number): number;
  /** Open time of the bucket before the one opening at `open`. */
  previousOpen(open: number): number;
  /** Close time: the next bucket's open − 1 ms. */
  closeOf(open: number): number;
}

export function klineBuckets(interval: KlineInterval, offsetMinutes = 0): KlineBuckets {
  const shift = offsetMinutes * MINUTE;
  const openOf = (time: number) => localBucketOpen(interval, time + shift) - shift;
  const nextOpen = (open: number) => localNextOpen(interval, open + shift) - shift;
  return {
    openOf,
    nextOpen,
    previousOpen: (open) => openOf(open - 1),
    closeOf: (open) => nextOpen(open) - 1,
  };
}
