import { afterEach, describe, expect, it } from 'vitest';
import { createRateLimits, type LimitsSnapshot } from './rate-limits';
import { fixture, startFixtureVenue, type FixtureVenue } from './test-support/fixture-venue';
import type { FixtureRoutes } from './test-support/venue-with-clock';
import { createVenueClient } from './venue-client';

const credentials = { apiKey: 'k', signingKey: { type: 'HMAC', secret: 's' } } as const;
const order = { symbol: 'BTCUSDT', side: 'BUY', type: 'MARKET', quantity: '1' } as const;
const timeRoute = () => ({ body: { serverTime: Date.now() } });

let venue: FixtureVenue | undefined;
afterEach(async () => venue?.close());

/** A client whose clock the test moves. */
function clientWithClock(url: string) {
  let now = Date.now();
  const client = createVenueClient({
    baseUrls: { spot: url },
    credentials,
    now: () => now,
    sleep: async () => undefined,
  });
  return { client, advance: (ms: number) => (now += ms), now: () => now };
}

describe('rate limit meter', () => {
  it('tracks every X-MBX-USED-WEIGHT-* and X-MBX-ORDER-COUNT-* header against exchangeInfo limits, live', async () => {
    venue = await startFixtureVenue({
      key: { type: 'HMAC', secret: 's' },
      apiKey: 'k',
      routes: {
        'GET /api/v3/time': timeRoute,
        'GET /api/v3/exchangeInfo': {
          fixture: 'spot-exchange-info',
          headers: { 'X-MBX-USED-WEIGHT-1M': '20' },
        },
        'POST /api/v3/order': {
          fixture: 'order-full',
          headers: {
            'X-MBX-USED-WEIGHT-1M': '21',
            'X-MBX-ORDER-COUNT-10S': '1',
            'X-MBX-ORDER-COUNT-1D': '7',
          },
        },
      },
    });
    const { client } = clientWithClock(venue.url);
    const seen: LimitsSnapshot[] = [];
    const unsubscribe = client.meter.subscribe((s) => seen.push(s));
    await client.spot.exchangeInfo();
    await client.spot.newOrder(order);
    unsubscribe();
    const readings = client.meter
      .snapshot()
      .readings.map(({ header, kind, intervalNum, interval, used, limit }) => ({
        header,
        kind,
        intervalNum,
        interval,
        used,
        limit,
      }));
    expect(readings).toEqual([
      {
        header: 'X-MBX-USED-WEIGHT-1M',
        kind: 'weight',
        intervalNum: 1,
        interval: 'MINUTE',
        used: 21,
        limit: 6000,
      },
      {
        header: 'X-MBX-ORDER-COUNT-10S',
        kind: 'orders',
        intervalNum: 10,
        interval: 'SECOND',
        used: 1,
        limit: 100,
      },
      {
        header: 'X-MBX-ORDER-COUNT-1D',
        kind: 'orders',
        intervalNum: 1,
        interval: 'DAY',
        used: 7,
        limit: 200000,
      },
    ]);
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(seen.at(-1)?.readings.find((r) => r.header === 'X-MBX-USED-WEIGHT-1M')?.used).toBe(21);
  });
});

/** A venue that answers GET depth with a 429 or 418 telling when to come back, and the other routes. */
const depthRefusedVenue = (status: 429 | 418, retryAfter: string, msg: string, routes: FixtureRoutes) =>
  startFixtureVenue({
    routes: {
      'GET /api/v3/depth': { status, headers: { 'Retry-After': retryAfter }, body: { code: -1003, msg } },
      ...routes,
    },
  });

describe('429 and 418', () => {
  it('after a 429 with Retry-After, new calls fail fast with "rate limited until <ISO>" and nothing is sent', async () => {
    venue = await depthRefusedVenue(
      429,
      '7',
      'Too much request weight used; current limit is 6000 request weight per 1 MINUTE.',
      { 'GET /api/v3/trades': { fixture: 'trades' } },
    );
    const { client, advance, now } = clientWithClock(venue.url);
    const until = new Date(now() + 7000).toISOString();
    await expect(client.spot.depth({ symbol: 'BTCUSDT' })).rejects.toMatchObject({
      kind: 'rate-limited',
      status: 429,
      code: -1003,
      message: `GET /api/v3/depth: rate limited until ${until} (Too much request weight used; current limit is 6000 request weight per 1 MINUTE.)`,
    });
    expect(venue.requestsTo('GET /api/v3/depth')).toHaveLength(1); // a 429 is never retried, even on a read
    await expect(client.spot.trades({ symbol: 'BTCUSDT' })).rejects.toThrow(`rate limited until ${until}`);
    expect(venue.requestsTo('GET /api/v3/trades')).toHaveLength(0);
    expect(client.meter.snapshot().blocks).toEqual([
      { origin: venue.url, scope: 'all', until: Date.parse(until), status: 429 },
    ]);
    advance(7000);
    await expect(client.spot.trades({ symbol: 'BTCUSDT' })).resolves.toEqual(fixture('trades'));
    expect(client.meter.snapshot().blocks).toEqual([]);
  });

  it('a 418 ban blocks every family on that host until Retry-After', async () => {
    venue = await depthRefusedVenue(418, '120', 'banned', { 'GET /fapi/v1/time': timeRoute });
    let now = Date.now();
    const client = createVenueClient({ baseUrls: { spot: venue.url, usdm: venue.url }, now: () => now });
    await expect(client.spot.depth({ symbol: 'X' })).rejects.toMatchObject({
      kind: 'rate-limited',
      status: 418,
    });
    // The meter knows both families send to the blocked host.
    const origin = new URL(venue.url).origin;
    expect(client.meter.snapshot().routes).toEqual(
      expect.arrayContaining([
        { family: 'spot', origin },
        { family: 'usdm', origin },
      ]),
    );
    await expect(client.futures.usdm!.time()).rejects.toMatchObject({ kind: 'rate-limited' });
    now += 119_999;
    await expect(client.futures.usdm!.time()).rejects.toMatchObject({ kind: 'rate-limited' });
    now += 1;
    await expect(client.futures.usdm!.time()).resolves.toHaveProperty('serverTime');
    expect(venue.requestsTo('GET /fapi/v1/time')).toHaveLength(1);
  });

  it('an order-count 429 (no Retry-After) stops orders until the exhausted window rolls over, not reads', async () => {
    let orderCount = 99;
    venue = await startFixtureVenue({
      key: { type: 'HMAC', secret: 's' },
      apiKey: 'k',
      routes: {
        'GET /api/v3/time': timeRoute,
        'GET /api/v3/exchangeInfo': { fixture: 'spot-exchange-info' },
        'GET /api/v3/depth': { fixture: 'depth' },
        'POST /api/v3/order': () =>
          ++orderCount > 100
            ? {
                status: 429,
                body: { code: -1015, msg: 'Too many new orders; current limit is 100 orders per 10 SECOND.' },
              }
            : { fixture: 'order-full', headers: { 'X-MBX-ORDER-COUNT-10S': String(orderCount) } },
      },
    });
    const { client, now } = clientWithClock(venue.url);
    await client.spot.exchangeInfo();
    await client.spot.newOrder(order);
    const refused = client.spot.newOrder(order);
    await expect(refused).rejects.toMatchObject({ kind: 'rate-limited', status: 429, code: -1015 });
    const block = client.meter.snapshot().blocks[0];
    expect(block?.scope).toBe('orders');
    // the block ends on a 10-second boundary of venue time
    expect((client.clock.serverNow() + (block!.until - now())) % 10_000).toBe(0);
    await expect(client.spot.newOrder(order)).rejects.toThrow(/rate limited until/);
    expect(venue.requestsTo('POST /api/v3/order')).toHaveLength(2);
    await expect(client.spot.depth({ symbol: 'X' })).resolves.toEqual(fixture('depth'));
  });
});

describe('reads held near the weight limit', () => {
  const meterAt = (used: number) => {
    const meter = createRateLimits();
    meter.setLimits('spot', [
      { rateLimitType: 'REQUEST_WEIGHT', interval: 'MINUTE', intervalNum: 1, limit: 1200 },
    ]);
    meter.record('spot', new Headers({ 'x-mbx-used-weight-1m': String(used) }), 0);
    return meter;
  };

  it('holds reads, not orders or cancels, from the limit less the reserve until the minute ends on the venue clock', () => {
    const below = meterAt(1200 - 120 - 1);
    below.holdReadsNearLimit('spot', 'http://v', 1_000, 90_000);
    expect(below.blockFor('http://v', false, 1_000, true)).toBeUndefined();

    const meter = meterAt(1200 - 120);
    // The venue's clock is 89 s ahead of ours: its minute ends 30 s after 90 s, at our 31 s.
    meter.holdReadsNearLimit('spot', 'http://v', 1_000, 90_000);
    expect(meter.blockFor('http://v', false, 1_000, true)).toMatchObject({ scope: 'reads', until: 31_000 });
    expect(meter.blockFor('http://v', true, 1_000)).toBeUndefined();
    expect(meter.blockFor('http://v', false, 1_000, false)).toBeUndefined();
    expect(meter.blockFor('http://v', false, 31_000, true)).toBeUndefined();
  });

  it('holds nothing before the limits are known', () => {
    const meter = createRateLimits();
    meter.record('spot', new Headers({ 'x-mbx-used-weight-1m': '100000' }), 0);
    meter.holdReadsNearLimit('spot', 'http://v', 1_000, 1_000);
    expect(meter.blockFor('http://v', false, 1_000, true)).toBeUndefined();
  });
});
