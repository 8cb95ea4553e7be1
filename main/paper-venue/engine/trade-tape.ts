import type { Trade } from './types';

/** Trades per chunk: a full chunk is never copied again, the next trades start a new one. */
const CHUNK_BITS = 12;
const CHUNK = 1 << CHUNK_BITS;
const MASK = CHUNK - 1;
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

const FIELDS = {
  time: Float64Array,
  price: BigInt64Array,
  qty: BigInt64Array,
  quoteQty: BigInt64Array,
  buyerCommission: BigInt64Array,
  sellerCommission: BigInt64Array,
  buyerOrderId: Float64Array,
  sellerOrderId: Float64Array,
  takerOrderId: Float64Array,
  buyerOrderListId: Float64Array,
  sellerOrderListId: Float64Array,
  /** Indexes into the tape's account names. */
  buyer: Uint32Array,
  seller: Uint32Array,
  isBuyerMaker: Uint8Array,
} as const;

type Columns = { -readonly [K in keyof typeof FIELDS]: InstanceType<(typeof FIELDS)[K]> };

/** One chunk's columns with room for `capacity` trades, holding a copy of `from`'s. */
function columns(capacity: number, from?: Columns): Columns {
  const out = {} as Record<string, Float64Array | BigInt64Array | Uint32Array | Uint8Array>;
  for (const [name, Type] of Object.entries(FIELDS)) {
    const column = new Type(capacity);
    if (from) column.set(from[name as keyof Columns] as never);
    out[name] = column;
  }
  return out as Columns;
}

/** A chunk starts this small (a symbol may print few trades) and doubles up to CHUNK. */
const FIRST_CAPACITY = 64;

const fitsInt64 = (value: bigint) => value >= INT64_MIN && value <= INT64_MAX;

/**
 * A symbol's public trades, oldest first (the trade with id k at index k − 1), kept in columns:
 * about 100 bytes a trade where a `Trade` object with its five bigints took 270, and the tape
 * keeps every trade the venue ever printed. Reading a trade builds its object; the hot readers
 * (times for searches, the order checks' 5-minute sums) read a column instead. A trade whose amounts
 * do not fit 64 bits (never with the venue's filters) is kept as its object.
 */
export class TradeTape {
  private readonly chunks: Columns[] = [];
  private readonly accounts: string[] = [];
  private readonly accountIndex = new Map<string, number>();
  private readonly oversized = new Map<number, Trade>();
  private count = 0;

  constructor(private readonly symbol: string) {}

  get length(): number {
    return this.count;
  }

  push(trade: Trade): void {
    const index = this.count;
    if (trade.id !== index + 1)
      throw new RangeError(`trade ${trade.id} out of order (expected ${index + 1})`);
    const at = index & MASK;
    if (at === 0) this.chunks.push(columns(FIRST_CAPACITY));
    let chunk = this.chunks[index >>> CHUNK_BITS] as Columns;
    if (at === chunk.time.length) {
      chunk = columns(2 * at, chunk);
      this.chunks[index >>> CHUNK_BITS] = chunk;
    }
    const fits =
      fitsInt64(trade.price) &&
      fitsInt64(trade.qty) &&
      fitsInt64(trade.quoteQty) &&
      fitsInt64(trade.buyerCommission) &&
      fitsInt64(trade.sellerCommission);
    if (!fits) this.oversized.set(index, trade);
    else {
      chunk.price[at] = trade.price;
      chunk.qty[at] = trade.qty;
      chunk.quoteQty[at] = trade.quoteQty;
      chunk.buyerCommission[at] = trade.buyerCommission;
      chunk.sellerCommission[at] = trade.sellerCommission;
    }
    chunk.time[at] = trade.time;
    chunk.buyerOrderId[at] = trade.buyerOrderId;
    chunk.sellerOrderId[at] = trade.sellerOrderId;
    chunk.takerOrderId[at] = trade.takerOrderId;
    chunk.buyerOrderListId[at] = trade.buyerOrderListId;
    chunk.sellerOrderListId[at] = trade.sellerOrderListId;
    chunk.buyer[at] = this.accountOf(trade.buyerAccountId);
    chunk.seller[at] = this.accountOf(trade.sellerAccountId);
    chunk.isBuyerMaker[at] = trade.isBuyerMaker ? 1 : 0;
    this.count += 1;
  }

  /** The trade at `index` (0 … length − 1), as a new object. */
  at(index: number): Trade {
    this.check(index);
    const kept = this.kept(index);
    if (kept) return kept;
    const chunk = this.chunks[index >>> CHUNK_BITS] as Columns;
    const at = index & MASK;
    return {
      symbol: this.symbol,
      id: index + 1,
      price: chunk.price[at] as bigint,
      qty: chunk.qty[at] as bigint,
      quoteQty: chunk.quoteQty[at] as bigint,
      time: chunk.time[at] as number,
      isBuyerMaker: chunk.isBuyerMaker[at] === 1,
      buyerOrderId: chunk.buyerOrderId[at] as number,
      sellerOrderId: chunk.sellerOrderId[at] as number,
      buyerAccountId: this.accounts[chunk.buyer[at] as number] as string,
      sellerAccountId: this.accounts[chunk.seller[at] as number] as string,
      buyerOrderListId: chunk.buyerOrderListId[at] as number,
      sellerOrderListId: chunk.sellerOrderListId[at] as number,
      buyerCommission: chunk.buyerCommission[at] as bigint,
      sellerCommission: chunk.sellerCommission[at] as bigint,
      takerOrderId: chunk.takerOrderId[at] as number,
    };
  }

  /** The oldest trade, if any. */
  first(): Trade | undefined {
    return this.count > 0 ? this.at(0) : undefined;
  }

  /** The newest trade, if any. */
  last(): Trade | undefined {
    return this.count > 0 ? this.at(this.count - 1) : undefined;
  }

  /** The trades from `start` up to (not including) `end`, clamped to the tape, as `Array.slice` does for non-negative bounds. */
  slice(start = 0, end = this.count): Trade[] {
    const from = Math.max(0, start);
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
    return (
      this.kept(index)?.qty ?? ((this.chunks[index >>> CHUNK_BITS] as Columns).qty[index & MASK] as bigint)
    );
  }

  quoteQtyAt(index: number): bigint {
    this.check(index);
    return (
      this.kept(index)?.quoteQty ??
      ((this.chunks[index >>> CHUNK_BITS] as Columns).quoteQty[index & MASK] as bigint)
    );
  }

  /** Index of the first trade at or after `time` (trades are in time order); `length` when none. */
  firstAtOrAfter(time: number): number {
    let low = 0;
    let high = this.count;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.timeAt(mid) < time) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  private kept(index: number): Trade | undefined {
    return this.oversized.size === 0 ? undefined : this.oversized.get(index);
  }

  private check(index: number): void {
    if (!Number.isInteger(index) || index < 0 || index >= this.count)
      throw new RangeError(`no ${this.symbol} trade at index ${index}`);
  }

  private accountOf(accountId: string): number {
    let index = this.accountIndex.get(accountId);
    if (index === undefined) {
      index = this.accounts.length;
      this.accounts.push(accountId);
      this.accountIndex.set(accountId, index);
    }
    return index;
  }
}
