import type { MinuteBar } from './minute-bars';

/** Bars per group: a full group never changes again, so a snapshot gives views of its columns. */
const GROUP = 4096;
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

const NUMBERS = ['open', 'first', 'n'] as const;
const AMOUNTS = ['o', 'h', 'l', 'c', 'v', 'q', 'takerV', 'takerQ'] as const;

/** A saved group has this many columns: the numbers, then the amounts, each over the group's bars. */
const BAR_FIELDS = NUMBERS.length + AMOUNTS.length;

/** A bar with an amount past 64 bits: its amounts as decimal strings (its columns hold 0 there). */
export type WideBar = readonly [index: number, amounts: readonly string[]];

/** Bars as a snapshot keeps them; their columns travel as bytes beside it, group after group. */
export interface SavedBarsHeader {
  readonly count: number;
  /** How many of the tape's trades the bars hold. */
  readonly folded: number;
  readonly wide: readonly WideBar[];
}

/** How many columns saved bars have. */
export const savedBarColumns = (header: Pick<SavedBarsHeader, 'count'>) =>
  Math.ceil(header.count / GROUP) * BAR_FIELDS;

interface Group {
  readonly numbers: readonly Float64Array[];
  readonly amounts: readonly BigInt64Array[];
}

const emptyGroup = (): Group => ({
  numbers: NUMBERS.map(() => new Float64Array(GROUP)),
  amounts: AMOUNTS.map(() => new BigInt64Array(GROUP)),
});

const fits = (value: bigint) => value >= INT64_MIN && value <= INT64_MAX;

/** The bytes of a column's first `length` values: a view of a full group's, a copy of another's. */
function bytesOf(column: Float64Array | BigInt64Array, length: number): Uint8Array {
  const values = length === GROUP ? column : column.slice(0, length);
  return new Uint8Array(values.buffer, values.byteOffset, length * 8);
}

/**
 * Minute bars kept as columns, 88 bytes a bar (times and counts as float64, amounts as int64, an
 * amount past 64 bits in a map beside them), instead of an object and eight bigints, ~360 bytes:
 * bars are kept for every minute the venue ever traded. They only grow at the end, so a full group
 * of 4,096 never changes again and a snapshot gives views of its columns, as the trade tape does.
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
      AMOUNTS.forEach((name, field) => ((group.amounts[field] as BigInt64Array)[at] = bar[name]));
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
      wide ? (wide[field] as bigint) : ((group.amounts[field] as BigInt64Array)[at] as bigint);
    // The fields in the order a folded bar has them, so both share one shape.
    return {
      open: group.numbers[0]?.[at] as number,
      first: group.numbers[1]?.[at] as number,
      o: amount(0),
      h: amount(1),
      l: amount(2),
      c: amount(3),
      v: amount(4),
      q: amount(5),
      takerV: amount(6),
      takerQ: amount(7),
      n: group.numbers[2]?.[at] as number,
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
        const column = new BigInt64Array(length);
        if (group) column.set((group.amounts[field] as BigInt64Array).subarray(0, kept));
        if (newest && newestFits) column[kept] = newest[name];
        return column;
      });
      for (const column of [...numbers, ...amounts]) columns.push(bytesOf(column, length));
    }
    const wide = [...this.wide].map(([index, amounts]): WideBar => [index, amounts.map(String)]);
    if (newest && !newestFits) wide.push([this.count, AMOUNTS.map((name) => String(newest[name]))]);
    return { header: { count: total, folded, wide }, columns };
  }

  /** Bars from saved columns (copied). Throws when the columns do not fit the header. */
  static restore(header: SavedBarsHeader, columns: readonly Uint8Array[]): BarColumns {
    if (columns.length !== savedBarColumns(header))
      throw new Error(`${columns.length} saved bar columns for ${header.count} bars`);
    const bars = new BarColumns();
    for (let index = 0; index * GROUP < header.count; index += 1) {
      const length = Math.min(GROUP, header.count - index * GROUP);
      const group = emptyGroup();
      [...group.numbers, ...group.amounts].forEach((column, field) => {
        const bytes = columns[index * BAR_FIELDS + field] as Uint8Array;
        if (bytes.byteLength !== length * 8)
          throw new Error(`a saved bar column has ${bytes.byteLength} bytes`);
        new Uint8Array(column.buffer).set(bytes);
      });
      bars.groups.push(group);
    }
    bars.count = header.count;
    for (const [index, amounts] of header.wide)
      bars.wide.set(
        index,
        amounts.map((amount) => BigInt(amount)),
      );
    return bars;
  }

  private numberAt(index: number, field: number): number {
    return (this.groups[Math.floor(index / GROUP)] as Group).numbers[field]?.[index % GROUP] as number;
  }
}
