import { klineBuckets } from '@shared/market/klines';
import { SCALE } from './fixed';
import { BarColumns, type SavedBarsHeader } from './bar-columns';
import type { NarrowFigures, TradeFigures, TradeTape } from './trade-tape';

const MINUTE = 60_000;
const MINUTES = klineBuckets('1m');

/**
 * The running figures of a bar or a kline: high, low and close, base and quote volume and the parts
 * of each whose taker bought, and the number of trades.
 */
export interface BarSums {
  h: bigint;
  l: bigint;
  c: bigint;
  v: bigint;
  q: bigint;
  takerV: bigint;
  takerQ: bigint;
  n: number;
}

/** A bar's running figures alone, without its open. */
const tradeSumsOf = ({ h, l, c, v, q, takerV, takerQ, n }: BarSums): BarSums => ({
  h,
  l,
  c,
  v,
  q,
  takerV,
  takerQ,
  n,
});

/** What a bar reads of one trade. */
type BarTrade = Pick<TradeFigures, 'price' | 'qty' | 'quoteQty' | 'isBuyerMaker'>;

/** The figures of one trade alone. */
export function tradeSums(trade: BarTrade): BarSums {
  // The taker bought when the buyer was not the maker.
  const taker = !trade.isBuyerMaker;
  return {
    h: trade.price,
    l: trade.price,
    c: trade.price,
    v: trade.qty,
    q: trade.quoteQty,
    takerV: taker ? trade.qty : 0n,
    takerQ: taker ? trade.quoteQty : 0n,
    n: 1,
  };
}

/** Adds a later trade to running figures (whose high and low are already set). */
export function addTrade(sums: BarSums, trade: BarTrade): void {
  if (trade.price > sums.h) sums.h = trade.price;
  if (trade.price < sums.l) sums.l = trade.price;
  sums.c = trade.price;
  sums.v += trade.qty;
  sums.q += trade.quoteQty;
  if (!trade.isBuyerMaker) {
    sums.takerV += trade.qty;
    sums.takerQ += trade.quoteQty;
  }
  sums.n += 1;
}

/** Adds the figures of later trades to running figures (whose high and low are already set). */
export function addSums(sums: BarSums, later: BarSums): void {
  if (later.h > sums.h) sums.h = later.h;
  if (later.l < sums.l) sums.l = later.l;
  sums.c = later.c;
  sums.v += later.v;
  sums.q += later.q;
  sums.takerV += later.takerV;
  sums.takerQ += later.takerQ;
  sums.n += later.n;
}

/** One minute of a symbol's trades: the kline of that minute, in exact fixed-point amounts. */
export interface MinuteBar extends BarSums {
  /** The minute's open time, ms. */
  readonly open: number;
  /** The tape index of its first trade; its `n` trades follow it on the tape. */
  readonly first: number;
  /** The price of its first trade. */
  readonly o: bigint;
}

/**
 * Narrow trades of one bar not yet added to it, summed in plain numbers: in ticks and steps, and
 * the quote in steps × ticks, which the bar's units turn into fixed point when it is added.
 */
interface Run {
  n: number;
  high: number;
  low: number;
  close: number;
  steps: number;
  quote: number;
  takerSteps: number;
  takerQuote: number;
}

const emptyRun = (): Run => ({
  n: 0,
  high: 0,
  low: 0,
  close: 0,
  steps: 0,
  quote: 0,
  takerSteps: 0,
  takerQuote: 0,
});

/** Bars oldest first, read one at a time (`at` makes the bar; the others read one field) or summed. */
export interface BarList {
  readonly length: number;
  at(index: number): MinuteBar;
  openAt(index: number): number;
  firstAt(index: number): number;
  /** The figures of bars `from` up to `to` (not included) as one; undefined when there are none. */
  sum(from: number, to: number): BarSums | undefined;
}

/**
 * A symbol's trades folded into one bar per minute that traded, oldest first. Every kline interval
 * but 1s is a whole number of minutes and opens on a minute in every time zone, so a kline is the
 * sum of its minutes' bars: a request costs the minutes it spans, not the trades, which grow with
 * the venue's age (a day of the normal market is over a million trades on BTCUSDT). The bars follow
 * the tape lazily: each read folds in the trades printed since the last one.
 */
export class MinuteBars implements BarList {
  /** Every bar but the newest, which trades may still join. */
  private closed = new BarColumns();
  private newest: MinuteBar | undefined;
  private folded = 0;
  private readonly trade: TradeFigures = { time: 0, price: 0n, qty: 0n, quoteQty: 0n, isBuyerMaker: false };
  private readonly narrowTrade: NarrowFigures = { time: 0, ticks: 0, steps: 0, isBuyerMaker: false };
  private run = emptyRun();
  /** The tape's units, when a narrow trade's quote is ticks × steps × a whole number of 1e-8. */
  private readonly units:
    { readonly tick: bigint; readonly step: bigint; readonly quote: bigint } | undefined;

  constructor(private readonly tape: TradeTape) {
    const units = tape.units;
    if (units && (units.tick * units.step) % SCALE === 0n)
      this.units = { ...units, quote: (units.tick * units.step) / SCALE };
  }

  /** The bars, with every trade on the tape folded in. */
  read(): BarList {
    this.fold(Infinity);
    return this;
  }

  get length(): number {
    return this.closed.length + (this.newest ? 1 : 0);
  }

  at(index: number): MinuteBar {
    return index < this.closed.length ? this.closed.at(index) : (this.newest as MinuteBar);
  }

  openAt(index: number): number {
    return index < this.closed.length ? this.closed.openAt(index) : (this.newest as MinuteBar).open;
  }

  firstAt(index: number): number {
    return index < this.closed.length ? this.closed.firstAt(index) : (this.newest as MinuteBar).first;
  }

  sum(from: number, to: number): BarSums | undefined {
    const closed = this.closed.length;
    const sums = this.closed.sum(from, Math.min(to, closed));
    if (to <= closed || !this.newest || from > closed) return sums;
    if (!sums) return { ...tradeSumsOf(this.newest) };
    addSums(sums, this.newest);
    return sums;
  }

  /** Folds in the trades before tape index `end` not yet folded. */
  foldThrough(end: number): void {
    if (end > this.folded) this.fold(end - this.folded);
  }

  /** The bars with every trade folded in, as a snapshot keeps them (see `BarColumns`). */
  save(): { header: SavedBarsHeader; columns: Uint8Array[] } {
    this.fold(Infinity);
    return this.closed.save(this.newest, this.folded);
  }

  /** Takes saved bars as its own, in place of none: the tape's trades before `header.folded` are in them. */
  restore(header: SavedBarsHeader, columns: readonly Uint8Array[]): void {
    if (this.folded > 0) throw new Error('restoring bars over folded ones');
    this.closed = BarColumns.restore(header, columns);
    this.newest = this.closed.pop();
    this.folded = header.folded;
  }

  /** Folds in at most `count` more trades; true once every trade on the tape is folded in. */
  fold(count: number): boolean {
    const { tape, narrowTrade } = this;
    const end = Math.min(tape.length, this.folded + count);
    for (; this.folded < end; this.folded += 1) {
      if (this.units && tape.narrowAt(this.folded, narrowTrade) && this.addToRun(narrowTrade)) continue;
      this.endRun();
      tape.figuresAt(this.folded, this.trade);
      this.add(this.trade);
    }
    this.endRun();
    return this.folded === tape.length;
  }

  /**
   * Adds a narrow trade to the newest bar's run in plain numbers; false when it opens a new minute
   * or a sum would pass 2^53 (the trade is then added the exact way).
   */
  private addToRun(trade: NarrowFigures): boolean {
    const last = this.newest;
    // In the newest bar's minute or before it (a clock stepped back), as `add` has it.
    if (!last || trade.time >= last.open + MINUTE) return false;
    const quote = trade.ticks * trade.steps;
    const run = this.run;
    if (
      quote > Number.MAX_SAFE_INTEGER ||
      run.quote + quote > Number.MAX_SAFE_INTEGER ||
      run.steps + trade.steps > Number.MAX_SAFE_INTEGER
    )
      return false;
    if (run.n === 0) run.high = run.low = trade.ticks;
    else if (trade.ticks > run.high) run.high = trade.ticks;
    else if (trade.ticks < run.low) run.low = trade.ticks;
    run.close = trade.ticks;
    run.steps += trade.steps;
    run.quote += quote;
    if (!trade.isBuyerMaker) {
      run.takerSteps += trade.steps;
      run.takerQuote += quote;
    }
    run.n += 1;
    return true;
  }

  /** Adds the run to the newest bar in its exact amounts. */
  private endRun(): void {
    const { run, units } = this;
    const last = this.newest;
    if (run.n === 0 || !last || !units) return;
    addSums(last, {
      h: BigInt(run.high) * units.tick,
      l: BigInt(run.low) * units.tick,
      c: BigInt(run.close) * units.tick,
      v: BigInt(run.steps) * units.step,
      q: BigInt(run.quote) * units.quote,
      takerV: BigInt(run.takerSteps) * units.step,
      takerQ: BigInt(run.takerQuote) * units.quote,
      n: run.n,
    });
    this.run = emptyRun();
  }

  /** Adds one trade in its exact amounts: to the newest bar, or as a new minute's. */
  private add(trade: TradeFigures): void {
    const minute = MINUTES.openOf(trade.time);
    const last = this.newest;
    // A trade stamped before the newest bar's minute (the clock stepped back) joins that bar,
    // so the bars stay in time order as the trades' own searches assume.
    if (last && last.open >= minute) {
      addTrade(last, trade);
      return;
    }
    if (last) this.closed.push(last);
    this.newest = { open: minute, first: this.folded, o: trade.price, ...tradeSums(trade) };
  }
}

/** Index of the first bar opening at or after `time`; `bars.length` when none. */
export function firstBarAtOrAfter(bars: BarList, time: number): number {
  let low = 0;
  let high = bars.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (bars.openAt(middle) < time) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Index of the bar holding the tape's trade `index`; −1 when none does. */
export function barHolding(bars: BarList, index: number): number {
  let low = 0;
  let high = bars.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (bars.firstAt(mid) <= index) low = mid + 1;
    else high = mid;
  }
  return low - 1;
}

/** Every bar of a list, oldest first, as objects (what tests and one-off reads compare). */
export const barArray = (bars: BarList): MinuteBar[] =>
  Array.from({ length: bars.length }, (_, i) => bars.at(i));
