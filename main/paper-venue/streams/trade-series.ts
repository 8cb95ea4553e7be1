import type { MinuteBar } from '../engine/minute-bars';
import type { TradeTape } from '../engine/trade-tape';

/** What the rolling statistics read of a trade (fixed-point amounts). */
export interface StatTrade {
  readonly id: number;
  readonly time: number;
  readonly price: bigint;
  readonly qty: bigint;
  readonly quoteQty: bigint;
}

/** A symbol's trades oldest first, by index; it only grows. */
export interface TradeSeries {
  readonly length: number;
  at(index: number): StatTrade;
  /** The live trades' minute bars, and the series index of the first live trade, when kept. */
  liveBars?(): LiveBars;
}

export interface LiveBars {
  readonly bars: readonly MinuteBar[];
  readonly offset: number;
}

/** The trades before the venue started (sim/history.ts): ids 1…tradeCount, index = id − 1. */
export interface TradeHistory {
  tradeCount(symbol: string): number;
  tradeAt(symbol: string, index: number): StatTrade;
}

/** The live trades alone, with their minute bars. */
export function tapeSeries(tape: TradeTape): TradeSeries {
  return {
    get length() {
      return tape.length;
    },
    at: (index) => tape.at(index),
    liveBars: () => ({ bars: tape.minuteBars(), offset: 0 }),
  };
}

/** History followed by the live trades, live ids shifted past the history's (as clients see them). */
export function joinedSeries(history: TradeHistory, symbol: string, live: TradeTape): TradeSeries {
  const count = history.tradeCount(symbol);
  return {
    get length() {
      return count + live.length;
    },
    at: (index) => {
      if (index < count) return history.tradeAt(symbol, index);
      const trade = live.at(index - count);
      return {
        id: trade.id + count,
        time: trade.time,
        price: trade.price,
        qty: trade.qty,
        quoteQty: trade.quoteQty,
      };
    },
    liveBars: () => ({ bars: live.minuteBars(), offset: count }),
  };
}

/** Index of the first trade at or after `time`. */
export function firstAtOrAfter(series: TradeSeries, time: number): number {
  let low = 0;
  let high = series.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (series.at(mid).time < time) low = mid + 1;
    else high = mid;
  }
  return low;
}
