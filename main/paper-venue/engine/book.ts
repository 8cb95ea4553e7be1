import type { Order, Side } from './types';

/** One price with its FIFO queue of resting orders (a doubly linked list: O(1) append and removal). */
export class PriceLevel {
  head: Order | undefined;
  tail: Order | undefined;
  /** Sum of the visible quantities. */
  total = 0n;
  count = 0;
  constructor(readonly price: bigint) {}

  append(order: Order): void {
    order.prev = this.tail;
    order.next = undefined;
    if (this.tail) this.tail.next = order;
    else this.head = order;
    this.tail = order;
    this.total += order.visible;
    this.count += 1;
  }

  unlink(order: Order): void {
    if (order.prev) order.prev.next = order.next;
    else this.head = order.next;
    if (order.next) order.next.prev = order.prev;
    else this.tail = order.prev;
    order.prev = undefined;
    order.next = undefined;
    this.total -= order.visible;
    this.count -= 1;
  }
}

/**
 * One side of a book: levels kept sorted worst-first in an array so the best level is the last
 * element (O(1) to read and to drop), plus a map from price to level.
 */
export class BookSide {
  readonly levels: PriceLevel[] = [];
  private readonly byPrice = new Map<bigint, PriceLevel>();
  constructor(readonly side: Side) {}

  best(): PriceLevel | undefined {
    return this.levels[this.levels.length - 1];
  }

  level(price: bigint): PriceLevel | undefined {
    return this.byPrice.get(price);
  }

  /** True when `a` is a better price than `b` on this side. */
  better(a: bigint, b: bigint): boolean {
    return this.side === 'BUY' ? a > b : a < b;
  }

  levelFor(price: bigint): PriceLevel {
    const existing = this.byPrice.get(price);
    if (existing) return existing;
    const level = new PriceLevel(price);
    const levels = this.levels;
    let lo = 0;
    let hi = levels.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.better((levels[mid] as PriceLevel).price, price)) hi = mid;
      else lo = mid + 1;
    }
    if (lo === levels.length) levels.push(level);
    else levels.splice(lo, 0, level);
    this.byPrice.set(price, level);
    return level;
  }

  dropIfEmpty(level: PriceLevel): void {
    if (level.count > 0) return;
    this.byPrice.delete(level.price);
    const levels = this.levels;
    if (levels[levels.length - 1] === level) {
      levels.pop();
      return;
    }
    const index = levels.indexOf(level);
    if (index >= 0) levels.splice(index, 1);
  }

  /** Levels from best to worst. */
  *fromBest(): Generator<PriceLevel> {
    for (let i = this.levels.length - 1; i >= 0; i -= 1) yield this.levels[i] as PriceLevel;
  }
}

/** Levels changed by one command, as [price, new visible qty], with their update-id range. */
export interface BookChanges {
  readonly firstUpdateId: number;
  readonly lastUpdateId: number;
  readonly bids: [bigint, bigint][];
  readonly asks: [bigint, bigint][];
}

/** The limit order book of one symbol, with price-time priority and an update id per change. */
export class OrderBook {
  readonly bids = new BookSide('BUY');
  readonly asks = new BookSide('SELL');
  lastUpdateId = 0;
  private readonly touchedBids = new Set<bigint>();
  private readonly touchedAsks = new Set<bigint>();
  private firstPendingUpdateId = 0;
  /** Whether to note changed levels at all (only depth events read them); update ids always count. */
  trackChanges = true;

  sideOf(side: Side): BookSide {
    return side === 'BUY' ? this.bids : this.asks;
  }

  add(order: Order): void {
    const level = this.sideOf(order.side).levelFor(order.price);
    level.append(order);
    order.level = level;
    this.touch(order.side, order.price);
  }

  remove(order: Order): void {
    const level = order.level;
    if (!level) return;
    level.unlink(order);
    order.level = undefined;
    this.sideOf(order.side).dropIfEmpty(level);
    this.touch(order.side, order.price);
  }

  /** The resting order's visible quantity dropped by `qty` (a fill or an in-place decrease). */
  reduceVisible(order: Order, qty: bigint): void {
    order.visible -= qty;
    if (order.level) order.level.total -= qty;
    this.touch(order.side, order.price);
  }

  /** Shows a refreshed iceberg slice of `visible` at the back of its level's queue. */
  requeue(order: Order, visible: bigint): void {
    const level = order.level;
    if (!level) return;
    level.unlink(order);
    order.visible = visible;
    level.append(order);
    this.touch(order.side, order.price);
  }

  private touch(side: Side, price: bigint): void {
    this.lastUpdateId += 1;
    if (!this.trackChanges) return;
    if (this.touchedBids.size === 0 && this.touchedAsks.size === 0)
      this.firstPendingUpdateId = this.lastUpdateId;
    (side === 'BUY' ? this.touchedBids : this.touchedAsks).add(price);
  }

  /** Returns and forgets the levels changed since the last call, with their update-id range. */
  drainChanges(): BookChanges | undefined {
    if (this.touchedBids.size === 0 && this.touchedAsks.size === 0) return undefined;
    const changes: BookChanges = {
      firstUpdateId: this.firstPendingUpdateId,
      lastUpdateId: this.lastUpdateId,
      bids: [...this.touchedBids].map((price) => [price, this.quantityAt('BUY', price)]),
      asks: [...this.touchedAsks].map((price) => [price, this.quantityAt('SELL', price)]),
    };
    this.touchedBids.clear();
    this.touchedAsks.clear();
    return changes;
  }

  /** Forgets pending changes (nobody listens for depth events). */
  clearChanges(): void {
    if (this.touchedBids.size > 0) this.touchedBids.clear();
    if (this.touchedAsks.size > 0) this.touchedAsks.clear();
  }

  quantityAt(side: Side, price: bigint): bigint {
    return this.sideOf(side).level(price)?.total ?? 0n;
  }

  /** Top `limit` levels per side as [price, visible qty]. */
  depth(limit: number): { bids: [bigint, bigint][]; asks: [bigint, bigint][]; lastUpdateId: number } {
    const take = (side: BookSide): [bigint, bigint][] => {
      const out: [bigint, bigint][] = [];
      for (const level of side.fromBest()) {
        if (out.length >= limit) break;
        out.push([level.price, level.total]);
      }
      return out;
    };
    return { bids: take(this.bids), asks: take(this.asks), lastUpdateId: this.lastUpdateId };
  }
}
