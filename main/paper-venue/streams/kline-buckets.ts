import { klineBuckets } from '../../../shared/market/klines/intervals';
import type { KlineInterval } from './stream-names';

/**
 * The [open, close] times (UTC epoch ms, close = next open − 1) of the kline holding `time`, with
 * buckets following the local time `offsetMs` ahead of UTC.
 */
export function klineBucket(
  interval: KlineInterval,
  time: number,
  offsetMs = 0,
): { open: number; close: number } {
  const buckets = klineBuckets(interval, offsetMs / 60_000);
  const open = buckets.openOf(time);
  return { open, close: buckets.closeOf(open) };
}
