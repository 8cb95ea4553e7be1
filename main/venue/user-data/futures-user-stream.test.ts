import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
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

describe('an event the futures user-data client reads that does not have its shape', () => {
  it('is not passed on: it is reported by name and in the status, and the events after it still are', async () => {
    const algoUpdate = {
      e: 'ALGO_UPDATE',
      E: 1_772_445_600_100,
      T: 1_772_445_600_000,
      o: {
        caid: 'my-stop',
        aid: 7,
        at: 'CONDITIONAL',
        o: 'STOP_MARKET',
        s: 'BTCUSDT',
        S: 'SELL',
        ps: 'BOTH',
        f: 'GTC',
        q: '0.010',
        X: 'NEW',
        tp: '29500.00',
        p: '0',
        wt: 'MARK_PRICE',
        pm: 'NONE',
        cp: false,
        pP: false,
        R: false,
        tt: 0,
        gtd: 0,
        ai: '',
        ap: '0.00',
        aq: '0.000',
        act: '',
        V: 'EXPIRE_MAKER',
      },
    };
    const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await once(server, 'listening');
    server.on('connection', (socket) => {
      socket.send(JSON.stringify({ ...algoUpdate, o: { ...algoUpdate.o, X: 'HALF_DONE' } }));
      socket.send(JSON.stringify({ e: 'ORDER_TRADE_UPDATE', E: 1, T: 1, o: { s: 'BTCUSDT' } }));
      socket.send(JSON.stringify(algoUpdate));
    });
    const events: FuturesUserDataEvent[] = [];
    const unreadable: string[] = [];
    let onEvent: () => void = () => undefined;
    const told = new Promise<void>((resolve) => (onEvent = resolve));
    const stream = createFuturesUserStream({
      name: 'usdm-user-data',
      streamBase: `ws://127.0.0.1:${(server.address() as AddressInfo).port}`,
      listenKey: { open: async () => ({ listenKey: 'key' }), keepAlive: async () => ({}) },
      onEvent: (event) => {
        events.push(event);
        onEvent();
      },
      onUnreadable: (name) => unreadable.push(name),
      onSubscribed: () => undefined,
      onStatus: () => undefined,
    });
    stream.start();
    try {
      await told;
      expect(events).toEqual([algoUpdate]);
      expect(unreadable).toEqual(['ALGO_UPDATE', 'ORDER_TRADE_UPDATE']);
      expect(stream.status()).toMatchObject({ state: 'live' });
      expect(stream.status().reason).toMatch(/^an unreadable ORDER_TRADE_UPDATE event was ignored \(o\.c: /);
    } finally {
      await stream.stop();
      server.close();
    }
  });
});
