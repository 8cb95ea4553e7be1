import type { RateLimit } from '@shared/api/spot/exchange-info';
import { headerSuffix, intervalText, windowMs } from '../config/rate-limits';
import { VenueFailure } from './venue-failure';

const FIRST_BAN_MS = 2 * 60_000;
const LONGEST_BAN_MS = 3 * 86_400_000;

/** A counter that resets at every multiple of its window (windows are aligned to the epoch). */
class FixedWindowCounter {
  #windowStart = Number.NEGATIVE_INFINITY;
  #used = 0;

  constructor(readonly limit: RateLimit) {}

  used(now: number): number {
    this.#roll(now);
    return this.#used;
  }

  add(now: number, amount: number): number {
    this.#roll(now);
    this.#used += amount;
    return this.#used;
  }

  windowEnd(now: number): number {
    this.#roll(now);
    return this.#windowStart + windowMs(this.limit);
  }

  #roll(now: number) {
    const start = Math.floor(now / windowMs(this.limit)) * windowMs(this.limit);
    if (start !== this.#windowStart) {
      this.#windowStart = start;
      this.#used = 0;
    }
  }
}

interface IpState {
  readonly weight: FixedWindowCounter[];
  readonly raw: FixedWindowCounter[];
  /** End of the window in which this IP was last answered 429. */
  limitedUntil: number;
  bannedUntil: number;
  bans: number;
}

/** One limit and how much of it is used, as the WebSocket API's `rateLimits` lists it. */
export interface RateLimitCount {
  readonly rateLimitType: RateLimit['rateLimitType'];
  readonly interval: RateLimit['interval'];
  readonly intervalNum: number;
  readonly limit: number;
  readonly count: number;
}

export interface OrderCount extends RateLimitCount {
  readonly rateLimitType: 'ORDERS';
}

const retryAfter = (ms: number) => ({ 'Retry-After': String(Math.max(1, Math.ceil(ms / 1000))) });

const bannedFailure = (until: number, now: number) =>
  new VenueFailure(
    418,
    -1003,
    `Way too much request weight used; IP banned until ${until}. Please use WebSocket Streams for live updates to avoid bans.`,
    retryAfter(until - now),
  );

/**
 * REQUEST_WEIGHT and RAW_REQUESTS per IP, ORDERS per account, as the venue's rateLimits list
 * them. An IP over its limit is answered 429 with Retry-After; one that keeps sending while
 * limited is banned (418) for 2 minutes, doubling with every ban up to 3 days.
 */
export class RateLimiter {
  readonly #limits: readonly RateLimit[];
  readonly #now: () => number;
  readonly #ips = new Map<string, IpState>();
  readonly #accounts = new Map<string, FixedWindowCounter[]>();

  constructor(limits: readonly RateLimit[], now: () => number) {
    this.#limits = limits;
    this.#now = now;
  }

  #ip(ip: string): IpState {
    let state = this.#ips.get(ip);
    if (!state) {
      const counters = (type: RateLimit['rateLimitType']) =>
        this.#limits
          .filter((limit) => limit.rateLimitType === type)
          .map((limit) => new FixedWindowCounter(limit));
      state = {
        weight: counters('REQUEST_WEIGHT'),
        raw: counters('RAW_REQUESTS'),
        limitedUntil: 0,
        bannedUntil: 0,
        bans: 0,
      };
      this.#ips.set(ip, state);
    }
    return state;
  }

  #orders(account: string): FixedWindowCounter[] {
    let counters = this.#accounts.get(account);
    if (!counters) {
      counters = this.#limits
        .filter((limit) => limit.rateLimitType === 'ORDERS')
        .map((limit) => new FixedWindowCounter(limit));
      this.#accounts.set(account, counters);
    }
    return counters;
  }

  /** Counts one request of `weight` from `ip`; throws the 429 or 418 the venue answers. */
  admitRequest(ip: string, weight: number): void {
    const now = this.#now();
    const state = this.#ip(ip);
    if (state.bannedUntil > now) throw bannedFailure(state.bannedUntil, now);
    for (const counter of state.raw) counter.add(now, 1);
    for (const counter of state.weight) counter.add(now, weight);
    const overWeight = state.weight.find((counter) => counter.used(now) > counter.limit.limit);
    const overRaw = state.raw.find((counter) => counter.used(now) > counter.limit.limit);
    const over = overWeight ?? overRaw;
    if (!over) return;
    if (state.limitedUntil > now) {
      state.bans += 1;
      state.bannedUntil = now + Math.min(FIRST_BAN_MS * 2 ** (state.bans - 1), LONGEST_BAN_MS);
      state.limitedUntil = 0;
      throw bannedFailure(state.bannedUntil, now);
    }
    const end = over.windowEnd(now);
    state.limitedUntil = end;
    const msg = overWeight
      ? `Too much request weight used; current limit is ${over.limit.limit} request weight per ${intervalText(over.limit)}. Please use WebSocket Streams for live updates to avoid polling the API.`
      : 'Too many requests queued.';
    throw new VenueFailure(429, -1003, msg, retryAfter(end - now));
  }

  /** X-MBX-USED-WEIGHT-<n><unit> for every REQUEST_WEIGHT limit. */
  usedWeightHeaders(ip: string): Record<string, string> {
    const now = this.#now();
    return Object.fromEntries(
      this.#ip(ip).weight.map((counter) => [
        `X-MBX-USED-WEIGHT-${headerSuffix(counter.limit)}`,
        String(counter.used(now)),
      ]),
    );
  }

  /** The IP's REQUEST_WEIGHT counters, as the WebSocket API's `rateLimits` lists them. */
  weightCounts(ip: string): RateLimitCount[] {
    const now = this.#now();
    return this.#ip(ip).weight.map((counter) => ({
      rateLimitType: 'REQUEST_WEIGHT',
      interval: counter.limit.interval,
      intervalNum: counter.limit.intervalNum,
      limit: counter.limit.limit,
      count: counter.used(now),
    }));
  }

  /** The -1015 failure adding `count` orders would cause, if any (nothing is counted). */
  orderLimitFailure(account: string, count: number): VenueFailure | undefined {
    const now = this.#now();
    const over = this.#orders(account).find((counter) => counter.used(now) + count > counter.limit.limit);
    if (!over || count === 0) return undefined;
    return new VenueFailure(
      429,
      -1015,
      `Too many new orders; current limit is ${over.limit.limit} orders per ${intervalText(over.limit)}.`,
    );
  }

  /** Counts `count` new orders whatever the limit says (cancelReplace's NOT_ATTEMPTED still counts). */
  countOrders(account: string, count: number): void {
    const now = this.#now();
    for (const counter of this.#orders(account)) counter.add(now, count);
  }

  /** Checks then counts `count` new orders; throws -1015 (HTTP 429, no Retry-After) when over. */
  admitOrders(account: string, count: number): void {
    const failure = this.orderLimitFailure(account, count);
    if (failure) throw failure;
    this.countOrders(account, count);
  }

  /** X-MBX-ORDER-COUNT-<n><unit> for every ORDERS limit. */
  orderCountHeaders(account: string): Record<string, string> {
    return Object.fromEntries(
      this.orderCounts(account).map((count) => [
        `X-MBX-ORDER-COUNT-${headerSuffix(count)}`,
        String(count.count),
      ]),
    );
  }

  /** GET /api/v3/rateLimit/order rows. */
  orderCounts(account: string): OrderCount[] {
    const now = this.#now();
    return this.#orders(account).map((counter) => ({
      rateLimitType: 'ORDERS',
      interval: counter.limit.interval,
      intervalNum: counter.limit.intervalNum,
      limit: counter.limit.limit,
      count: counter.used(now),
    }));
  }
}
