import type { QueryClient } from '@tanstack/react-query';
import { isTerminalError } from '@shared/ipc/errors';

/** Past the venue's `until`, so the read lands in the new window, not on its last millisecond. */
const AFTER_LIFT_MS = 250;

/** When a rate-limited refusal says the limit lifts (main's `until`, ms since the epoch); null if it does not. */
function liftsAt(error: unknown): number | null {
  if (!isTerminalError(error) || error.kind !== 'rate-limited') return null;
  const until = (error.data as { until?: unknown } | undefined)?.until;
  return typeof until === 'number' && Number.isFinite(until) ? until : null;
}

/**
 * A read main refused because the venue's rate limit was reached is asked again once the limit
 * lifts, so a pane that could not load shows itself without a click; its refusal stays shown until
 * then. Only reads something still shows are asked again. Returns the unsubscribe.
 */
export function refetchWhenLimitLifts(client: QueryClient, now: () => number = Date.now): () => void {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return;
    const until = liftsAt(event.action.error);
    if (until === null) return;
    const { queryHash, queryKey } = event.query;
    clearTimeout(timers.get(queryHash));
    timers.set(
      queryHash,
      setTimeout(
        () => {
          timers.delete(queryHash);
          void client.refetchQueries({ queryKey, exact: true, type: 'active' });
        },
        Math.max(0, until - now()) + AFTER_LIFT_MS,
      ),
    );
  });
  return () => {
    unsubscribe();
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
  };
}
