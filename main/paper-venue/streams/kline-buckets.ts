import { klineBuckets, type KlineBuckets } from '@shared/market/klines/intervals';
import type { KlineInterval } from './stream-names';

/** One KlineBuckets per interval and offset: the history and every kline stream ask per trade. */
const known = new Map<string, KlineBuckets>();

/**
 * The [open, close] times (UTC epoch ms, close = next open − 1) of the kline holding `time`, with
 * buckets following the local time `offsetMs` ahead of UTC.
 */
export function klineBucket(
  interval: KlineInterval,
  time: number,
  offsetMs = 0,
): { open: number; close: number } {
  const key = `${interval}@${offsetMs}`;
  let buckets = known.get(key);
  if (!buckets) known.set(key, (buckets = klineBuckets(interval, offsetMs / 60_000)));
  const open = buckets.openOf(time);
  return { open, close: buckets.closeOf(open) };
}
