import {
  HistogramSeries,
  LineSeries,
  LineStyle,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import type { IndicatorLine } from '@shared/market/indicators';
import type { IndicatorPane, IndicatorPlot, IndicatorPoint } from './chart-driver';
import { groupedPriceFormat } from './price-format';

/** The price pane's share of the height against each indicator pane's. */
const pricePaneStretch = 3;
/** RSI's overbought and oversold levels, marked on its pane. */
const rsiLevels = [70, 30];

/** A #rrggbb colour at about half opacity. */
const translucent = (colour: string) => (/^#[0-9a-f]{6}$/i.test(colour) ? `${colour}73` : colour);

/**
 * The indicator series of a lightweight-charts chart. Overlays share the candles' pane and price scale;
 * RSI and MACD get a pane each, in that order, removed again when their indicator is turned off.
 */
export function createIndicatorSeries(chart: IChartApi) {
  const series = new Map<IndicatorLine, ISeriesApi<'Line' | 'Histogram'>>();
  const histograms = new Set<IndicatorLine>();
  let signColours = { up: '#2ebd85', down: '#f6465d' };
  const dataOf = (line: IndicatorLine, point: IndicatorPoint) => ({
    time: point.time as UTCTimestamp,
    value: point.value,
    ...(histograms.has(line)
      ? { color: translucent(point.value >= 0 ? signColours.up : signColours.down) }
      : {}),
  });
  let layout = '';
  let priceFormat = groupedPriceFormat(2, 0.01);

  const rebuild = (plots: readonly IndicatorPlot[]) => {
    for (const s of series.values()) chart.removeSeries(s);
    series.clear();
    histograms.clear();
    while (chart.panes().length > 1) chart.removePane(chart.panes().length - 1);
    const panes: IndicatorPane[] = ['price'];
    for (const plot of plots) if (!panes.includes(plot.pane)) panes.push(plot.pane);
    for (const plot of plots) {
      const pane = panes.indexOf(plot.pane);
      const common = {
        color: plot.colour,
        priceLineVisible: false,
        lastValueVisible: plot.pane !== 'price',
        priceFormat: plot.pane === 'rsi' ? groupedPriceFormat(2, 0.01) : priceFormat,
      };
      const added =
        plot.style === 'histogram'
          ? chart.addSeries(HistogramSeries, common, pane)
          : chart.addSeries(
              LineSeries,
              {
                ...common,
                lineWidth: 1,
                lineStyle: plot.style === 'dashed' ? LineStyle.Dashed : LineStyle.Solid,
                crosshairMarkerVisible: false,
              },
              pane,
            );
      if (plot.line === 'rsi')
        for (const price of rsiLevels)
          added.createPriceLine({ price, color: plot.colour, lineStyle: LineStyle.Dotted, lineWidth: 1 });
      series.set(plot.line, added);
      if (plot.style === 'histogram') histograms.add(plot.line);
    }
    chart.panes().forEach((pane, i) => pane.setStretchFactor(i === 0 ? pricePaneStretch : 1));
  };

  return {
    set(plots: readonly IndicatorPlot[]) {
      const next = plots.map((p) => `${p.line}:${p.pane}:${p.style}:${p.colour}`).join();
      if (next !== layout) rebuild(plots);
      layout = next;
      for (const plot of plots) series.get(plot.line)?.setData(plot.points.map((p) => dataOf(plot.line, p)));
    },
    update(points: readonly { readonly line: IndicatorLine; readonly point: IndicatorPoint }[]) {
      for (const { line, point } of points) series.get(line)?.update(dataOf(line, point));
    },
    /** The up and down colours for histogram bars, from the next data on. */
    setSignColours(up: string, down: string) {
      signColours = { up, down };
    },
    /** The candles' precision, for the overlays and MACD. */
    setPriceFormat(precision: number, minMove: number) {
      priceFormat = groupedPriceFormat(precision, minMove);
      for (const [line, s] of series) if (line !== 'rsi') s.applyOptions({ priceFormat });
    },
  };
}
