import type { MinuteBar } from './minute-bars';

/** Bars per group: a group that no longer holds the newest bar never changes, so its bytes are kept. */
const GROUP = 4096;
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

const NUMBERS = ['open', 'first', 'n'] as const;
const AMOUNTS = ['o', 'h', 'l', 'c', 'v', 'q', 'takerV', 'takerQ'] as const;
type Amount = (typeof AMOUNTS)[number];
const FIELD_OF = Object.fromEntries(AMOUNTS.map((name, field) => [name, field])) as Record<Amount, number>;

/** A saved group has this many columns: the numbers, then the amounts, each over the group's bars. */
export const BAR_FIELDS = NUMBERS.length + AMOUNTS.length;

/** A bar with an amount past 64 bits: its amounts as decimal strings (its columns hold 0 there). */
export type WideBar = readonly [index: number, amounts: readonly string[]];

/** Bars as a snapshot keeps them; their columns travel as bytes beside it, group after group. */
export interface SavedBarsHeader {
  readonly count: number;
  /** How many of the tape's trades the bars hold. */
  readonly folded: number;
  readonly wide: readonly WideBar[];
}

interface EncodedGroup {
  readonly columns: readonly Uint8Array[];
  readonly wide: readonly WideBar[];
}

const fits = (value: bigint) => value >= INT64_MIN && value <= INT64_MAX;

function encodeGroup(bars: readonly MinuteBar[], from: number, to: number): EncodedGroup {
  const length = to - from;
  const numbers = NUMBERS.map(() => new Float64Array(length));
  const amounts = AMOUNTS.map(() => new BigInt64Array(length));
  const wide: WideBar[] = [];
  for (let at = 0; at < length; at += 1) {
    const bar = bars[from + at] as MinuteBar;
    NUMBERS.forEach((name, field) => ((numbers[field] as Float64Array)[at] = bar[name]));
    if (AMOUNTS.every((name) => fits(bar[name])))
      AMOUNTS.forEach((name, field) => ((amounts[field] as BigInt64Array)[at] = bar[name]));
    else wide.push([from + at, AMOUNTS.map((name) => String(bar[name]))]);
  }
  const columns = [...numbers, ...amounts].map((c) => new Uint8Array(c.buffer, c.byteOffset, c.byteLength));
  return { columns, wide };
}

/**
 * Encodes minute bars as columns (times and counts as float64, amounts as int64), a group of 4,096
 * bars at a time. Groups that no longer hold the newest bar are encoded once and their bytes kept,
 * so a snapshot after months encodes only the newest group.
 */
export class BarEncoder {
  private readonly done: EncodedGroup[] = [];

  /** Keeps a restored group's bytes as if it had been encoded here. */
  keep(group: EncodedGroup): void {
    this.done.push(group);
  }

  save(bars: readonly MinuteBar[], folded: number): { header: SavedBarsHeader; columns: Uint8Array[] } {
    const groups = Math.ceil(bars.length / GROUP);
    // Every group but the one holding the newest bar is final.
    while (this.done.length < groups - 1) {
      const from = this.done.length * GROUP;
      this.done.push(encodeGroup(bars, from, from + GROUP));
    }
    const last =
      groups > this.done.length ? encodeGroup(bars, this.done.length * GROUP, bars.length) : undefined;
    const all = last ? [...this.done, last] : this.done;
    return {
      header: { count: bars.length, folded, wide: all.flatMap((group) => group.wide) },
      columns: all.flatMap((group) => [...group.columns]),
    };
  }
}

/** How many columns saved bars have. */
export const savedBarColumns = (header: SavedBarsHeader) => Math.ceil(header.count / GROUP) * BAR_FIELDS;

/** The bars saved columns stand for; `keep` is given each full group's columns (copied). */
export function decodeBars(
  header: SavedBarsHeader,
  columns: readonly Uint8Array[],
  keep: (group: EncodedGroup) => void,
): MinuteBar[] {
  if (columns.length !== savedBarColumns(header))
    throw new Error(`${columns.length} saved bar columns for ${header.count} bars`);
  const wide = new Map(header.wide.map(([index, amounts]) => [index, amounts]));
  const bars: MinuteBar[] = [];
  for (let group = 0; group * GROUP < header.count; group += 1) {
    const from = group * GROUP;
    const length = Math.min(GROUP, header.count - from);
    const bytes = columns.slice(group * BAR_FIELDS, (group + 1) * BAR_FIELDS).map((c) => c.slice());
    for (const column of bytes)
      if (column.byteLength !== length * 8)
        throw new Error(`a saved bar column has ${column.byteLength} bytes`);
    const [open, first, n] = bytes.slice(0, NUMBERS.length).map((b) => new Float64Array(b.buffer, 0, length));
    const amounts = bytes.slice(NUMBERS.length).map((b) => new BigInt64Array(b.buffer, 0, length));
    for (let at = 0; at < length; at += 1) {
      const big = wide.get(from + at);
      const amount = (name: Amount): bigint => {
        const field = FIELD_OF[name];
        return big ? BigInt(big[field] as string) : ((amounts[field] as BigInt64Array)[at] as bigint);
      };
      // The fields in the order a folded bar has them, so both share one shape.
      bars.push({
        open: open?.[at] as number,
        first: first?.[at] as number,
        o: amount('o'),
        h: amount('h'),
        l: amount('l'),
        c: amount('c'),
        v: amount('v'),
        q: amount('q'),
        takerV: amount('takerV'),
        takerQ: amount('takerQ'),
        n: n?.[at] as number,
      });
    }
    if (length === GROUP && from + GROUP < header.count)
      keep({ columns: bytes, wide: header.wide.filter(([index]) => index >= from && index < from + GROUP) });
  }
  return bars;
}
