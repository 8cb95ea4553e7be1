import { act } from '@testing-library/react';
import type { IndicatorLine } from '@shared/market/indicators';
import type { CandleChartDriver, FillMarker, IndicatorPlot, IndicatorPoint, OrderLine } from './chart-driver';
import type { ChartCandle } from './kline-series';

/** A chart that records what the panel asks it to draw. */
export function recordingChart() {
  const calls = {
    history: [] as (readonly ChartCandle[])[],
    updates: [] as ChartCandle[],
    orderLines: [] as (readonly OrderLine[])[],
    markers: [] as (readonly FillMarker[])[],
    precision: [] as [number, string][],
    timeDisplay: [] as string[],
    indicators: [] as (readonly IndicatorPlot[])[],
    indicatorUpdates: [] as (readonly { line: IndicatorLine; point: IndicatorPoint }[])[],
    volumeVisible: [] as boolean[],
    disposed: 0,
  };
  let crosshair: (time: number | null) => void = () => undefined;
  let nearOldest: () => void = () => undefined;
  const create = (): CandleChartDriver => ({
    setHistory: (c) => void calls.history.push(c),
    update: (c) => void calls.updates.push(c),
    setPrecision: (d, m) => void calls.precision.push([d, m]),
    setTimeDisplay: (d) => void calls.timeDisplay.push(d),
    setColours: () => undefined,
    setIndicators: (p) => void calls.indicators.push(p),
    updateIndicators: (p) => void calls.indicatorUpdates.push(p),
    setVolumeVisible: (v) => void calls.volumeVisible.push(v),
    setOrderLines: (l) => void calls.orderLines.push(l),
    setFillMarkers: (m) => void calls.markers.push(m),
    onCrosshair: (l) => (crosshair = l),
    onNearOldest: (l) => (nearOldest = l),
    // A 400-pixel pane showing 63,900 (bottom) to 64,100 (top): 2 pixels a unit of price.
    priceToY: (price) => (64100 - price) * 2,
    yToPrice: (y) => 64100 - y / 2,
    paneHeight: () => 400,
    onViewChange: () => undefined,
    dispose: () => void calls.disposed++,
  });
  return {
    calls,
    create,
    hover: (time: number | null) => act(() => crosshair(time)),
    scrollBack: () => act(() => nearOldest()),
  };
}
