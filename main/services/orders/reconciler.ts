import { VenueError } from '../../venue/venue-error';

export interface Backoff {
  readonly baseMs: number;
  readonly maxMs: number;
}

/**
 * An order in doubt is the trader's most urgent question, and a query costs little weight: after a
 * burst of faults the next question is at most 5 s away, not the half minute a stream's reconnection
 * may wait. (A request the client holds back while the venue limits it is not sent at all.)
 */
export const defaultBackoff: Backoff = { baseMs: 500, maxMs: 5_000 };

/**
 * Asks the venue about one order (or list) whose answer was lost, with capped exponential backoff,
 * until the venue says what it is (`found`) or that it does not exist (`absent`, code -2013 or -2011,
 * once it can no longer arrive).
 * Stops quietly when `settled()` turns true (the user-data stream told first) or on `stop()`.
 */
export function reconcileUntilKnown<T>(options: {
  readonly query: () => Promise<T>;
  readonly found: (answer: T) => void;
  readonly absent: (error: VenueError) => void;
  readonly settled: () => boolean;
  readonly sleep: (ms: number) => Promise<void>;
  readonly backoff?: Backoff;
  readonly stopped: () => boolean;
  /**
   * Whether the order could still reach the venue (its request's time window is not over). Asked
   * before each query: a "does not exist" answer to a query sent while it could still arrive is not
   * final, so asking goes on. Without it, the first such answer is final.
   */
  readonly mayStillArrive?: () => boolean | Promise<boolean>;
}): Promise<void> {
  const backoff = options.backoff ?? defaultBackoff;
  const run = async () => {
    for (let attempt = 0; ; attempt += 1) {
      await options.sleep(Math.min(backoff.maxMs, backoff.baseMs * 2 ** attempt));
      if (options.stopped() || options.settled()) return;
      const early = await Promise.resolve(options.mayStillArrive?.() ?? false).catch(() => true);
      try {
        const answer = await options.query();
        if (options.stopped()) return;
        options.found(answer);
        return;
      } catch (error) {
        if (options.stopped()) return;
        if (
          error instanceof VenueError &&
          error.kind === 'venue' &&
          (error.code === -2013 || error.code === -2011) &&
          !early
        ) {
          options.absent(error);
          return;
        }
        // network, 5xx, rate limit: still unknown; ask again later
      }
    }
  };
  return run();
}
