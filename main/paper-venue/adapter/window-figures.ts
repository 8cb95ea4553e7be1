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
  for (let index = barHolding(bars, from); index < bars.length; index += 1) {
    const bar = bars.at(index);
    if (bar.first >= to) break;
    if (bar.first >= from && bar.first + bar.n <= to) {
      if (sums) addSums(sums, bar);
      else sums = { ...bar };
      continue;
    }
    const end = Math.min(to, bar.first + bar.n);
    for (let at = Math.max(from, bar.first); at < end; at += 1) {
      tape.figuresAt(at, trade);
      if (sums) addTrade(sums, trade);
      else sums = tradeSums(trade);
    }
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
