import type { LimitsView } from '@shared/ipc/account';
import { intervalMs, type LimitInterval } from '../../venue/rate-limits';
import type { LimitsSnapshot, SendBlock } from '../../venue/rate-limits';

const letter: Record<LimitInterval, string> = { SECOND: 's', MINUTE: 'm', HOUR: 'h', DAY: 'd' };

const reasonOf = (block: SendBlock): string => {
  if (block.status === 418)
    return 'HTTP 418: the IP is banned for sending after a rate limit; every request waits';
  return block.scope === 'all'
    ? 'HTTP 429: the request-weight limit was exceeded; every request waits'
    : 'HTTP 429: the order-count limit was exceeded; new orders wait';
};

/** The client's meter as the renderer shows it: every counter against its limit, and any block in force. */
export function limitsView(snapshot: LimitsSnapshot, now: number): LimitsView {
  const active = snapshot.blocks.filter((b) => b.until > now).sort((a, b) => b.until - a.until);
  const block = active[0];
  return {
    meters: [...snapshot.readings]
      .sort(
        (a, b) =>
          (a.kind === b.kind ? 0 : a.kind === 'weight' ? -1 : 1) ||
          a.intervalNum * intervalMs[a.interval] - b.intervalNum * intervalMs[b.interval],
      )
      .map((r) => ({
        kind: r.kind,
        window: `${r.intervalNum}${letter[r.interval]}`,
        used: r.used,
        limit: r.limit ?? null,
      })),
    blockedUntil: block?.until ?? null,
    blockedReason: block ? reasonOf(block) : null,
    blocks: snapshot.routes.flatMap((route) =>
      active
        .filter((b) => b.origin === route.origin)
        .map((b) => ({ family: route.family, scope: b.scope, until: b.until, reason: reasonOf(b) })),
    ),
  };
}
