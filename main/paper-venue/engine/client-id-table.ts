import type { Order } from './types';

/**
 * One account's client order ids → the newest order given each id, as an open-addressing table of
 * Int32 slots over arrays in assignment order. A Map growing by every order spends most of its
 * time on cache misses in its big table; this one probes a compact typed array (the key's hash is
 * computed here), and keeps the first-assignment order a Map would iterate in.
 */
export class ClientIdTable {
  private readonly keys: string[] = [];
  private readonly orders: Order[] = [];
  /** Entry index + 1 per slot; 0 is empty. Never more than half full. */
  private slots = new Int32Array(1024);
  /** The last slot a lookup missed at, for the insert that usually follows it. */
  private missKey: string | undefined = undefined;
  private missSlot = -1;

  get(clientOrderId: string): Order | undefined {
    const slots = this.slots;
    const mask = slots.length - 1;
    let slot = hashOf(clientOrderId) & mask;
    for (;;) {
      const entry = slots[slot] as number;
      if (entry === 0) {
        this.missKey = clientOrderId;
        this.missSlot = slot;
        return undefined;
      }
      if (this.keys[entry - 1] === clientOrderId) return this.orders[entry - 1];
      slot = (slot + 1) & mask;
    }
  }

  set(clientOrderId: string, order: Order): void {
    let slot: number;
    if (this.missKey === clientOrderId) slot = this.missSlot;
    else {
      const slots = this.slots;
      const mask = slots.length - 1;
      slot = hashOf(clientOrderId) & mask;
      for (;;) {
        const entry = slots[slot] as number;
        if (entry === 0) break;
        if (this.keys[entry - 1] === clientOrderId) {
          this.orders[entry - 1] = order;
          return;
        }
        slot = (slot + 1) & mask;
      }
    }
    this.missKey = undefined;
    this.keys.push(clientOrderId);
    this.orders.push(order);
    this.slots[slot] = this.keys.length;
    if (this.keys.length * 2 > this.slots.length) this.grow();
  }

  /** [clientOrderId, order] in first-assignment order, each with its newest order. */
  *entries(): IterableIterator<[string, Order]> {
    for (let i = 0; i < this.keys.length; i += 1) yield [this.keys[i] as string, this.orders[i] as Order];
  }

  private grow(): void {
    const slots = new Int32Array(this.slots.length * 2);
    const mask = slots.length - 1;
    for (let i = 0; i < this.keys.length; i += 1) {
      let slot = hashOf(this.keys[i] as string) & mask;
      while (slots[slot] !== 0) slot = (slot + 1) & mask;
      slots[slot] = i + 1;
    }
    this.slots = slots;
    this.missKey = undefined;
  }
}

/** FNV-1a over the UTF-16 code units, finished with a multiply-shift mix. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  hash = Math.imul(hash ^ (hash >>> 16), 0x7feb352d);
  return (hash ^ (hash >>> 15)) >>> 0;
}
