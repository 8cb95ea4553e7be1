import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedRequest, startLiveVenue, type LiveVenue } from '../adapter/live-fixture';
import { manualClock } from '../test-support';
import type { PaperVenue } from '../venue';

const TOKEN = 'order-fault-token-0123456789';
const clock = manualClock();
let live: LiveVenue;
let venue: PaperVenue;

const setFaults = (settings: object) =>
  fetch(`${venue.url}/admin/faults`, {
    method: 'POST',
    headers: { 'X-Admin-Token': TOKEN, 'Content-Type': 'application/json' },
    body: JSON.stringify(settings),
  });

beforeAll(async () => {
  live = await startLiveVenue({ clock, activity: 'off', adminToken: TOKEN });
  venue = live.venue;
});
afterAll(() => live.stop());

describe('a 5xx after the venue accepted an order', () => {
  it('leaves the order in the engine, found by its client order id', async () => {
    expect((await setFaults({ serverErrorPercent: 100 })).status).toBe(200);
    const placed = await signedRequest(
      venue.url,
      'alice',
      'POST',
      '/api/v3/order',
      'symbol=BTCUSDT&side=BUY&type=LIMIT&timeInForce=GTC&quantity=0.01000000&price=1000.00&newClientOrderId=unknown-fate-1',
      clock.now(),
    );
    expect(placed).toMatchObject({
      status: 503,
      body: {
        code: -1007,
        msg: 'Timeout waiting for response from backend server. Send status unknown; execution status unknown.',
      },
    });
    // Queries are not state-changing, so they pass while the fault is still on.
    const found = await signedRequest(
      venue.url,
      'alice',
      'GET',
      '/api/v3/order',
      'symbol=BTCUSDT&origClientOrderId=unknown-fate-1',
      clock.now(),
    );
    expect(found).toMatchObject({
      status: 200,
      body: { clientOrderId: 'unknown-fate-1', status: 'NEW', price: '1000.00000000', side: 'BUY' },
    });
    const open = await signedRequest(
      venue.url,
      'alice',
      'GET',
      '/api/v3/openOrders',
      'symbol=BTCUSDT',
      clock.now(),
    );
    expect((open.body as { clientOrderId: string }[]).map((o) => o.clientOrderId)).toEqual([
      'unknown-fate-1',
    ]);
  });
});

describe('a 5xx after the venue accepted a futures order', () => {
  const cases = [
    { family: '/fapi', symbol: 'BTCUSDT', order: 'price=29000.0&quantity=0.010' },
    { family: '/dapi', symbol: 'BTCUSD_PERP', order: 'price=29000.0&quantity=1' },
  ];
  for (const { family, symbol, order } of cases) {
    it(`keeps the ${family} order, found by its client order id, and opens no second one`, async () => {
      expect((await setFaults({ serverErrorPercent: 100 })).status).toBe(200);
      const id = `unknown-fate${family.replace('/', '-')}`;
      const placed = await signedRequest(
        venue.url,
        'alice',
        'POST',
        `${family}/v1/order`,
        `symbol=${symbol}&side=BUY&type=LIMIT&timeInForce=GTC&${order}&newClientOrderId=${id}`,
        clock.now(),
      );
      expect(placed).toMatchObject({ status: 503, body: { code: -1007 } });
      const found = await signedRequest(
        venue.url,
        'alice',
        'GET',
        `${family}/v1/order`,
        `symbol=${symbol}&origClientOrderId=${id}`,
        clock.now(),
      );
      expect(found).toMatchObject({ status: 200, body: { clientOrderId: id, status: 'NEW', side: 'BUY' } });
      const open = await signedRequest(
        venue.url,
        'alice',
        'GET',
        `${family}/v1/openOrders`,
        `symbol=${symbol}`,
        clock.now(),
      );
      expect((open.body as { clientOrderId: string }[]).map((o) => o.clientOrderId)).toEqual([id]);
      // What the admin endpoint lists: every order of the account on the family, open or not.
      const listed = await fetch(
        `${venue.url}/admin/futures/orders?account=alice&family=${family.slice(1)}`,
        { headers: { 'X-Admin-Token': TOKEN } },
      );
      expect(listed.status).toBe(200);
      const orders = (await listed.json()) as { clientOrderId: string; status: string }[];
      expect(orders.map((o) => [o.clientOrderId, o.status])).toEqual([[id, 'NEW']]);
      expect((await setFaults({ serverErrorPercent: 0 })).status).toBe(200);
    });
  }
});
