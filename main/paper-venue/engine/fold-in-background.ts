import type { TradeTape } from './trade-tape';

/** Trades folded per turn of the event loop: a few milliseconds. */
const SLICE = 50_000;

/**
 * Folds the tapes' trades into their minute bars a slice per turn of the event loop, with the
 * loop's other work between slices. A venue opened on a long history holds millions of trades, and
 * the first read that needs the bars (the watchlist's tickers, at the terminal's start) would
 * otherwise fold them all at once. Returns a stop.
 */
export function foldInBackground(tapes: readonly TradeTape[]): () => void {
  const left = [...tapes];
  let timer: NodeJS.Immediate | undefined;
  const step = () => {
    const tape = left[0];
    if (!tape) return;
    if (tape.foldMinuteBars(SLICE)) left.shift();
    timer = setImmediate(step).unref();
  };
  timer = setImmediate(step).unref();
  return () => {
    left.length = 0;
    if (timer) clearImmediate(timer);
  };
}
