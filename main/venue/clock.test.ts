import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPaperVenue, type PaperVenue } from '../paper-venue/venue';
import { measureVenueClock } from './clock-sync';
import { createServerClock } from './server-clock';
import { createSpotClient } from './spot-client';
import {
  fixture,
  startFixtureVenue,
  type FixtureVenue,
  type FixtureVenueOptions,
} from './test-support/fixture-venue';
import { createVenueClient } from './venue-client';
import type { VenueError } from './venue-error';

const credentials = { apiKey: 'k', signingKey: { type: 'HMAC', secret: 's' } } as const;
const key = { apiKey: 'k', key: { type: 'HMAC', secret: 's' } } as const;

/** A fixture venue that tells its time (`now`, by default this machine's) and answers `routes`. */
function venueWithClock(routes: FixtureVenueOptions['routes'], now: () => number = Date.now) {
  return startFixtureVenue({
    ...key,
    now,
    routes: { 'GET /api/v3/time': () => ({ body: { serverTime: now() } }), ...routes },
  });
}

let venue: FixtureVenue | undefined;
let paper: PaperVenue | undefined;
afterEach(async () => {
  await venue?.close();
  await paper?.close();
  venue = paper = undefined;
});

describe('against the live paper venue', () => {
  it('pings, reads the time and measures the offset round-trip corrected', async () => {
    paper = await startPaperVenue({ now: () => Date.now() + 5_000 });
    const client = createSpotClient({ baseUrl: paper.url });
    await expect(client.ping()).resolves.toEqual({});
    const clock = await measureVenueClock(client);
    expect(Math.abs(clock.offsetMs - 5_000)).toBeLessThanOrEqual(clock.roundTripMs / 2 + 1);
    expect(clock.venueUrl).toBe(paper.url);
  });
});

describe('timestamps', () => {
  it('every signed timestamp is venue time: a venue 30 s ahead accepts the requests', async () => {
    const venueNow = () => Date.now() + 30_000;
    venue = await venueWithClock(
      {
        'GET /api/v3/account': { fixture: 'account' },
      },
      venueNow,
    );
    const client = createVenueClient({ baseUrls: { spot: venue.url }, credentials });
    await expect(client.spot.account()).resolves.toEqual(fixture('account'));
    const sent = Number(venue.requestsTo('GET /api/v3/account')[0]?.params.get('timestamp'));
    expect(Math.abs(sent - venueNow())).toBeLessThan(1_000);
    expect(client.clock.latest()?.offsetMs).toBeGreaterThan(29_000);
  });

  it('on -1021 re-syncs once: a read is sent once more, an order is reported with the skew', async () => {
    let skew = 0;
    const venueNow = () => Date.now() + skew;
    venue = await venueWithClock(
      {
        'GET /api/v3/account': { fixture: 'account' },
        'POST /api/v3/order': { fixture: 'order-full' },
      },
      venueNow,
    );
    const client = createVenueClient({ baseUrls: { spot: venue.url }, credentials });
    await client.start();
    client.dispose();
    skew = 30_000;
    await expect(client.spot.account()).resolves.toEqual(fixture('account'));
    expect(venue.requestsTo('GET /api/v3/account')).toHaveLength(2);
    expect(venue.requestsTo('GET /api/v3/time')).toHaveLength(2);

    skew = -60_000; // the venue's clock jumps back: the order is refused, re-synced, not re-sent
    const order = client.spot.newOrder({ symbol: 'BTCUSDT', side: 'BUY', type: 'MARKET', quantity: '1' });
    const error = await order.then(
      () => undefined,
      (e: unknown) => e as VenueError,
    );
    expect(error).toMatchObject({ kind: 'venue', code: -1021, status: 400 });
    const match =
      /^POST \/api\/v3\/order: Timestamp for this request is outside of the recvWindow\. The clock was re-synced once: venue clock offset now (-?\d+) ms, was (-?\d+) ms\.$/.exec(
        error?.message ?? '',
      );
    expect(Math.abs(Number(match?.[1]) + 60_000)).toBeLessThan(1_000);
    expect(Math.abs(Number(match?.[2]) - 30_000)).toBeLessThan(1_000);
    expect(error?.data).toEqual({ offsetBeforeMs: Number(match?.[2]), offsetAfterMs: Number(match?.[1]) });
    expect(venue.requestsTo('POST /api/v3/order')).toHaveLength(1);
    expect(venue.requestsTo('GET /api/v3/time')).toHaveLength(3);
  });

  it('does not loop when the venue keeps answering -1021', async () => {
    venue = await venueWithClock({
      'GET /api/v3/myTrades': {
        status: 400,
        body: { code: -1021, msg: "Timestamp for this request was 1000ms ahead of the server's time." },
      },
    });
    const client = createVenueClient({ baseUrls: { spot: venue.url }, credentials });
    await expect(client.spot.myTrades({ symbol: 'BTCUSDT' })).rejects.toMatchObject({ code: -1021 });
    expect(venue.requestsTo('GET /api/v3/myTrades')).toHaveLength(2);
    expect(venue.requestsTo('GET /api/v3/time')).toHaveLength(2);
  });

  it('microsecond unit: X-MBX-TIME-UNIT header and timestamps in µs; the clock itself is read in ms', async () => {
    venue = await venueWithClock({
      'GET /api/v3/openOrders': { body: [] },
    });
    const client = createVenueClient({ baseUrls: { spot: venue.url }, credentials, timeUnit: 'MICROSECOND' });
    await expect(client.spot.openOrders()).resolves.toEqual([]);
    const [sent] = venue.requestsTo('GET /api/v3/openOrders');
    expect(sent?.headers['x-mbx-time-unit']).toBe('MICROSECOND');
    expect(Math.abs(Number(sent?.params.get('timestamp')) / 1000 - Date.now())).toBeLessThan(1_000);
    expect(venue.requestsTo('GET /api/v3/time')[0]?.headers['x-mbx-time-unit']).toBeUndefined();
  });
});

describe('server clock', () => {
  afterEach(() => void vi.useRealTimers());

  it('measures at start and again every resync interval', async () => {
    vi.useFakeTimers();
    let measured = 0;
    const clock = createServerClock({
      resyncMs: 60_000,
      now: () => 1_000,
      measure: async () => ({
        serverTime: 1_250 + measured,
        offsetMs: 250 + measured++,
        roundTripMs: 2,
        measuredAt: 1_000,
        venueUrl: 'v',
      }),
    });
    const seen: number[] = [];
    clock.subscribe((c) => seen.push(c.offsetMs));
    await clock.start();
    expect(clock.serverNow()).toBe(1_250);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(seen).toEqual([250, 251, 252]);
    clock.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(measured).toBe(3);
  });
});
