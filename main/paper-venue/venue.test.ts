import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPaperVenue, type PaperVenue } from './venue';

let venue: PaperVenue;
let serverNow = 1_750_000_000_000;

beforeAll(async () => {
  venue = await startPaperVenue({ now: () => serverNow });
});
afterAll(() => venue.close());

describe('the paper venue, general endpoints', () => {
  it('listens on loopback', () => {
    expect(venue.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('answers GET /api/v3/ping with an empty object', async () => {
    const res = await fetch(`${venue.url}/api/v3/ping`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({});
  });

  it('answers GET /api/v3/time with its own clock', async () => {
    serverNow = 1_760_000_000_123;
    expect(await (await fetch(`${venue.url}/api/v3/time`)).json()).toEqual({ serverTime: 1_760_000_000_123 });
  });
});
