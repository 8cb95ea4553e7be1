import { describe, expect, it } from 'vitest';
import type { IndicatorBar } from './stepper';
import { vwap, type VwapState } from './vwap';

const day = Date.UTC(2026, 0, 2);
const bar = (openTime: number, high: string, low: string, close: string, volume: string): IndicatorBar => ({
  openTime,
  high,
  low,
  close,
  volume,
});

const vwapOf = (bars: readonly IndicatorBar[]) => {
  const stepper = vwap();
  let state: VwapState | undefined;
  return bars.map((b) => (state = stepper.step(state, b)).value?.toString() ?? null);
};

describe('vwap', () => {
  it('weights the typical price by volume from the UTC day’s start, and restarts each day', () => {
    // 00:00: typical (12 + 8 + 10) / 3 = 10, volume 2 → 10.
    // 00:01: typical (13 + 11 + 12) / 3 = 12, volume 3 → (10 × 2 + 12 × 3) / 5 = 56 / 5 = 11.2.
    // Next day 00:00: typical (21 + 19 + 20) / 3 = 20, volume 1 → 20, the day before forgotten.
    expect(
      vwapOf([
        bar(day, '12', '8', '10', '2'),
        bar(day + 60_000, '13', '11', '12', '3'),
        bar(day + 86_400_000, '21', '19', '20', '1'),
      ]),
    ).toEqual(['10', '11.2', '20']);
  });

  it('sums (high + low + close) × volume and divides once, so a third is not rounded per bar', () => {
    // (10 + 10 + 11) × 1 + (10 + 10 + 11) × 2 = 93; 93 / (3 × 3) = 10.333…, the same as one bar's 31 / 3.
    const [first, second] = vwapOf([bar(day, '10', '10', '11', '1'), bar(day + 1, '10', '10', '11', '2')]);
    expect(second).toBe(first);
    expect(first!.startsWith('10.33333333')).toBe(true);
  });

  it('is not defined through a session that began before the first bar, and starts with the next', () => {
    // The bars begin at 23:58: that day's VWAP would miss its first 1,438 minutes, so it is not shown.
    // The next day starts at its 00:00 bar: typical (21 + 19 + 20) / 3 = 20.
    expect(
      vwapOf([
        bar(day - 120_000, '12', '8', '10', '2'),
        bar(day - 60_000, '12', '8', '10', '2'),
        bar(day, '21', '19', '20', '1'),
      ]),
    ).toEqual([null, null, '20']);
  });

  it('is not defined while the session has traded nothing', () => {
    expect(vwapOf([bar(day, '10', '10', '10', '0'), bar(day + 1, '12', '12', '12', '0.5')])).toEqual([
      null,
      '12',
    ]);
  });
});
