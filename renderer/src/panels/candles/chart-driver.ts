import type { TimeDisplay } from '../../stores/ui-store';
import type { ChartCandle } from './kline-series';

/** An open order drawn as a horizontal line. */
export interface OrderLine {
  readonly id: string;
  /** For pixels only; the label carries the exact price. */
  readonly price: number;
  readonly side: 'BUY' | 'SELL';
  readonly label: string;
}

/** A fill drawn as a marker on its bar. */
export interface FillMarker {
  /** Seconds since the epoch, the bar's open time. */
  readonly time: number;
  readonly side: 'BUY' | 'SELL';
  readonly label: string;
}

export interface ChartColours {
  readonly background: string;
  readonly text: string;
  readonly grid: string;
  readonly up: string;
  readonly down: string;
}

/**
 * What the candle panel asks of a chart: the panel owns the data and the rules (history with setHistory,
 * every live tick with update), the driver only draws. The real one wraps lightweight-charts.
 */
export interface CandleChartDriver {
  /** Replaces all bars: for a history page only, never per tick. */
  setHistory(candles: readonly ChartCandle[]): void;
  /** Updates the last bar or appends one. */
  update(candle: ChartCandle): void;
  setPrecision(decimals: number, minMove: string): void;
  setTimeDisplay(display: TimeDisplay): void;
  setColours(colours: ChartColours): void;
  setOrderLines(lines: readonly OrderLine[]): void;
  setFillMarkers(markers: readonly FillMarker[]): void;
  /** The bar under the crosshair (seconds), or null when it leaves the bars. */
  onCrosshair(listener: (time: number | null) => void): void;
  /** The user scrolled near the oldest loaded bar. */
  onNearOldest(listener: () => void): void;
  /** The candle pane's y coordinate of a price, and the price at a y (null before there is a scale). */
  priceToY(price: number): number | null;
  yToPrice(y: number): number | null;
  /** The candle pane's height in pixels (the time axis below it excluded). */
  paneHeight(): number;
  /** The view moved: scrolled, zoomed, resized or rescaled by new bars; lines over it must follow. */
  onViewChange(listener: () => void): void;
  dispose(): void;
}

export type CreateCandleChart = (container: HTMLElement) => CandleChartDriver;
