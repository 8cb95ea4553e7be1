/** Ids below the window a compaction may move out at once. */
const SPAN = 1 << 16;

/**
 * Values by order id, for ids handed out one by one from 1: the newer ids in an array indexed by
 * id − base (no hashing, no entry objects), the few older ones still held in a map. Where most old
 * ids were let go (the simulated market's ended orders are forgotten), `compact` moves the window
 * up, so the array spans the ids of the last while, not every id the venue ever gave: its size no
 * longer grows with the venue's age.
 */
export class IdWindow<T> {
  private values: (T | undefined)[] = [];
  private base = 0;
  private readonly older = new Map<number, T>();

  get(id: number): T | undefined {
    return id >= this.base ? this.values[id - this.base] : this.older.get(id);
  }

  set(id: number, value: T): void {
    if (id < this.base) {
      this.older.set(id, value);
      return;
    }
    // Far past the window (a restore of the few orders left from millions): start a new one there.
    if (id - this.base - this.values.length > SPAN) this.restartAt(id);
    const at = id - this.base;
    while (this.values.length < at) this.values.push(undefined);
    this.values[at] = value;
  }

  private restartAt(id: number): void {
    for (let at = 0; at < this.values.length; at += 1) {
      const value = this.values[at];
      if (value !== undefined) this.older.set(this.base + at, value);
    }
    this.values = [];
    this.base = id;
  }

  /** Lets `id` go. */
  delete(id: number): void {
    if (id < this.base) this.older.delete(id);
    else if (id - this.base < this.values.length) this.values[id - this.base] = undefined;
  }

  /**
   * Given how many ids hold a value, moves the window past its oldest 65,536 ids when at most one
   * in eight of them holds one (those go to the map). Returns whether it moved.
   */
  compact(held: number): boolean {
    if (this.values.length < 2 * SPAN || held * 8 > this.values.length) return false;
    for (let at = 0; at < SPAN; at += 1) {
      const value = this.values[at];
      if (value !== undefined) this.older.set(this.base + at, value);
    }
    this.values = this.values.slice(SPAN);
    this.base += SPAN;
    return true;
  }

  /** Every id holding a value, in ascending order, with it. */
  *entries(): IterableIterator<[number, T]> {
    // The map's ids are all below the window's; a compaction adds them in order, a restart may not.
    yield* [...this.older].sort(([a], [b]) => a - b);
    for (let at = 0; at < this.values.length; at += 1) {
      const value = this.values[at];
      if (value !== undefined) yield [this.base + at, value];
    }
  }
}
