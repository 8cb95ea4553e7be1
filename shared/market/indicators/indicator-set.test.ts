import { describe, expect, it } from 'vitest';
import { IndicatorSet, type IndicatorValues } from './indicator-set';
import { defaultIndicatorSettings, readIndicatorSettings, type IndicatorSettings } from './settings';
import type { IndicatorBar } from './stepper';

const allOn: IndicatorSettings = readIndicatorSettings({
  sma: { on: true, period: 3 },
  ema: { on: true, period: 3 },
  vwap: { on: true },
  bollinger: { on: true, period: 3, width: '2' },
  rsi: { on: true, period: 3 },
  macd: { on: true, fast: 2, slow: 3, signal: 2 },
  volume: { on: true },
});

const bar = (i: number, close: string): IndicatorBar => ({
  openTime: i * 60_000,
  high: String(Number(close) + 1),
  low: String(Number(close) - 1),
  close,
  volume: String(1 + (i % 3)),
});

const closes = ['10', '11', '10.5', '12', '11', '11.5', '13', '12.25'];
const text = (values: IndicatorValues) =>
  Object.fromEntries(Object.entries(values).map(([line, v]) => [line, v?.toString() ?? null]));

describe('IndicatorSet', () => {
  it('gives only the lines of the indicators that are on', () => {
    const set = new IndicatorSet(
      readIndicatorSettings({ ...defaultIndicatorSettings, sma: { on: true, period: 3 } }),
    );
    set.reset(closes.slice(0, 4).map((c, i) => bar(i, c)));
    // SMA(3) of 11, 10.5, 12 = 33.5 / 3 = 11.1666….
    expect(Object.keys(set.values(3))).toEqual(['sma']);
    expect(set.values(3).sma?.toFixed(4)).toBe('11.1667');
    expect(set.values(1).sma).toBeNull();
  });

  it('steps a live bar from the state before it, and ends where a full recompute ends', () => {
    const live = new IndicatorSet(allOn);
    live.reset(closes.slice(0, 5).map((c, i) => bar(i, c)));
    // The fifth bar ticks twice, then the sixth to eighth open and tick.
    expect(live.update(bar(4, '11.75'))).toBe(4);
    expect(live.update(bar(4, '11'))).toBe(4);
    for (let i = 5; i < closes.length; i++) {
      expect(live.update(bar(i, '99'))).toBe(i);
      expect(live.update(bar(i, closes[i]!))).toBe(i);
    }
    const full = new IndicatorSet(allOn);
    full.reset(closes.map((c, i) => bar(i, c)));
    expect(live.length).toBe(closes.length);
    for (let i = 0; i < closes.length; i++) expect(text(live.values(i))).toEqual(text(full.values(i)));
    expect(full.values(7).rsi).not.toBeNull();
    expect(full.values(7).macdHistogram).not.toBeNull();
  });

  it('leaves out a bar older than the newest, and finds bars by open time', () => {
    const set = new IndicatorSet(allOn);
    set.reset(closes.map((c, i) => bar(i, c)));
    expect(set.update(bar(2, '50'))).toBeNull();
    expect(set.indexOf(5 * 60_000)).toBe(5);
    expect(set.indexOf(5 * 60_000 + 1)).toBe(-1);
  });
});

describe('readIndicatorSettings', () => {
  it('falls back to the defaults for what is missing or unreadable, field by field', () => {
    expect(readIndicatorSettings(undefined)).toEqual(defaultIndicatorSettings);
    const read = readIndicatorSettings({
      ema: { on: true, period: 21 },
      rsi: { on: true, period: -3 },
      macd: { on: true, fast: 26, slow: 12, signal: 9 },
      bollinger: { on: true, period: 20, width: '1e3' },
    });
    expect(read.ema).toEqual({ on: true, period: 21 });
    expect(read.rsi).toEqual(defaultIndicatorSettings.rsi);
    expect(read.macd).toEqual(defaultIndicatorSettings.macd);
    expect(read.bollinger).toEqual(defaultIndicatorSettings.bollinger);
    expect(readIndicatorSettings('nonsense')).toEqual(defaultIndicatorSettings);
  });
});
