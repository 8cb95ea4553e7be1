import { describe, expect, it } from 'vitest';
import { seededRandom } from '@shared/random/seeded';
import { ClientIdTable } from './client-id-table';
import type { Order } from './types';

const order = (orderId: number) => ({ orderId }) as Order;

describe('ClientIdTable', () => {
  for (const seed of [1, 2]) {
    it(`answers like a Map, in its insertion order, through growth (seed ${seed})`, () => {
      const random = seededRandom(seed);
      const table = new ClientIdTable();
      const model = new Map<string, Order>();
      // Few distinct ids (reassigned often) and many (the table grows several times).
      const id = () =>
        random() < 0.3 ? `r${Math.floor(random() * 50)}` : `n${Math.floor(random() * 20_000)}`;
      for (let step = 1; step <= 30_000; step += 1) {
        const key = id();
        expect(table.get(key)).toBe(model.get(key));
        if (random() < 0.8) {
          const next = order(step);
          table.set(key, next);
          model.set(key, next);
        }
        if (random() < 0.1) {
          // A set without a lookup before it, for a key other than the last one missed.
          const other = id();
          const next = order(-step);
          table.set(other, next);
          model.set(other, next);
        }
      }
      expect([...table.entries()]).toEqual([...model.entries()]);
    });
  }

  it('tells apart ids that differ in one character or only in length', () => {
    const table = new ClientIdTable();
    const ids = ['a', 'ab', 'ba', 'a\u0000', '', 'é', 'x'.repeat(36)];
    ids.forEach((key, i) => table.set(key, order(i)));
    ids.forEach((key, i) => expect(table.get(key)?.orderId).toBe(i));
    expect(table.get('b')).toBeUndefined();
  });
});
