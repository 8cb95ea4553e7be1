import type { KlineBuckets, KlineRow } from '@shared/market/klines';
import { fromFixed } from '../engine/fixed';
import { firstBarAtOrAfter, type BarList, type BarSums } from '../engine/minute-bars';

const ZERO = fromFixed(0n);

/**
 * Kline rows for `opens` (oldest first) from minute bars: the same rows `aggregateKlines` makes
 * from the trades. An empty bucket is priced at the close before it: the last bar's, or
 * `previousPrice` (the trade before the first bucket) when no bar is older.
 */
export function barKlines(
  bars: BarList,
  opens: readonly number[],
  buckets: KlineBuckets,
  previousPrice: bigint | undefined,
): KlineRow[] {
  return opens.map((open): KlineRow => {
    const close = buckets.closeOf(open);
    const from = firstBarAtOrAfter(bars, open);
    const to = firstBarAtOrAfter(bars, close + 1);
    if (from === to) {
      const previous = fromFixed(from > 0 ? bars.at(from - 1).c : (previousPrice ?? 0n));
      return [open, previous, previous, previous, previous, ZERO, close, ZERO, 0, ZERO, ZERO, '0'];
    }
    const sums = bars.sum(from, to) as BarSums;
    return [
      open,
      fromFixed(bars.at(from).o),
      fromFixed(sums.h),
      fromFixed(sums.l),
      fromFixed(sums.c),
      fromFixed(sums.v),
      close,
      fromFixed(sums.q),
      sums.n,
      fromFixed(sums.takerV),
      fromFixed(sums.takerQ),
      '0',
    ];
  });
}
