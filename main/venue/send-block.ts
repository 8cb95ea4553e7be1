import { intervalMs, type MeterReading, type SendBlock } from './rate-limits';
import { VenueError } from './venue-error';

/** An order-count 429 carries no Retry-After; without a known exhausted counter, wait this long. */
const orderCountBackoffMs = 10_000;

function retryAfterMs(headers: Headers): number | undefined {
  const value = headers.get('retry-after');
  if (value === null) return undefined;
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined;
}

export interface BlockInputs {
  readonly origin: string;
  readonly status: 429 | 418;
  readonly headers: Headers;
  readonly now: number;
  readonly serverNow: number;
  /** The family's order counters at or over their limit. */
  readonly exhaustedOrderCounters: readonly MeterReading[];
}

/**
 * How long to stop sending after a 429 or 418: Retry-After when given (the IP limit or the ban: every
 * call); otherwise (an order-count 429) until the longest exhausted order window rolls over on the
 * venue's clock, and only for calls that place orders.
 */
export function blockAfterRateLimit(inputs: BlockInputs): SendBlock {
  const { origin, status, now } = inputs;
  const wait = retryAfterMs(inputs.headers);
  if (wait !== undefined) return { origin, scope: 'all', until: now + wait, status };
  const windowMs = Math.max(
    0,
    ...inputs.exhaustedOrderCounters.map((r) => r.intervalNum * intervalMs[r.interval]),
  );
  const until = windowMs > 0 ? now + (windowMs - (inputs.serverNow % windowMs)) : now + orderCountBackoffMs;
  return { origin, scope: status === 418 ? 'all' : 'orders', until, status };
}

export const rateLimitedError = (endpoint: string, block: SendBlock, code?: number, msg?: string) =>
  new VenueError({
    kind: 'rate-limited',
    endpoint,
    status: block.status,
    code,
    message: `rate limited until ${new Date(block.until).toISOString()}${msg ? ` (${msg})` : ''}`,
    data: { until: block.until, scope: block.scope },
  });
