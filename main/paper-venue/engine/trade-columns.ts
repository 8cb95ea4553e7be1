// The columns a trade tape keeps its trades in, a chunk at a time, and their saved bytes.

/** Trades per chunk: a full chunk is never copied again, the next trades start a new one. */
export const CHUNK_BITS = 12;
export const CHUNK = 1 << CHUNK_BITS;
export const MASK = CHUNK - 1;
/** A chunk starts this small (a symbol may print few trades) and doubles up to CHUNK. */
export const FIRST_CAPACITY = 64;

/** Bit 0 of `flags`: the buyer was the maker. */
export const BUYER_MAKER = 0x01;
/** Bit 7 of `flags`: the trade is kept as its object, the other columns unset. */
export const KEPT_WHOLE = 0x80;

const FIELDS = {
  time: Float64Array,
  ticks: Int32Array,
  steps: Int32Array,
  buyerOrderId: Int32Array,
  sellerOrderId: Int32Array,
  /**
   * `BUYER_MAKER` and `KEPT_WHOLE`. Tapes saved before the slot columns (layout 1) also held the
   * buyer's and the seller's slot in bits 1–3 and 4–6.
   */
  flags: Uint8Array,
  /** The buyer's and the seller's slot in the tape's accounts. */
  buyer: Uint16Array,
  seller: Uint16Array,
} as const;

/** What trades pay in commission, in 1e-8 units: made for a chunk once one of its trades pays any. */
const COMMISSIONS = {
  buyerCommission: BigInt64Array,
  sellerCommission: BigInt64Array,
} as const;

export type Columns = { -readonly [K in keyof typeof FIELDS]: InstanceType<(typeof FIELDS)[K]> } & {
  -readonly [K in keyof typeof COMMISSIONS]?: BigInt64Array;
};

type TypedColumn = Float64Array | Int32Array | Uint8Array | Uint16Array | BigInt64Array;

const FIELD_NAMES = Object.keys(FIELDS) as (keyof typeof FIELDS)[];
const COMMISSION_NAMES = Object.keys(COMMISSIONS) as (keyof typeof COMMISSIONS)[];
/** Columns per chunk in a saved tape of the current layout: the fields, then both commissions. */
export const TAPE_FIELDS = FIELD_NAMES.length + COMMISSION_NAMES.length;
/** Columns per chunk in a tape saved before the slot and commission columns (time to flags). */
export const LAYOUT_1_FIELDS = 6;
/** The layout `TradeTape.save` writes; a saved tape without one is layout 1. */
export const TAPE_LAYOUT = 2;
/** Slots a trade's account can have (`buyer`, `seller`); a trade of any other is kept whole. */
export const MAX_SLOTS = 0xffff;
/** The largest commission a column holds (2^63 − 1); a larger one keeps the trade whole. */
export const MAX_COMMISSION = (1n << 63n) - 1n;

/** One chunk's columns with room for `capacity` trades, holding a copy of `from`'s. */
export function columns(capacity: number, from?: Columns): Columns {
  const out = {} as Record<string, TypedColumn>;
  for (const name of FIELD_NAMES) {
    const column = new FIELDS[name](capacity);
    if (from) column.set(from[name] as never);
    out[name] = column;
  }
  for (const name of COMMISSION_NAMES) {
    const source = from?.[name];
    if (!source) continue;
    const column = new BigInt64Array(capacity);
    column.set(source);
    out[name] = column;
  }
  return out as Columns;
}

/** Makes the chunk's commission columns, if it has none yet. */
export function withCommissions(chunk: Columns): { buyer: BigInt64Array; seller: BigInt64Array } {
  chunk.buyerCommission ??= new BigInt64Array(chunk.time.length);
  chunk.sellerCommission ??= new BigInt64Array(chunk.time.length);
  return { buyer: chunk.buyerCommission, seller: chunk.sellerCommission };
}

/** How many columns a saved tape has per chunk it keeps. */
export function fieldsPerChunk(layout: number | undefined): number {
  return layout === TAPE_LAYOUT ? TAPE_FIELDS : LAYOUT_1_FIELDS;
}

/**
 * The bytes of a chunk's first `length` trades, a column at a time: views of a full chunk, copies of
 * a growing one. A chunk without commissions gives empty commission columns.
 */
export function chunkBytes(chunk: Columns, length: number): Uint8Array[] {
  const full = length === CHUNK;
  const bytes = (column: TypedColumn) => {
    const values = full ? column : column.slice(0, length);
    return new Uint8Array(values.buffer, values.byteOffset, length * values.BYTES_PER_ELEMENT);
  };
  return [
    ...FIELD_NAMES.map((name) => bytes(chunk[name])),
    ...COMMISSION_NAMES.map((name) => {
      const column = chunk[name];
      return column ? bytes(column) : new Uint8Array(0);
    }),
  ];
}

/**
 * A chunk of `length` trades from its saved columns (`fieldsPerChunk(layout)` of them), with room
 * to grow. Slots a layout 1 tape kept in `flags` move to their columns. Throws when a column's size
 * does not fit.
 */
export function chunkFromBytes(
  symbol: string,
  saved: readonly Uint8Array[],
  length: number,
  layout: number | undefined,
): Columns {
  const capacity = Math.min(CHUNK, Math.max(FIRST_CAPACITY, 2 ** Math.ceil(Math.log2(length))));
  const chunk = columns(capacity);
  const fill = (target: TypedColumn, bytes: Uint8Array) => {
    if (bytes.byteLength !== length * target.BYTES_PER_ELEMENT)
      throw new Error(`${symbol}: a saved trade column has ${bytes.byteLength} bytes`);
    new Uint8Array(target.buffer, 0, bytes.byteLength).set(bytes);
  };
  const fields = layout === TAPE_LAYOUT ? FIELD_NAMES : FIELD_NAMES.slice(0, LAYOUT_1_FIELDS);
  fields.forEach((name, index) => fill(chunk[name], saved[index] as Uint8Array));
  if (layout === TAPE_LAYOUT) {
    COMMISSION_NAMES.forEach((name, index) => {
      const bytes = saved[fields.length + index] as Uint8Array;
      if (bytes.byteLength === 0) return;
      const column = new BigInt64Array(capacity);
      fill(column, bytes);
      chunk[name] = column;
    });
    return chunk;
  }
  for (let at = 0; at < length; at += 1) {
    const flags = chunk.flags[at] as number;
    chunk.buyer[at] = (flags >> 1) & 7;
    chunk.seller[at] = (flags >> 4) & 7;
    chunk.flags[at] = flags & (BUYER_MAKER | KEPT_WHOLE);
  }
  return chunk;
}
