import type { BarList } from '../engine/minute-bars';
import type { TradeTape } from '../engine/trade-tape';

/** What the rolling statistics read of a trade (fixed-point amounts). */
export interface StatTrade {
  readonly id: number;
  readonly time: number;
  readonly price: bigint;
  readonly qty: bigint;
  readonly quoteQty: bigint;
}

/** A symbol's trades oldest first, by index; it only grows, and may drop its oldest. */
export interface TradeSeries {
  readonly length: number;
  /** The index of the oldest trade `at` reads (0 unless the live tape dropped trades). */
  readonly start: number;
  at(index: number): StatTrade;
  /** The price of the trade at `index`, also before `start` where the bars know it (`TradeTape.priceAt`). */
  priceAt(index: number): bigint;
  /** The live trades' minute bars, and the series index of the first live trade, when kept. */
  liveBars?(): LiveBars;
}

export interface LiveBars {
  readonly bars: BarList;
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
    get start() {
      return tape.start;
    },
    at: (index) => tape.at(index),
    priceAt: (index) => tape.priceAt(index),
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
    // History is older than any live trade, so once live trades are dropped, history is out of reach too.
    get start() {
      return live.start > 0 ? count + live.start : 0;
    },
    priceAt: (index) => (index < count ? history.tradeAt(symbol, index).price : live.priceAt(index - count)),
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
  let low = series.start;
  let high = series.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (series.at(mid).time < time) low = mid + 1;
    else high = mid;
  }
  return low;
}
