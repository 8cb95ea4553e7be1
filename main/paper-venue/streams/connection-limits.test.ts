import { describe, expect, it } from 'vitest';
import { manualClock } from '../test-support';
import { streamingSession } from './streaming-session';

const session = streamingSession();

describe('connection limits', () => {
  it('drops a connection that sends more than 5 messages in a second', async () => {
    const clock = manualClock();
    await session.start({ now: clock.now });
    const client = await session.open('/ws');
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
    await session.start({ now: clock.now, keepAlive: { pingIntervalMs: 20 } });
    const { listenKey, client } = await session.openListenKeyStream();
    clock.advance(60 * 60_000);
    const expired = await client.next((m) => m.e === 'listenKeyExpired');
    expect(expired).toEqual({ e: 'listenKeyExpired', E: clock.now(), listenKey });
  });
});
