import type { RateLimit } from '@shared/api/spot/exchange-info';

/** The limits a live spot venue publishes; tests pass smaller ones. */
export const DEFAULT_RATE_LIMITS: readonly RateLimit[] = [
  { rateLimitType: 'REQUEST_WEIGHT', interval: 'MINUTE', intervalNum: 1, limit: 6000 },
  { rateLimitType: 'ORDERS', interval: 'SECOND', intervalNum: 10, limit: 100 },
  { rateLimitType: 'ORDERS', interval: 'DAY', intervalNum: 1, limit: 200000 },
  { rateLimitType: 'RAW_REQUESTS', interval: 'MINUTE', intervalNum: 5, limit: 61000 },
];

/**
 * Every limit `factor` times higher: what `--rate-limit-scale` serves, for load tests and benches
 * that must not be refused. A real venue never raises its limits; a client tuned against a scaled
 * venue will be refused by a real one.
 */
export const scaledRateLimits = (
  factor: number,
  limits: readonly RateLimit[] = DEFAULT_RATE_LIMITS,
): RateLimit[] => limits.map((limit) => ({ ...limit, limit: limit.limit * factor }));

const INTERVAL_MS = { SECOND: 1000, MINUTE: 60_000, HOUR: 3_600_000, DAY: 86_400_000 } as const;
const INTERVAL_LETTER = { SECOND: 'S', MINUTE: 'M', HOUR: 'H', DAY: 'D' } as const;

export const windowMs = (limit: RateLimit) => INTERVAL_MS[limit.interval] * limit.intervalNum;

/** `1M`, `10S`, `1D`: the suffix of X-MBX-USED-WEIGHT-* and X-MBX-ORDER-COUNT-*. */
export const headerSuffix = (limit: RateLimit) => `${limit.intervalNum}${INTERVAL_LETTER[limit.interval]}`;

/** `1 MINUTE`, `10 SECOND`: how -1003 and -1015 messages name an interval. */
export const intervalText = (limit: RateLimit) => `${limit.intervalNum} ${limit.interval}`;
