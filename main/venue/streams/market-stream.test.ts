import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StreamStatus } from '@shared/ipc/market';
import { createMarketStream, type MarketStream, type StreamHandler } from './market-stream';
import { ManualTimers } from './test-support/manual-timers';
import { realTimers, type Timers } from './timers';
import { startStreamVenue, type StreamVenue } from './test-support/stream-venue';

function recorder() {
  const data: unknown[] = [];
  const resets: string[] = [];
  const handler: StreamHandler = {
    data: (d) => data.push(d),
    reset: (r) => resets.push(r),
  };
  return { data, resets, handler };
}

describe('market stream client', () => {
  let venue: StreamVenue;
  let timers: ManualTimers;
  let stream: MarketStream;
  let statuses: StreamStatus[];
  let offset: number | null;

  beforeEach(async () => {
    venue = await startStreamVenue();
    timers = new ManualTimers();
    offset = 250;
    stream = createMarketStream({
      url: venue.url,
      timers,
      now: timers.clock,
      random: () => 1,
      clockOffsetMs: () => offset,
      staleAfterMs: 30_000,
      dropAfterStaleMs: 30_000,
      backoff: { initialMs: 500, maxMs: 4_000 },
      downAfterAttempts: 3,
      maxConnectionAgeMs: 24 * 3_600_000,
      rotateMarginMs: 600_000,
    });
    statuses = [];
    stream.onStatus((s) => statuses.push(s));
  });

  afterEach(async () => {
    stream.close();
    await venue.close();
  });

  const state = () => stream.status().state;

  it('opens one combined connection, subscribes live with ids and ref-counts streams', async () => {
    const a = recorder();
    const b = recorder();
    const offA = stream.subscribe('btcusdt@trade', a.handler);
    stream.subscribe('btcusdt@trade', b.handler);
    await venue.until(() => venue.open().length === 1, 'a connection');
    await vi.waitFor(() => expect(state()).toBe('live'));
    const socket = venue.open()[0]!;
    expect([...socket.streams]).toEqual(['btcusdt@trade']);

    const c = recorder();
    const offC = stream.subscribe('ethusdt@depth@100ms', c.handler);
    await venue.until(() => socket.controls.length === 1, 'a SUBSCRIBE');
    expect(socket.controls[0]).toEqual({ method: 'SUBSCRIBE', params: ['ethusdt@depth@100ms'], id: 1 });

    venue.send('btcusdt@trade', { e: 'trade', E: 1 });
    venue.send('ethusdt@depth@100ms', { e: 'depthUpdate', E: 2 });
    await vi.waitFor(() => expect(c.data).toHaveLength(1));
    expect(a.data).toEqual([{ e: 'trade', E: 1 }]);
    expect(b.data).toEqual([{ e: 'trade', E: 1 }]);

    offA();
    offC();
    // Paced: the venue takes 5 messages a second, so the next control message waits its turn.
    await vi.waitFor(() => expect(timers.delays()).toContain(250));
    expect(socket.controls).toHaveLength(1);
    timers.advance(250);
    await venue.until(() => socket.controls.length === 2, 'an UNSUBSCRIBE');
    expect(socket.controls[1]).toEqual({ method: 'UNSUBSCRIBE', params: ['ethusdt@depth@100ms'], id: 2 });
    expect([...socket.streams]).toEqual(['btcusdt@trade']);
    expect(venue.open()).toHaveLength(1);
  });

  it('sends at most four control messages a second, folding the changes that wait into one', async () => {
    stream.subscribe('btcusdt@trade', recorder().handler);
    await vi.waitFor(() => expect(state()).toBe('live'));
    const socket = venue.open()[0]!;
    for (const [i, name] of ['eth', 'ada', 'doge', 'ltc'].entries()) {
      stream.subscribe(`${name}usdt@trade`, recorder().handler);
      await venue.until(() => socket.controls.length === i + 1, `SUBSCRIBE ${i + 1}`);
    }
    stream.subscribe('bnbusdt@trade', recorder().handler);
    await Promise.resolve();
    const off = stream.subscribe('xrpusdt@trade', recorder().handler);
    await Promise.resolve();
    stream.subscribe('solusdt@trade', recorder().handler);
    off();
    await vi.waitFor(() => expect(timers.delays()).toContain(1000));
    expect(socket.controls).toHaveLength(4);
    timers.advance(1000);
    await venue.until(() => socket.controls.length === 5, 'the fifth SUBSCRIBE');
    expect(socket.controls[4]).toEqual({
      method: 'SUBSCRIBE',
      params: ['bnbusdt@trade', 'solusdt@trade'],
      id: 5,
    });
    timers.advance(1000);
    expect(socket.controls).toHaveLength(5);
  });

  it('subscribes a switched-to stream at once, without waiting behind the switched-from one', async () => {
    stream.subscribe('btcusdt@trade', recorder().handler);
    await vi.waitFor(() => expect(state()).toBe('live'));
    const socket = venue.open()[0]!;
    const offEth = stream.subscribe('ethusdt@depth@100ms', recorder().handler);
    await venue.until(() => socket.controls.length === 1, 'the SUBSCRIBE');
    offEth();
    stream.subscribe('solusdt@depth@100ms', recorder().handler);
    await venue.until(() => socket.controls.length === 2, 'the second SUBSCRIBE');
    expect(socket.controls[1]).toEqual({ method: 'SUBSCRIBE', params: ['solusdt@depth@100ms'], id: 2 });
    // The UNSUBSCRIBE keeps its distance from the message before it.
    await vi.waitFor(() => expect(timers.delays()).toContain(250));
    timers.advance(250);
    await venue.until(() => socket.controls.length === 3, 'the UNSUBSCRIBE');
    expect(socket.controls[2]).toEqual({ method: 'UNSUBSCRIBE', params: ['ethusdt@depth@100ms'], id: 3 });
  });

  it('closes the socket when the last subscriber leaves and says why it is down', async () => {
    const off = stream.subscribe('btcusdt@trade', recorder().handler);
    await vi.waitFor(() => expect(state()).toBe('live'));
    off();
    await venue.until(() => venue.open().length === 0, 'the close');
    expect(stream.status()).toMatchObject({ state: 'down', reason: 'nothing is watched' });
  });

  it('answers the server’s pings with the same payload', async () => {
    stream.subscribe('btcusdt@trade', recorder().handler);
    await venue.until(() => venue.open().length === 1, 'a connection');
    await vi.waitFor(() => expect(state()).toBe('live'));
    venue.open()[0]!.socket.ping('heartbeat-42');
    await venue.until(() => venue.open()[0]!.pongs.length === 1, 'a pong');
    expect(venue.open()[0]!.pongs).toEqual(['heartbeat-42']);
  });

  it('measures latency from the event time, corrected by the clock offset', async () => {
    stream.subscribe('btcusdt@trade', recorder().handler);
    await vi.waitFor(() => expect(state()).toBe('live'));
    venue.send('btcusdt@trade', { e: 'trade', E: timers.now + 250 - 40 });
    await vi.waitFor(() => expect(stream.status().latencyMs).toBe(40));
    expect(stream.status().clockOffsetMs).toBe(250);
  });

  it('goes stale without messages, then drops, backs off, reconnects and resubscribes', async () => {
    const r = recorder();
    stream.subscribe('btcusdt@trade', r.handler);
    stream.subscribe('btcusdt@depth@100ms', recorder().handler);
    await vi.waitFor(() => expect(state()).toBe('live'));
    const first = venue.open()[0]!;

    timers.advance(29_999);
    expect(state()).toBe('live');
    timers.advance(1);
    expect(stream.status()).toMatchObject({ state: 'stale', reason: 'no message for 30 s' });
    expect(r.resets).toEqual(['the stream went stale']);

    timers.advance(30_000);
    expect(stream.status()).toMatchObject({ state: 'reconnecting', reason: 'no message for 60 s' });
    expect(r.resets).toHaveLength(2);
    await venue.until(() => first.closed, 'the silent socket to be dropped');
    expect(timers.delays()).toEqual([500]);
    timers.advance(500);
    await venue.until(() => venue.open().length === 1, 'the reconnection');
    expect([...venue.open()[0]!.streams].sort()).toEqual(['btcusdt@depth@100ms', 'btcusdt@trade']);
    await vi.waitFor(() => expect(state()).toBe('live'));
    expect(statuses.map((s) => s.state)).toEqual(['connecting', 'live', 'stale', 'reconnecting', 'live']);
  });

  it('backs off exponentially with a cap while the venue refuses, then says down', async () => {
    stream.subscribe('btcusdt@trade', recorder().handler);
    await vi.waitFor(() => expect(state()).toBe('live'));
    venue.accepting = false;
    venue.open()[0]!.socket.terminate();
    const seen: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      await vi.waitFor(() => expect(timers.delays()).toHaveLength(1));
      seen.push(timers.delays()[0]!);
      expect(state()).toBe(attempt > 3 ? 'down' : 'reconnecting');
      if (attempt === 5) venue.accepting = true;
      timers.advance(seen.at(-1)!);
    }
    expect(seen).toEqual([500, 1000, 2000, 4000, 4000]);
    await vi.waitFor(() => expect(state()).toBe('live'));
    expect(venue.open()).toHaveLength(1);
  });

  it('applies jitter: half the delay fixed, half random', async () => {
    const jittered = createMarketStream({
      url: venue.url,
      timers,
      now: timers.clock,
      random: () => 0,
      backoff: { initialMs: 1000, maxMs: 8000 },
    });
    jittered.subscribe('btcusdt@trade', recorder().handler);
    await venue.until(() => venue.open().length === 1, 'a connection');
    await vi.waitFor(() => expect(jittered.status().state).toBe('live'));
    venue.open()[0]!.socket.terminate();
    await vi.waitFor(() => expect(jittered.status().state).toBe('reconnecting'));
    expect(timers.delays()).toContain(500);
    jittered.close();
  });

  it('plans the rotation 10 minutes before the 24 h limit by default', async () => {
    stream.subscribe('btcusdt@trade', recorder().handler);
    await vi.waitFor(() => expect(state()).toBe('live'));
    expect(timers.delays()).toEqual([30_000, 24 * 3_600_000 - 600_000]);
  });

  /** A stream on the fake timers whose connection is replaced 5 s before it is 20 s old. */
  const rotatingStream = (options: { overlapMs?: number } = {}) =>
    createMarketStream({
      url: venue.url,
      timers,
      now: timers.clock,
      maxConnectionAgeMs: 20_000,
      rotateMarginMs: 5_000,
      ...options,
    });

  /** Once the rotating stream is live, past its rotation point: its first socket and the one replacing it. */
  const rotated = async () => {
    await vi.waitFor(() => expect(state()).toBe('live'));
    const old = venue.open()[0]!;
    timers.advance(15_000);
    await venue.until(() => venue.open().length === 2, 'the second socket');
    return { old, next: venue.open()[1]! };
  };

  it('rotates before the age limit: new socket first, old one closed once the new one carries every stream', async () => {
    stream.close();
    stream = rotatingStream();
    stream.onStatus((s) => statuses.push(s));
    const r = recorder();
    stream.subscribe('btcusdt@trade', r.handler);
    const { old, next } = await rotated();
    expect([...next.streams]).toEqual(['btcusdt@trade']);

    // The new socket runs ahead: what it brings first is held, not told twice nor out of order.
    venue.send('btcusdt@trade', { e: 'trade', t: 1 }, old);
    venue.send('btcusdt@trade', { e: 'trade', t: 2 }, next);
    venue.send('btcusdt@trade', { e: 'trade', t: 3 }, next);
    await vi.waitFor(() => expect(r.data).toHaveLength(1));
    await new Promise((resolve) => setImmediate(resolve));
    expect(old.closed).toBe(false);
    expect(r.data).toHaveLength(1);
    venue.send('btcusdt@trade', { e: 'trade', t: 2 }, old);
    await venue.until(() => old.closed, 'the old socket to close');
    venue.send('btcusdt@trade', { e: 'trade', t: 3 }, old); // too late: the old socket is gone
    venue.send('btcusdt@trade', { e: 'trade', t: 4 }, next);
    await vi.waitFor(() => expect(r.data).toHaveLength(4));
    expect(r.data).toEqual([1, 2, 3, 4].map((t) => ({ e: 'trade', t })));
    expect(r.resets).toEqual([]);
    expect(statuses.map((s) => s.state).slice(-2)).toEqual(['connecting', 'live']);
    expect(venue.open()).toEqual([next]);
  });

  it('hands over when the old socket is ahead, and promotes after the overlap limit on a quiet stream', async () => {
    stream.close();
    stream = rotatingStream({ overlapMs: 3_000 });
    const trades = recorder();
    const quiet = recorder();
    stream.subscribe('btcusdt@trade', trades.handler);
    stream.subscribe('dogeusdt@trade', quiet.handler);
    const { old, next } = await rotated();
    await venue.until(() => next.streams.size === 2, 'the new socket to carry both streams');
    venue.send('btcusdt@trade', { t: 1 }, old);
    venue.send('btcusdt@trade', { t: 2 }, old);
    await vi.waitFor(() => expect(trades.data).toHaveLength(2));
    venue.send('btcusdt@trade', { t: 2 }, next); // already told by the old socket
    venue.send('btcusdt@trade', { t: 3 }, next);
    await new Promise((resolve) => setImmediate(resolve));
    expect(old.closed).toBe(false); // dogeusdt has not shown the sockets agree
    timers.advance(3_000);
    await venue.until(() => old.closed, 'the old socket to close at the overlap limit');
    await vi.waitFor(() => expect(trades.data).toEqual([{ t: 1 }, { t: 2 }, { t: 3 }]));
    expect(quiet.resets).toEqual([]);
  });

  it('rotates when the venue announces a shutdown', async () => {
    stream.subscribe('btcusdt@trade', recorder().handler);
    await vi.waitFor(() => expect(state()).toBe('live'));
    const old = venue.open()[0]!;
    old.socket.send(JSON.stringify({ stream: '!serverShutdown', data: { e: 'serverShutdown', E: 1 } }));
    await venue.until(() => venue.open().length === 2, 'the second socket');
    const next = venue.open()[1]!;
    await venue.until(() => next.streams.has('btcusdt@trade'), 'the new socket to carry the stream');
    venue.send('btcusdt@trade', { e: 'trade', t: 1 });
    await venue.until(() => old.closed, 'the old socket to close');
  });

  it('reports a refused subscription in the status', async () => {
    stream.subscribe('btcusdt@trade', recorder().handler);
    await vi.waitFor(() => expect(state()).toBe('live'));
    venue.refuse(['nosuch@trade']);
    stream.subscribe('nosuch@trade', recorder().handler);
    await vi.waitFor(() =>
      expect(stream.status().reason).toBe(
        'the venue refused nosuch@trade: Invalid request: nosuch@trade (code 2)',
      ),
    );
  });

  it('close() ends every socket and timer', async () => {
    stream.subscribe('btcusdt@trade', recorder().handler);
    await vi.waitFor(() => expect(state()).toBe('live'));
    stream.close();
    await venue.until(() => venue.open().length === 0, 'every socket to close');
    expect(timers.pending).toBe(0);
    expect(stream.status().state).toBe('down');
    expect(() => stream.subscribe('btcusdt@trade', recorder().handler)).toThrow('closed');
  });

  it('leaves no socket or timer behind with real timers once closed', async () => {
    const live = new Set<unknown>();
    const counted: Timers = {
      setTimeout(callback, ms) {
        const handle = realTimers.setTimeout(() => {
          live.delete(handle);
          callback();
        }, ms);
        live.add(handle);
        return handle;
      },
      clearTimeout(handle) {
        live.delete(handle);
        realTimers.clearTimeout(handle);
      },
    };
    const sockets = () => process.getActiveResourcesInfo().filter((r) => r === 'TCPSocketWrap').length;
    const real = createMarketStream({ url: venue.url, timers: counted });
    real.subscribe('btcusdt@trade', recorder().handler);
    await venue.until(() => venue.open().length === 1, 'a connection');
    await vi.waitFor(() => expect(real.status().state).toBe('live'));
    expect(sockets()).toBe(2);
    expect(live.size).toBe(2); // the watchdog and the rotation
    real.close();
    await venue.until(() => venue.open().length === 0, 'the close');
    await vi.waitFor(() => expect(sockets()).toBe(0));
    expect(live.size).toBe(0);
  });
});
