import { describe, expect, it } from 'vitest';
import { addSums, type BarSums, type MinuteBar } from './minute-bars';
import { BarColumns, savedBarColumns } from './bar-columns';
import { throughOneFile } from './testkit';

const bar = (index: number, wide = false): MinuteBar => {
  const price = 6_500_000_000_000n + BigInt(index) * 1_000_000n;
  return {
    open: 1_764_000_000_000 + index * 60_000,
    first: index * 7,
    o: price,
    h: price + 5_000_000n,
    l: price - 5_000_000n,
    c: price + 1_000_000n,
    v: BigInt(index) * 100_000n,
    // Past 64 bits: kept beside the columns, in full.
    q: wide ? 2n ** 70n + BigInt(index) : BigInt(index) * 650_000_000_000n,
    takerV: BigInt(index) * 40_000n,
    takerQ: BigInt(index) * 260_000_000_000n,
    n: 7,
  };
};

describe('bar columns', () => {
  // Two full groups of 4,096 and part of a third, one bar of each full group past 64 bits.
  const count = 2 * 4096 + 10;
  // The newest, saved after them, past 64 bits too.
  const bars = Array.from({ length: count }, (_, index) =>
    bar(index, index % 4096 === 17 || index === count - 1),
  );
  const columns = new BarColumns();
  for (const each of bars.slice(0, -1)) columns.push(each);

  it('gives back every bar as pushed, exactly', () => {
    expect(columns.length).toBe(count - 1);
    for (const index of [0, 17, 4095, 4096, 4113, 8191, 8192, count - 2])
      expect(columns.at(index)).toEqual(bars[index]);
    expect(columns.openAt(5000)).toBe(bars[5000]?.open);
    expect(columns.firstAt(5000)).toBe(bars[5000]?.first);
  });

  it('saves with the newest bar after them and restores the same bars; the full groups are views', () => {
    const newest = bars.at(-1) as MinuteBar;
    const saved = columns.save(newest, 99);
    expect(saved.header).toMatchObject({ count, folded: 99 });
    expect(saved.columns).toHaveLength(savedBarColumns(saved.header));
    expect(saved.header.wide.map(([index]) => index)).toEqual([17, 4113, count - 1]);
    const restored = BarColumns.restore(
      JSON.parse(JSON.stringify(saved.header)),
      throughOneFile(saved.columns),
    );
    expect(Array.from({ length: count }, (_, index) => restored.at(index))).toEqual(bars);
    // The newest bar was not pushed into the saved columns' owner.
    expect(columns.length).toBe(count - 1);
    expect(restored.pop()).toEqual(newest);
    expect(restored.length).toBe(count - 1);
  });

  it('sums any run of bars as their bigint figures add up, past 2^53 and past 64 bits too', () => {
    /** The sum the slow way: each bar's bigints added in turn. */
    const added = (from: number, to: number): BarSums => {
      const { o: _open, open: _time, first: _first, ...sums } = columns.at(from);
      for (let index = from + 1; index < to; index += 1) addSums(sums, columns.at(index));
      return sums;
    };
    // Bars 0…4095 sum to ~2^54 of quote volume: the float64 sum carries into a bigint on the way.
    expect(bars.slice(0, 4096).reduce((sum, each) => sum + each.q, 0n)).toBeGreaterThan(2n ** 53n);
    for (const [from, to] of [
      [0, 1],
      [0, 17],
      [16, 18],
      [17, 18],
      [18, 4096],
      [0, 4096],
      [4000, 8201],
      [0, count - 1],
    ] as const)
      expect({ from, to, sums: columns.sum(from, to) }).toEqual({ from, to, sums: added(from, to) });
    expect(columns.sum(5, 5)).toBeUndefined();
  });

  it('reads the int64 amount columns of the first snapshots with bars', () => {
    const saved = columns.save(bars.at(-1), 0);
    // The same bars as those snapshots wrote them: amounts as int64, a bar past 64 bits in the map.
    const int64 = saved.columns.map((column, index) => {
      if (index % 11 < 3) return column;
      const values = new Float64Array(new Uint8Array(column).buffer);
      return new Uint8Array(BigInt64Array.from(values, (value) => BigInt(value)).buffer);
    });
    const { amounts: _float64, ...header } = saved.header;
    const restored = BarColumns.restore(header, throughOneFile(int64));
    expect(Array.from({ length: count }, (_, index) => restored.at(index))).toEqual(bars);
  });

  it('refuses columns that do not fit its header', () => {
    const saved = columns.save(undefined, 0);
    expect(() => BarColumns.restore(saved.header, saved.columns.slice(1))).toThrow(/saved bar columns/);
    const short = saved.columns.map((column, index) => (index === 0 ? column.subarray(8) : column));
    expect(() => BarColumns.restore(saved.header, short)).toThrow(/bytes/);
  });
});
