import type { Depth } from '@shared/api/spot/market-data';
import type { EventName, PayloadOf } from '@shared/ipc/contract';
import { PAPER_EXCHANGE_FILTERS, PAPER_SYMBOLS } from '@shared/market/paper-symbols';
import { createSpotClient } from '../../venue/spot-client';
import { createVenueClient, type VenueClient } from '../../venue/venue-client';
import { createMarketStream } from '../../venue/streams/market-stream';
import { ManualTimers } from '../../venue/streams/test-support/manual-timers';
import { startStreamVenue } from '../../venue/streams/test-support/stream-venue';
import { createMarketService } from './market-service';

/**
 * A market service wired to a loopback venue speaking the documented stream protocol, with REST
 * answers the test controls and time that moves only when the test advances it.
 */
export async function startMarketHarness() {
  const rest = {
    depth: new Map<string, Depth>(),
    trades: [] as unknown[],
    klines: [] as unknown[],
    tickers: [] as unknown[],
  };
  const venue = await startStreamVenue((url) => {
    switch (url.pathname) {
      case '/api/v3/exchangeInfo':
        return {
          body: {
            timezone: 'UTC',
            serverTime: 1,
            rateLimits: [],
            exchangeFilters: PAPER_EXCHANGE_FILTERS,
            symbols: PAPER_SYMBOLS,
          },
        };
      case '/api/v3/depth': {
        const snapshot = rest.depth.get(url.searchParams.get('symbol') ?? '');
        return snapshot ? { body: snapshot } : { status: 400, body: { code: -1121, msg: 'Invalid symbol.' } };
      }
      case '/api/v3/trades':
        return { body: rest.trades };
      case '/api/v3/klines':
        return { body: rest.klines };
      case '/api/v3/ticker/24hr':
        return { body: rest.tickers };
      default:
        return undefined;
    }
  });
  const timers = new ManualTimers();
  const stream = createMarketStream({
    url: venue.url,
    timers,
    now: timers.clock,
    random: () => 1,
    clockOffsetMs: () => 0,
    backoff: { initialMs: 500, maxMs: 4000 },
  });
  const emitted: { name: EventName; payload: unknown }[] = [];
  const service = createMarketService({
    client: createSpotClient({ baseUrl: venue.url }),
    stream,
    emit: (name, payload) => emitted.push({ name, payload }),
    now: timers.clock,
    timers,
  });
  const of = <E extends EventName>(name: E) =>
    emitted.filter((e) => e.name === name).map((e) => e.payload as PayloadOf<E>);
  return {
    venue,
    timers,
    stream,
    service,
    rest,
    emitted,
    of,
    depthCalls: () => venue.restCalls.filter((c) => c.startsWith('/api/v3/depth')).length,
    async close() {
      service.dispose();
      await venue.close();
    },
  };
}

export type MarketHarness = Awaited<ReturnType<typeof startMarketHarness>>;

/**
 * A market service on a running paper venue (real REST and streams), with its USD-M market beside the
 * spot one (and its COIN-M market with `coinm`); the USD-M client signs as an account when the caller
 * gives one, else reads only.
 */
export function paperMarketService(
  venueUrl: string,
  options: {
    readonly usdm?: VenueClient['futures']['usdm'];
    readonly emit?: (name: EventName, payload: unknown) => void;
    /** How often book frames are cut (ms); the service's default without it. */
    readonly frameMs?: number;
    /** Serve the COIN-M market too. */
    readonly coinm?: boolean;
  } = {},
) {
  const readOnly = createVenueClient({
    baseUrls: { spot: venueUrl, usdm: venueUrl, coinm: venueUrl },
  }).futures;
  const usdm = options.usdm ?? readOnly.usdm;
  return createMarketService({
    client: createSpotClient({ baseUrl: venueUrl }),
    stream: createMarketStream({ url: venueUrl }),
    futures: {
      usdm: {
        client: usdm!,
        stream: createMarketStream({ url: `${venueUrl}/fstream`, name: 'USD-M market' }),
      },
      ...(options.coinm
        ? {
            coinm: {
              client: readOnly.coinm!,
              stream: createMarketStream({ url: `${venueUrl}/dstream`, name: 'COIN-M market' }),
            },
          }
        : {}),
    },
    emit: options.emit ?? (() => undefined),
    ...(options.frameMs === undefined ? {} : { frameMs: options.frameMs }),
  });
}
