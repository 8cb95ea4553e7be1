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

  it("keeps each account's counts as the count filters count them, through sets, deletes and sweeps", () => {
    const random = seededRandom(11);
    const open = new OpenOrders();
    const model = new Map<number, Order>();
    const accounts = ['1', '2', 'maker'];
    const types = ['LIMIT', 'STOP_LOSS_LIMIT', 'TAKE_PROFIT', 'LIMIT_MAKER'] as const;
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
    const made = (orderId: number) =>
      ({
        orderId,
        accountId: pick(accounts),
        type: pick(types),
        icebergQty: random() < 0.2 ? 5n : 0n,
      }) as Order;
    const counted = (accountId: string) => {
      const mine = [...model.values()].filter((o) => o.accountId === accountId);
      return {
        orders: mine.length,
        algoOrders: mine.filter((o) => o.type === 'STOP_LOSS_LIMIT' || o.type === 'TAKE_PROFIT').length,
        icebergOrders: mine.filter((o) => o.icebergQty > 0n).length,
      };
    };
    let nextId = 1;
    for (let step = 0; step < 5_000; step += 1) {
      const roll = random();
      if (roll < 0.5 || model.size === 0) {
        const added = made(nextId++);
        open.set(added.orderId, added);
        model.set(added.orderId, added);
      } else if (roll < 0.55) {
        const id = pick([...model.keys()]);
        const again = made(id);
        open.set(id, again);
        model.set(id, again);
      } else {
        const id = pick([...model.keys()]);
        open.delete(id);
        model.delete(id);
      }
      if (step % 101 === 0)
        for (const account of accounts) expect(open.countsOf(account)).toEqual(counted(account));
    }
    expect(open.countsOf('nobody')).toEqual({ orders: 0, algoOrders: 0, icebergOrders: 0 });
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
