import type { MarkView } from '@shared/ipc/market';
import type { ChartLine } from './chart-lines/ChartLines';

/** A futures contract's mark price as a line over its chart (the candles are its last price). */
export const markLine = (mark: MarkView): ChartLine => ({
  id: 'mark-price',
  price: mark.markPrice,
  tone: 'neutral',
  label: 'Mark',
});
