import { notionalFloor } from './fixed';
import { barHolding, firstBarAtOrAfter, MinuteBars, type BarList } from './minute-bars';
import { savedBarColumns, type SavedBarsHeader } from './bar-columns';
import type { Trade } from './types';

/** Trades per chunk: a full chunk is never copied again, the next trades start a new one. */
const CHUNK_BITS = 12;
const CHUNK = 1 << CHUNK_BITS;
const MASK = CHUNK - 1;
/** A chunk starts this small (a symbol may print few trades) and doubles up to CHUNK. */
const FIRST_CAPACITY = 64;
const INT32_MAX = 2 ** 31 - 1;
/** Account slots a narrow trade can name (three bits each in `flags`). */
const MAX_NARROW_ACCOUNTS = 7;
const KEPT_WHOLE = 0x80;

const FIELDS = {
  time: Float64Array,
  ticks: Int32Array,
  steps: Int32Array,
  buyerOrderId: Int32Array,
  sellerOrderId: Int32Array,
  /**
   * Bit 0: isBuyerMaker; bits 1–3 and 4–6: buyer and seller slots in the tape's narrow accounts;
   * bit 7 (`KEPT_WHOLE`): the trade is kept as its object, the other columns unset.
   */
  flags: Uint8Array,
} as const;

type Columns = { -readonly [K in keyof typeof FIELDS]: InstanceType<(typeof FIELDS)[K]> };

/** One chunk's columns with room for `capacity` trades, holding a copy of `from`'s. */
function columns(capacity: number, from?: Columns): Columns {
  const out = {} as Record<string, Float64Array | Int32Array | Uint8Array>;
  for (const [name, Type] of Object.entries(FIELDS)) {
    const column = new Type(capacity);
    if (from) column.set(from[name as keyof Columns] as never);
    out[name] = column;
  }
  return out as Columns;
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

/** What lets the tape keep a trade narrow: the symbol's units and the accounts nobody asks about. */
export interface NarrowTrades {
  readonly tick: bigint;
  readonly step: bigint;
  /** Accounts whose trades with each other may be kept narrow (the engine's history-free accounts). */
  readonly accounts: readonly string[];
}

/**
 * A tape as a snapshot keeps it: its length, the units and account slots its narrow trades were
 * written with (a restore refuses other ones), the trades kept whole, and every column's bytes.
 */
export interface SavedTape {
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
   * Per kept chunk, oldest first, one array per column in `FIELDS` order, each of the chunk's trades
   * only; then the bars' columns.
   */
  readonly columns: readonly Uint8Array[];
}

/** How many columns a saved tape has (`SavedTape.columns`). */
export function savedTapeColumns(saved: Pick<SavedTape, 'count' | 'start' | 'bars'>): number {
  const chunks = Math.ceil(saved.count / CHUNK) - Math.floor((saved.start ?? 0) / CHUNK);
  return chunks * FIELD_NAMES.length + (saved.bars ? savedBarColumns(saved.bars) : 0);
}

const FIELD_NAMES = Object.keys(FIELDS) as (keyof typeof FIELDS)[];
/** A saved tape has `TAPE_FIELDS` columns for each chunk of trades it keeps, whole or in part. */
export const TAPE_FIELDS = FIELD_NAMES.length;

/** The bytes of a column's first `length` values: a view of a full chunk, a copy of a growing one. */
function columnBytes(
  column: Float64Array | Int32Array | Uint8Array,
  length: number,
  full: boolean,
): Uint8Array {
  const values = full ? column : column.slice(0, length);
  return new Uint8Array(values.buffer, values.byteOffset, length * values.BYTES_PER_ELEMENT);
}

const isSmallId = (id: number) => Number.isInteger(id) && id >= 0 && id <= INT32_MAX;

/**
 * A symbol's public trades, oldest first (the trade with id k at index k − 1). Nearly all are the
 * simulated market's with itself, so those are kept narrow: time, price in ticks, quantity in
 * steps, the two order ids and a byte of flags, 25 bytes, from which the whole trade is rebuilt
 * exactly (no commission, no order list, the quote amount as the engine computes it). Any other trade (a user's, or one outside those bounds) is
 * kept as its object, which the account's trade list holds anyway. Reading a trade gives its
 * object; the hot readers (time searches, the order checks' 5-minute sums) read a column instead.
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
  private readonly slots: readonly string[];
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
    this.slots = (this.narrow?.accounts ?? []).slice(0, MAX_NARROW_ACCOUNTS);
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

  push(trade: Trade): void {
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
    if (!this.keepNarrow(trade, chunk, at)) {
      this.whole[index] = trade;
      chunk.flags[at] = KEPT_WHOLE;
    }
    this.count += 1;
  }

  /**
   * Drops the chunks before chunk `before − 1` whose newest trade is older than `time`, oldest
   * first, after folding them into the bars. Whole trades of a history-kept account stay (a
   * snapshot restores the accounts' trade lists from them).
   */
  private dropOlderThan(time: number, before: number): void {
    for (let chunk = this.kept >>> CHUNK_BITS; chunk < before - 1; chunk += 1) {
      const end = (chunk + 1) * CHUNK;
      if (this.timeAt(end - 1) >= time) return;
      this.bars ??= new MinuteBars(this);
      this.bars.foldThrough(end);
      for (let index = chunk * CHUNK; index < end; index += 1) {
        const trade = this.whole[index];
        if (trade && this.slots.includes(trade.buyerAccountId) && this.slots.includes(trade.sellerAccountId))
          delete this.whole[index];
      }
      this.chunks[chunk] = undefined;
      this.kept = end;
    }
  }

  /** The trade at `index` (0 … length − 1). */
  at(index: number): Trade {
    this.check(index);
    const kept = this.whole[index];
    if (kept) return kept;
    const narrow = this.narrow as NarrowTrades;
    const chunk = this.chunks[index >>> CHUNK_BITS] as Columns;
    const at = index & MASK;
    const price = BigInt(chunk.ticks[at] as number) * narrow.tick;
    const qty = BigInt(chunk.steps[at] as number) * narrow.step;
    const flags = chunk.flags[at] as number;
    const isBuyerMaker = (flags & 1) === 1;
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
      buyerAccountId: this.slots[(flags >> 1) & 7] as string,
      sellerAccountId: this.slots[(flags >> 4) & 7] as string,
      buyerOrderListId: -1,
      sellerOrderListId: -1,
      buyerCommission: 0n,
      sellerCommission: 0n,
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
      if (!chunk) return;
      const length = Math.min(CHUNK, this.count - index * CHUNK);
      for (const name of FIELD_NAMES) columns.push(columnBytes(chunk[name], length, length === CHUNK));
    });
    const bars = this.kept > 0 ? this.bars?.save() : undefined;
    if (bars) columns.push(...bars.columns);
    return {
      count: this.count,
      ...(this.kept > 0 ? { start: this.kept } : {}),
      ...(this.firstTime !== undefined ? { firstTime: this.firstTime } : {}),
      tick: String(this.narrow?.tick ?? 0n),
      step: String(this.narrow?.step ?? 0n),
      slots: this.slots,
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
    const start = saved.start ?? 0;
    if (!Number.isInteger(start) || start < 0 || (start & MASK) !== 0 || start > saved.count)
      throw new Error(`${this.symbol}: a saved tape starts at ${start}`);
    if (saved.columns.length !== savedTapeColumns(saved))
      throw new Error(
        `${this.symbol}: ${saved.columns.length} saved trade columns for ${saved.count} trades`,
      );
    const tapeColumns = savedTapeColumns({ count: saved.count, start });
    const barColumns = saved.columns.slice(tapeColumns);
    if (
      saved.tick !== String(this.narrow?.tick ?? 0n) ||
      saved.step !== String(this.narrow?.step ?? 0n) ||
      saved.slots.join('\n') !== this.slots.join('\n')
    ) {
      // Written with other units or accounts (the symbol's filters or the simulated accounts have
      // changed since): read with those, then kept again with these, narrow where they allow it.
      const units = { tick: BigInt(saved.tick), step: BigInt(saved.step), accounts: saved.slots };
      const written = new TradeTape(this.symbol, units);
      written.restore(saved);
      this.startAt(start, written.firstTime, saved.bars, barColumns);
      for (const trade of saved.whole) if (trade.id - 1 < start) this.whole[trade.id - 1] = trade;
      for (let index = start; index < written.length; index += 1) this.push(written.at(index));
      return;
    }
    this.startAt(start, saved.firstTime, saved.bars, barColumns);
    for (let index = start >>> CHUNK_BITS, column = 0; column < tapeColumns; index += 1) {
      const length = Math.min(CHUNK, saved.count - index * CHUNK);
      const capacity = Math.min(CHUNK, Math.max(FIRST_CAPACITY, 2 ** Math.ceil(Math.log2(length))));
      const chunk = columns(capacity);
      for (const name of FIELD_NAMES) {
        const bytes = saved.columns[column++] as Uint8Array;
        const target = chunk[name];
        if (bytes.byteLength !== length * target.BYTES_PER_ELEMENT)
          throw new Error(`${this.symbol}: a saved trade column has ${bytes.byteLength} bytes`);
        new Uint8Array(target.buffer, 0, bytes.byteLength).set(bytes);
      }
      this.chunks[index] = chunk;
    }
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
    this.count = saved.count;
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
  private keepNarrow(trade: Trade, chunk: Columns, at: number): boolean {
    const narrow = this.narrow;
    if (!narrow) return false;
    const buyer = this.slots.indexOf(trade.buyerAccountId);
    const seller = this.slots.indexOf(trade.sellerAccountId);
    if (buyer < 0 || seller < 0) return false;
    if (trade.buyerOrderListId !== -1 || trade.sellerOrderListId !== -1) return false;
    if (trade.buyerCommission !== 0n || trade.sellerCommission !== 0n) return false;
    if (!isSmallId(trade.buyerOrderId) || !isSmallId(trade.sellerOrderId)) return false;
    if (trade.takerOrderId !== (trade.isBuyerMaker ? trade.sellerOrderId : trade.buyerOrderId)) return false;
    if (trade.price % narrow.tick !== 0n || trade.qty % narrow.step !== 0n) return false;
    const ticks = trade.price / narrow.tick;
    const steps = trade.qty / narrow.step;
    if (ticks < 0n || ticks > INT32_MAX || steps < 0n || steps > INT32_MAX) return false;
    if (trade.quoteQty !== notionalFloor(trade.price, trade.qty)) return false;
    chunk.ticks[at] = Number(ticks);
    chunk.steps[at] = Number(steps);
    chunk.buyerOrderId[at] = trade.buyerOrderId;
    chunk.sellerOrderId[at] = trade.sellerOrderId;
    chunk.flags[at] = (trade.isBuyerMaker ? 1 : 0) | (buyer << 1) | (seller << 4);
    return true;
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
