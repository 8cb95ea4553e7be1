import { describe, expect, it } from 'vitest';
import { klineInterval, type KlineInterval } from '../../api/spot/enums';
import { klineBuckets } from './intervals';

const utc = (text: string) => Date.parse(`${text}Z`);

/** Where the `interval` bucket holding the UTC time `at` opens, `offset` minutes east of UTC. */
const openAt = (interval: KlineInterval, offset: number, at: string) =>
  klineBuckets(interval, offset).openOf(utc(at));

describe('klineBuckets', () => {
  it('matches the docs sample: the 1w kline of 2017-07-05 opens Monday 07-03 and closes Sunday', () => {
    const week = klineBuckets('1w');
    const open = week.openOf(utc('2017-07-05T13:14:15.000'));
    expect(open).toBe(1499040000000);
    expect(week.closeOf(open)).toBe(1499644799999);
  });

  it('opens a week on Monday 00:00 even when the time is Monday 00:00 or Sunday 23:59:59.999', () => {
    const week = klineBuckets('1w');
    expect(week.openOf(utc('2024-01-01T00:00:00.000'))).toBe(utc('2024-01-01T00:00:00.000'));
    expect(week.openOf(utc('2024-01-07T23:59:59.999'))).toBe(utc('2024-01-01T00:00:00.000'));
    expect(week.openOf(utc('2024-01-08T00:00:00.000'))).toBe(utc('2024-01-08T00:00:00.000'));
  });

  it.each([
    ['1s', '2024-03-10T11:22:33.456', '2024-03-10T11:22:33.000', '2024-03-10T11:22:34.000'],
    ['1m', '2024-03-10T11:22:33.456', '2024-03-10T11:22:00.000', '2024-03-10T11:23:00.000'],
    ['3m', '2024-03-10T11:22:33.456', '2024-03-10T11:21:00.000', '2024-03-10T11:24:00.000'],
    ['5m', '2024-03-10T11:22:33.456', '2024-03-10T11:20:00.000', '2024-03-10T11:25:00.000'],
    ['15m', '2024-03-10T11:22:33.456', '2024-03-10T11:15:00.000', '2024-03-10T11:30:00.000'],
    ['30m', '2024-03-10T11:42:33.456', '2024-03-10T11:30:00.000', '2024-03-10T12:00:00.000'],
    ['1h', '2024-03-10T11:22:33.456', '2024-03-10T11:00:00.000', '2024-03-10T12:00:00.000'],
    ['2h', '2024-03-10T11:22:33.456', '2024-03-10T10:00:00.000', '2024-03-10T12:00:00.000'],
    ['4h', '2024-03-10T11:22:33.456', '2024-03-10T08:00:00.000', '2024-03-10T12:00:00.000'],
    ['6h', '2024-03-10T11:22:33.456', '2024-03-10T06:00:00.000', '2024-03-10T12:00:00.000'],
    ['8h', '2024-03-10T11:22:33.456', '2024-03-10T08:00:00.000', '2024-03-10T16:00:00.000'],
    ['12h', '2024-03-10T11:22:33.456', '2024-03-10T00:00:00.000', '2024-03-10T12:00:00.000'],
    ['1d', '2024-03-10T11:22:33.456', '2024-03-10T00:00:00.000', '2024-03-11T00:00:00.000'],
    // 3d buckets are anchored at 1970-01-01: 2024-03-09 is day 19791 = 3 × 6597.
    ['3d', '2024-03-10T11:22:33.456', '2024-03-09T00:00:00.000', '2024-03-12T00:00:00.000'],
    ['1w', '2024-03-10T11:22:33.456', '2024-03-04T00:00:00.000', '2024-03-11T00:00:00.000'],
    ['1M', '2024-03-10T11:22:33.456', '2024-03-01T00:00:00.000', '2024-04-01T00:00:00.000'],
  ] as const)('%s: %s lies in [%s, %s)', (interval, time, open, next) => {
    const buckets = klineBuckets(interval);
    expect(buckets.openOf(utc(time))).toBe(utc(open));
    expect(buckets.nextOpen(utc(open))).toBe(utc(next));
    expect(buckets.closeOf(utc(open))).toBe(utc(next) - 1);
    expect(buckets.previousOpen(utc(next))).toBe(utc(open));
  });

  it('covers all 16 intervals', () => {
    expect(klineInterval.options).toHaveLength(16);
    for (const interval of klineInterval.options) {
      const buckets = klineBuckets(interval);
      const open = buckets.openOf(utc('2025-06-15T12:34:56.789'));
      expect(buckets.openOf(open)).toBe(open);
      expect(buckets.openOf(buckets.closeOf(open))).toBe(open);
      expect(buckets.openOf(buckets.closeOf(open) + 1)).toBe(buckets.nextOpen(open));
    }
  });

  it('follows calendar months, leap February included', () => {
    const month = klineBuckets('1M');
    const february = utc('2024-02-01T00:00:00.000');
    expect(month.closeOf(february)).toBe(utc('2024-02-29T23:59:59.999'));
    expect(month.closeOf(utc('2023-02-01T00:00:00.000'))).toBe(utc('2023-02-28T23:59:59.999'));
    expect(month.nextOpen(utc('2024-12-01T00:00:00.000'))).toBe(utc('2025-01-01T00:00:00.000'));
    expect(month.previousOpen(utc('2025-01-01T00:00:00.000'))).toBe(utc('2024-12-01T00:00:00.000'));
  });

  it('moves day, week and month boundaries to local midnight with a time zone', () => {
    // +08:00: local midnight of 2024-03-10 is 2024-03-09T16:00Z.
    expect(openAt('1d', 480, '2024-03-09T17:00:00.000')).toBe(utc('2024-03-09T16:00:00.000'));
    expect(openAt('1d', 480, '2024-03-09T15:59:59.999')).toBe(utc('2024-03-08T16:00:00.000'));
    // -01:00: local midnight is 01:00Z.
    expect(openAt('1d', -60, '2024-03-10T00:30:00.000')).toBe(utc('2024-03-09T01:00:00.000'));
    // Monday 2024-03-04 00:00 at +08:00 is Sunday 2024-03-03T16:00Z.
    expect(openAt('1w', 480, '2024-03-03T16:00:00.000')).toBe(utc('2024-03-03T16:00:00.000'));
    // April at +08:00 opens 2024-03-31T16:00Z; March 31 15:00Z is still March there.
    const month = klineBuckets('1M', 480);
    expect(month.openOf(utc('2024-03-31T16:00:00.000'))).toBe(utc('2024-03-31T16:00:00.000'));
    expect(month.openOf(utc('2024-03-31T15:00:00.000'))).toBe(utc('2024-02-29T16:00:00.000'));
    expect(month.closeOf(utc('2024-02-29T16:00:00.000'))).toBe(utc('2024-03-31T15:59:59.999'));
  });

  it('shifts hour buckets by a 05:45 offset but leaves minute buckets alone', () => {
    expect(openAt('1h', 345, '2024-03-10T11:20:00.000')).toBe(utc('2024-03-10T11:15:00.000'));
    expect(openAt('1h', 345, '2024-03-10T11:10:00.000')).toBe(utc('2024-03-10T10:15:00.000'));
    expect(openAt('1m', 345, '2024-03-10T11:20:30.000')).toBe(utc('2024-03-10T11:20:00.000'));
  });
});

describe('klineBuckets invariants over many times and zones', () => {
  it('puts every time in exactly one bucket that starts on a local boundary', () => {
    let state = 12345;
    const random = () => {
      state = (state * 1664525 + 1013904223) >>> 0;
      return state / 2 ** 32;
    };
    for (let round = 0; round < 2000; round += 1) {
      const interval = klineInterval.options[round % klineInterval.options.length]!;
      const offsetMinutes = Math.round(random() * (26 * 4)) * 15 - 12 * 60;
      const time = Date.parse('2017-01-01T00:00:00Z') + Math.floor(random() * 10 * 365 * 86_400_000);
      const buckets = klineBuckets(interval, offsetMinutes);
      const open = buckets.openOf(time);
      const close = buckets.closeOf(open);
      expect(open).toBeLessThanOrEqual(time);
      expect(close).toBeGreaterThanOrEqual(time);
      expect(buckets.openOf(open)).toBe(open);
      expect(buckets.nextOpen(buckets.previousOpen(open))).toBe(open);
      const local = new Date(open + offsetMinutes * 60_000);
      if (['1d', '1w', '1M'].includes(interval)) {
        expect(local.getUTCHours() * 60 + local.getUTCMinutes()).toBe(0);
      }
      if (interval === '1w') expect(local.getUTCDay()).toBe(1);
      if (interval === '1M') expect(local.getUTCDate()).toBe(1);
    }
  });
});
