import { describe, expect, it } from 'vitest';
import type { Kline } from '@shared/api/spot/market-data';
import { formatBucketTime, KlineBook, toChartCandle } from './kline-series';

const k = (openTime: number, close = '1'): Kline => ({
  openTime,
  open: '1',
  high: '2',
  low: '0.5',
  close,
  volume: '3',
  closeTime: openTime + 999,
  quoteVolume: '3',
  trades: 1,
  takerBuyBaseVolume: '1',
  takerBuyQuoteVolume: '1',
});

describe('KlineBook', () => {
  it('keeps buckets oldest first, live updates replacing their bucket and history never overwriting', () => {
    const book = new KlineBook();
    book.addHistory([k(2000), k(1000)]);
    expect(book.addLive(k(2000, '5'))).toBe(true);
    expect(book.addLive(k(3000, '6'))).toBe(true);
    expect(book.addLive(k(1000, '9'))).toBe(false);
    expect(book.addHistory([k(0), k(2000, '0')])).toBe(1);
    expect(book.all().map((x) => [x.openTime, x.close])).toEqual([
      [0, '1'],
      [1000, '1'],
      [2000, '5'],
      [3000, '6'],
    ]);
  });
});

describe('toChartCandle', () => {
  it('uses seconds and marks rising bars', () => {
    expect(toChartCandle(k(60_000, '1.5'))).toEqual({
      time: 60,
      open: 1,
      high: 2,
      low: 0.5,
      close: 1.5,
      volume: 3,
      rising: true,
    });
  });
});

describe('formatBucketTime', () => {
  it('shows UTC to the second when asked', () => {
    expect(formatBucketTime(Date.UTC(2026, 10, 21, 9, 5, 7), 'utc', true)).toBe('2026-11-21 09:05:07');
    expect(formatBucketTime(Date.UTC(2026, 10, 21, 9, 5, 7), 'utc', false)).toBe('2026-11-21 09:05');
  });
});
