import { Dec } from '../../decimal/decimal';
import type Decimal from 'decimal.js';
import { bollinger } from './bollinger';
import { ema } from './ema';
import { macd } from './macd';
import { rsi } from './rsi';
import type { IndicatorSettings } from './settings';
import { sma } from './sma';
import { SteppedSeries, type IndicatorBar, type MaybeDecimal, type Stepper } from './stepper';
import { vwap } from './vwap';

/** Every line an indicator draws. */
export const indicatorLines = [
  'sma',
  'ema',
  'vwap',
  'bbUpper',
  'bbMiddle',
  'bbLower',
  'rsi',
  'macd',
  'macdSignal',
  'macdHistogram',
] as const;
export type IndicatorLine = (typeof indicatorLines)[number];

/** The lines of the indicators that are on, at one bar; null where a line is not defined yet. */
export type IndicatorValues = Partial<Record<IndicatorLine, MaybeDecimal>>;

interface Track {
  readonly series: SteppedSeries<never, { readonly value: unknown }>;
  readonly source: 'close' | 'bar';
  readonly lines: (value: unknown) => IndicatorValues;
}

function track<In, S extends { readonly value: unknown }>(
  stepper: Stepper<In, S>,
  source: In extends IndicatorBar ? 'bar' : 'close',
  lines: (value: S['value'] | null) => IndicatorValues,
): Track {
  return {
    series: new SteppedSeries(stepper) as unknown as Track['series'],
    source,
    lines: lines as Track['lines'],
  };
}

/**
 * The indicators that are on, over a chart's bars: all of them at once for a page of history, and only
 * the newest bar's step for a live update.
 */
export class IndicatorSet {
  private bars: IndicatorBar[] = [];
  private closes: Decimal[] = [];
  private readonly tracks: Track[] = [];

  constructor(settings: IndicatorSettings) {
    const { sma: s, ema: e, vwap: v, bollinger: b, rsi: r, macd: m } = settings;
    if (s.on) this.tracks.push(track(sma(s.period), 'close', (value) => ({ sma: value })));
    if (e.on) this.tracks.push(track(ema(e.period), 'close', (value) => ({ ema: value })));
    if (v.on) this.tracks.push(track(vwap(), 'bar', (value) => ({ vwap: value })));
    if (b.on)
      this.tracks.push(
        track(bollinger(b.period, b.width), 'close', (value) => ({
          bbUpper: value?.upper ?? null,
          bbMiddle: value?.middle ?? null,
          bbLower: value?.lower ?? null,
        })),
      );
    if (r.on) this.tracks.push(track(rsi(r.period), 'close', (value) => ({ rsi: value })));
    if (m.on)
      this.tracks.push(
        track(macd(m.fast, m.slow, m.signal), 'close', (value) => ({
          macd: value?.macd ?? null,
          macdSignal: value?.signal ?? null,
          macdHistogram: value?.histogram ?? null,
        })),
      );
  }

  get length(): number {
    return this.bars.length;
  }

  /** Whether any indicator is on. */
  get empty(): boolean {
    return this.tracks.length === 0;
  }

  /** All bars, oldest first: every indicator recomputed. */
  reset(bars: readonly IndicatorBar[]): void {
    this.bars = [...bars];
    this.closes = bars.map((bar) => new Dec(bar.close));
    this.run(0);
  }

  /**
   * The live bar: replaces the newest bar or follows it, and steps each indicator once from the state
   * before it. Returns its index, or null for a bar older than the newest (left out).
   */
  update(bar: IndicatorBar): number | null {
    const newest = this.bars[this.bars.length - 1];
    if (newest && bar.openTime < newest.openTime) return null;
    const index = newest?.openTime === bar.openTime ? this.bars.length - 1 : this.bars.length;
    this.bars[index] = bar;
    this.closes[index] = new Dec(bar.close);
    this.run(index);
    return index;
  }

  /** The index of the bar that opened at `openTime`, or -1. */
  indexOf(openTime: number): number {
    let [lo, hi] = [0, this.bars.length - 1];
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const t = this.bars[mid]!.openTime;
      if (t === openTime) return mid;
      if (t < openTime) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  openTime(index: number): number | undefined {
    return this.bars[index]?.openTime;
  }

  values(index: number): IndicatorValues {
    const values: IndicatorValues = {};
    for (const t of this.tracks) Object.assign(values, t.lines(t.series.value(index) ?? null));
    return values;
  }

  private run(from: number): void {
    for (const t of this.tracks)
      t.series.run((t.source === 'bar' ? this.bars : this.closes) as never[], from);
  }
}
