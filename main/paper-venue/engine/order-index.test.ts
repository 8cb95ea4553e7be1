import { describe, expect, it } from 'vitest';
import { OrderIndex } from './order-index';
import type { Order } from './types';

const order = (orderId: number) => ({ orderId }) as Order;

describe('OrderIndex', () => {
  it('finds orders by id, counts them and lists them by ascending id', () => {
    const index = new OrderIndex();
    for (const id of [1, 2, 3, 5]) index.set(id, order(id));
    expect(index.size).toBe(4);
    expect(index.get(3)?.orderId).toBe(3);
    expect(index.get(4)).toBeUndefined();
    expect(index.get(99)).toBeUndefined();
    expect(index.get(-1)).toBeUndefined();
    expect(index.get(1.5)).toBeUndefined();
    expect(index.has(5)).toBe(true);
    expect([...index.values()].map((o) => o.orderId)).toEqual([1, 2, 3, 5]);
    index.set(3, order(3));
    expect(index.size).toBe(4);
  });

  it('refuses an id that cannot index', () => {
    expect(() => new OrderIndex().set(-1, order(-1))).toThrow(RangeError);
  });
});
