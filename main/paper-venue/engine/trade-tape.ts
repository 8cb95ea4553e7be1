import { notionalFloor } from './fixed';
import {
  BUYER_MAKER,
  CHUNK,
  CHUNK_BITS,
  chunkBytes,
  chunkFromBytes,
  columns,
  type Columns,
  fieldsPerChunk,
  FIRST_CAPACITY,
  KEPT_WHOLE,
  MASK,
  MAX_COMMISSION,
  MAX_SLOTS,
  TAPE_LAYOUT,
  withCommissions,
} from './trade-columns';
import { barHolding, firstBarAtOrAfter, MinuteBars, type BarList } from './minute-bars';
import { savedBarColumns, type SavedBarsHeader } from './bar-columns';
import type { Trade } from './types';

const INT32_MAX = 2 ** 31 - 1;
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * How many whole `unit`s (a tick or a step) `amount` is, when that is an int32; −1 otherwise. Both
 * are counts of 1e-8 (exact scaled integers, never a fraction of a price): below 2^53 a number holds
 * such a count exactly, so the division's rounded quotient is checked by multiplying back, and no
 * bigint is made per trade.
 */
function unitsIn(amount: bigint, unit: number): number {
  if (amount < 0n || amount > MAX_SAFE) return -1;
  const count = Number(amount);
  const units = Math.round(count / unit);
  return units <= INT32_MAX && units * unit === count ? units : -1;
}

/** What a price bar reads of one trade (see `TradeTape.figuresAt`). */
export interface TradeFigures {
  time: number;
  price: bigint;
  qty: bigint;
  quoteQty: bigint;
  isBuyerMaker: boolean;
}

/** A narrow trade's figures in the tape's units (see `TradeTape.narrowAt`). */
export interface NarrowFigures {
  time: number;
  ticks: number;
  steps: number;
  isBuyerMaker: boolean;
}

/** What lets the tape keep a trade narrow: the symbol's units, and the accounts nobody asks about. */
export interface NarrowTrades {
  readonly tick: bigint;
  readonly step: bigint;
  /**
   * The engine's history-free accounts: a trade between two of them is forgotten with its chunk
   * (with a retention); any other is kept whole then, for the accounts' own trade lists.
   */
  readonly historyFree: readonly string[];
}

/**
 * A tape as a snapshot keeps it: its length, the units and account slots its narrow trades were
 * written with, the trades kept whole, and every column's bytes.
 */
export interface SavedTape {
  /** `TAPE_LAYOUT`; absent in tapes saved before the slot and commission columns (layout 1). */
  readonly layout?: number;
  readonly count: number;
  /** The index of the oldest trade still kept (0 when none was dropped; absent before dropping). */
  readonly start?: number;
  /** The time of the tape's first trade, kept or not. */
  readonly firstTime?: number;
  readonly tick: string;
  readonly step: string;
  readonly slots: readonly string[];
  /** The trades kept whole, dropped ones too when an account's history holds them. */
  readonly whole: readonly Trade[];
  /** The minute bars, saved once trades are dropped (their trades are no longer there to fold). */
  readonly bars?: SavedBarsHeader;
  /**
   * Per kept chunk, oldest first, its columns (`chunkBytes`), each of the chunk's trades only; then
   * the bars' columns.
   */
  readonly columns: readonly Uint8Array[];
}

/** How many columns a saved tape has (`SavedTape.columns`). */
export function savedTapeColumns(saved: Pick<SavedTape, 'count' | 'start' | 'bars' | 'layout'>): number {
  const chunks = Math.ceil(saved.count / CHUNK) - Math.floor((saved.start ?? 0) / CHUNK);
  return chunks * fieldsPerChunk(saved.layout) + (saved.bars ? savedBarColumns(saved.bars) : 0);
}

const isSmallId = (id: number) => Number.isInteger(id) && id >= 0 && id <= INT32_MAX;

/**
 * A symbol's public trades, oldest first (the trade with id k at index k − 1), kept narrow in
 * columns: time, price in ticks, quantity in steps, the two order ids, the two accounts' slots and
 * a byte of flags, 29 bytes, and both commissions (16 more) in chunks where any is paid. The whole
 * trade is rebuilt from them exactly (the quote amount as the engine computes it). A trade that
 * does not fit (of an order list, off the tick or step grid, or past a column's range) is kept as
 * its object. Keeping no object per trade is what lets a venue keep every account's history
 * without the collector copying and marking it. Reading a trade gives its object; the hot readers
 * (time searches, the order checks' 5-minute sums) read a column instead.
 *
 * With a retention, old trades are dropped a chunk at a time: a chunk whose newest trade is older
 * than the retention before a new trade, once its trades are folded into the minute bars. Indices
 * and ids stay as they were; `start` is the oldest index still kept, and what is older is read from
 * the bars (klines, prices at a minute's edge, searches by a minute's time).
 */
export class TradeTape {
  /** By chunk number; dropped chunks are holes. */
  private readonly chunks: (Columns | undefined)[] = [];
  /**
   * Trades kept as objects, by index: sparse where trades are mostly narrow, dense where they are
   * all whole (an engine without history-free accounts), which an array serves faster than a Map.
   */
  private readonly whole: (Trade | undefined)[] = [];
  /** The accounts of the narrow trades, by slot. */
  private slots: string[] = [];
  private readonly slotOf = new Map<string, number>();
  private readonly historyFree: ReadonlySet<string>;
  /** The narrow units as numbers (a tick or step is far below 2^53). */
  private readonly tickUnits: number;
  private readonly stepUnits: number;
  private readonly narrow: NarrowTrades | undefined;
  private count = 0;
  private kept = 0;
  private firstTime: number | undefined;
  private bars: MinuteBars | undefined;

  constructor(
    private readonly symbol: string,
    narrow?: NarrowTrades,
    /** Trades this much older than a new one are dropped (see above); all are kept without it. */
    private readonly retentionMs?: number,
  ) {
    this.narrow = narrow && narrow.tick > 0n && narrow.step > 0n ? narrow : undefined;
    this.historyFree = new Set(narrow?.historyFree);
    this.tickUnits = Number(this.narrow?.tick ?? 0n);
    this.stepUnits = Number(this.narrow?.step ?? 0n);
  }

  get length(): number {
    return this.count;
  }

  /** The index of the oldest trade still kept: `at` and the other readers by index start there. */
  get start(): number {
    return this.kept;
  }

  /** The time of the first trade ever printed, kept or not. */
  get firstTradeTime(): number | undefined {
    return this.firstTime;
  }

  /**
   * Adds the next trade. `quoteIsNotional`: its quote amount is price × quantity rounded down, as
   * the engine's fills make it (otherwise it is checked before the trade is kept narrow).
   */
  push(trade: Trade, quoteIsNotional = false): void {
    const index = this.count;
    if (trade.id !== index + 1)
      throw new RangeError(`trade ${trade.id} out of order (expected ${index + 1})`);
    const at = index & MASK;
    if (at === 0) {
      if (this.retentionMs !== undefined)
        this.dropOlderThan(trade.time - this.retentionMs, index >>> CHUNK_BITS);
      this.chunks[index >>> CHUNK_BITS] = columns(FIRST_CAPACITY);
      // The first trade ever is at index 0, the start of a chunk.
      this.firstTime ??= trade.time;
    }
    let chunk = this.chunks[index >>> CHUNK_BITS] as Columns;
    if (at === chunk.time.length) {
      chunk = columns(2 * at, chunk);
      this.chunks[index >>> CHUNK_BITS] = chunk;
    }
    chunk.time[at] = trade.time;
    if (!this.keepNarrow(trade, chunk, at, quoteIsNotional)) {
      this.whole[index] = trade;
      chunk.flags[at] = KEPT_WHOLE;
    }
    this.count += 1;
  }

  /**
   * Drops the chunks before chunk `before − 1` whose newest trade is older than `time`, oldest
   * first, after folding them into the bars. The trades of an account that keeps its history stay,
   * as objects (its trade list reads them, and a snapshot restores the list from them).
   */
  private dropOlderThan(time: number, before: number): void {
    for (let chunk = this.kept >>> CHUNK_BITS; chunk < before - 1; chunk += 1) {
      const end = (chunk + 1) * CHUNK;
      if (this.timeAt(end - 1) >= time) return;
      this.bars ??= new MinuteBars(this);
      this.bars.foldThrough(end);
      const columns = this.chunks[chunk] as Columns;
      for (let index = chunk * CHUNK; index < end; index += 1) {
        const at = index & MASK;
        if (((columns.flags[at] as number) & KEPT_WHOLE) !== 0) {
          const trade = this.whole[index] as Trade;
          if (this.historyFree.has(trade.buyerAccountId) && this.historyFree.has(trade.sellerAccountId))
            delete this.whole[index];
        } else if (
          !this.historyFree.has(this.slots[columns.buyer[at] as number] as string) ||
          !this.historyFree.has(this.slots[columns.seller[at] as number] as string)
        ) {
          this.whole[index] = this.at(index);
        }
      }
      this.chunks[chunk] = undefined;
      this.kept = end;
    }
  }

  /**
   * The trade at `index` (0 … length − 1), or an older one still kept for an account's history
   * (see `dropOlderThan`).
   */
  tradeAt(index: number): Trade {
    return (index < this.kept ? this.whole[index] : undefined) ?? this.at(index);
  }

  /** The time of a trade `tradeAt` reads, without making it. */
  timeOf(index: number): number {
    return index < this.kept ? this.tradeAt(index).time : this.timeAt(index);
  }

  /** Whether a trade `tradeAt` reads was made by the order, without making it. */
  involvesOrder(index: number, orderId: number): boolean {
    const chunk = index < this.kept ? undefined : this.chunks[index >>> CHUNK_BITS];
    const at = index & MASK;
    if (!chunk || ((chunk.flags[at] as number) & KEPT_WHOLE) !== 0) {
      const trade = this.tradeAt(index);
      return trade.buyerOrderId === orderId || trade.sellerOrderId === orderId;
    }
    return chunk.buyerOrderId[at] === orderId || chunk.sellerOrderId[at] === orderId;
  }

  /**
   * Calls `visit` with the two accounts of every trade still readable by `tradeAt`, oldest first,
   * without making the narrow ones' objects.
   */
  forEachTrade(visit: (buyerAccountId: string, sellerAccountId: string, index: number) => void): void {
    for (let index = 0; index < this.count; index += 1) {
      const chunk = index < this.kept ? undefined : (this.chunks[index >>> CHUNK_BITS] as Columns);
      const at = index & MASK;
      if (!chunk || ((chunk.flags[at] as number) & KEPT_WHOLE) !== 0) {
        const trade = this.whole[index];
        if (trade) visit(trade.buyerAccountId, trade.sellerAccountId, index);
      } else {
        visit(
          this.slots[chunk.buyer[at] as number] as string,
          this.slots[chunk.seller[at] as number] as string,
          index,
        );
      }
    }
  }

  /** The trade at `index` (`start` … length − 1). */
  at(index: number): Trade {
    this.check(index);
    const kept = this.whole[index];
    if (kept) return kept;
    const narrow = this.narrow as NarrowTrades;
    const chunk = this.chunks[index >>> CHUNK_BITS] as Columns;
    const at = index & MASK;
    const price = BigInt(chunk.ticks[at] as number) * narrow.tick;
    const qty = BigInt(chunk.steps[at] as number) * narrow.step;
    const isBuyerMaker = ((chunk.flags[at] as number) & BUYER_MAKER) !== 0;
    const buyerOrderId = chunk.buyerOrderId[at] as number;
    const sellerOrderId = chunk.sellerOrderId[at] as number;
    return {
      symbol: this.symbol,
      id: index + 1,
      price,
      qty,
      quoteQty: notionalFloor(price, qty),
      time: chunk.time[at] as number,
      isBuyerMaker,
      buyerOrderId,
      sellerOrderId,
      buyerAccountId: this.slots[chunk.buyer[at] as number] as string,
      sellerAccountId: this.slots[chunk.seller[at] as number] as string,
      buyerOrderListId: -1,
      sellerOrderListId: -1,
      buyerCommission: chunk.buyerCommission ? (chunk.buyerCommission[at] as bigint) : 0n,
      sellerCommission: chunk.sellerCommission ? (chunk.sellerCommission[at] as bigint) : 0n,
      takerOrderId: isBuyerMaker ? sellerOrderId : buyerOrderId,
    };
  }

  /** The trades folded into one bar per minute that traded, oldest first (see `MinuteBars`). */
  minuteBars(): BarList {
    this.bars ??= new MinuteBars(this);
    return this.bars.read();
  }

  /** Folds at most `count` more trades into the minute bars; true once they hold every trade. */
  foldMinuteBars(count: number): boolean {
    this.bars ??= new MinuteBars(this);
    return this.bars.fold(count);
  }

  /** The tick and step a narrow trade counts in; undefined when the tape keeps none narrow. */
  get units(): { readonly tick: bigint; readonly step: bigint } | undefined {
    return this.narrow;
  }

  /**
   * The narrow figures of the trade at `index` (its price in ticks, its quantity in steps), written
   * into `out`; false, with `out` untouched, when the trade is kept whole.
   */
  narrowAt(index: number, out: NarrowFigures): boolean {
    if (!this.narrow) return false;
    this.check(index);
    const chunk = this.chunks[index >>> CHUNK_BITS] as Columns;
    const at = index & MASK;
    // The flag, not `whole`: a sparse array's holes are slow to read, and most trades are holes.
    const flags = chunk.flags[at] as number;
    if ((flags & KEPT_WHOLE) !== 0) return false;
    out.time = chunk.time[at] as number;
    out.ticks = chunk.ticks[at] as number;
    out.steps = chunk.steps[at] as number;
    out.isBuyerMaker = (flags & 1) === 1;
    return true;
  }

  /** The figures of the trade at `index` a price bar needs, written into `out`: no trade is made. */
  figuresAt(index: number, out: TradeFigures): void {
    this.check(index);
    const chunk = this.chunks[index >>> CHUNK_BITS] as Columns;
    const at = index & MASK;
    out.time = chunk.time[at] as number;
    const kept = this.whole[index];
    if (kept) {
      out.price = kept.price;
      out.qty = kept.qty;
      out.quoteQty = kept.quoteQty;
      out.isBuyerMaker = kept.isBuyerMaker;
      return;
    }
    const narrow = this.narrow as NarrowTrades;
    out.price = BigInt(chunk.ticks[at] as number) * narrow.tick;
    out.qty = BigInt(chunk.steps[at] as number) * narrow.step;
    out.quoteQty = notionalFloor(out.price, out.qty);
    out.isBuyerMaker = ((chunk.flags[at] as number) & 1) === 1;
  }

  /**
   * The price of the trade at `index`, kept or not: a dropped trade's is known when it opened or
   * closed its minute (which is all a read at a minute's edge asks for). Throws for any other.
   */
  priceAt(index: number): bigint {
    if (index >= this.kept) {
      const figures: TradeFigures = { time: 0, price: 0n, qty: 0n, quoteQty: 0n, isBuyerMaker: false };
      this.figuresAt(index, figures);
      return figures.price;
    }
    const bars = this.minuteBars();
    const holding = barHolding(bars, index);
    const bar = holding >= 0 ? bars.at(holding) : undefined;
    if (bar && index === bar.first + bar.n - 1) return bar.c;
    if (bar && index === bar.first) return bar.o;
    throw new RangeError(`${this.symbol} trade at index ${index} is no longer kept`);
  }

  /** The newest trade, if any. */
  last(): Trade | undefined {
    return this.count > 0 ? this.at(this.count - 1) : undefined;
  }

  /** The trades from `start` up to (not including) `end`, clamped to the tape. */
  slice(start = this.kept, end = this.count): Trade[] {
    const from = Math.max(this.kept, start);
    const to = Math.min(this.count, end);
    const out: Trade[] = [];
    for (let index = from; index < to; index += 1) out.push(this.at(index));
    return out;
  }

  timeAt(index: number): number {
    this.check(index);
    return (this.chunks[index >>> CHUNK_BITS] as Columns).time[index & MASK] as number;
  }

  qtyAt(index: number): bigint {
    this.check(index);
    const kept = this.whole[index];
    if (kept) return kept.qty;
    const steps = (this.chunks[index >>> CHUNK_BITS] as Columns).steps[index & MASK] as number;
    return BigInt(steps) * (this.narrow as NarrowTrades).step;
  }

  quoteQtyAt(index: number): bigint {
    this.check(index);
    const kept = this.whole[index];
    if (kept) return kept.quoteQty;
    const narrow = this.narrow as NarrowTrades;
    const chunk = this.chunks[index >>> CHUNK_BITS] as Columns;
    const at = index & MASK;
    return notionalFloor(
      BigInt(chunk.ticks[at] as number) * narrow.tick,
      BigInt(chunk.steps[at] as number) * narrow.step,
    );
  }

  /**
   * Index of the first trade at or after `time` (trades are in time order); `length` when none.
   * Among dropped trades it is read from the bars, to the minute: the first trade of the first
   * minute opening at or after `time`, exact when `time` opens a minute.
   */
  firstAtOrAfter(time: number): number {
    let low = this.kept;
    let high = this.count;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.timeAt(mid) < time) low = mid + 1;
      else high = mid;
    }
    if (low > this.kept || this.kept === 0) return low;
    const bars = this.minuteBars();
    const bar = firstBarAtOrAfter(bars, time);
    return bar < bars.length && bars.firstAt(bar) < this.kept ? bars.firstAt(bar) : low;
  }

  /**
   * The tape as a snapshot writes it. A full chunk is never written again, so its columns are given
   * as views; the growing chunk's are copied, so the snapshot stays what it was when taken.
   */
  save(): SavedTape {
    const columns: Uint8Array[] = [];
    this.chunks.forEach((chunk, index) => {
      if (chunk) columns.push(...chunkBytes(chunk, Math.min(CHUNK, this.count - index * CHUNK)));
    });
    const bars = this.kept > 0 ? this.bars?.save() : undefined;
    if (bars) columns.push(...bars.columns);
    return {
      layout: TAPE_LAYOUT,
      count: this.count,
      ...(this.kept > 0 ? { start: this.kept } : {}),
      ...(this.firstTime !== undefined ? { firstTime: this.firstTime } : {}),
      tick: String(this.narrow?.tick ?? 0n),
      step: String(this.narrow?.step ?? 0n),
      slots: [...this.slots],
      whole: this.whole.filter((trade): trade is Trade => trade !== undefined),
      ...(bars ? { bars: bars.header } : {}),
      columns,
    };
  }

  /**
   * Fills an empty tape with a saved one. Throws when the columns do not fit the saved count or a
   * trade kept whole has an id off the tape.
   */
  restore(saved: SavedTape): void {
    if (this.count > 0) throw new Error(`${this.symbol}: restoring into a tape that has trades`);
    if (saved.layout !== undefined && saved.layout !== TAPE_LAYOUT)
      throw new Error(`${this.symbol}: a saved tape of layout ${saved.layout}`);
    const start = saved.start ?? 0;
    if (!Number.isInteger(start) || start < 0 || (start & MASK) !== 0 || start > saved.count)
      throw new Error(`${this.symbol}: a saved tape starts at ${start}`);
    if (saved.columns.length !== savedTapeColumns(saved))
      throw new Error(
        `${this.symbol}: ${saved.columns.length} saved trade columns for ${saved.count} trades`,
      );
    const tapeColumns = savedTapeColumns({ count: saved.count, start, layout: saved.layout });
    const barColumns = saved.columns.slice(tapeColumns);
    if (saved.tick !== String(this.narrow?.tick ?? 0n) || saved.step !== String(this.narrow?.step ?? 0n)) {
      // Written with other units (the symbol's filters have changed since): read with those, then
      // kept again with these, narrow where they allow it.
      const units = {
        tick: BigInt(saved.tick),
        step: BigInt(saved.step),
        historyFree: [...this.historyFree],
      };
      const written = new TradeTape(this.symbol, units);
      written.restore(saved);
      this.startAt(start, written.firstTime, saved.bars, barColumns);
      for (const trade of saved.whole) if (trade.id - 1 < start) this.whole[trade.id - 1] = trade;
      for (let index = start; index < written.length; index += 1) this.push(written.at(index));
      return;
    }
    this.startAt(start, saved.firstTime, saved.bars, barColumns);
    this.slots = [...saved.slots];
    this.slots.forEach((accountId, slot) => this.slotOf.set(accountId, slot));
    const perChunk = fieldsPerChunk(saved.layout);
    for (let index = start >>> CHUNK_BITS, column = 0; column < tapeColumns; index += 1) {
      const length = Math.min(CHUNK, saved.count - index * CHUNK);
      const bytes = saved.columns.slice(column, column + perChunk);
      this.chunks[index] = chunkFromBytes(this.symbol, bytes, length, saved.layout);
      column += perChunk;
    }
    this.count = saved.count;
    for (const trade of saved.whole) {
      const index = trade.id - 1;
      if (!Number.isInteger(index) || index < 0 || index >= saved.count)
        throw new Error(`${this.symbol}: a saved trade has id ${trade.id}`);
      this.whole[index] = trade;
      if (index < start) continue;
      // Snapshots written before the flag had 0 there.
      const chunk = this.chunks[index >>> CHUNK_BITS] as Columns;
      chunk.flags[index & MASK] = (chunk.flags[index & MASK] as number) | KEPT_WHOLE;
    }
    // A narrow trade naming no saved account would be read with none.
    this.forEachTrade((buyer, seller, index) => {
      if (buyer === undefined || seller === undefined)
        throw new Error(`${this.symbol}: a saved trade at index ${index} names no saved account`);
    });
    // Snapshots written before it kept the time with the first trade.
    if (this.firstTime === undefined && this.count > 0) this.firstTime = this.timeAt(0);
  }

  /** Makes this empty tape start at `start`, its older trades in the saved bars. */
  private startAt(
    start: number,
    firstTime: number | undefined,
    bars: SavedBarsHeader | undefined,
    barColumns: readonly Uint8Array[],
  ): void {
    if (start > 0 && !bars) throw new Error(`${this.symbol}: trades dropped without their bars`);
    this.kept = start;
    this.count = start;
    this.firstTime = firstTime;
    this.chunks.length = start >>> CHUNK_BITS;
    if (bars) {
      this.bars = new MinuteBars(this);
      this.bars.restore(bars, barColumns);
    }
  }

  /** Writes the trade's narrow form when it has one; false when it must be kept whole. */
  private keepNarrow(trade: Trade, chunk: Columns, at: number, quoteIsNotional: boolean): boolean {
    const narrow = this.narrow;
    if (!narrow) return false;
    if (trade.buyerOrderListId !== -1 || trade.sellerOrderListId !== -1) return false;
    if (!isSmallId(trade.buyerOrderId) || !isSmallId(trade.sellerOrderId)) return false;
    if (trade.takerOrderId !== (trade.isBuyerMaker ? trade.sellerOrderId : trade.buyerOrderId)) return false;
    const ticks = unitsIn(trade.price, this.tickUnits);
    const steps = unitsIn(trade.qty, this.stepUnits);
    if (ticks < 0 || steps < 0) return false;
    const { buyerCommission, sellerCommission } = trade;
    if (buyerCommission < 0n || buyerCommission > MAX_COMMISSION) return false;
    if (sellerCommission < 0n || sellerCommission > MAX_COMMISSION) return false;
    if (!quoteIsNotional && trade.quoteQty !== notionalFloor(trade.price, trade.qty)) return false;
    const buyer = this.slotFor(trade.buyerAccountId);
    const seller = this.slotFor(trade.sellerAccountId);
    if (buyer < 0 || seller < 0) return false;
    chunk.ticks[at] = ticks;
    chunk.steps[at] = steps;
    chunk.buyerOrderId[at] = trade.buyerOrderId;
    chunk.sellerOrderId[at] = trade.sellerOrderId;
    chunk.buyer[at] = buyer;
    chunk.seller[at] = seller;
    chunk.flags[at] = trade.isBuyerMaker ? BUYER_MAKER : 0;
    if (buyerCommission !== 0n || sellerCommission !== 0n) {
      const commissions = withCommissions(chunk);
      commissions.buyer[at] = buyerCommission;
      commissions.seller[at] = sellerCommission;
    }
    return true;
  }

  /** The account's slot, given it one if it has none; −1 when every slot is taken. */
  private slotFor(accountId: string): number {
    const slot = this.slotOf.get(accountId);
    if (slot !== undefined) return slot;
    if (this.slots.length >= MAX_SLOTS) return -1;
    this.slotOf.set(accountId, this.slots.length);
    this.slots.push(accountId);
    return this.slots.length - 1;
  }

  private check(index: number): void {
    if (!Number.isInteger(index) || index < this.kept || index >= this.count)
      throw new RangeError(
        index < this.kept && index >= 0
          ? `${this.symbol} trade at index ${index} is no longer kept`
          : `no ${this.symbol} trade at index ${index}`,
      );
  }
}
