import type { KlineInterval } from './stream-names';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const FIXED: Record<Exclude<KlineInterval, '1M'>, number> = {
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
  '1w': 7 * DAY,
};

/** 1970-01-01 was a Thursday; weeks open on Monday 00:00 (api-facts.md §7). */
const WEEK_ANCHOR = 4 * DAY;

/**
 * The [open, close] times (UTC epoch ms, close = next open − 1) of the kline holding `time`, with
 * buckets following the local time `offsetMs` ahead of UTC.
 */
export function klineBucket(
  interval: KlineInterval,
  time: number,
  offsetMs = 0,
): { open: number; close: number } {
  const local = time + offsetMs;
  if (interval === '1M') {
    const date = new Date(local);
    const open = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
    const next = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
    return { open: open - offsetMs, close: next - offsetMs - 1 };
  }
  const size = FIXED[interval];
  const anchor = interval === '1w' ? WEEK_ANCHOR : 0;
  const open = Math.floor((local - anchor) / size) * size + anchor;
  return { open: open - offsetMs, close: open + size - offsetMs - 1 };
}
