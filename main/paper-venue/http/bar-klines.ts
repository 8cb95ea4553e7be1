import type { KlineBuckets, KlineRow } from '@shared/market/klines';
import { fromFixed } from '../engine/fixed';
import { firstBarAtOrAfter, type MinuteBar } from '../engine/minute-bars';

const ZERO = fromFixed(0n);

/**
 * Kline rows for `opens` (oldest first) from minute bars: the same rows `aggregateKlines` makes
 * from the trades. An empty bucket is priced at the close before it: the last bar's, or
 * `previousPrice` (the trade before the first bucket) when no bar is older.
 */
export function barKlines(
  bars: readonly MinuteBar[],
  opens: readonly number[],
  buckets: KlineBuckets,
  previousPrice: bigint | undefined,
): KlineRow[] {
  return opens.map((open): KlineRow => {
    const close = buckets.closeOf(open);
    const from = firstBarAtOrAfter(bars, open);
    const to = firstBarAtOrAfter(bars, close + 1);
    if (from === to) {
      const previous = fromFixed(from > 0 ? (bars[from - 1] as MinuteBar).c : (previousPrice ?? 0n));
      return [open, previous, previous, previous, previous, ZERO, close, ZERO, 0, ZERO, ZERO, '0'];
    }
    const first = bars[from] as MinuteBar;
    let { h, l } = first;
    let v = 0n;
    let q = 0n;
    let takerV = 0n;
    let takerQ = 0n;
    let n = 0;
    for (let index = from; index < to; index += 1) {
      const bar = bars[index] as MinuteBar;
      if (bar.h > h) h = bar.h;
      if (bar.l < l) l = bar.l;
      v += bar.v;
      q += bar.q;
      takerV += bar.takerV;
      takerQ += bar.takerQ;
      n += bar.n;
    }
    const last = bars[to - 1] as MinuteBar;
    return [
      open,
      fromFixed(first.o),
      fromFixed(h),
      fromFixed(l),
      fromFixed(last.c),
      fromFixed(v),
      close,
      fromFixed(q),
      n,
      fromFixed(takerV),
      fromFixed(takerQ),
      '0',
    ];
  });
}
