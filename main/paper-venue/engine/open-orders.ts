import { IdWindow } from './id-window';
import type { Order } from './types';

/**
 * Orders still open, by orderId, iterated in the order they were added (like the Map this
 * replaces). Ids are dense from 1, so positions live in an array indexed by id (`IdWindow`, which
 * moves past the ids of orders long closed) and the orders in an array in insertion order; a
 * removed order leaves a hole that a later sweep closes. No hash table that grows and rehashes with
 * the book. Not to be changed while being iterated.
 */
export class OpenOrders {
  private readonly slots: (Order | undefined)[] = [];
  private readonly ids: number[] = [];
  /** orderId → index in `slots` + 1; absent when not open. */
  private readonly positions = new IdWindow<number>();
  private count = 0;

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
      this.slots[position - 1] = order;
      return this;
    }
    this.slots.push(order);
    this.ids.push(orderId);
    this.positions.set(orderId, this.slots.length);
    this.count += 1;
    return this;
  }

  delete(orderId: number): boolean {
    const position = this.positions.get(orderId) ?? 0;
    if (position === 0) return false;
    this.slots[position - 1] = undefined;
    this.positions.delete(orderId);
    this.count -= 1;
    this.positions.compact(this.count);
    if (this.slots.length > 64 && this.count * 2 < this.slots.length) this.sweep();
    return true;
  }

  *values(): IterableIterator<Order> {
    for (const order of this.slots) if (order !== undefined) yield order;
  }

  *keys(): IterableIterator<number> {
    for (let i = 0; i < this.slots.length; i += 1)
      if (this.slots[i] !== undefined) yield this.ids[i] as number;
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
