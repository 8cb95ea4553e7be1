/** The window event the chart dispatches once a symbol's history is on screen; read by `npm run bench`. */
export const historyDrawnEvent = 'tt:candles-history-drawn';

export interface HistoryDrawnDetail {
  readonly symbol: string;
  readonly interval: string;
  /** When the history was painted (ms since the epoch, this page's clock). */
  readonly paintedAt: number;
}

/**
 * Called right after the chart is handed a new history: the next animation frame paints it, and a
 * task queued from that frame's rAF callback runs once the paint is done.
 */
export function announceHistoryDrawn(symbol: string, interval: string): void {
  requestAnimationFrame(() =>
    setTimeout(() => {
      const detail: HistoryDrawnDetail = {
        symbol,
        interval,
        paintedAt: performance.timeOrigin + performance.now(),
      };
      window.dispatchEvent(new CustomEvent(historyDrawnEvent, { detail }));
    }, 0),
  );
}
