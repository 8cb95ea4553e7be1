import type { IndicatorLine } from '@shared/market/indicators';
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

/** Where an indicator is drawn: over the candles, or in a pane of its own under them. */
export type IndicatorPane = 'price' | 'rsi' | 'macd';

export interface IndicatorPoint {
  /** Seconds since the epoch, the bar's open time. */
  readonly time: number;
  /** For pixels only; the readout shows the exact value. */
  readonly value: number;
}

/** One line of an indicator with its points (bars where it is not defined yet have none). */
export interface IndicatorPlot {
  readonly line: IndicatorLine;
  readonly pane: IndicatorPane;
  /** A histogram's bars take the chart's up and down colours by their sign. */
  readonly style: 'line' | 'dashed' | 'histogram';
  readonly colour: string;
  readonly points: readonly IndicatorPoint[];
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
  /** Replaces every indicator line and its points: the panes follow the indicators that are on. */
  setIndicators(plots: readonly IndicatorPlot[]): void;
  /** The live bar's point of each line, updated or appended like update(). */
  updateIndicators(points: readonly { readonly line: IndicatorLine; readonly point: IndicatorPoint }[]): void;
  setVolumeVisible(visible: boolean): void;
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
