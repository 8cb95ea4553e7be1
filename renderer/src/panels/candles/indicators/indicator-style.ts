import type { IndicatorLine } from '@shared/market/indicators';
import type { IndicatorPlot } from '../chart-driver';

/** How each line is drawn; the colours read on both themes. */
export const indicatorStyle: Record<IndicatorLine, Omit<IndicatorPlot, 'line' | 'points'>> = {
  sma: { pane: 'price', style: 'line', colour: '#f0b90b' },
  ema: { pane: 'price', style: 'line', colour: '#3b82f6' },
  vwap: { pane: 'price', style: 'line', colour: '#c678dd' },
  bbUpper: { pane: 'price', style: 'line', colour: '#0ea5a4' },
  bbMiddle: { pane: 'price', style: 'dashed', colour: '#0ea5a4' },
  bbLower: { pane: 'price', style: 'line', colour: '#0ea5a4' },
  rsi: { pane: 'rsi', style: 'line', colour: '#a371f7' },
  macdHistogram: { pane: 'macd', style: 'histogram', colour: '#8b949e' },
  macd: { pane: 'macd', style: 'line', colour: '#3b82f6' },
  macdSignal: { pane: 'macd', style: 'line', colour: '#f0883e' },
};
