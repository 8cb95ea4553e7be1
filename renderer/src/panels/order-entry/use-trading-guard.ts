import { useQuery } from '@tanstack/react-query';
import { describeError } from '../../../../shared/ipc/errors';
import { accountQueries } from '../../api/account-queries';
import { useTerminal } from '../../api/terminal-context';
import { venueQueries } from '../../api/venue-queries';
import { useUiStore } from '../../stores/ui-store';
import { formatClock } from '../../ui/format-time';
import { useNow } from '../../ui/use-now';

export interface TradingGuard {
  /** Why trading controls are disabled right now, or null when they may be used. */
  readonly reason: string | null;
}

/** Trading stops while the venue cannot be reached or is rate limiting us, and says why and until when. */
export function useTradingGuard(): TradingGuard {
  const terminal = useTerminal();
  const clock = useQuery(venueQueries.clock(terminal));
  const limits = useQuery(accountQueries.limits(terminal));
  const timeDisplay = useUiStore((s) => s.timeDisplay);
  const now = useNow(1_000);
  if (clock.isError) return { reason: `Connection lost: ${describeError(clock.error)}` };
  const blockedUntil = limits.data?.blockedUntil ?? null;
  if (blockedUntil !== null && blockedUntil > now)
    return {
      reason: `Rate limited until ${formatClock(blockedUntil, timeDisplay)}${
        limits.data?.blockedReason ? `: ${limits.data.blockedReason}` : ''
      }`,
    };
  return { reason: null };
}
