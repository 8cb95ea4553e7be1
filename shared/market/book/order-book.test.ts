import { seededRandom } from '../../random/seeded';
import { describe, expect, it } from 'vitest';
import { OrderBook, type Level } from './order-book';
import { classifyDiff } from './sequence';

/** A deliberately naive model: a Map of bigint prices, sorted on every read. */
class ModelSide {
  readonly levels = new Map<bigint, bigint>();
  constructor(readonly isBid: boolean) {}
  set(price: bigint, quantity: bigint) {
    if (quantity === 0n) this.levels.delete(price);
    else this.levels.set(price, quantity);
  }
  grouped(count: number, step: bigint) {
    const prices = [...this.levels.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    if (this.isBid) prices.reverse();
    const groups = new Map<bigint, bigint>();
    for (const p of prices) {
      const r = p % step;
      const g = r === 0n ? p : this.isBid ? p - r : p - r + step;
      groups.set(g, (groups.get(g) ?? 0n) + this.levels.get(p)!);
    }
    let total = 0n;
    return [...groups.entries()].slice(0, count).map(([p, q]) => {
      total += q;
      return { price: fmt(p), quantity: fmt(q), total: fmt(total) };
    });
  }
}

const fmt = (v: bigint) => {
  const s = v.toString().padStart(9, '0');
  return `${s.slice(0, -8)}.${s.slice(-8)}`;
};

describe('OrderBook', () => {
  it('keeps exactly the levels a naive model keeps, through thousands of random diffs', () => {
    const random = seededRandom(7);
    const book = new OrderBook();
    const bids = new ModelSide(true);
    const asks = new ModelSide(false);
    const tick = 1_000_000n; // 0.01
    const level = (side: ModelSide, base: bigint): Level => {
      const offset = BigInt(Math.floor(random() * 3000)) * tick;
      const price = side.isBid ? base - offset : base + offset;
      const quantity = random() < 0.3 ? 0n : BigInt(Math.floor(random() * 1e12));
      side.set(price, quantity);
      return [fmt(price), fmt(quantity)];
    };
    const snapshotBids: Level[] = [];
    const snapshotAsks: Level[] = [];
    for (let i = 0; i < 2000; i++) {
      snapshotBids.push(level(bids, 10_000_00000000n));
      snapshotAsks.push(level(asks, 10_000_01000000n));
    }
    book.load({ lastUpdateId: 10, bids: snapshotBids, asks: snapshotAsks });
    for (let id = 11; id < 3000; id++) {
      const b = Array.from({ length: 1 + Math.floor(random() * 5) }, () => level(bids, 10_000_00000000n));
      const a = Array.from({ length: 1 + Math.floor(random() * 5) }, () => level(asks, 10_000_01000000n));
      book.apply(b, a, id);
    }
    expect(book.updateId).toBe(2999);
    expect(book.bids.length).toBe(bids.levels.size);
    expect(book.asks.length).toBe(asks.levels.size);
    for (const [step, count] of [
      [tick, 1000],
      [tick * 10n, 50],
      [tick * 5n * 100n, 20],
    ] as const) {
      const top = book.top(count, fmt(step));
      expect(top.bids).toEqual(bids.grouped(count, step));
      expect(top.asks).toEqual(asks.grouped(count, step));
    }
  });

  it('groups bids down and asks up to the step, with running totals and exact spread and mid', () => {
    const book = new OrderBook({ priceScale: 2, quantityScale: 3 });
    book.load({
      lastUpdateId: 1,
      bids: [
        ['100.04', '1.5'],
        ['100.05', '0.25'],
        ['99.95', '2'],
      ],
      asks: [
        ['100.07', '1'],
        ['100.10', '0.125'],
        ['100.11', '3'],
      ],
    });
    const top = book.top(2, '0.10');
    expect(top.bids).toEqual([
      { price: '100.00', quantity: '1.750', total: '1.750' },
      { price: '99.90', quantity: '2.000', total: '3.750' },
    ]);
    expect(top.asks).toEqual([
      { price: '100.10', quantity: '1.125', total: '1.125' },
      { price: '100.20', quantity: '3.000', total: '4.125' },
    ]);
    expect(top.bestBid).toBe('100.05');
    expect(top.bestAsk).toBe('100.07');
    expect(top.spread).toBe('0.02');
    expect(top.mid).toBe('100.060');
    book.apply([['100.05', '0']], [['100.06', '0.5']], 2);
    const after = book.top(1, '0.01');
    expect(after.bids).toEqual([{ price: '100.04', quantity: '1.500', total: '1.500' }]);
    expect(after.asks).toEqual([{ price: '100.06', quantity: '0.500', total: '0.500' }]);
    expect(after.mid).toBe('100.050');
    expect(book.top(1, '0.01').spread).toBe('0.02');
  });

  it('reports an empty side as nulls and removes unknown levels harmlessly', () => {
    const book = new OrderBook();
    book.load({ lastUpdateId: 5, bids: [], asks: [['1.00000000', '2.00000000']] });
    book.apply([['0.50000000', '0.00000000']], [], 6);
    const top = book.top(10, '0.01');
    expect(top.bids).toEqual([]);
    expect(top.bestBid).toBeNull();
    expect(top.spread).toBeNull();
    expect(top.mid).toBeNull();
    expect(top.asks).toEqual([{ price: '1.00000000', quantity: '2.00000000', total: '2.00000000' }]);
  });
});

describe('classifyDiff', () => {
  it('skips what the book holds, applies the next event and flags a gap', () => {
    expect(classifyDiff(100, 90, 100)).toBe('skip');
    expect(classifyDiff(100, 95, 105)).toBe('apply');
    expect(classifyDiff(100, 101, 101)).toBe('apply');
    expect(classifyDiff(100, 102, 110)).toBe('gap');
  });
});
