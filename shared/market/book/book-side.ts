import { isZeroDecimal, parseScaled } from './scaled';

/**
 * One side of a local order book. Prices are scaled integers; quantities stay the venue's decimal
 * strings (never arithmetic here). Keys are kept sorted ascending in a typed array with the *best*
 * price at the end (asks are stored negated), so the updates that dominate a live book — near the
 * top — move few elements, and reading the top N walks backwards from the end without sorting.
 */
export class BookSide {
  readonly isBid: boolean;
  readonly scale: number;
  private keys: Float64Array;
  private size = 0;
  private readonly quantities = new Map<number, string>();

  constructor(isBid: boolean, scale: number, capacity = 1024) {
    this.isBid = isBid;
    this.scale = scale;
    this.keys = new Float64Array(capacity);
  }

  get length(): number {
    return this.size;
  }

  /** Replaces the side with a snapshot's levels ([price, quantity] in any order). */
  load(levels: readonly (readonly [string, string])[]): void {
    this.quantities.clear();
    this.size = 0;
    if (this.keys.length < levels.length) this.keys = new Float64Array(levels.length * 2);
    for (const [priceText, quantity] of levels) {
      const price = parseScaled(priceText, this.scale);
      if (isZeroDecimal(quantity)) this.quantities.delete(price);
      else this.quantities.set(price, quantity);
    }
    for (const price of this.quantities.keys()) this.keys[this.size++] = this.isBid ? price : -price;
    this.keys.subarray(0, this.size).sort();
  }

  /** Sets a level to an absolute quantity; "0" removes it. */
  set(priceText: string, quantity: string): void {
    const price = parseScaled(priceText, this.scale);
    if (isZeroDecimal(quantity)) {
      if (this.quantities.delete(price)) this.removeKey(this.isBid ? price : -price);
      return;
    }
    const known = this.quantities.has(price);
    this.quantities.set(price, quantity);
    if (!known) this.insertKey(this.isBid ? price : -price);
  }

  /** The scaled price at rank `rank` from the best (0 = best), or undefined past the end. */
  priceAt(rank: number): number | undefined {
    const index = this.size - 1 - rank;
    if (index < 0) return undefined;
    const key = this.keys[index]!;
    return this.isBid ? key : -key;
  }

  /** The quantity at a scaled price, as the venue sent it. */
  quantityAt(price: number): string | undefined {
    return this.quantities.get(price);
  }

  /** Upper bound: the first index whose key is greater than `key`. */
  private search(key: number): number {
    let low = 0;
    let high = this.size;
    // Most updates land near the best price, at the end: check there first.
    if (high > 0 && this.keys[high - 1]! < key) return high;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.keys[mid]! <= key) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  private insertKey(key: number): void {
    if (this.size === this.keys.length) {
      const grown = new Float64Array(this.keys.length * 2);
      grown.set(this.keys);
      this.keys = grown;
    }
    const index = this.search(key);
    if (index < this.size) this.keys.copyWithin(index + 1, index, this.size);
    this.keys[index] = key;
    this.size++;
  }

  private removeKey(key: number): void {
    const index = this.search(key) - 1;
    if (index < 0 || this.keys[index] !== key) return;
    this.keys.copyWithin(index, index + 1, this.size);
    this.size--;
  }
}
