import { describe, expect, it } from 'vitest';
import type { OrderView } from '@shared/ipc/orders';
import { createEndedOrders } from './ended-orders';
import type { OrderRef } from './order-store';

const view = (symbol: string, orderId: number | null, clientOrderId: string, n: number): OrderView =>
  ({ symbol, orderId, clientOrderId, status: 'CANCELED', updateTime: n }) as OrderView;

const sameOrder = (a: OrderRef, b: OrderRef) =>
  a.symbol === b.symbol &&
  ((a.orderId != null && a.orderId === b.orderId) ||
    (a.clientOrderId !== undefined && a.clientOrderId === b.clientOrderId));

/** The list the store kept before: scanned on every look-up. */
function scannedList(kept: number) {
  const ended: OrderView[] = [];
  return {
    last: (ref: OrderRef) => ended.findLast((o) => sameOrder(o, ref)),
    remember(v: OrderView) {
      const index = ended.findIndex((o) => sameOrder(o, v));
      if (index >= 0) ended.splice(index, 1);
      ended.push(v);
      if (ended.length > kept) ended.shift();
    },
  };
}

/** A small seeded generator (mulberry32), so a failure repeats. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('ended orders', () => {
  it('finds what the scanned list found, by order id or client id, through reused client ids and eviction', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const next = random(seed);
      const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
      const ours = createEndedOrders(40);
      const theirs = scannedList(40);
      // Orders as the venue numbers them; a client id is reused once its order has ended.
      const orders: { symbol: string; orderId: number; clientOrderId: string }[] = [];
      for (let step = 0; step < 3_000; step += 1) {
        const roll = next();
        if (roll < 0.5 || orders.length === 0) {
          orders.push({
            symbol: pick(['BTCUSDT', 'ETHUSDT']),
            orderId: orders.length + 1,
            clientOrderId: `c${Math.floor(next() * 20)}`,
          });
        }
        const order = roll < 0.7 ? orders.at(-1)! : pick(orders.slice(-60));
        // An update names the order by both ids, or (refused before it was numbered) by its client id.
        const ended = view(order.symbol, next() < 0.1 ? null : order.orderId, order.clientOrderId, step);
        ours.remember(ended);
        theirs.remember(ended);
        // Mostly an order still among the kept, whose client id a later one may have taken.
        const asked = next() < 0.8 ? pick(orders.slice(-60)) : pick(orders);
        const refs: OrderRef[] = [
          { symbol: asked.symbol, orderId: asked.orderId },
          { symbol: asked.symbol, clientOrderId: asked.clientOrderId },
          { symbol: asked.symbol, orderId: asked.orderId, clientOrderId: asked.clientOrderId },
          { symbol: 'BTCUSDT', clientOrderId: `c${Math.floor(next() * 20)}` },
        ];
        for (const ref of refs) expect(ours.last(ref), `seed ${seed} step ${step}`).toBe(theirs.last(ref));
      }
      expect(ours.size).toBe(40);
    }
  });

  it('replaces an order remembered again, keeps the newest `kept`, and forgets all on clear', () => {
    const ended = createEndedOrders(2);
    const first = view('BTCUSDT', 1, 'a', 1);
    ended.remember(first);
    const again = view('BTCUSDT', 1, 'a', 2);
    ended.remember(again);
    expect(ended.size).toBe(1);
    expect(ended.last({ symbol: 'BTCUSDT', orderId: 1 })).toBe(again);
    ended.remember(view('BTCUSDT', 2, 'b', 3));
    ended.remember(view('BTCUSDT', 3, 'c', 4));
    expect(ended.last({ symbol: 'BTCUSDT', clientOrderId: 'a' })).toBeUndefined();
    expect(ended.last({ symbol: 'ETHUSDT', orderId: 3 })).toBeUndefined();
    ended.clear();
    expect(ended.last({ symbol: 'BTCUSDT', orderId: 3 })).toBeUndefined();
  });
});
