import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitsOf } from './test-support';
import { startPaperVenue, type PaperVenue } from './venue';

let venue: PaperVenue;
// One minute window for the whole test: the counters never roll over under it.
const now = () => Date.parse('2026-11-30T22:26:00.000Z');

beforeAll(async () => {
  venue = await startPaperVenue({
    now,
    rateLimits: rateLimitsOf({ weightPerMinute: 3, ordersPer10s: 100, ordersPerDay: 1000 }),
    futuresRequestWeight: [{ rateLimitType: 'REQUEST_WEIGHT', interval: 'MINUTE', intervalNum: 1, limit: 2 }],
  });
});
afterAll(() => venue.close());

const get = async (path: string) => {
  const res = await fetch(`${venue.url}${path}`);
  return { status: res.status, used: res.headers.get('x-mbx-used-weight-1m'), body: await res.json() };
};

describe("each API family's IP request weight, counted apart as Binance's hosts count it", () => {
  it('a spot minute used up leaves USD-M and COIN-M answering, and one futures family the other', async () => {
    for (let i = 0; i < 3; i += 1) expect((await get('/api/v3/time')).status).toBe(200);
    expect(await get('/api/v3/time')).toMatchObject({ status: 429, body: { code: -1003 } });

    // Each family lists the limit it counts: 2 here, where Binance's is 2,400.
    const weightLimit = { rateLimitType: 'REQUEST_WEIGHT', interval: 'MINUTE', intervalNum: 1, limit: 2 };
    const fapiInfo = await get('/fapi/v1/exchangeInfo');
    expect(fapiInfo).toMatchObject({ status: 200, used: '1' });
    expect((fapiInfo.body as { rateLimits: unknown[] }).rateLimits).toContainEqual(weightLimit);
    expect(await get('/fapi/v1/time')).toMatchObject({ status: 200, used: '2' });
    expect(await get('/fapi/v1/time')).toMatchObject({
      status: 429,
      body: {
        code: -1003,
        msg: 'Too much request weight used; current limit is 2 request weight per 1 MINUTE. Please use WebSocket Streams for live updates to avoid polling the API.',
      },
    });
    const dapiInfo = await get('/dapi/v1/exchangeInfo');
    expect(dapiInfo).toMatchObject({ status: 200, used: '1' });
    expect((dapiInfo.body as { rateLimits: unknown[] }).rateLimits).toContainEqual(weightLimit);
  });
});
