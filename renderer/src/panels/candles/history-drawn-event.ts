import { afterPaint } from '../../ui/after-paint';

/** The window event the chart dispatches once a symbol's history is on screen; read by `npm run bench`. */
export const historyDrawnEvent = 'tt:candles-history-drawn';

export interface HistoryDrawnDetail {
  readonly symbol: string;
  readonly interval: string;
  /** When the history was painted (ms since the epoch, this page's clock). */
  readonly paintedAt: number;
}

/** Called right after the chart is handed a new history: announces it once it is painted. */
export function announceHistoryDrawn(symbol: string, interval: string): void {
  afterPaint((paintedAt) => {
    const detail: HistoryDrawnDetail = { symbol, interval, paintedAt };
    window.dispatchEvent(new CustomEvent(historyDrawnEvent, { detail }));
  });
}
