import { afterEach, describe, expect, it } from 'vitest';
import { send, testAccounts, testKeys } from '../test-support';
import { startPaperVenue, type PaperVenue } from '../venue';
import { faultWrapper } from './fault-handler';
import { FaultState } from './fault-state';

let venue: PaperVenue | undefined;
afterEach(async () => {
  await venue?.close();
  venue = undefined;
});

const clock = { time: Date.parse('2026-11-21T10:00:00Z') };

async function start(delay?: (ms: number) => Promise<void>) {
  const faults = new FaultState(() => clock.time);
  const keys = testKeys();
  venue = await startPaperVenue({
    accounts: testAccounts(keys),
    now: faults.now,
    wrapHandler: faultWrapper(faults, undefined, delay),
  });
  return { faults, keys, url: venue.url };
}

describe('fault injection', () => {
  it('answers a 429 burst of exactly N requests, then serves again', async () => {
    const { faults, url } = await start();
    faults.apply({ rateLimitBurst: 2 });
    const first = await send(url, '/api/v3/ping');
    const second = await send(url, '/api/v3/time');
    const third = await send(url, '/api/v3/ping');
    expect([first.status, second.status, third.status]).toEqual([429, 429, 200]);
    expect(faults.report().requestsReceived).toBe(3);
    expect(first.body).toMatchObject({ code: -1003 });
    expect((first.body as { msg: string }).msg).toMatch(/^Too much request weight used; current limit is/);
    expect(first.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('bans with 418 until the ban ends', async () => {
    const { faults, url } = await start();
    faults.apply({ banSeconds: 120 });
    const banned = await send(url, '/api/v3/ping');
    expect(banned.status).toBe(418);
    expect(banned.body).toEqual({
      code: -1003,
      msg: `Way too much request weight used; IP banned until ${clock.time + 120_000}. Please use WebSocket Streams for live updates to avoid bans.`,
    });
    expect(banned.headers.get('retry-after')).toBe('120');
    clock.time += 120_000;
    expect((await send(url, '/api/v3/ping')).status).toBe(200);
  });

  it('answers 503 for the requested share of state-changing requests after executing them', async () => {
    const { faults, keys, url } = await start();
    faults.apply({ serverErrorPercent: 50 });
    const headers = { 'X-MBX-APIKEY': keys.hmac.apiKey };
    const statuses: number[] = [];
    const bodies: unknown[] = [];
    for (let i = 0; i < 4; i += 1) {
      const reply = await send(url, '/api/v3/userDataStream', { method: 'POST', headers });
      statuses.push(reply.status);
      bodies.push(reply.body);
    }
    expect(statuses).toEqual([200, 503, 200, 503]);
    expect(bodies[1]).toEqual({
      code: -1007,
      msg: 'Timeout waiting for response from backend server. Send status unknown; execution status unknown.',
    });
    // The failed calls were executed: the account has one key, the one every success returned.
    expect((venue as PaperVenue).listenKeys.owner((bodies[0] as { listenKey: string }).listenKey)).toBe(1);
    expect(bodies[2]).toEqual(bodies[0]);
    expect((await send(url, '/api/v3/ping')).status).toBe(200);
  });

  it('delays requests by the configured latency', async () => {
    const waits: number[] = [];
    let release: () => void = () => undefined;
    const { faults, url } = await start((ms) => {
      waits.push(ms);
      return new Promise<void>((resolve) => (release = resolve));
    });
    faults.apply({ latencyMs: 750 });
    let answered = false;
    const reply = send(url, '/api/v3/ping').then((r) => {
      answered = true;
      return r;
    });
    while (waits.length === 0) await new Promise((resolve) => setImmediate(resolve));
    expect(waits).toEqual([750]);
    expect(answered).toBe(false);
    release();
    expect((await reply).status).toBe(200);
  });

  it('skews the venue clock', async () => {
    const { faults, url } = await start();
    faults.apply({ clockSkewMs: -3000 });
    expect((await send(url, '/api/v3/time')).body).toEqual({ serverTime: clock.time - 3000 });
  });

  it('puts a symbol in HALT or BREAK: exchangeInfo says so and new orders meet a closed market', async () => {
    const { faults, url } = await start();
    faults.apply({ symbolStatus: { BTCUSDT: 'HALT', ETHUSDT: 'BREAK' } });
    const info = (await send(url, '/api/v3/exchangeInfo')).body as {
      symbols: { symbol: string; status: string }[];
    };
    const status = (symbol: string) => info.symbols.find((s) => s.symbol === symbol)?.status;
    expect([status('BTCUSDT'), status('ETHUSDT'), status('BNBUSDT')]).toEqual(['HALT', 'BREAK', 'TRADING']);
    const order = await send(url, '/api/v3/order', {
      method: 'POST',
      body: 'symbol=BTCUSDT&side=BUY&type=MARKET&quantity=1',
    });
    expect(order).toMatchObject({ status: 400, body: { code: -2010, msg: 'Market is closed.' } });
    faults.apply({ symbolStatus: { BTCUSDT: 'TRADING' } });
    const again = (await send(url, '/api/v3/exchangeInfo?symbol=BTCUSDT')).body as {
      symbols: { status: string }[];
    };
    expect(again.symbols[0]?.status).toBe('TRADING');
  });
});
