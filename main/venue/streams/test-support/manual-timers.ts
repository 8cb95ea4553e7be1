import type { Timers } from '../timers';

/** Timers and a clock that move only when the test says so. */
export class ManualTimers implements Timers {
  now = 1_700_000_000_000;
  private nextId = 1;
  private readonly due = new Map<number, { at: number; callback: () => void }>();

  readonly clock = () => this.now;

  setTimeout(callback: () => void, ms: number): unknown {
    const id = this.nextId++;
    this.due.set(id, { at: this.now + Math.max(0, ms), callback });
    return id;
  }

  clearTimeout(handle: unknown): void {
    this.due.delete(handle as number);
  }

  get pending(): number {
    return this.due.size;
  }

  /** The delays of the pending timers, from now. */
  delays(): number[] {
    return [...this.due.values()].map((t) => t.at - this.now).sort((a, b) => a - b);
  }

  /** Moves the clock forward, firing every timer that falls due on the way, in order. */
  advance(ms: number): void {
    const end = this.now + ms;
    for (;;) {
      let next: [number, { at: number; callback: () => void }] | undefined;
      for (const entry of this.due)
        if (entry[1].at <= end && (!next || entry[1].at < next[1].at)) next = entry;
      if (!next) break;
      this.due.delete(next[0]);
      this.now = Math.max(this.now, next[1].at);
      next[1].callback();
    }
    this.now = end;
  }
}
