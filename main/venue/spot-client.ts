import type { SpotClient } from './spot/spot-api';
import type { RateLimits } from './rate-limits';
import { createVenueClient } from './venue-client';

export type { SpotClient } from './spot/spot-api';

export interface SpotClientOptions {
  readonly baseUrl: string;
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
  readonly limits?: RateLimits;
}

/** A key-less spot client on its own (public endpoints); createVenueClient gives the whole venue. */
export function createSpotClient(options: SpotClientOptions): SpotClient {
  return createVenueClient({
    baseUrls: { spot: options.baseUrl },
    timeoutMs: options.timeoutMs,
    fetch: options.fetch,
    limits: options.limits,
  }).spot;
}
