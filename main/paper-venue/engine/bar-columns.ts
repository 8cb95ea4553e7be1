import type { BarSums, MinuteBar } from './minute-bars';

/** Bars per group: a full group never changes again, so a snapshot gives views of its columns. */
const GROUP = 4096;
const SAFE = BigInt(Number.MAX_SAFE_INTEGER);

const NUMBERS = ['open', 'first', 'n'] as const;
const AMOUNTS = ['o', 'h', 'l', 'c', 'v', 'q', 'takerV', 'takerQ'] as const;
const [O, H, L, C, V, Q, TAKER_V, TAKER_Q] = AMOUNTS.map((_, field) => field) as number[] as [
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
];

/** A saved group has this many columns: the numbers, then the amounts, each over the group's bars. */
const BAR_FIELDS = NUMBERS.length + AMOUNTS.length;

/** A bar with an amount its column cannot hold exactly: its amounts as decimal strings (the columns hold 0). */
export type WideBar = readonly [index: number, amounts: readonly string[]];

/** Bars as a snapshot keeps them; their columns travel as bytes beside it, group after group. */
export interface SavedBarsHeader {
  readonly count: number;
  /** How many of the tape's trades the bars hold. */
  readonly folded: number;
  readonly wide: readonly WideBar[];
  /** How the amount columns are written; absent: int64 (the first snapshots with bars). */
  readonly amounts?: 'float64';
}

/** How many columns saved bars have. */
export const savedBarColumns = (header: Pick<SavedBarsHeader, 'count'>) =>
  Math.ceil(header.count / GROUP) * BAR_FIELDS;

interface Group {
  readonly numbers: readonly Float64Array[];
  readonly amounts: readonly Float64Array[];
}

const emptyGroup = (): Group => ({
  numbers: NUMBERS.map(() => new Float64Array(GROUP)),
  amounts: AMOUNTS.map(() => new Float64Array(GROUP)),
});

/** Whether an amount is exact as a float64: a whole number of 1e-8 within ±(2^53 − 1). */
const fits = (value: bigint) => value >= -SAFE && value <= SAFE;

/** The bytes of a column's first `length` values: a view of a full group's, a copy of another's. */
function bytesOf(column: Float64Array, length: number): Uint8Array {
  const values = length === GROUP ? column : column.slice(0, length);
  return new Uint8Array(values.buffer, values.byteOffset, length * 8);
}

/** A sum of whole numbers kept as a float64 while it is exact, carried into a bigint before it is not. */
class Total {
  private whole = 0n;
  private part = 0;

  add(value: number): void {
    if (Math.abs(this.part + value) > Number.MAX_SAFE_INTEGER) {
      this.whole += BigInt(this.part);
      this.part = 0;
    }
    this.part += value;
  }

  addWide(value: bigint): void {
    this.whole += value;
  }

  get value(): bigint {
    return this.whole + BigInt(this.part);
  }
}

/**
 * Minute bars kept as columns of float64, 88 bytes a bar: times, counts and amounts (whole numbers
 * of 1e-8, exact below 2^53; a bar with a larger one keeps its amounts in a map beside them),
 * instead of an object and eight bigints, ~360 bytes: bars are kept for every minute the venue ever
 * traded. Sums over them run in plain numbers. They only grow at the end, so a full group of 4,096
 * never changes again and a snapshot gives views of its columns, as the trade tape does.
 */
export class BarColumns {
  private readonly groups: Group[] = [];
  private readonly wide = new Map<number, readonly bigint[]>();
  private count = 0;

  get length(): number {
    return this.count;
  }

  push(bar: MinuteBar): void {
    const index = this.count;
    const at = index % GROUP;
    if (at === 0) this.groups.push(emptyGroup());
    const group = this.groups[this.groups.length - 1] as Group;
    NUMBERS.forEach((name, field) => ((group.numbers[field] as Float64Array)[at] = bar[name]));
    if (AMOUNTS.every((name) => fits(bar[name])))
      AMOUNTS.forEach((name, field) => ((group.amounts[field] as Float64Array)[at] = Number(bar[name])));
    else
      this.wide.set(
        index,
        AMOUNTS.map((name) => bar[name]),
      );
    this.count += 1;
  }

  /** Takes the newest bar off and gives it back. */
  pop(): MinuteBar | undefined {
    if (this.count === 0) return undefined;
    const bar = this.at(this.count - 1);
    this.count -= 1;
    this.wide.delete(this.count);
    if (this.count % GROUP === 0) this.groups.pop();
    return bar;
  }

  openAt(index: number): number {
    return this.numberAt(index, 0);
  }

  firstAt(index: number): number {
    return this.numberAt(index, 1);
  }

  at(index: number): MinuteBar {
    const group = this.groups[Math.floor(index / GROUP)] as Group;
    const at = index % GROUP;
    const wide = this.wide.get(index);
    const amount = (field: number): bigint =>
      wide ? (wide[field] as bigint) : BigInt((group.amounts[field] as Float64Array)[at] as number);
    // The fields in the order a folded bar has them, so both share one shape.
    return {
      open: group.numbers[0]?.[at] as number,
      first: group.numbers[1]?.[at] as number,
      o: amount(O),
      h: amount(H),
      l: amount(L),
      c: amount(C),
      v: amount(V),
      q: amount(Q),
      takerV: amount(TAKER_V),
      takerQ: amount(TAKER_Q),
      n: group.numbers[2]?.[at] as number,
    };
  }

  /** The figures of bars `from` up to `to` (not included) as one; undefined when there are none. */
  sum(from: number, to: number): BarSums | undefined {
    if (to <= from) return undefined;
    let high = -Infinity;
    let low = Infinity;
    let close = 0;
    let wideHigh: bigint | undefined;
    let wideLow: bigint | undefined;
    let wideClose: bigint | undefined;
    let n = 0;
    const totals = [new Total(), new Total(), new Total(), new Total()];
    const [v, q, takerV, takerQ] = totals as [Total, Total, Total, Total];
    for (let index = from; index < to; index += 1) {
      const big = this.wide.size > 0 ? this.wide.get(index) : undefined;
      const group = this.groups[Math.floor(index / GROUP)] as Group;
      const at = index % GROUP;
      n += group.numbers[2]?.[at] as number;
      if (big) {
        const [, h, l, c, ...volumes] = big as [bigint, bigint, bigint, bigint, ...bigint[]];
        if (wideHigh === undefined || h > wideHigh) wideHigh = h;
        if (wideLow === undefined || l < wideLow) wideLow = l;
        wideClose = c;
        volumes.forEach((amount, field) => (totals[field] as Total).addWide(amount));
        continue;
      }
      wideClose = undefined;
      const { amounts } = group;
      const h = (amounts[H] as Float64Array)[at] as number;
      const l = (amounts[L] as Float64Array)[at] as number;
      if (h > high) high = h;
      if (l < low) low = l;
      close = (amounts[C] as Float64Array)[at] as number;
      v.add((amounts[V] as Float64Array)[at] as number);
      q.add((amounts[Q] as Float64Array)[at] as number);
      takerV.add((amounts[TAKER_V] as Float64Array)[at] as number);
      takerQ.add((amounts[TAKER_Q] as Float64Array)[at] as number);
    }
    const narrowHigh = high === -Infinity ? undefined : BigInt(high);
    const narrowLow = low === Infinity ? undefined : BigInt(low);
    const pick = (a: bigint | undefined, b: bigint | undefined, larger: boolean) =>
      a === undefined ? (b as bigint) : b === undefined ? a : larger === a > b ? a : b;
    return {
      h: pick(narrowHigh, wideHigh, true),
      l: pick(narrowLow, wideLow, false),
      c: wideClose ?? BigInt(close),
      v: v.value,
      q: q.value,
      takerV: takerV.value,
      takerQ: takerQ.value,
      n,
    };
  }

  /** These bars, then `newest` when given, as a snapshot keeps them. */
  save(newest: MinuteBar | undefined, folded: number): { header: SavedBarsHeader; columns: Uint8Array[] } {
    const total = this.count + (newest ? 1 : 0);
    const newestFits = newest !== undefined && AMOUNTS.every((name) => fits(newest[name]));
    const columns: Uint8Array[] = [];
    for (let index = 0; index * GROUP < total; index += 1) {
      const length = Math.min(GROUP, total - index * GROUP);
      const group = this.groups[index];
      if (group && (index + 1) * GROUP <= this.count) {
        for (const column of [...group.numbers, ...group.amounts]) columns.push(bytesOf(column, GROUP));
        continue;
      }
      // The last group: copied, with the newest bar after this one's.
      const kept = this.count - index * GROUP;
      const numbers = NUMBERS.map((name, field) => {
        const column = new Float64Array(length);
        if (group) column.set((group.numbers[field] as Float64Array).subarray(0, kept));
        if (newest) column[kept] = newest[name];
        return column;
      });
      const amounts = AMOUNTS.map((name, field) => {
        const column = new Float64Array(length);
        if (group) column.set((group.amounts[field] as Float64Array).subarray(0, kept));
        if (newest && newestFits) column[kept] = Number(newest[name]);
        return column;
      });
      for (const column of [...numbers, ...amounts]) columns.push(bytesOf(column, length));
    }
    const wide = [...this.wide].map(([index, amounts]): WideBar => [index, amounts.map(String)]);
    if (newest && !newestFits) wide.push([this.count, AMOUNTS.map((name) => String(newest[name]))]);
    return { header: { count: total, folded, wide, amounts: 'float64' }, columns };
  }

  /** Bars from saved columns (copied). Throws when the columns do not fit the header. */
  static restore(header: SavedBarsHeader, columns: readonly Uint8Array[]): BarColumns {
    if (columns.length !== savedBarColumns(header))
      throw new Error(`${columns.length} saved bar columns for ${header.count} bars`);
    const bars = new BarColumns();
    for (const [index, amounts] of header.wide)
      bars.wide.set(
        index,
        amounts.map((amount) => BigInt(amount)),
      );
    for (let index = 0; index * GROUP < header.count; index += 1) {
      const length = Math.min(GROUP, header.count - index * GROUP);
      const group = emptyGroup();
      const bytes = columns.slice(index * BAR_FIELDS, (index + 1) * BAR_FIELDS) as Uint8Array[];
      for (const column of bytes)
        if (column.byteLength !== length * 8)
          throw new Error(`a saved bar column has ${column.byteLength} bytes`);
      group.numbers.forEach((column, field) => new Uint8Array(column.buffer).set(bytes[field] as Uint8Array));
      const amounts = bytes.slice(NUMBERS.length);
      if (header.amounts === 'float64')
        group.amounts.forEach((column, field) =>
          new Uint8Array(column.buffer).set(amounts[field] as Uint8Array),
        );
      else bars.readInt64(group, amounts, index * GROUP, length);
      bars.groups.push(group);
    }
    bars.count = header.count;
    return bars;
  }

  /** Int64 amount columns (the first snapshots with bars, of development builds) into float64 ones. */
  private readInt64(group: Group, bytes: readonly Uint8Array[], offset: number, length: number): void {
    // Copied (a Buffer's `slice` is a view of the whole file), so each is aligned and its own.
    const columns = bytes.map((column) => new BigInt64Array(new Uint8Array(column).buffer));
    for (let at = 0; at < length; at += 1) {
      if (this.wide.has(offset + at)) continue;
      const amounts = columns.map((column) => column[at] as bigint);
      if (amounts.every(fits))
        amounts.forEach((value, field) => ((group.amounts[field] as Float64Array)[at] = Number(value)));
      else this.wide.set(offset + at, amounts);
    }
  }

  private numberAt(index: number, field: number): number {
    return (this.groups[Math.floor(index / GROUP)] as Group).numbers[field]?.[index % GROUP] as number;
  }
}
