import { describe, expect, it } from 'vitest';
import { seededRandom } from '@shared/random/seeded';
import { OpenOrders } from './open-orders';
import type { Order } from './types';

const order = (orderId: number) => ({ orderId }) as Order;

describe('OpenOrders', () => {
  it('answers like a Map keyed by order id, in its insertion order, through sweeps', () => {
    const random = seededRandom(3);
    const open = new OpenOrders();
    const model = new Map<number, Order>();
    let nextId = 1;
    for (let step = 0; step < 20_000; step += 1) {
      if (random() < 0.55 || model.size === 0) {
        const added = order(nextId++);
        open.set(added.orderId, added);
        model.set(added.orderId, added);
      } else {
        const ids = [...model.keys()];
        const id = ids[Math.floor(random() * ids.length)] as number;
        expect(open.delete(id)).toBe(true);
        model.delete(id);
        expect(open.delete(id)).toBe(false);
      }
      if (step % 997 === 0) {
        expect([...open.values()]).toEqual([...model.values()]);
        expect([...open.keys()]).toEqual([...model.keys()]);
      }
      expect(open.size).toBe(model.size);
    }
    for (const id of [1, nextId - 1, nextId + 5]) expect(open.get(id)).toBe(model.get(id));
  });

  it('keeps the position of an id set again, and takes ids in any order', () => {
    const open = new OpenOrders();
    for (const id of [5, 2, 9]) open.set(id, order(id));
    const again = order(2);
    open.set(2, again);
    expect([...open.keys()]).toEqual([5, 2, 9]);
    expect(open.get(2)).toBe(again);
    expect(open.has(7)).toBe(false);
  });
});
