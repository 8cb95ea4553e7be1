import type { EngineEvent } from '../engine';
import type { StreamSource } from './stream-source';
import { isAccountEvent, userDataPayload } from './user-events';

export type UserSink = (payload: Record<string, unknown>) => void;

/**
 * Routes the engine's account events (executionReport, accountPosition, balanceUpdate,
 * listStatus) to the user-data subscribers of each account, in the engine's order. The engine
 * listener only queues; payloads are sent in a microtask once the command has finished.
 */
export class UserHub {
  private readonly sinks = new Map<string, Set<UserSink>>();
  private readonly queue: EngineEvent[] = [];
  private flushQueued = false;
  private readonly unsubscribe: () => void;

  constructor(
    source: StreamSource,
    private readonly now: () => number,
    /** Added to executionReport trade ids (`t`), as the market feed adds it to public trade ids. */
    private readonly tradeIdOffset?: (symbol: string) => number,
  ) {
    this.unsubscribe = source.engine.subscribe((event) => {
      if (!isAccountEvent(event) || !this.sinks.has(event.accountId)) return;
      this.queue.push(event);
      if (!this.flushQueued) {
        this.flushQueued = true;
        queueMicrotask(() => this.flush());
      }
    });
  }

  subscribe(accountId: string, sink: UserSink): () => void {
    let set = this.sinks.get(accountId);
    if (!set) {
      set = new Set();
      this.sinks.set(accountId, set);
    }
    set.add(sink);
    return () => {
      const current = this.sinks.get(accountId);
      current?.delete(sink);
      if (current?.size === 0) this.sinks.delete(accountId);
    };
  }

  /** A payload for every subscriber of the account (externalLockUpdate and the like). */
  push(accountId: string, payload: Record<string, unknown>): void {
    for (const sink of this.sinks.get(accountId) ?? []) sink(payload);
  }

  private flush(): void {
    this.flushQueued = false;
    const now = this.now();
    for (const event of this.queue.splice(0)) {
      if (!isAccountEvent(event)) continue;
      const sinks = this.sinks.get(event.accountId);
      if (!sinks) continue;
      const payload = this.shifted(userDataPayload(event, now));
      for (const sink of sinks) sink(payload);
    }
  }

  private shifted(payload: Record<string, unknown>): Record<string, unknown> {
    const { t, s } = payload;
    if (!this.tradeIdOffset || payload.e !== 'executionReport' || typeof t !== 'number' || t < 0) {
      return payload;
    }
    return { ...payload, t: t + this.tradeIdOffset(s as string) };
  }

  close(): void {
    this.unsubscribe();
    this.sinks.clear();
  }
}
