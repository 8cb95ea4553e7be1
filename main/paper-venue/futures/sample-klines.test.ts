import { describe, expect, it } from 'vitest';
import { aggregateKlines } from '@shared/market/klines';
import { Dec } from './decimal';
import type { FuturesKlineQuery } from './kline-views';
import { sampleKlines } from './sample-klines';
import { seededIntegers } from './seeded-random';
import type { PriceSample } from './tape';

/** Every sample as a zero-volume trade through the spot aggregation, as the price klines were made before. */
function throughTrades(samples: readonly PriceSample[], which: 'mark' | 'index', query: FuturesKlineQuery) {
  const trades = samples.map((s) => ({
    time: s.time,
    price: s[which].toFixed(),
    qty: '0',
    quoteQty: '0',
    isBuyerMaker: false,
  }));
  return aggregateKlines(trades, { ...query, decimals: 8 }).map((row) => {
    const [open, o, h, l, c] = row;
    return [open, o, h, l, c, '0', row[6], '0', row[8], '0', '0', '0'];
  });
}

const MINUTE = 60_000;

describe('klines of recorded mark and index prices', () => {
  it('match the samples aggregated as trades, for any interval, window and limit', () => {
    const { between } = seededIntegers(11);
    const samples: PriceSample[] = [];
    let time = 1_760_000_000_000 + between(0, MINUTE);
    for (let i = 0; i < 4_000; i += 1) {
      // Bursts four a second, and gaps of minutes with no sample.
      time += between(0, 20) === 0 ? between(MINUTE, 6 * MINUTE) : between(1, 250);
      samples.push({
        time,
        mark: new Dec(`${between(64_000, 66_000)}.${between(0, 9)}`),
        index: new Dec(`${between(64_000, 66_000)}.${String(between(0, 999)).padStart(3, '0')}`),
      });
    }
    const last = samples.at(-1)!.time;
    const first = samples[0]!.time;
    for (let i = 0; i < 60; i += 1) {
      const interval = (['1m', '3m', '5m', '15m', '1h'] as const)[between(0, 4)]!;
      const query: FuturesKlineQuery = {
        interval,
        limit: between(1, 300),
        now: last + between(0, 10 * MINUTE),
        ...(between(0, 1) === 0 ? { startTime: between(first - 10 * MINUTE, last) } : {}),
        ...(between(0, 1) === 0 ? { endTime: between(first, last + MINUTE) } : {}),
      };
      for (const which of ['mark', 'index'] as const)
        expect(sampleKlines(samples, which, query)).toEqual(throughTrades(samples, which, query));
    }
  });

  it('gives nothing without samples or for a limit of 0', () => {
    const one: PriceSample[] = [{ time: MINUTE, mark: new Dec('1'), index: new Dec('1') }];
    expect(sampleKlines([], 'mark', { interval: '1m', limit: 10, now: MINUTE })).toEqual([]);
    expect(sampleKlines(one, 'mark', { interval: '1m', limit: 0, now: MINUTE })).toEqual([]);
  });
});
