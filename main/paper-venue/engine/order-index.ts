import type { Order } from './types';

/**
 * Every order a symbol ever accepted, by orderId. Ids are handed out one by one from 1, so an array
 * indexed by id holds them densely: cheaper than a Map that keeps growing (no rehashing, no entry
 * objects) for the one order per placement that history keeps.
 */
export class OrderIndex {
  private readonly byId: (Order | undefined)[] = [];
  private count = 0;

  get size(): number {
    return this.count;
  }

  get(orderId: number): Order | undefined {
    return Number.isInteger(orderId) && orderId >= 0 ? this.byId[orderId] : undefined;
  }

  has(orderId: number): boolean {
    return this.get(orderId) !== undefined;
  }

  set(orderId: number, order: Order): void {
    if (!Number.isSafeInteger(orderId) || orderId < 0) throw new RangeError(`invalid order id ${orderId}`);
    if (this.byId[orderId] === undefined) this.count += 1;
    while (this.byId.length < orderId) this.byId.push(undefined);
    this.byId[orderId] = order;
  }

  delete(orderId: number): void {
    if (this.get(orderId) === undefined) return;
    this.byId[orderId] = undefined;
    this.count -= 1;
  }

  /** Orders in ascending id, which is the order they were accepted in. */
  *values(): IterableIterator<Order> {
    for (const order of this.byId) if (order !== undefined) yield order;
  }
}
