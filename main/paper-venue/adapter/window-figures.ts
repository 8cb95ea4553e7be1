import { fromFixed } from '../engine/fixed';
import { addSums, addTrade, barHolding, tradeSums, type BarSums } from '../engine/minute-bars';
import type { TradeFigures, TradeTape } from '../engine/trade-tape';
import type { PublicTrade } from '../http/engine-port';
import type { WindowFigures } from '../http/ticker-stats';

/**
 * The figures of a tape's trades with startTime ≤ time ≤ endTime: the minutes wholly inside from
 * their bars, the window's two edge minutes trade by trade. A 24 h or 7 d ticker so costs the
 * minutes it spans, not the hundreds of thousands of trades in it.
 */
export function tapeWindowFigures(
  tape: TradeTape,
  startTime: number,
  endTime: number,
  publicTrade: (index: number) => PublicTrade,
): WindowFigures | undefined {
  const from = tape.firstAtOrAfter(startTime);
  const to = tape.firstAtOrAfter(endTime + 1);
  if (to <= from) return undefined;
  const bars = tape.minuteBars();
  const trade: TradeFigures = { time: 0, price: 0n, qty: 0n, quoteQty: 0n, isBuyerMaker: false };
  let sums: BarSums | undefined;
  const addTrades = (start: number, end: number) => {
    for (let at = start; at < end; at += 1) {
      tape.figuresAt(at, trade);
      if (sums) addTrade(sums, trade);
      else sums = tradeSums(trade);
    }
  };
  // A bar's trades run on the tape up to the next bar's first.
  const barEnd = (bar: number) => (bar + 1 < bars.length ? bars.firstAt(bar + 1) : tape.length);
  const head = barHolding(bars, from);
  const tail = barHolding(bars, to - 1);
  // The bars wholly inside: from the head (when the window starts on its first trade) to the tail.
  const wholeFrom = bars.firstAt(head) === from ? head : head + 1;
  const wholeTo = barEnd(tail) === to ? tail + 1 : tail;
  if (wholeFrom >= wholeTo) addTrades(from, to);
  else {
    addTrades(from, bars.firstAt(wholeFrom));
    const whole = bars.sum(wholeFrom, wholeTo) as BarSums;
    if (sums) addSums(sums, whole);
    else sums = whole;
    addTrades(barEnd(wholeTo - 1), to);
  }
  return {
    first: { id: from + 1, price: fromFixed(tape.priceAt(from)) },
    last: publicTrade(to - 1),
    high: fromFixed(sums?.h ?? 0n),
    low: fromFixed(sums?.l ?? 0n),
    volume: fromFixed(sums?.v ?? 0n),
    quoteVolume: fromFixed(sums?.q ?? 0n),
    count: to - from,
  };
}
