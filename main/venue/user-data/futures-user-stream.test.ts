import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FuturesUserDataEvent } from '@shared/api/futures/user-data';
import type { StreamStatus } from '@shared/ipc/market';
import { startLoopbackVenue, type LoopbackVenue } from '../test-support/loopback-venue';
import { createFuturesUserStream } from './futures-user-stream';

let venue: LoopbackVenue;
beforeAll(async () => {
  venue = await startLoopbackVenue(['keyed']);
});
afterAll(() => venue.close());

describe('the futures user-data stream client', () => {
  it('listens with a listen key, and after the key is closed comes back live with a new one', async () => {
    const client = venue.client('keyed');
    const usdm = client.futures.usdm!;
    const events: FuturesUserDataEvent[] = [];
    const statuses: StreamStatus[] = [];
    let subscribed = 0;
    let onLive: () => void = () => undefined;
    const live = () => new Promise<void>((resolve) => (onLive = resolve));
    let onEvent: () => void = () => undefined;
    const stream = createFuturesUserStream({
      name: 'usdm-user-data',
      streamBase: venue.url.replace('http', 'ws') + '/fstream',
      listenKey: usdm.listenKey,
      onEvent: (event) => {
        events.push(event);
        onEvent();
      },
      onSubscribed: () => {
        subscribed += 1;
        onLive();
      },
      onStatus: (status) => statuses.push(status),
      backoff: { baseMs: 10, maxMs: 20 },
    });
    const first = live();
    stream.start();
    await first;
    try {
      const { listenKey } = await usdm.listenKey.open();
      const leverage = new Promise<void>((resolve) => (onEvent = resolve));
      await usdm.setLeverage({ symbol: 'BTCUSDT', leverage: 7 });
      await leverage;
      expect(events).toContainEqual(expect.objectContaining({ e: 'ACCOUNT_CONFIG_UPDATE' }));

      // Closing the key ends the socket (listenKeyExpired): a new key, a new socket, live again.
      const second = live();
      await usdm.listenKey.close();
      await second;
      expect(subscribed).toBe(2);
      expect((await usdm.listenKey.open()).listenKey).not.toBe(listenKey);
      expect(statuses.map((s) => s.state)).toEqual(['connecting', 'live', 'reconnecting', 'live']);
      expect(venue.received.filter((r) => r.endsWith('/fapi/v1/listenKey'))).toEqual([
        'POST /fapi/v1/listenKey',
        'POST /fapi/v1/listenKey',
        'DELETE /fapi/v1/listenKey',
        'POST /fapi/v1/listenKey',
        'POST /fapi/v1/listenKey',
      ]);
    } finally {
      await stream.stop();
    }
  });
});
