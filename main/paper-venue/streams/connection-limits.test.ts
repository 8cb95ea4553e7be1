import { afterEach, describe, expect, it } from 'vitest';
import { manualClock } from '../test-support';
import { send } from '../test-support';
import { connect, startStreamingVenue, type TestClient } from './test-harness';

type Venue = Awaited<ReturnType<typeof startStreamingVenue>>;
let venue: Venue | undefined;
const clients: TestClient[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  await venue?.venue.close();
  venue = undefined;
});

describe('connection limits', () => {
  it('drops a connection that sends more than 5 messages in a second', async () => {
    const clock = manualClock();
    venue = await startStreamingVenue({ now: clock.now });
    const client = await connect(`${venue.wsUrl}/ws`);
    clients.push(client);
    for (let id = 1; id <= 5; id += 1) client.send({ method: 'LIST_SUBSCRIPTIONS', id });
    await client.next((m) => m.id === 5);
    clock.advance(1000);
    for (let id = 6; id <= 10; id += 1) client.send({ method: 'LIST_SUBSCRIPTIONS', id });
    await client.next((m) => m.id === 10);
    client.send({ method: 'LIST_SUBSCRIPTIONS', id: 11 });
    expect(await client.closed).toBe(1006);
    expect(client.messages.some((m) => (m as { id?: number }).id === 11)).toBe(false);
  });

  it('tells a legacy stream its listenKey expired', async () => {
    const clock = manualClock(Date.now());
    venue = await startStreamingVenue({ now: clock.now, keepAlive: { pingIntervalMs: 20 } });
    const opened = await send(venue.venue.url, '/api/v3/userDataStream', {
      method: 'POST',
      headers: { 'X-MBX-APIKEY': venue.keys.hmac.apiKey },
    });
    const { listenKey } = opened.body as { listenKey: string };
    const client = await connect(`${venue.wsUrl}/ws/${listenKey}`);
    clients.push(client);
    clock.advance(60 * 60_000);
    const expired = await client.next((m) => m.e === 'listenKeyExpired');
    expect(expired).toEqual({ e: 'listenKeyExpired', E: clock.now(), listenKey });
  });
});
