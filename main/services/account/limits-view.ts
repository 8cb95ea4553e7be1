import type { LimitsView } from '@shared/ipc/account';
import { intervalMs, type LimitInterval } from '../../venue/rate-limits';
import type { LimitsSnapshot, SendBlock } from '../../venue/rate-limits';

const letter: Record<LimitInterval, string> = { SECOND: 's', MINUTE: 'm', HOUR: 'h', DAY: 'd' };

/** A count as the page groups figures by default ("5,400"). */
const count = (value: number | undefined) => (value === undefined ? '?' : value.toLocaleString('en-US'));

const reasonOf = (block: SendBlock): string => {
  if (block.scope === 'reads')
    return `Request weight ${count(block.weight?.used)} of ${count(block.weight?.limit)} used this minute: reads wait for the next minute, the rest is kept for orders`;
  if (block.status === 418)
    return 'HTTP 418: the IP is banned for sending after a rate limit; every request waits';
  return block.scope === 'all'
    ? 'HTTP 429: the request-weight limit was exceeded; every request waits'
    : 'HTTP 429: the order-count limit was exceeded; new orders wait';
};

/** The client's meter as the renderer shows it: every counter against its limit, and any block in force. */
export function limitsView(snapshot: LimitsSnapshot, now: number): LimitsView {
  const active = snapshot.blocks.filter((b) => b.until > now).sort((a, b) => b.until - a.until);
  // The venue's own block: the terminal's hold of reads is listed with the blocks, not as one.
  const block = active.find((b) => b.scope !== 'reads');
  return {
    meters: [...snapshot.readings]
      .sort(
        (a, b) =>
          (a.kind === b.kind ? 0 : a.kind === 'weight' ? -1 : 1) ||
          a.intervalNum * intervalMs[a.interval] - b.intervalNum * intervalMs[b.interval],
      )
      .map((r) => ({
        family: r.family,
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
