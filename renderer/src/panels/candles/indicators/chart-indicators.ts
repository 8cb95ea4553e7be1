import type { Kline } from '@shared/api/spot/market-data';
import {
  IndicatorSet,
  indicatorLines,
  type IndicatorLine,
  type IndicatorSettings,
  type MaybeDecimal,
} from '@shared/market/indicators';
import { formatDecimal, formatPrice } from '@shared/decimal/format';
import type { CandleChartDriver, IndicatorPlot, IndicatorPoint } from '../chart-driver';
import { indicatorStyle } from './indicator-style';

/** One indicator's figures at a bar, as the readout shows them. */
export interface IndicatorReadout {
  readonly key: string;
  readonly text: string;
}

/** Draw order: histogram first, so MACD's lines stay on top of it. */
const drawOrder: readonly IndicatorLine[] = [
  'macdHistogram',
  ...indicatorLines.filter((line) => line !== 'macdHistogram'),
];

const toPoint = (time: number, value: MaybeDecimal | undefined): IndicatorPoint | null =>
  value ? { time: Math.floor(time / 1000), value: value.toNumber() } : null;

/**
 * A chart's indicators: computed exactly over its bars by the shared IndicatorSet, drawn through the
 * chart driver (numbers for pixels only), and read out at a bar from the exact values.
 */
export class ChartIndicators {
  private readonly set: IndicatorSet;

  constructor(readonly settings: IndicatorSettings) {
    this.set = new IndicatorSet(settings);
  }

  /** Every bar, oldest first: recomputes each line. */
  reset(bars: readonly Kline[]): this {
    this.set.reset(bars);
    return this;
  }

  /** Draws every line and shows or hides the volume. */
  draw(driver: CandleChartDriver | undefined): void {
    driver?.setVolumeVisible(this.settings.volume.on);
    driver?.setIndicators(this.plots());
  }

  /** The live bar: only its own step is computed, only its points drawn. */
  update(bar: Kline, driver: CandleChartDriver | undefined): void {
    const index = this.set.update(bar);
    if (index === null || this.set.empty) return;
    const values = this.set.values(index);
    const points = drawOrder.flatMap((line) => {
      const point = toPoint(bar.openTime, values[line]);
      return point ? [{ line, point }] : [];
    });
    if (points.length > 0) driver?.updateIndicators(points);
  }

  /** The figures at the bar that opened at `openTime`, prices at the symbol's tick. */
  readout(openTime: number, tickSize: string): IndicatorReadout[] {
    const index = this.set.indexOf(openTime);
    const v = index < 0 ? {} : this.set.values(index);
    const price = (value: MaybeDecimal | undefined) =>
      value ? formatPrice(value.toString(), tickSize) : '—';
    const { sma, ema, vwap, bollinger: bb, rsi, macd } = this.settings;
    const shown: IndicatorReadout[] = [];
    if (sma.on) shown.push({ key: 'sma', text: `MA(${sma.period}) ${price(v.sma)}` });
    if (ema.on) shown.push({ key: 'ema', text: `EMA(${ema.period}) ${price(v.ema)}` });
    if (vwap.on) shown.push({ key: 'vwap', text: `VWAP ${price(v.vwap)}` });
    if (bb.on)
      shown.push({
        key: 'bollinger',
        text: `BB(${bb.period}, ${bb.width}) ${price(v.bbUpper)} / ${price(v.bbMiddle)} / ${price(v.bbLower)}`,
      });
    if (rsi.on)
      shown.push({
        key: 'rsi',
        text: `RSI(${rsi.period}) ${v.rsi ? formatDecimal(v.rsi.toString(), 2) : '—'}`,
      });
    if (macd.on)
      shown.push({
        key: 'macd',
        text: `MACD(${macd.fast}, ${macd.slow}, ${macd.signal}) ${price(v.macd)} / ${price(v.macdSignal)} / ${price(v.macdHistogram)}`,
      });
    return shown;
  }

  private plots(): IndicatorPlot[] {
    // The lines that are on, each with no points yet: the values past the last bar are all null.
    const points = new Map<IndicatorLine, IndicatorPoint[]>(
      Object.keys(this.set.values(this.set.length)).map((line) => [line as IndicatorLine, []]),
    );
    for (let i = 0; i < this.set.length; i++) {
      const time = this.set.openTime(i)!;
      for (const [line, value] of Object.entries(this.set.values(i)) as [IndicatorLine, MaybeDecimal][]) {
        const point = toPoint(time, value);
        if (point) points.get(line)!.push(point);
      }
    }
    return drawOrder
      .filter((line) => points.has(line))
      .map((line) => ({ line, ...indicatorStyle[line], points: points.get(line)! }));
  }
}
