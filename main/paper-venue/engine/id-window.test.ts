import { describe, expect, it } from 'vitest';
import { IdWindow } from './id-window';

/** An array the size of every id ever given holds the window's values: its length, read back. */
const windowLength = (ids: IdWindow<unknown>) => (ids as unknown as { values: unknown[] }).values.length;

describe('id window', () => {
  it('holds ids as a Map would, while most old ones are let go, in an array of the last ids only', () => {
    const ids = new IdWindow<number>();
    const model = new Map<number, number>();
    // A million ids, one by one; all but every 1,000th let go 50 ids later, as forgotten orders are.
    for (let id = 1; id <= 1_000_000; id += 1) {
      ids.set(id, id * 2);
      model.set(id, id * 2);
      const old = id - 50;
      if (old > 0 && old % 1000 !== 0) {
        ids.delete(old);
        model.delete(old);
        ids.compact(model.size);
      }
    }
    expect(windowLength(ids)).toBeLessThan(3 * 65_536);
    for (const id of [1, 999, 1000, 2000, 500_000, 999_950, 999_951, 1_000_000, 1_000_001])
      expect(ids.get(id)).toBe(model.get(id));
    expect([...ids.entries()]).toEqual([...model].sort(([a], [b]) => a - b));
    // A kept old id set again is updated in place.
    ids.set(1000, 7);
    expect(ids.get(1000)).toBe(7);
  });

  it('starts a new window at an id far past it, as a restore of a few orders from millions does', () => {
    const ids = new IdWindow<string>();
    ids.set(5, 'a user order');
    ids.set(9_000_000, 'a resting order');
    ids.set(9_000_003, 'the newest');
    expect(windowLength(ids)).toBe(4);
    expect([...ids.entries()]).toEqual([
      [5, 'a user order'],
      [9_000_000, 'a resting order'],
      [9_000_003, 'the newest'],
    ]);
  });

  it('does not move while most ids hold a value (a history that keeps every order)', () => {
    const ids = new IdWindow<number>();
    for (let id = 1; id <= 300_000; id += 1) ids.set(id, id);
    for (let id = 1; id <= 300_000; id += 3) ids.delete(id);
    expect(ids.compact(200_000)).toBe(false);
    expect(ids.get(2)).toBe(2);
    expect(ids.get(1)).toBeUndefined();
  });
});
