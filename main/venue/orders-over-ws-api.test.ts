import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROOMY_LIMITS, signPayload, testAccounts, testKeys, type Signer } from '../paper-venue/test-support';
import { startPaperVenue, type PaperVenue } from '../paper-venue/venue';
import type { UserDataEvent } from '@shared/api/spot/user-data';
import { createUserDataStream, type UserDataStream } from './user-data/user-data-stream';
import type { WsApiParams } from './user-data/ws-api-requests';
import { wsApiUrlOf } from './user-data/ws-api-signature';
import { createVenueClient, type VenueClient } from './venue-client';
import { VenueError } from './venue-error';

/**
 * Spot trading calls over the user-data stream's WebSocket API connection, against the real paper
 * venue: what is sent, what the venue recorded, and every way an answer can fail.
 */
const keys = testKeys();
let venue: PaperVenue;
let dataDir: string;
/** Every HTTP request line the venue received (`METHOD /path`). */
const httpRequests: string[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'tt-ws-orders-'));
  venue = await startPaperVenue({
    accounts: testAccounts(keys),
    dataDir,
    rateLimits: ROOMY_LIMITS,
    adminToken: 'wsOrdersAdminTokenForTests',
    wrapHandler: (inner) => (req: IncomingMessage, res) => {
      httpRequests.push(`${req.method} ${new URL(req.url ?? '/', 'http://venue').pathname}`);
      return inner(req, res);
    },
  });
});
afterAll(async () => {
  await venue.close();
  await rm(dataDir, { recursive: true, force: true });
});

interface Connected {
  readonly client: VenueClient;
  readonly stream: UserDataStream;
  /** The method and params of every request sent over the socket. */
  readonly sent: { method: string; params: WsApiParams }[];
}

const open: Connected[] = [];
afterEach(async () => {
  venue.faults.apply({ latencyMs: 0, serverErrorPercent: 0, rateLimitBurst: 0 });
  for (const { client, stream } of open.splice(0)) {
    client.dispose();
    await stream.stop();
  }
  httpRequests.length = 0;
});

/** A venue client whose trading calls take the stream's connection, as the terminal wires them. */
async function connect(
  signer: Extract<Signer, 'hmac' | 'ed25519'>,
  onEvent: (event: UserDataEvent) => void = () => undefined,
): Promise<Connected> {
  const credentials = {
    apiKey: keys[signer].apiKey,
    type: signer === 'ed25519' ? 'ED25519' : 'HMAC',
    sign: (payload: string) => signPayload(keys, signer, payload),
  };
  const sent: Connected['sent'] = [];
  const client = createVenueClient({
    baseUrls: { spot: venue.url },
    credentials,
    resyncMs: 0,
    timeoutMs: 2_000,
    wsApi: {
      send(method, params, signal) {
        const request = stream.request(method, params, signal);
        if (request) sent.push({ method, params });
        return request;
      },
      loggedOn: () => stream.loggedOn(),
    },
  });
  const stream = createUserDataStream({
    url: wsApiUrlOf(venue.url),
    credentials,
    carriesOrders: true,
    serverNow: async () => {
      await client.clock.ready();
      return client.clock.serverNow();
    },
    onEvent,
    onSubscribed: () => undefined,
    onStatus: () => undefined,
  });
  stream.start();
  await vi.waitFor(() => expect(stream.status().state).toBe('live'));
  const connected = { client, stream, sent };
  open.push(connected);
  return connected;
}

const restingBuy = (clientOrderId: string) =>
  ({
    symbol: 'BTCUSDT',
    side: 'BUY',
    type: 'LIMIT',
    timeInForce: 'GTC',
    quantity: '0.10000',
    price: '100.00',
    newClientOrderId: clientOrderId,
  }) as const;

/** The venue's own record of an order, read over HTTP with the HMAC key. */
async function venueOrder(clientOrderId: string) {
  const reader = createVenueClient({
    baseUrls: { spot: venue.url },
    credentials: { apiKey: keys.hmac.apiKey, signingKey: { type: 'HMAC', secret: keys.hmac.secret } },
    resyncMs: 0,
  });
  try {
    return await reader.spot.queryOrder({ symbol: 'BTCUSDT', origClientOrderId: clientOrderId });
  } finally {
    reader.dispose();
  }
}

const tradingOverHttp = () => httpRequests.filter((line) => !line.startsWith('GET '));

describe('spot trading over the WebSocket API', () => {
  it('logs an Ed25519 key on: orders, amends, cancel-replaces and cancels go unsigned over the socket', async () => {
    const { client, stream, sent } = await connect('ed25519');
    expect(stream.loggedOn()).toBe(true);
    expect(stream.status()).toMatchObject({ state: 'live', orders: 'logged-on' });

    const placed = await client.spot.newOrder(restingBuy('ws-ed-1'));
    expect(placed).toMatchObject({ clientOrderId: 'ws-ed-1', status: 'NEW', origQty: '0.10000000' });
    await client.spot.amendKeepPriority({
      symbol: 'BTCUSDT',
      origClientOrderId: 'ws-ed-1',
      newQty: '0.06000',
    });
    const replaced = await client.spot.cancelReplace({
      ...restingBuy('ws-ed-2'),
      price: '101.00',
      cancelReplaceMode: 'STOP_ON_FAILURE',
      cancelOrigClientOrderId: 'ws-ed-1',
    });
    expect(replaced).toMatchObject({ cancelResult: 'SUCCESS', newOrderResult: 'SUCCESS' });
    await client.spot.cancelOrder({ symbol: 'BTCUSDT', origClientOrderId: 'ws-ed-2' });

    expect(sent.map((s) => s.method)).toEqual([
      'order.place',
      'order.amend.keepPriority',
      'order.cancelReplace',
      'order.cancel',
    ]);
    for (const { params } of sent) {
      expect(params).not.toHaveProperty('signature');
      expect(params).not.toHaveProperty('apiKey');
      expect(params).toHaveProperty('timestamp');
    }
    expect(tradingOverHttp()).toEqual([]);
    expect(await venueOrder('ws-ed-1')).toMatchObject({ status: 'CANCELED', origQty: '0.06000000' });
    expect(await venueOrder('ws-ed-2')).toMatchObject({ status: 'CANCELED', price: '101.00000000' });
  });

  it('signs every request of an HMAC key, whose connection cannot log on, and meters the order counts', async () => {
    const { client, stream, sent } = await connect('hmac');
    expect(stream.loggedOn()).toBe(false);
    expect(stream.status()).toMatchObject({ state: 'live', orders: 'signed' });
    await client.spot.newOrder(restingBuy('ws-hmac-1'));
    expect(sent[0]?.params).toMatchObject({ apiKey: keys.hmac.apiKey, symbol: 'BTCUSDT' });
    expect(sent[0]?.params.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(tradingOverHttp()).toEqual([]);
    expect(await venueOrder('ws-hmac-1')).toMatchObject({ status: 'NEW' });

    const readings = client.meter.snapshot().readings.map((r) => `${r.kind} ${r.intervalNum} ${r.interval}`);
    expect(readings).toEqual(expect.arrayContaining(['weight 1 MINUTE', 'orders 10 SECOND', 'orders 1 DAY']));
    await client.spot.cancelOrder({ symbol: 'BTCUSDT', origClientOrderId: 'ws-hmac-1' });
  });

  it("hands an order's answer back before its reports, and the reports on in the venue's order", async () => {
    const heard: string[] = [];
    const { client } = await connect('ed25519', (event) => {
      if (event.e === 'executionReport' && event.c === 'ws-first-1') heard.push(`report ${event.x}`);
    });
    await client.spot.newOrder({ ...restingBuy('ws-first-1'), timeInForce: 'IOC' as const });
    heard.push('answer');
    await vi.waitFor(() => expect(heard).toHaveLength(3));
    expect(heard).toEqual(['answer', 'report NEW', 'report EXPIRED']);
  });

  it('goes by HTTP while the connection is down', async () => {
    const { client, stream, sent } = await connect('ed25519');
    await stream.stop();
    expect(stream.status().orders).toBeUndefined();
    await client.spot.newOrder(restingBuy('ws-down-1'));
    await client.spot.cancelOrder({ symbol: 'BTCUSDT', origClientOrderId: 'ws-down-1' });
    expect(sent).toEqual([]);
    expect(tradingOverHttp()).toEqual(['POST /api/v3/order', 'DELETE /api/v3/order']);
  });

  it('hands a 503 after execution back after the reports read with it, as they came', async () => {
    const heard: string[] = [];
    const { client } = await connect('ed25519', (event) => {
      if (event.e === 'executionReport' && event.c === 'ws-503-2') heard.push(`report ${event.x}`);
    });
    venue.faults.apply({ serverErrorPercent: 100 });
    const failure = await client.spot.newOrder(restingBuy('ws-503-2')).catch((error: unknown) => error);
    venue.faults.apply({ serverErrorPercent: 0 });
    heard.push(failure instanceof VenueError ? failure.kind : 'answered');
    expect(heard).toEqual(['report NEW', 'unknown-outcome']);
    await client.spot.cancelOrder({ symbol: 'BTCUSDT', origClientOrderId: 'ws-503-2' });
  });

  it('reports an order the venue executed but answered 503 as of unknown outcome, with its client id', async () => {
    const { client } = await connect('ed25519');
    venue.faults.apply({ serverErrorPercent: 100 });
    const failure = await client.spot.newOrder(restingBuy('ws-503-1')).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(VenueError);
    expect(failure).toMatchObject({ kind: 'unknown-outcome', status: 503, newClientOrderId: 'ws-503-1' });
    venue.faults.apply({ serverErrorPercent: 0 });
    expect(await venueOrder('ws-503-1')).toMatchObject({ status: 'NEW' });
    expect(tradingOverHttp()).toEqual([]);
    await client.spot.cancelOrder({ symbol: 'BTCUSDT', origClientOrderId: 'ws-503-1' });
  });

  it('blocks every call after a 429 until the time it names, sent by HTTP or not', async () => {
    const { client } = await connect('ed25519');
    venue.faults.apply({ rateLimitBurst: 1 });
    const refused = await client.spot.newOrder(restingBuy('ws-429-1')).catch((error: unknown) => error);
    expect(refused).toMatchObject({ kind: 'rate-limited', status: 429, code: -1003 });
    const until = (refused as VenueError).data as { until: number; scope: string };
    expect(until.scope).toBe('all');
    expect(until.until).toBeGreaterThan(Date.now());
    const meanwhile = await client.spot.account().catch((error: unknown) => error);
    expect(meanwhile).toMatchObject({ kind: 'rate-limited' });
    expect(httpRequests.filter((line) => line.includes('/api/v3/account'))).toEqual([]);
  });

  it('fails a request whose connection closes before its answer as of unknown outcome', async () => {
    const { client, stream } = await connect('ed25519');
    venue.faults.apply({ latencyMs: 300 });
    const before = venue.faults.requestsReceived;
    const pending = client.spot.newOrder(restingBuy('ws-closed-1')).catch((error: unknown) => error);
    await vi.waitFor(() => expect(venue.faults.requestsReceived).toBeGreaterThan(before));
    await stream.stop();
    const failure = await pending;
    expect(failure).toMatchObject({ kind: 'unknown-outcome', newClientOrderId: 'ws-closed-1' });
    expect((failure as VenueError).message).toContain('connection closed');
  });

  it('answers a refusal with the venue’s own code and words', async () => {
    const { client } = await connect('ed25519');
    const refused = await client.spot
      .newOrder({ ...restingBuy('ws-bad-1'), price: '100.001' })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ kind: 'venue', status: 400, code: -1013 });
    expect((refused as VenueError).message).toContain('Filter failure: PRICE_FILTER');
    expect(tradingOverHttp()).toEqual([]);
  });
});
