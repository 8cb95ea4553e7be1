import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, startFixtureVenue, type FixtureVenue } from './test-support/fixture-venue';
import { createVenueClient, type VenueClient } from './venue-client';
import { accountCases } from './test-support/endpoint-cases/account';
import { marketCases } from './test-support/endpoint-cases/market';
import { tradingCases } from './test-support/endpoint-cases/trading';

/** Each endpoint: the call, the route it must hit, the recorded answer, and params it must send. */
const cases = [...marketCases, ...tradingCases, ...accountCases];

const API_KEY = 'fixture-key';
const SECRET = 'fixture-secret';
let venue: FixtureVenue;
let client: VenueClient;

beforeAll(async () => {
  const routes: Record<string, { fixture: string } | (() => { body: unknown })> = {
    'GET /api/v3/time': () => ({ body: { serverTime: Date.now() } }),
    'GET /fapi/v1/time': () => ({ body: { serverTime: Date.now() } }),
    'GET /dapi/v1/time': () => ({ body: { serverTime: Date.now() } }),
    'GET /api/v3/ping': () => ({ body: {} }),
  };
  venue = await startFixtureVenue({ apiKey: API_KEY, key: { type: 'HMAC', secret: SECRET }, routes });
  client = createVenueClient({
    baseUrls: { spot: venue.url, usdm: venue.url, coinm: venue.url },
    credentials: { apiKey: API_KEY, signingKey: { type: 'HMAC', secret: SECRET } },
  });
  // one route per case, answered in turn (several cases share a route)
  const byRoute = new Map<string, string[]>();
  for (const c of cases) byRoute.set(c.route, [...(byRoute.get(c.route) ?? []), c.fixture]);
  for (const [route, names] of byRoute) {
    let next = 0;
    (routes as Record<string, () => { raw: string } | { body: unknown }>)[route] = () => {
      const name = names[next++ % names.length]!;
      return name === 'empty' ? { body: {} } : { raw: JSON.stringify(fixture(name)) };
    };
  }
});
afterAll(async () => venue.close());

describe('every endpoint has a typed method that sends its params and parses its recorded answer', () => {
  for (const c of cases) {
    it(c.name, async () => {
      const before = venue.requestsTo(c.route).length;
      const result = await c.run(client);
      const recorded = c.fixture === 'empty' ? {} : fixture(c.fixture);
      expect(result).toEqual(c.expected ? c.expected(recorded) : recorded);
      const sent = venue.requestsTo(c.route).at(-1);
      expect(venue.requestsTo(c.route)).toHaveLength(before + 1);
      for (const [name, value] of Object.entries(c.sent ?? {})) expect(sent?.params.get(name)).toBe(value);
      if (sent?.params.has('signature')) {
        expect(sent.params.get('recvWindow')).toBe('5000');
        expect(Number(sent.params.get('timestamp'))).toBeGreaterThan(1.6e12);
        expect(sent.headers['x-mbx-apikey']).toBe(API_KEY);
      }
    });
  }

  it('signs exactly the TRADE and USER_DATA endpoints, and generates order ids when none is given', () => {
    const signedRoutes = new Set(
      venue.requests.filter((r) => r.params.has('signature')).map((r) => `${r.method} ${r.path}`),
    );
    const publicRoutes = new Set(
      venue.requests.filter((r) => !r.params.has('signature')).map((r) => `${r.method} ${r.path}`),
    );
    expect([...publicRoutes].filter((r) => signedRoutes.has(r))).toEqual([]);
    expect(publicRoutes.has('GET /api/v3/depth') && signedRoutes.has('GET /api/v3/account')).toBe(true);
    for (const order of venue.requestsTo('POST /api/v3/order'))
      expect(order.params.get('newClientOrderId')).toMatch(/^[.A-Z:/a-z0-9_-]{1,36}$/);
    expect(venue.requestsTo('POST /api/v3/orderList/oco')[0]?.params.get('listClientOrderId')).toMatch(
      /^tt[a-z0-9]{30}$/,
    );
  });
});
