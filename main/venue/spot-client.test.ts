import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPaperVenue, type PaperVenue } from '../paper-venue/venue';
import { measureVenueClock } from './clock-sync';
import { createSpotClient } from './spot-client';
import { VenueError } from './venue-error';

let venue: PaperVenue;
let skewMs = 0;
let broken: Server;
let brokenUrl: string;
let brokenBody = '';

beforeAll(async () => {
  venue = await startPaperVenue({ now: () => Date.now() + skewMs });
  broken = createServer((_req, res) =>
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(brokenBody),
  );
  await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
  brokenUrl = `http://127.0.0.1:${(broken.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await venue.close();
  broken.close();
});

describe('the spot client against the paper venue', () => {
  it('pings and reads the server time', async () => {
    const client = createSpotClient({ baseUrl: venue.url });
    await expect(client.ping()).resolves.toEqual({});
    const { serverTime } = await client.time();
    expect(Math.abs(serverTime - Date.now())).toBeLessThan(5_000);
  });

  it('measures a clock offset that matches the venue skew', async () => {
    skewMs = 42_000;
    const clock = await measureVenueClock(createSpotClient({ baseUrl: venue.url }));
    skewMs = 0;
    expect(clock.offsetMs).toBeGreaterThan(42_000 - clock.roundTripMs - 2);
    expect(clock.offsetMs).toBeLessThan(42_000 + clock.roundTripMs + 2);
    expect(clock.venueUrl).toBe(venue.url);
  });

  it('reports an unreachable venue as a network error naming the endpoint', async () => {
    const closed = await startPaperVenue();
    await closed.close();
    const error = await createSpotClient({ baseUrl: closed.url })
      .ping()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VenueError);
    expect((error as VenueError).kind).toBe('network');
    expect((error as VenueError).message).toMatch(/^GET \/api\/v3\/ping: venue unreachable/);
  });

  it('reports a malformed answer with the endpoint and the field', async () => {
    brokenBody = '{"serverTime":"soon"}';
    const error = (await createSpotClient({ baseUrl: brokenUrl })
      .time()
      .catch((e: unknown) => e)) as VenueError;
    expect(error.kind).toBe('malformed-response');
    expect(error.message).toMatch(/^GET \/api\/v3\/time: malformed response, field serverTime:/);
    brokenBody = 'not json';
    const notJson = (await createSpotClient({ baseUrl: brokenUrl })
      .time()
      .catch((e: unknown) => e)) as VenueError;
    expect(notJson.message).toBe('GET /api/v3/time: response is not JSON (HTTP 200)');
  });
});
