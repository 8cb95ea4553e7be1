import { IdWindow } from './id-window';
import { isConditional } from './order-rules';
import type { Order } from './types';

/** An account's open orders on one symbol, as the count filters (MAX_NUM_ORDERS, …) count them. */
export interface OpenCounts {
  orders: number;
  algoOrders: number;
  icebergOrders: number;
}

const NONE_OPEN: Readonly<OpenCounts> = { orders: 0, algoOrders: 0, icebergOrders: 0 };

/**
 * Orders still open, by orderId, iterated in the order they were added (like the Map this
 * replaces). Ids are dense from 1, so positions live in an array indexed by id (`IdWindow`, which
 * moves past the ids of orders long closed) and the orders in an array in insertion order; a
 * removed order leaves a hole that a later sweep closes. No hash table that grows and rehashes with
 * the book. Each account's counts are kept as orders come and go, so a count filter's check does not
 * walk the whole book (the simulated market's makers keep hundreds of orders on every symbol). Not
 * to be changed while being iterated.
 */
export class OpenOrders {
  private readonly slots: (Order | undefined)[] = [];
  private readonly ids: number[] = [];
  /** orderId → index in `slots` + 1; absent when not open. */
  private readonly positions = new IdWindow<number>();
  private count = 0;
  private readonly perAccount = new Map<string, OpenCounts>();

  get size(): number {
    return this.count;
  }

  get(orderId: number): Order | undefined {
    const position = this.positions.get(orderId) ?? 0;
    return position > 0 ? this.slots[position - 1] : undefined;
  }

  has(orderId: number): boolean {
    return this.get(orderId) !== undefined;
  }

  set(orderId: number, order: Order): this {
    if (!Number.isSafeInteger(orderId) || orderId < 0) throw new RangeError(`invalid order id ${orderId}`);
    const position = this.positions.get(orderId) ?? 0;
    if (position > 0) {
      this.tally(this.slots[position - 1] as Order, -1);
      this.tally(order, 1);
      this.slots[position - 1] = order;
      return this;
    }
    this.tally(order, 1);
    this.slots.push(order);
    this.ids.push(orderId);
    this.positions.set(orderId, this.slots.length);
    this.count += 1;
    return this;
  }

  delete(orderId: number): boolean {
    const position = this.positions.get(orderId) ?? 0;
    if (position === 0) return false;
    this.tally(this.slots[position - 1] as Order, -1);
    this.slots[position - 1] = undefined;
    this.positions.delete(orderId);
    this.count -= 1;
    this.positions.compact(this.count);
    if (this.slots.length > 64 && this.count * 2 < this.slots.length) this.sweep();
    return true;
  }

  /** The account's open orders here, counted as the count filters count them. */
  countsOf(accountId: string): Readonly<OpenCounts> {
    return this.perAccount.get(accountId) ?? NONE_OPEN;
  }

  *values(): IterableIterator<Order> {
    for (const order of this.slots) if (order !== undefined) yield order;
  }

  *keys(): IterableIterator<number> {
    for (let i = 0; i < this.slots.length; i += 1)
      if (this.slots[i] !== undefined) yield this.ids[i] as number;
  }

  /** An order's type and iceberg never change while it is open, so it leaves counted as it came. */
  private tally(order: Order, by: 1 | -1): void {
    let counts = this.perAccount.get(order.accountId);
    if (counts === undefined) {
      counts = { orders: 0, algoOrders: 0, icebergOrders: 0 };
      this.perAccount.set(order.accountId, counts);
    }
    counts.orders += by;
    if (isConditional(order.type)) counts.algoOrders += by;
    if (order.icebergQty > 0n) counts.icebergOrders += by;
  }

  /** Closes the holes, keeping the order. */
  private sweep(): void {
    let kept = 0;
    for (let i = 0; i < this.slots.length; i += 1) {
      const order = this.slots[i];
      if (order === undefined) continue;
      const orderId = this.ids[i] as number;
      this.slots[kept] = order;
      this.ids[kept] = orderId;
      kept += 1;
      this.positions.set(orderId, kept);
    }
    this.slots.length = kept;
    this.ids.length = kept;
  }
}
