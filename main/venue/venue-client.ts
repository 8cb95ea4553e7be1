import { generateClientOrderId } from './client-order-id';
import { measureServerTime } from './clock-sync';
import { createCoinmClient, createUsdmClient } from './futures-client';
import { createMiningClient } from './mining-client';
import { createRateLimits, type RateLimits, type VenueFamily } from './rate-limits';
import { createServerClock, type ServerClock } from './server-clock';
import { createSpotApi } from './spot/spot-api';
import { createTransport, type Credentials, type RetryPolicy, type TimeUnit } from './transport';
import type { WsApiRoute } from './ws-api-route';

/** One venue profile: a base URL per family, one key, and the client's policies. */
export interface VenueClientConfig {
  readonly baseUrls: {
    readonly spot: string;
    /** `/fapi` host; the usdm client exists only when given. */
    readonly usdm?: string;
    /** `/dapi` host; the coinm client exists only when given. */
    readonly coinm?: string;
    /** `/sapi` host; the spot host when not given. */
    readonly mining?: string;
  };
  readonly credentials?: Credentials;
  /**
   * The rate-limit meter and send blocks, shared by every client of the same process: the venue counts
   * weight per IP, so a 429 stops all of them, not only the one that got it. A new one when not given.
   */
  readonly limits?: RateLimits;
  /** Default recvWindow of signed calls: 1 to 60000 ms, 5000 when not given. */
  readonly recvWindow?: number;
  /** MICROSECOND sends X-MBX-TIME-UNIT and timestamps in µs; response times are then µs too. */
  readonly timeUnit?: TimeUnit;
  readonly timeoutMs?: number;
  readonly retry?: RetryPolicy;
  /** How often each clock re-measures once started (default 60 s; 0 = only on demand). */
  readonly resyncMs?: number;
  /** The spot trading calls go over this WebSocket API connection while it is live (see WsApiRoute). */
  readonly wsApi?: WsApiRoute;
  readonly fetch?: typeof fetch;
  readonly now?: () => number;
  readonly sleep?: (ms: number) => Promise<void>;
  readonly newClientOrderId?: () => string;
}

/**
 * The venue's REST client: `spot`, `futures.usdm`, `futures.coinm`, `mining`, sharing one signing path,
 * one rate-limit meter (`meter`) and per-host clocks (`clocks`). `start()` measures the clocks and
 * starts their periodic re-sync; without it they are measured on the first signed call.
 */
export function createVenueClient(config: VenueClientConfig) {
  const meter = config.limits ?? createRateLimits();
  const newClientOrderId = config.newClientOrderId ?? generateClientOrderId;
  const now = config.now ?? Date.now;

  const transportFor = (family: VenueFamily, baseUrl: string, clock: ServerClock | undefined) =>
    createTransport({
      family,
      baseUrl,
      limits: meter,
      clock,
      credentials: config.credentials,
      recvWindow: config.recvWindow,
      timeUnit: config.timeUnit,
      timeoutMs: config.timeoutMs,
      retry: config.retry,
      wsApi: family === 'spot' ? config.wsApi : undefined,
      fetch: config.fetch,
      sleep: config.sleep,
      now,
    });

  /** A clock measured through the family's own unsigned time endpoint. */
  const clockFor = (baseUrl: string, readTime: () => Promise<{ serverTime: number }>) =>
    createServerClock({
      measure: () => measureServerTime(readTime, baseUrl, now),
      now,
      resyncMs: config.resyncMs,
    });

  const spotClock = clockFor(config.baseUrls.spot, () => spot.time());
  const spot = createSpotApi(transportFor('spot', config.baseUrls.spot, spotClock), meter, newClientOrderId);

  const mining = createMiningClient(
    transportFor('mining', config.baseUrls.mining ?? config.baseUrls.spot, spotClock),
  );

  const usdmUrl = config.baseUrls.usdm;
  let usdm: ReturnType<typeof createUsdmClient> | undefined;
  const usdmClock = usdmUrl === undefined ? undefined : clockFor(usdmUrl, () => usdm!.time());
  if (usdmUrl !== undefined)
    usdm = createUsdmClient(transportFor('usdm', usdmUrl, usdmClock), meter, newClientOrderId);

  const coinmUrl = config.baseUrls.coinm;
  let coinm: ReturnType<typeof createCoinmClient> | undefined;
  const coinmClock = coinmUrl === undefined ? undefined : clockFor(coinmUrl, () => coinm!.time());
  if (coinmUrl !== undefined)
    coinm = createCoinmClient(transportFor('coinm', coinmUrl, coinmClock), meter, newClientOrderId);

  const clocks = { spot: spotClock, usdm: usdmClock, coinm: coinmClock };
  const allClocks = [spotClock, usdmClock, coinmClock].filter((c): c is ServerClock => c !== undefined);

  return {
    spot,
    futures: { usdm, coinm },
    mining,
    meter,
    clock: spotClock,
    clocks,
    async start(): Promise<void> {
      await Promise.all(allClocks.map((c) => c.start()));
    },
    dispose(): void {
      for (const c of allClocks) c.stop();
    },
  };
}

export type VenueClient = ReturnType<typeof createVenueClient>;
