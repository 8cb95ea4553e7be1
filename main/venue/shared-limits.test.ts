import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimits } from './rate-limits';
import { createVenueClient } from './venue-client';
import { VenueError } from './venue-error';

let server: Server;
let url: string;
let requests = 0;

beforeAll(async () => {
  server = createServer((_req, res) => {
    requests += 1;
    res
      .writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': '30' })
      .end(
        '{"code":-1003,"msg":"Too much request weight used; current limit is 6000 request weight per 1 MINUTE."}',
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

describe('a shared rate-limit meter', () => {
  it('stops every client of the process after one of them gets a 429, without sending', async () => {
    const limits = createRateLimits();
    const first = createVenueClient({ baseUrls: { spot: url }, limits, resyncMs: 0 });
    const second = createVenueClient({ baseUrls: { spot: url }, limits, resyncMs: 0 });
    await expect(first.spot.depth({ symbol: 'BTCUSDT' })).rejects.toBeInstanceOf(VenueError);
    const sent = requests;
    const refused = (await second.spot.depth({ symbol: 'BTCUSDT' }).catch((e: unknown) => e)) as VenueError;
    expect(refused.kind).toBe('rate-limited');
    expect(refused.message).toMatch(/rate limited until \d{4}-\d{2}-\d{2}T/);
    expect(requests).toBe(sent);
  });

  it('leaves a client with its own meter free to send', async () => {
    const own = createVenueClient({ baseUrls: { spot: url }, resyncMs: 0 });
    const before = requests;
    await own.spot.depth({ symbol: 'BTCUSDT' }).catch(() => undefined);
    expect(requests).toBe(before + 1);
  });
});
