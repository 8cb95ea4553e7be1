import { IdWindow } from './id-window';
import type { Order } from './types';

/**
 * Every order a symbol keeps, by orderId. Ids are handed out one by one from 1, so an array indexed
 * by id holds them densely (`IdWindow`): cheaper than a Map that keeps growing (no rehashing, no
 * entry objects) for the one order per placement that history keeps, and moved past the ids whose
 * orders were forgotten.
 */
export class OrderIndex {
  private readonly byId = new IdWindow<Order>();
  private count = 0;

  get size(): number {
    return this.count;
  }

  get(orderId: number): Order | undefined {
    return Number.isInteger(orderId) && orderId >= 0 ? this.byId.get(orderId) : undefined;
  }

  has(orderId: number): boolean {
    return this.get(orderId) !== undefined;
  }

  set(orderId: number, order: Order): void {
    if (!Number.isSafeInteger(orderId) || orderId < 0) throw new RangeError(`invalid order id ${orderId}`);
    if (this.byId.get(orderId) === undefined) this.count += 1;
    this.byId.set(orderId, order);
  }

  delete(orderId: number): void {
    if (this.get(orderId) === undefined) return;
    this.byId.delete(orderId);
    this.count -= 1;
    this.byId.compact(this.count);
  }

  /** Orders in ascending id, which is the order they were accepted in. */
  *values(): IterableIterator<Order> {
    for (const [, order] of this.byId.entries()) yield order;
  }
}
