import type { Order } from './types';

/**
 * One account's client order ids → the newest order given each id, as an open-addressing table
 * over arrays in assignment order. A Map growing by every order spends most of its time on cache
 * misses in its big table; this one probes a compact typed array where each slot holds its entry
 * and the entry's hash side by side, so a probe past another id is decided without reading that
 * id's string, and growing moves the hashes instead of computing them again. It keeps the
 * first-assignment order a Map would iterate in.
 */
export class ClientIdTable {
  private readonly keys: string[] = [];
  private readonly orders: Order[] = [];
  /** Two Int32 per slot: entry index + 1 (0 is empty), then that entry's hash. Never more than half full. */
  private slots = new Int32Array(2 * 1024);
  /** The last slot a lookup missed at, for the insert that usually follows it. */
  private missKey: string | undefined = undefined;
  private missSlot = -1;
  private missHash = 0;

  get(clientOrderId: string): Order | undefined {
    const slots = this.slots;
    const mask = (slots.length >> 1) - 1;
    const hash = hashOf(clientOrderId);
    let slot = hash & mask;
    for (;;) {
      const entry = slots[2 * slot] as number;
      if (entry === 0) {
        this.missKey = clientOrderId;
        this.missSlot = slot;
        this.missHash = hash;
        return undefined;
      }
      if (slots[2 * slot + 1] === hash && this.keys[entry - 1] === clientOrderId)
        return this.orders[entry - 1];
      slot = (slot + 1) & mask;
    }
  }

  set(clientOrderId: string, order: Order): void {
    let slot: number;
    let hash: number;
    if (this.missKey === clientOrderId) {
      slot = this.missSlot;
      hash = this.missHash;
    } else {
      const slots = this.slots;
      const mask = (slots.length >> 1) - 1;
      hash = hashOf(clientOrderId);
      slot = hash & mask;
      for (;;) {
        const entry = slots[2 * slot] as number;
        if (entry === 0) break;
        if (slots[2 * slot + 1] === hash && this.keys[entry - 1] === clientOrderId) {
          this.orders[entry - 1] = order;
          return;
        }
        slot = (slot + 1) & mask;
      }
    }
    this.missKey = undefined;
    const entry = this.keys.length;
    this.keys.push(clientOrderId);
    this.orders.push(order);
    this.slots[2 * slot] = entry + 1;
    this.slots[2 * slot + 1] = hash;
    if ((entry + 1) * 4 > this.slots.length) this.grow();
  }

  /** [clientOrderId, order] in first-assignment order, each with its newest order. */
  *entries(): IterableIterator<[string, Order]> {
    for (let i = 0; i < this.keys.length; i += 1) yield [this.keys[i] as string, this.orders[i] as Order];
  }

  private grow(): void {
    const old = this.slots;
    const slots = new Int32Array(old.length * 2);
    const mask = (slots.length >> 1) - 1;
    for (let at = 0; at < old.length; at += 2) {
      const entry = old[at] as number;
      if (entry === 0) continue;
      const hash = old[at + 1] as number;
      let slot = hash & mask;
      while (slots[2 * slot] !== 0) slot = (slot + 1) & mask;
      slots[2 * slot] = entry;
      slots[2 * slot + 1] = hash;
    }
    this.slots = slots;
    this.missKey = undefined;
  }
}

/** FNV-1a over the UTF-16 code units, finished with a multiply-shift mix; a signed 32-bit value. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  hash = Math.imul(hash ^ (hash >>> 16), 0x7feb352d);
  return hash ^ (hash >>> 15);
}
