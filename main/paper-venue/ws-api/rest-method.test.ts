import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { connect, type TestClient } from '../streams/test-harness';
import { testAccounts, testKeys, rateLimitsOf } from '../test-support';
import { startPaperVenue, type PaperVenue } from '../venue';

/** The WebSocket API's answers around its REST methods: rate limits, refusals, authentication. */
const venues: { venue: PaperVenue; dataDir: string }[] = [];
const clients: TestClient[] = [];

afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  for (const { venue, dataDir } of venues.splice(0)) {
    await venue.close();
    await rm(dataDir, { recursive: true, force: true });
  }
});

async function start(weightLimit = 6000, query = '') {
  const dataDir = await mkdtemp(join(tmpdir(), 'paper-venue-ws-api-rest-'));
  const venue = await startPaperVenue({
    accounts: testAccounts(testKeys()),
    dataDir,
    rateLimits: rateLimitsOf({ weightPerMinute: weightLimit, ordersPer10s: 100 }),
  });
  venues.push({ venue, dataDir });
  const client = await connect(`${venue.url.replace('http', 'ws')}/ws-api/v3${query}`);
  clients.push(client);
  return client;
}

let nextId = 0;
async function call(client: TestClient, method: string, params?: object) {
  const id = `r${(nextId += 1)}`;
  client.send({ id, method, params });
  return client.next((m) => m.id === id);
}

describe('WebSocket API methods over the REST pipeline', () => {
  it('charges the REST weight and lists it, unless rate limits were turned off', async () => {
    const client = await start();
    const first = await call(client, 'depth', { symbol: 'BTCUSDT', limit: 500 });
    const second = await call(client, 'ticker.price', { symbol: 'BTCUSDT' });
    const used = (answer: Record<string, unknown>) => (answer.rateLimits as { count: number }[])[0]!.count;
    expect(used(second) - used(first)).toBe(2);
    expect(await call(client, 'time', { returnRateLimits: false })).not.toHaveProperty('rateLimits');
    expect(
      await call(client, 'ticker.price', { symbol: 'BTCUSDT', returnRateLimits: false }),
    ).not.toHaveProperty('rateLimits');
    const quiet = await start(6000, '?returnRateLimits=false');
    expect(await call(quiet, 'ticker.price', { symbol: 'BTCUSDT' })).not.toHaveProperty('rateLimits');
  });

  it('answers 429 with the time to retry, then bans with 418 as REST does', async () => {
    const client = await start(30);
    expect(await call(client, 'depth', { symbol: 'BTCUSDT', limit: 500 })).toMatchObject({ status: 200 });
    const limited = await call(client, 'depth', { symbol: 'BTCUSDT', limit: 500 });
    expect(limited).toMatchObject({
      status: 429,
      error: {
        code: -1003,
        msg: expect.stringContaining('Too much request weight used'),
        data: { serverTime: expect.any(Number), retryAfter: expect.any(Number) },
      },
    });
    const banned = await call(client, 'ping');
    expect(banned).toMatchObject({ status: 418, error: { code: -1003 } });
  });

  it('wants an apiKey and a signature for a signed method outside a logged-on session', async () => {
    const client = await start();
    expect(await call(client, 'account.status', { timestamp: Date.now() })).toMatchObject({
      status: 400,
      error: { code: -1102, msg: "Mandatory parameter 'apiKey' was not sent, was empty/null, or malformed." },
    });
    expect(
      await call(client, 'account.status', { apiKey: 'nobody0001', timestamp: Date.now() }),
    ).toMatchObject({
      status: 401,
      error: { code: -2015 },
    });
    expect(await call(client, 'order.fly', {})).toMatchObject({ status: 400, error: { code: -1100 } });
  });
});
