import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { FamilyBlock, VenueFamilyName } from '@shared/ipc/account';
import { describeError, isTerminalError } from '@shared/ipc/errors';
import { useUiStore } from '../stores/ui-store';
import { formatClock } from '../ui/format-time';
import { accountQueries } from './account-queries';
import { useTerminal } from './terminal-context';
import { venueQueries } from './venue-queries';

export interface TradingGuard {
  /** Why every trading control (cancel, settings, new orders) is disabled now, or null. */
  readonly reason: string | null;
  /** Why new orders may not be sent now: `reason`, or an order-count limit that leaves cancels free. */
  readonly orderReason: string | null;
}

/** The clock cannot be measured: the venue is unreachable (a rate limit shows as such, not as this). */
const clockLost = (error: unknown) =>
  error !== null && error !== undefined && !(isTerminalError(error) && error.kind === 'rate-limited');
/** A family's read failed because its host could not be reached (not because it refused). */
const linkLost = (error: unknown) => isTerminalError(error) && error.kind === 'network';

/** Re-renders when the first of these instants passes, and returns the local clock read then. */
function useNowPast(instants: readonly number[]): number {
  const [now, setNow] = useState(() => Date.now());
  const next = Math.min(...instants.filter((t) => t > now));
  useEffect(() => {
    if (!Number.isFinite(next)) return;
    // Re-armed at least hourly: a timer cannot wait longer than ~24.8 days.
    const id = setTimeout(() => setNow(Date.now()), Math.min(Math.max(0, next - Date.now()), 3_600_000));
    return () => clearTimeout(id);
  }, [next, now]);
  return now;
}

/**
 * Trading stops while the venue cannot be reached or is rate limiting us, and says why and until when.
 * The blocks are those main holds for the family's own host; `linkError` is the failure of a read the
 * family's panel makes (futures hosts may differ from the spot host whose clock main measures).
 */
export function useTradingGuard(family: VenueFamilyName = 'spot', linkError?: unknown): TradingGuard {
  const terminal = useTerminal();
  const clock = useQuery(venueQueries.clock(terminal));
  // Only the blocks: the meters change with every request, and would re-render the order form each time.
  const limits = useQuery({ ...accountQueries.limits(terminal), select: (view) => view.blocks });
  const timeDisplay = useUiStore((s) => s.timeDisplay);
  const blocks = (limits.data ?? []).filter((b) => b.family === family);
  const now = useNowPast(blocks.map((b) => b.until));
  const active = blocks.filter((b) => b.until > now);
  const longest = (list: FamilyBlock[]) => list.sort((a, b) => b.until - a.until)[0];
  const limited = (block: FamilyBlock | undefined) =>
    block ? `Rate limited until ${formatClock(block.until, timeDisplay)}: ${block.reason}` : null;

  const all = limited(longest(active.filter((b) => b.scope === 'all')));
  if (all) return { reason: all, orderReason: all };
  const lost = clockLost(clock.error) ? clock.error : linkLost(linkError) ? linkError : undefined;
  if (lost !== undefined) {
    const reason = `Connection lost: ${describeError(lost)}`;
    return { reason, orderReason: reason };
  }
  // Reads held back near the weight limit leave the rest for orders: trading goes on.
  return { reason: null, orderReason: limited(longest(active.filter((b) => b.scope !== 'reads'))) };
}
