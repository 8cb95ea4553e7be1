import type { TradeFigures, TradeTape } from './trade-tape';

const MINUTE = 60_000;

/** One minute of a symbol's trades: the kline of that minute, in exact fixed-point amounts. */
export interface MinuteBar {
  /** The minute's open time, ms. */
  readonly open: number;
  /** The tape index of its first trade; its `n` trades follow it on the tape. */
  readonly first: number;
  o: bigint;
  h: bigint;
  l: bigint;
  c: bigint;
  /** Base volume, quote volume, and the parts of each whose taker bought. */
  v: bigint;
  q: bigint;
  takerV: bigint;
  takerQ: bigint;
  /** Number of trades. */
  n: number;
}

/**
 * A symbol's trades folded into one bar per minute that traded, oldest first. Every kline interval
 * but 1s is a whole number of minutes and opens on a minute in every time zone, so a kline is the
 * sum of its minutes' bars: a request costs the minutes it spans, not the trades, which grow with
 * the venue's age (a day of the normal market is over a million trades on BTCUSDT). The bars follow
 * the tape lazily: each read folds in the trades printed since the last one.
 */
export class MinuteBars {
  private readonly bars: MinuteBar[] = [];
  private folded = 0;
  private readonly figures: TradeFigures = {
    time: 0,
    price: 0n,
    qty: 0n,
    quoteQty: 0n,
    isBuyerMaker: false,
  };

  constructor(private readonly tape: TradeTape) {}

  /** The bars, with every trade on the tape folded in. */
  read(): readonly MinuteBar[] {
    const { tape, figures: trade } = this;
    for (; this.folded < tape.length; this.folded += 1) {
      tape.figuresAt(this.folded, trade);
      const minute = trade.time - (((trade.time % MINUTE) + MINUTE) % MINUTE);
      const last = this.bars.at(-1);
      // A trade stamped before the newest bar's minute (the clock stepped back) joins that bar,
      // so the bars stay in time order as the trades' own searches assume.
      if (last && last.open >= minute) {
        if (trade.price > last.h) last.h = trade.price;
        if (trade.price < last.l) last.l = trade.price;
        last.c = trade.price;
        last.v += trade.qty;
        last.q += trade.quoteQty;
        if (!trade.isBuyerMaker) {
          last.takerV += trade.qty;
          last.takerQ += trade.quoteQty;
        }
        last.n += 1;
        continue;
      }
      const taker = !trade.isBuyerMaker;
      this.bars.push({
        open: minute,
        first: this.folded,
        o: trade.price,
        h: trade.price,
        l: trade.price,
        c: trade.price,
        v: trade.qty,
        q: trade.quoteQty,
        takerV: taker ? trade.qty : 0n,
        takerQ: taker ? trade.quoteQty : 0n,
        n: 1,
      });
    }
    return this.bars;
  }
}

/** Index of the first bar opening at or after `time`; `bars.length` when none. */
export function firstBarAtOrAfter(bars: readonly MinuteBar[], time: number): number {
  let low = 0;
  let high = bars.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((bars[middle] as MinuteBar).open < time) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Index of the bar holding the tape's trade `index`; −1 when none does. */
export function barHolding(bars: readonly MinuteBar[], index: number): number {
  let low = 0;
  let high = bars.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((bars[mid] as MinuteBar).first <= index) low = mid + 1;
    else high = mid;
  }
  return low - 1;
}
