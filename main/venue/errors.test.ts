import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { fixture, startFixtureVenue, type FixtureVenue } from './test-support/fixture-venue';
import { venueWithClock } from './test-support/venue-with-clock';
import { z } from 'zod';
import { createRateLimits } from './rate-limits';
import { createServerClock } from './server-clock';
import { createTransport } from './transport';
import { createVenueClient } from './venue-client';
import { VenueError } from './venue-error';

const credentials = { apiKey: 'k', signingKey: { type: 'HMAC', secret: 's' } } as const;
const timeRoute = () => ({ body: { serverTime: Date.now() } });
const order = {
  symbol: 'BTCUSDT',
  side: 'BUY',
  type: 'LIMIT',
  timeInForce: 'GTC',
  quantity: '1',
  price: '1',
} as const;

let venue: FixtureVenue | undefined;
afterEach(async () => venue?.close());

function client(url: string, extra: Partial<Parameters<typeof createVenueClient>[0]> = {}) {
  const sleeps: number[] = [];
  const c = createVenueClient({
    baseUrls: { spot: url, usdm: url },
    credentials,
    sleep: async (ms) => void sleeps.push(ms),
    newClientOrderId: () => 'generated-id-1',
    ...extra,
  });
  return { c, sleeps };
}

/** A loopback port with nothing listening on it. */
async function closedPort(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

async function caught(promise: Promise<unknown>): Promise<VenueError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(VenueError);
    return error as VenueError;
  }
  throw new Error('expected the call to fail');
}

describe('state-changing calls', () => {
  it('a 5xx on an order is an unknown outcome carrying the generated newClientOrderId, never retried', async () => {
    venue = await venueWithClock({
      'POST /api/v3/order': {
        status: 503,
        body: { code: -1006, msg: 'Unexpected response received from message bus.' },
      },
    });
    const { c, sleeps } = client(venue.url);
    const error = await caught(c.spot.newOrder(order));
    expect(error).toMatchObject({
      kind: 'unknown-outcome',
      status: 503,
      code: -1006,
      newClientOrderId: 'generated-id-1',
      message:
        'POST /api/v3/order: HTTP 503: Unexpected response received from message bus.; execution status unknown',
    });
    expect(error.toPayload().data).toEqual({
      newClientOrderId: 'generated-id-1',
      listClientOrderId: undefined,
    });
    expect(venue.requestsTo('POST /api/v3/order')).toHaveLength(1);
    expect(venue.requestsTo('POST /api/v3/order')[0]?.params.get('newClientOrderId')).toBe('generated-id-1');
    expect(sleeps).toEqual([]);
  });

  it('a timeout on an order list is an unknown outcome carrying its listClientOrderId', async () => {
    venue = await venueWithClock({ 'POST /api/v3/orderList/oco': { hang: true } });
    const { c } = client(venue.url, { timeoutMs: 300 });
    const error = await caught(
      c.spot.oco({
        symbol: 'BTCUSDT',
        side: 'SELL',
        quantity: '1',
        listClientOrderId: 'my-list',
        above: { type: 'LIMIT_MAKER', price: '2' },
        below: { type: 'STOP_LOSS', stopPrice: '1' },
      }),
    );
    expect(error).toMatchObject({ kind: 'unknown-outcome', listClientOrderId: 'my-list' });
    expect(error.message).toBe(
      'POST /api/v3/orderList/oco: no answer within 300 ms; the request may have been executed',
    );
    expect(venue.requestsTo('POST /api/v3/orderList/oco')).toHaveLength(1);
  });

  it('an order that could not be sent at all (connection refused) is a network error, not an unknown outcome', async () => {
    const baseUrl = await closedPort();
    const clock = createServerClock({
      measure: async () => ({
        serverTime: Date.now(),
        offsetMs: 0,
        roundTripMs: 0,
        measuredAt: Date.now(),
        venueUrl: baseUrl,
      }),
    });
    const transport = createTransport({
      family: 'spot',
      baseUrl,
      limits: createRateLimits(),
      clock,
      credentials,
    });
    const error = await caught(
      transport.call({
        method: 'POST',
        path: '/api/v3/order',
        signed: true,
        params: { symbol: 'X' },
        schema: z.object({}),
      }),
    );
    expect(error.kind).toBe('network');
    expect(error.message).toBe(`POST /api/v3/order: venue unreachable at ${baseUrl} (not sent)`);
  });

  it('a read that cannot connect is retried, then reported as a network error', async () => {
    const { c, sleeps } = client(await closedPort());
    await expect(c.spot.depth({ symbol: 'X' })).rejects.toMatchObject({ kind: 'network' });
    expect(sleeps).toEqual([250, 500]);
  });

  it('cancelReplace: a 409 partial outcome resolves as a result; a -2022 failure throws with its data', async () => {
    let status = 409;
    venue = await venueWithClock({
      'POST /api/v3/order/cancelReplace': () =>
        status === 409
          ? { status: 409, fixture: 'cancel-replace-409' }
          : { status: 400, fixture: 'cancel-replace-400' },
    });
    const { c } = client(venue.url);
    const params = { ...order, cancelReplaceMode: 'ALLOW_FAILURE', cancelOrigClientOrderId: 'old' } as const;
    const recorded = fixture('cancel-replace-409') as { code: number; msg: string; data: unknown };
    await expect(c.spot.cancelReplace(params)).resolves.toEqual({
      outcome: 'partial',
      status: 409,
      code: -2021,
      msg: 'Order cancel-replace partially failed.',
      data: recorded.data,
    });
    status = 400;
    const error = await caught(c.spot.cancelReplace(params));
    expect(error).toMatchObject({
      kind: 'venue',
      status: 400,
      code: -2022,
      message: 'POST /api/v3/order/cancelReplace: Order cancel-replace failed.',
      data: (fixture('cancel-replace-400') as { data: unknown }).data,
    });
  });

  it('cancelReplace with CANCEL_ONLY over the order limit: the 429 partial outcome resolves, and orders stop', async () => {
    const canceled = (fixture('cancel-replace') as { cancelResponse: unknown }).cancelResponse;
    const data = {
      cancelResult: 'SUCCESS',
      newOrderResult: 'FAILURE',
      cancelResponse: canceled,
      newOrderResponse: {
        code: -1015,
        msg: 'Too many new orders; current limit is 100 orders per 10 SECOND.',
      },
    };
    venue = await venueWithClock({
      'POST /api/v3/order/cancelReplace': {
        status: 429,
        body: { code: -2021, msg: 'Order cancel-replace partially failed.', data },
      },
    });
    const { c } = client(venue.url);
    const params = {
      ...order,
      cancelReplaceMode: 'STOP_ON_FAILURE',
      orderRateLimitExceededMode: 'CANCEL_ONLY',
      cancelOrderId: 4,
    } as const;
    await expect(c.spot.cancelReplace(params)).resolves.toMatchObject({
      outcome: 'partial',
      status: 429,
      data,
    });
    expect(c.meter.snapshot().blocks.map((b) => b.scope)).toEqual(['orders']);
    await expect(c.spot.newOrder(order)).rejects.toMatchObject({ kind: 'rate-limited' });
  });

  it('a mining answer with a non-zero code is a venue error', async () => {
    venue = await venueWithClock({
      'GET /sapi/v1/mining/statistics/user/list': {
        body: { code: -1, msg: 'Mining account does not exist', data: [] },
      },
    });
    const { c } = client(venue.url);
    await expect(c.mining.accountList({ algo: 'sha256', userName: 'nobody' })).rejects.toMatchObject({
      kind: 'venue',
      code: -1,
      message: 'GET /sapi/v1/mining/statistics/user/list: Mining account does not exist',
    });
  });

  it('refuses a recvWindow above 60000, or a decimal that is not a decimal string, before sending', async () => {
    venue = await venueWithClock({});
    expect(() => client(venue!.url, { recvWindow: 60_001 })).toThrow(
      'client config: recvWindow must be a whole number of ms from 1 to 60000, got 60001',
    );
    const { c } = client(venue.url);
    await expect(c.spot.account({}, { recvWindow: 70_000 })).rejects.toMatchObject({
      kind: 'invalid-arguments',
      message: 'GET /api/v3/account: recvWindow must be a whole number of ms from 1 to 60000, got 70000',
    });
    await expect(c.spot.newOrder({ ...order, price: '1e-5' })).rejects.toMatchObject({
      kind: 'invalid-arguments',
      message: 'POST /api/v3/order: parameter price must be a decimal string such as "0.05"',
    });
    expect(venue.requests).toHaveLength(0);
  });
});

describe('reads', () => {
  it('are retried with backoff on 5xx, through the injected sleep', async () => {
    let failures = 2;
    venue = await startFixtureVenue({
      routes: {
        'GET /api/v3/depth': () =>
          failures-- > 0 ? { status: 502, raw: '<html>bad gateway</html>' } : { fixture: 'depth' },
      },
    });
    const { c, sleeps } = client(venue.url);
    await expect(c.spot.depth({ symbol: 'LTCBTC' })).resolves.toEqual(fixture('depth'));
    expect(sleeps).toEqual([250, 500]);
    expect(venue.requestsTo('GET /api/v3/depth')).toHaveLength(3);
  });

  it('give up after the configured attempts with the last error', async () => {
    venue = await startFixtureVenue({
      routes: {
        'GET /api/v3/depth': {
          status: 500,
          body: { code: -1001, msg: 'Internal error; unable to process your request. Please try again.' },
        },
      },
    });
    const { c, sleeps } = client(venue.url, { retry: { attempts: 4, baseDelayMs: 100, maxDelayMs: 300 } });
    await expect(c.spot.depth({ symbol: 'LTCBTC' })).rejects.toMatchObject({
      kind: 'venue',
      status: 500,
      code: -1001,
    });
    expect(sleeps).toEqual([100, 200, 300]);
  });

  it('are not retried on a 4xx; the error carries status, code and the venue message exactly', async () => {
    venue = await startFixtureVenue({
      routes: { 'GET /api/v3/depth': { status: 400, body: { code: -1121, msg: 'Invalid symbol.' } } },
    });
    const { c, sleeps } = client(venue.url);
    const error = await caught(c.spot.depth({ symbol: 'NOPE' }));
    expect(error.toPayload()).toEqual({
      kind: 'venue',
      status: 400,
      code: -1121,
      message: 'GET /api/v3/depth: Invalid symbol.',
    });
    expect(sleeps).toEqual([]);
  });

  it('a refused key (-2015) names the likely causes after the venue message', async () => {
    venue = await startFixtureVenue({
      routes: {
        'GET /api/v3/time': timeRoute,
        'GET /api/v3/account': {
          status: 401,
          body: { code: -2015, msg: 'Invalid API-key, IP, or permissions for action.' },
        },
      },
    });
    const { c } = client(venue.url);
    const error = await caught(c.spot.account({ omitZeroBalances: true }));
    expect(error.code).toBe(-2015);
    expect(error.message).toBe(
      'GET /api/v3/account: Invalid API-key, IP, or permissions for action. Likely causes: the key is not ' +
        'registered at this venue (a generated key needs its public half registered there and the API key ' +
        "id it issues entered here), the key's IP restriction does not include this machine, or the key " +
        'lacks the permission for this action (e.g. spot trading).',
    );
  });

  it('a malformed answer names the endpoint and the field', async () => {
    venue = await startFixtureVenue({
      routes: {
        'GET /api/v3/depth': { raw: '{"lastUpdateId":1,"bids":[[4.0,"431.00000000"]],"asks":[]}' },
        'GET /api/v3/avgPrice': { raw: 'not json' },
      },
    });
    const { c } = client(venue.url);
    await expect(c.spot.depth({ symbol: 'LTCBTC' })).rejects.toMatchObject({
      kind: 'malformed-response',
      message:
        'GET /api/v3/depth: malformed response, field bids.0.0: Invalid input: expected string, received number',
    });
    await expect(c.spot.avgPrice('LTCBTC')).rejects.toMatchObject({
      kind: 'malformed-response',
      message: 'GET /api/v3/avgPrice: response is not JSON (HTTP 200)',
    });
  });
});
