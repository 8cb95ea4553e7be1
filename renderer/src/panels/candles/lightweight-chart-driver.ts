import {
  CandlestickSeries,
  createChart,
  createSeriesMarkers,
  HistogramSeries,
  LineStyle,
  TickMarkType,
  type IPriceLine,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import type { TimeDisplay } from '../../stores/ui-store';
import type { CandleChartDriver, ChartColours, CreateCandleChart } from './chart-driver';
import { formatBucketTime, type ChartCandle } from './kline-series';
import { createIndicatorSeries } from './lightweight-indicators';
import { groupedPriceFormat } from './price-format';

/** Bars from the oldest loaded one at which older history is asked for. */
const nearOldestBars = 10;

/** A #rrggbb colour at about half opacity, for volume bars under the candles. */
const translucent = (colour: string) => (/^#[0-9a-f]{6}$/i.test(colour) ? `${colour}73` : colour);

const asTimestamp = (seconds: number) => seconds as UTCTimestamp;
const secondsOf = (time: Time): number | null => (typeof time === 'number' ? time : null);

/**
 * The candle chart on lightweight-charts v5: candles, a volume histogram below, indicators over them or in
 * panes under them, order lines, fill markers.
 */
export const createLightweightChart: CreateCandleChart = (container) => {
  let colours: ChartColours | undefined;
  const formatters = (timeDisplay: TimeDisplay) => ({
    localization: {
      timeFormatter: (time: Time) => {
        const s = secondsOf(time);
        return s === null ? String(time) : formatBucketTime(s * 1000, timeDisplay, true);
      },
    },
    timeScale: {
      timeVisible: true,
      secondsVisible: true,
      tickMarkFormatter: (time: Time, type: TickMarkType) => {
        const s = secondsOf(time);
        if (s === null) return null;
        const text = formatBucketTime(s * 1000, timeDisplay, type === TickMarkType.TimeWithSeconds);
        if (type === TickMarkType.Year) return text.slice(0, 4);
        if (type === TickMarkType.Month) return text.slice(0, 7);
        if (type === TickMarkType.DayOfMonth) return text.slice(5, 10);
        return text.slice(11);
      },
    },
  });
  // The logo's inline style breaks the renderer's CSP; the panel credits TradingView in text instead.
  const chart = createChart(container, {
    autoSize: true,
    layout: { attributionLogo: false },
    ...formatters('utc'),
  });
  const candles = chart.addSeries(CandlestickSeries, {});
  // The readout gives the bar's volume; a volume label on the price axis would sit among prices.
  const volume = chart.addSeries(HistogramSeries, {
    priceFormat: { type: 'volume' },
    priceScaleId: '',
    lastValueVisible: false,
    priceLineVisible: false,
  });
  volume.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
  const markers = createSeriesMarkers(candles, []);
  const indicators = createIndicatorSeries(chart);
  let priceLines: IPriceLine[] = [];
  const viewListeners: (() => void)[] = [];
  let viewFrame: number | undefined;
  /** Tells the view listeners once per frame, after the chart has drawn the change. */
  const viewChanged = () => {
    if (viewFrame !== undefined) return;
    viewFrame = requestAnimationFrame(() => {
      viewFrame = undefined;
      for (const listener of viewListeners) listener();
    });
  };
  chart.timeScale().subscribeVisibleLogicalRangeChange(viewChanged);
  const resizes = new ResizeObserver(viewChanged);
  resizes.observe(container);

  const volumeBar = (c: ChartCandle) => ({
    time: asTimestamp(c.time),
    value: c.volume,
    color: colours ? translucent(c.rising ? colours.up : colours.down) : undefined,
  });
  const candleBar = (c: ChartCandle) => ({
    time: asTimestamp(c.time),
    open: c.open,
    high: c.high,
    low: c.low,
    close: c.close,
  });

  const driver: CandleChartDriver = {
    setHistory(bars) {
      candles.setData(bars.map(candleBar));
      volume.setData(bars.map(volumeBar));
      viewChanged();
    },
    update(bar) {
      candles.update(candleBar(bar));
      volume.update(volumeBar(bar));
      viewChanged();
    },
    setPrecision(precision, minMove) {
      candles.applyOptions({ priceFormat: groupedPriceFormat(precision, Number(minMove)) });
      indicators.setPriceFormat(precision, Number(minMove));
    },
    setTimeDisplay(display) {
      chart.applyOptions(formatters(display));
    },
    setColours(next) {
      colours = next;
      indicators.setSignColours(next.up, next.down);
      chart.applyOptions({
        layout: { background: { color: next.background }, textColor: next.text },
        grid: { vertLines: { color: next.grid }, horzLines: { color: next.grid } },
      });
      candles.applyOptions({
        upColor: next.up,
        downColor: next.down,
        borderUpColor: next.up,
        borderDownColor: next.down,
        wickUpColor: next.up,
        wickDownColor: next.down,
      });
    },
    setIndicators(plots) {
      indicators.set(plots);
      viewChanged();
    },
    updateIndicators(points) {
      indicators.update(points);
    },
    setVolumeVisible(visible) {
      volume.applyOptions({ visible });
    },
    setOrderLines(lines) {
      // The lines themselves are drawn over the chart (chart-lines/); the chart marks their prices on
      // its axis.
      for (const line of priceLines) candles.removePriceLine(line);
      priceLines = lines.map((line) =>
        candles.createPriceLine({
          id: line.id,
          price: line.price,
          color: line.side === 'BUY' ? colours?.up : colours?.down,
          lineVisible: false,
          lineStyle: LineStyle.Dashed,
          axisLabelVisible: true,
        }),
      );
    },
    priceToY: (price) => candles.priceToCoordinate(price),
    yToPrice: (y) => candles.coordinateToPrice(y),
    paneHeight: () => chart.paneSize().height,
    onViewChange(listener) {
      viewListeners.push(listener);
    },
    setFillMarkers(fills) {
      markers.setMarkers(
        fills.map((fill) => ({
          time: asTimestamp(fill.time),
          position: fill.side === 'BUY' ? 'belowBar' : 'aboveBar',
          shape: fill.side === 'BUY' ? 'arrowUp' : 'arrowDown',
          color: (fill.side === 'BUY' ? colours?.up : colours?.down) ?? '#888',
          text: fill.label,
        })),
      );
    },
    onCrosshair(listener) {
      chart.subscribeCrosshairMove((param) =>
        listener(param.time === undefined ? null : secondsOf(param.time)),
      );
    },
    onNearOldest(listener) {
      chart.timeScale().subscribeVisibleLogicalRangeChange((range) => {
        if (range && range.from < nearOldestBars) listener();
      });
    },
    dispose() {
      resizes.disconnect();
      if (viewFrame !== undefined) cancelAnimationFrame(viewFrame);
      chart.remove();
    },
  };
  return driver;
};
