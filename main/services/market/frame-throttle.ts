import type { Timers } from '../../venue/streams/timers';

/**
 * At most one frame per interval: the first change after a quiet interval is cut at once, later
 * changes within the interval are folded into one frame at its end.
 */
export class FrameThrottle {
  private lastAt = Number.NEGATIVE_INFINITY;
  private timer: unknown;

  constructor(
    private readonly timers: Timers,
    private readonly now: () => number,
    private readonly intervalMs: number,
    private readonly cut: () => void,
  ) {}

  mark(): void {
    if (this.timer !== undefined) return;
    const wait = this.lastAt + this.intervalMs - this.now();
    if (wait <= 0) this.fire();
    else this.timer = this.timers.setTimeout(() => this.fire(), wait);
  }

  cancel(): void {
    if (this.timer !== undefined) this.timers.clearTimeout(this.timer);
    this.timer = undefined;
  }

  private fire(): void {
    this.timer = undefined;
    this.lastAt = this.now();
    this.cut();
  }
}
