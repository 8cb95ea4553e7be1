import type { Depth } from '@shared/api/spot/market-data';
import { depthUpdateEvent, type DepthUpdateEvent } from '@shared/api/spot/streams';
import { classifyDiff, OrderBook } from '@shared/market/book';
import type { StreamHandler } from '../../venue/streams/market-stream';
import type { Timers } from '../../venue/streams/timers';

const MAX_BUFFERED = 10_000;

export interface DepthBookDeps {
  readonly fetchSnapshot: () => Promise<Depth>;
  readonly timers: Timers;
  /** The book changed (loaded or a diff applied). */
  readonly onChange: () => void;
  /** Wait before asking for another snapshot after a failed or too-old one (default 1 s). */
  readonly retryMs?: number;
  /**
   * Take the snapshot at once rather than on the first diff, and show it while no diff has come: a
   * quiet market (a futures contract nobody trades) sends none. The first diff must then continue it.
   */
  readonly eager?: boolean;
}

/**
 * One symbol's local book kept by the documented procedure: buffer the diff stream,
 * fetch a snapshot, refetch while it is older than the first buffered event, drop what it already
 * holds, check continuity, then apply live. Any gap, stale stream or reconnect throws the book away and
 * starts again from the buffer. `start` asks for the snapshot as the stream is subscribed rather than
 * at its first diff: a snapshot that comes before any diff is the venue's book as it was, shown at
 * once, and the first diff is checked against it like any other (a gap starts again).
 */
export class DepthBook implements StreamHandler {
  readonly book = new OrderBook();
  synced = false;
  /** Venue time of the newest applied diff (or 0 before any). */
  eventTime = 0;
  /** How many times the book was rebuilt, and why the last time. */
  resyncs = 0;
  lastResyncReason: string | null = null;
  private buffer: DepthUpdateEvent[] = [];
  private generation = 0;
  private fetching = false;
  private askedEarly = false;
  private retryTimer: unknown;

  constructor(private readonly deps: DepthBookDeps) {
    if (deps.eager) this.fetch();
  }

  data(raw: unknown): void {
    const parsed = depthUpdateEvent.safeParse(raw);
    if (!parsed.success) return;
    const event = parsed.data;
    if (this.synced) {
      this.applyLive(event);
      return;
    }
    // A snapshot that never comes must not grow the buffer without bound; start it again instead.
    if (this.buffer.length >= MAX_BUFFERED) this.buffer = [];
    this.buffer.push(event);
    if (!this.fetching && this.retryTimer === undefined) this.fetch();
  }

  /** Asks for the snapshot now, alongside the stream's subscription. */
  start(): void {
    if (this.synced || this.fetching || this.retryTimer !== undefined) return;
    this.askedEarly = true;
    this.fetch();
  }

  reset(reason: string): void {
    this.restart(reason);
  }

  dispose(): void {
    this.generation++;
    this.clearRetry();
    this.buffer = [];
    this.synced = false;
  }

  private applyLive(event: DepthUpdateEvent, notify = true): void {
    const verdict = classifyDiff(this.book.updateId, event.U, event.u);
    if (verdict === 'skip') return;
    if (verdict === 'gap') {
      this.restart(`gap: expected update ${this.book.updateId + 1}, got ${event.U}`, event);
      return;
    }
    this.book.apply(event.b, event.a, event.u);
    this.eventTime = event.E;
    if (notify) this.deps.onChange();
  }

  private restart(reason: string, firstEvent?: DepthUpdateEvent): void {
    this.synced = false;
    this.generation++;
    this.fetching = false;
    this.askedEarly = false;
    this.clearRetry();
    this.resyncs++;
    this.lastResyncReason = reason;
    this.buffer = firstEvent ? [firstEvent] : [];
    if (firstEvent || this.deps.eager) this.fetch();
  }

  private fetch(): void {
    const generation = this.generation;
    this.fetching = true;
    this.deps.fetchSnapshot().then(
      (snapshot) => {
        if (generation !== this.generation) return;
        this.fetching = false;
        this.load(snapshot);
      },
      () => {
        if (generation !== this.generation) return;
        this.fetching = false;
        this.askedEarly = false;
        this.retryLater();
      },
    );
  }

  private retryLater(): void {
    this.retryTimer = this.deps.timers.setTimeout(() => {
      this.retryTimer = undefined;
      if (!this.synced && (this.buffer.length > 0 || this.deps.eager)) this.fetch();
    }, this.deps.retryMs ?? 1000);
  }

  private load(snapshot: Depth): void {
    const first = this.buffer[0];
    if (first && snapshot.lastUpdateId + 1 < first.U) {
      // Older than the stream we hold (the first diff does not continue it). Asked before that diff
      // came (at `start`), a second snapshot is newer than it; otherwise ask again once the venue's
      // book has moved on.
      if (this.askedEarly) {
        this.askedEarly = false;
        this.fetch();
      } else this.retryLater();
      return;
    }
    const remaining = this.buffer.filter((e) => e.u > snapshot.lastUpdateId);
    const next = remaining[0];
    if (next && next.U > snapshot.lastUpdateId + 1) {
      this.restart(`gap after the snapshot: expected ${snapshot.lastUpdateId + 1}, got ${next.U}`);
      this.buffer = [...remaining];
      this.retryLater();
      return;
    }
    this.book.load(snapshot);
    this.buffer = [];
    this.synced = true;
    this.eventTime = 0;
    for (const event of remaining) {
      this.applyLive(event, false);
      if (!this.synced) return;
    }
    this.deps.onChange();
  }

  private clearRetry(): void {
    if (this.retryTimer !== undefined) this.deps.timers.clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
  }
}
