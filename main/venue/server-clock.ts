import type { VenueClock } from '@shared/ipc/venue';

export interface ServerClockOptions {
  /** One round-trip-corrected measurement (see clock-sync.ts). */
  readonly measure: () => Promise<VenueClock>;
  readonly now?: () => number;
  /** Re-measure this often once started; 0 disables the timer. */
  readonly resyncMs?: number;
}

/**
 * The venue's clock as main sees it: local time plus the measured offset. Measured on first use (or
 * `start`), then periodically; every signed request's timestamp comes from `serverNow`.
 */
export function createServerClock(options: ServerClockOptions) {
  const now = options.now ?? Date.now;
  const resyncMs = options.resyncMs ?? 60_000;
  let latest: VenueClock | undefined;
  let pending: Promise<VenueClock> | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  const listeners = new Set<(clock: VenueClock) => void>();

  const sync = (): Promise<VenueClock> => {
    pending ??= options.measure().then(
      (clock) => {
        latest = clock;
        pending = undefined;
        for (const listener of listeners) listener(clock);
        return clock;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };

  return {
    sync,
    latest: () => latest,
    /** Resolves once an offset is known (measuring if none is). */
    async ready(): Promise<VenueClock> {
      return latest ?? sync();
    },
    /** The venue's current time in ms, from the last measured offset (0 before any measurement). */
    serverNow: () => now() + (latest?.offsetMs ?? 0),
    subscribe(listener: (clock: VenueClock) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start(): Promise<VenueClock> {
      if (resyncMs > 0 && !timer) {
        timer = setInterval(() => void sync().catch(() => undefined), resyncMs);
        timer.unref?.();
      }
      return sync();
    },
    stop(): void {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}

export type ServerClock = ReturnType<typeof createServerClock>;
