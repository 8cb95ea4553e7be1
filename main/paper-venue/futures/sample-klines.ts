import Decimal from 'decimal.js';
import { firstAtOrAfter, klineBuckets, selectKlineOpens, type KlineRow } from '@shared/market/klines';
import type { Dec } from './decimal';
import type { FuturesKlineQuery } from './kline-views';
import type { PriceSample } from './tape';

/** As the spot klines write a price: 8 places, through the shared decimal type. */
const eightPlaces = (value: Dec) => new Decimal(value.toFixed()).toFixed(8);

/**
 * Klines of recorded mark or index prices: OHLC of the samples in each bucket, the volumes zero and
 * the count the number of samples; a bucket without one repeats the previous close. Only the samples
 * of the buckets asked for are read, and compared as they are, so a request costs the samples in its
 * window rather than a string per sample ever recorded.
 */
export function sampleKlines(
  samples: readonly PriceSample[],
  which: 'mark' | 'index',
  query: FuturesKlineQuery,
): KlineRow[] {
  const first = samples[0];
  if (!first || query.limit <= 0) return [];
  const buckets = klineBuckets(query.interval, 0);
  return selectKlineOpens(query, first.time).map((open): KlineRow => {
    const close = buckets.closeOf(open);
    const from = firstAtOrAfter(samples, open);
    const to = firstAtOrAfter(samples, close + 1);
    if (from === to) {
      const previous = eightPlaces(samples[from - 1]![which]);
      return [open, previous, previous, previous, previous, '0', close, '0', 0, '0', '0', '0'];
    }
    let high = samples[from]![which];
    let low = high;
    for (let i = from + 1; i < to; i += 1) {
      const price = samples[i]![which];
      if (price.greaterThan(high)) high = price;
      if (price.lessThan(low)) low = price;
    }
    const [o, h, l, c] = [samples[from]![which], high, low, samples[to - 1]![which]].map(eightPlaces);
    return [open, o!, h!, l!, c!, '0', close, '0', to - from, '0', '0', '0'];
  });
}
