import { describe, expect, it } from 'vitest';
import { manualClock } from '../test-support';
import { klineBucket } from './kline-buckets';
import { connect } from './test-harness';
import { streamingSession } from './streaming-session';

const session = streamingSession();
const start = (options: Parameters<typeof session.start>[0] = {}) =>
  session.start({ feed: { fastMs: 10, secondMs: 20, klineMs: 20 }, ...options });
const open = session.open;

describe('market streams', () => {
  it('sends trade, aggTrade and bookTicker right after a fill, raw on /ws and wrapped on /stream', async () => {
    const v = await start();
    const raw = await open('/ws/btcusdt@trade');
    const combined = await open('/stream?streams=btcusdt@aggTrade/btcusdt@bookTicker');
    v.limit('mm', 'SELL', '65000.00', '0.5');
    v.limit('alice', 'BUY', '65000.00', '0.2');
    const trade = await raw.next((m) => m.e === 'trade');
    expect(trade).toEqual({
      e: 'trade',
      E: expect.any(Number),
      s: 'BTCUSDT',
      t: 1,
      p: '65000.00000000',
      q: '0.20000000',
      T: expect.any(Number),
      m: false,
      M: true,
    });
    const agg = await combined.next((m) => m.stream === 'btcusdt@aggTrade');
    expect(agg.data).toMatchObject({ e: 'aggTrade', s: 'BTCUSDT', a: 1, p: '65000.00000000', f: 1, l: 1 });
    const book = await combined.next(
      (m) => m.stream === 'btcusdt@bookTicker' && (m.data as { A: string }).A === '0.30000000',
    );
    expect(book.data).toEqual({
      u: v.queries.depth('BTCUSDT').lastUpdateId,
      s: 'BTCUSDT',
      b: '0.00000000',
      B: '0.00000000',
      a: '65000.00000000',
      A: '0.30000000',
    });
  });

  it('answers the control messages and their errors exactly', async () => {
    // More than 5 messages a second drop the connection: let a second pass before each one.
    const clock = manualClock(Date.now());
    await start({ now: clock.now });
    const client = await open('/ws');
    const send = (message: unknown) => {
      clock.advance(1000);
      client.send(message);
    };
    const reply = (id: unknown) => client.next((m) => m.id === id);
    send({ method: 'SUBSCRIBE', params: ['btcusdt@aggTrade', 'ethusdt@depth'], id: 1 });
    expect(await reply(1)).toEqual({ result: null, id: 1 });
    send({ method: 'LIST_SUBSCRIPTIONS', id: 2 });
    expect(await reply(2)).toEqual({ result: ['btcusdt@aggTrade', 'ethusdt@depth'], id: 2 });
    send({ method: 'UNSUBSCRIBE', params: ['ethusdt@depth'], id: 3 });
    expect(await reply(3)).toEqual({ result: null, id: 3 });
    send({ method: 'LIST_SUBSCRIPTIONS', id: 'a4' });
    expect(await reply('a4')).toEqual({ result: ['btcusdt@aggTrade'], id: 'a4' });
    send({ method: 'GET_PROPERTY', params: ['combined'], id: 5 });
    expect(await reply(5)).toEqual({ result: false, id: 5 });
    send({ method: 'SET_PROPERTY', params: ['combined', true], id: 6 });
    expect(await reply(6)).toEqual({ result: null, id: 6 });
    send({ method: 'GET_PROPERTY', params: ['combined'], id: 7 });
    expect(await reply(7)).toEqual({ result: true, id: 7 });
    send({ method: 'GET_PROPERTY', params: ['colour'], id: 8 });
    expect(await reply(8)).toEqual({ error: { code: 0, msg: 'Unknown property' }, id: 8 });
    send({ method: 'SET_PROPERTY', params: ['combined', 'yes'], id: 9 });
    expect(await reply(9)).toEqual({
      error: { code: 1, msg: 'Invalid value type: expected Boolean' },
      id: 9,
    });
    send({ method: 'GET_PROPERTY', params: [5], id: 10 });
    expect(await reply(10)).toEqual({
      error: { code: 2, msg: 'Invalid request: property name must be a string' },
      id: 10,
    });
    send('{"method":"SUBSCRIBE","id":-1}');
    expect(
      await client.next(
        (m) => (m.error as { msg?: string } | undefined)?.msg?.includes('request ID') === true,
      ),
    ).toEqual({
      error: { code: 2, msg: 'Invalid request: request ID must be an unsigned integer' },
      id: null,
    });
    send('{"method":"PUBLISH","id":11}');
    expect(await reply(11)).toEqual({
      error: {
        code: 2,
        msg: 'Invalid request: unknown variant PUBLISH, expected one of SUBSCRIBE, UNSUBSCRIBE, LIST_SUBSCRIPTIONS, SET_PROPERTY, GET_PROPERTY at line 1 column 19',
      },
      id: 11,
    });
    send('{"id":12}');
    expect(await reply(12)).toEqual({
      error: { code: 2, msg: 'Invalid request: missing field method at line 1 column 9' },
      id: 12,
    });
    send({ method: 'LIST_SUBSCRIPTIONS', params: ['x'], id: 13 });
    expect(await reply(13)).toEqual({
      error: { code: 2, msg: 'Invalid request: too many parameters' },
      id: 13,
    });
    const missing = (field: string) => (m: Record<string, unknown>) =>
      (m.error as { msg?: string } | undefined)?.msg?.includes(`missing field ${field}`) === true;
    send('{"method":"SUBSCRIBE"}');
    expect(await client.next(missing('params'))).toEqual({
      error: { code: 2, msg: 'Invalid request: missing field params at line 1 column 22' },
      id: null,
    });
    send('{"method":"UNSUBSCRIBE","id":14}');
    expect(await reply(14)).toEqual({
      error: { code: 2, msg: 'Invalid request: missing field params at line 1 column 32' },
      id: 14,
    });
    send('{"method":"LIST_SUBSCRIPTIONS"}');
    expect(await client.next(missing('id'))).toEqual({
      error: { code: 2, msg: 'Invalid request: missing field id at line 1 column 31' },
      id: null,
    });
    send({ method: 'LIST_SUBSCRIPTIONS', id: 15 });
    expect(await reply(15)).toEqual({ result: ['btcusdt@aggTrade'], id: 15 });
    send('not json');
    const invalidJson = await client.next((m) => (m.error as { code?: number } | undefined)?.code === 3);
    expect(invalidJson).toEqual({
      error: { code: 3, msg: 'Invalid JSON: expected value at line 1 column 1' },
      id: null,
    });
  });

  it('keeps depth diffs continuous with the book snapshot (U = previous u + 1)', async () => {
    const v = await start();
    v.limit('mm', 'SELL', '65010.00', '1');
    const client = await open('/ws/btcusdt@depth@100ms');
    const snapshot = v.queries.depth('BTCUSDT', 5000);
    for (let i = 0; i < 5; i += 1) {
      v.limit('mm', 'BUY', `6400${i}.00`, '0.1');
      v.limit('mm', 'SELL', `6600${i}.00`, '0.1');
      await client.next((m) => (m.u as number) >= snapshot.lastUpdateId + 2 * (i + 1));
    }
    const diffs = client.messages as {
      U: number;
      u: number;
      e: string;
      s: string;
      b: string[][];
      a: string[][];
    }[];
    expect(diffs[0]?.U).toBe(snapshot.lastUpdateId + 1);
    for (let i = 1; i < diffs.length; i += 1) {
      expect(diffs[i]?.U).toBe((diffs[i - 1]?.u ?? 0) + 1);
    }
    const book = new Map<string, string>();
    for (const diff of diffs) for (const [price, qty] of diff.b) book.set(price as string, qty as string);
    expect([...book.keys()].sort()).toEqual(
      v.queries
        .depth('BTCUSDT')
        .bids.map(([p]) => p)
        .sort(),
    );
    expect(diffs[0]).toMatchObject({ e: 'depthUpdate', s: 'BTCUSDT' });
  });

  it('sends partial book depth snapshots of the requested size', async () => {
    const v = await start();
    for (let i = 0; i < 8; i += 1) v.limit('mm', 'BUY', `6400${i}.00`, '0.1');
    const client = await open('/ws/btcusdt@depth5@100ms');
    const message = await client.next((m) => 'lastUpdateId' in m);
    expect(message).toEqual(v.queries.depth('BTCUSDT', 5));
    expect((message.bids as unknown[]).length).toBe(5);
  });

  it('buckets klines in the stream time zone and counts the trades', async () => {
    const v = await start();
    v.limit('mm', 'SELL', '65000.00', '1');
    v.limit('alice', 'BUY', '65000.00', '0.25');
    const client = await open('/ws/btcusdt@kline_1d@+08:00');
    const message = await client.next((m) => m.e === 'kline');
    const k = message.k as Record<string, unknown>;
    const now = Date.now();
    const bucket = klineBucket('1d', now, 8 * 3_600_000);
    expect(k).toMatchObject({ t: bucket.open, T: bucket.close, i: '1d', s: 'BTCUSDT', x: false });
    expect((bucket.open + 8 * 3_600_000) % 86_400_000).toBe(0);
  });

  it('sends ticker, miniTicker and avgPrice payloads with their keys', async () => {
    const v = await start();
    v.limit('mm', 'SELL', '65000.00', '1');
    v.limit('alice', 'BUY', '65000.00', '0.5');
    const client = await open(
      '/stream?streams=btcusdt@ticker/btcusdt@miniTicker/btcusdt@avgPrice/!miniTicker@arr',
    );
    const ticker = await client.next((m) => m.stream === 'btcusdt@ticker');
    expect(Object.keys(ticker.data as object)).toEqual([
      'e',
      'E',
      's',
      'p',
      'P',
      'w',
      'x',
      'c',
      'Q',
      'b',
      'B',
      'a',
      'A',
      'o',
      'h',
      'l',
      'v',
      'q',
      'O',
      'C',
      'F',
      'L',
      'n',
    ]);
    expect(ticker.data).toMatchObject({
      e: '24hrTicker',
      c: '65000.00000000',
      v: '0.50000000',
      n: 1,
      F: 1,
      L: 1,
    });
    const mini = await client.next((m) => m.stream === 'btcusdt@miniTicker');
    expect(mini.data).toMatchObject({
      e: '24hrMiniTicker',
      s: 'BTCUSDT',
      c: '65000.00000000',
      q: '32500.00000000',
    });
    const avg = await client.next((m) => m.stream === 'btcusdt@avgPrice');
    expect(avg.data).toMatchObject({ e: 'avgPrice', s: 'BTCUSDT', i: '5m', w: '65000.00000000' });
    const all = await client.next((m) => m.stream === '!miniTicker@arr');
    expect(all.data).toEqual([expect.objectContaining({ s: 'BTCUSDT' })]);
  });

  it('honours timeUnit=MICROSECOND', async () => {
    const v = await start();
    const client = await open('/ws/btcusdt@trade?timeUnit=MICROSECOND');
    v.limit('mm', 'SELL', '65000.00', '1');
    const placed = v.limit('alice', 'BUY', '65000.00', '0.1');
    const trade = await client.next((m) => m.e === 'trade');
    expect(trade.T).toBe(placed.transactTime * 1000);
  });

  it('answers a stream it does not serve on the open connection, and serves the others named', async () => {
    const v = await start();
    const invalidStream = { error: { code: 2, msg: 'Invalid request: invalid stream' }, id: null };
    const raw = await open('/ws/xxxusdt@trade');
    expect(await raw.next((m) => 'error' in m)).toEqual(invalidStream);
    const combined = await open('/stream?streams=btcusdt@trade/btcusdt@nonsense');
    expect(await combined.next((m) => 'error' in m)).toEqual(invalidStream);
    combined.send({ method: 'LIST_SUBSCRIPTIONS', id: 1 });
    expect(await combined.next((m) => m.id === 1)).toEqual({ result: ['btcusdt@trade'], id: 1 });
    v.limit('mm', 'SELL', '65000.00', '0.5');
    v.limit('alice', 'BUY', '65000.00', '0.2');
    expect(await combined.next((m) => m.stream === 'btcusdt@trade')).toMatchObject({ data: { e: 'trade' } });
  });

  it('refuses a lapsed listen key and bad time units at the handshake', async () => {
    const v = await start();
    await expect(connect(`${v.wsUrl}/ws/${'k'.repeat(60)}`)).rejects.toThrow(/400/);
    await expect(connect(`${v.wsUrl}/ws/btcusdt@trade?timeUnit=SECOND`)).rejects.toThrow(/400/);
  });
});

describe('shutdown', () => {
  it('announces serverShutdown (wrapped as !serverShutdown on combined streams) before closing', async () => {
    const v = await start();
    const raw = await open('/ws/btcusdt@trade');
    const combined = await open('/stream?streams=btcusdt@trade');
    v.streams.close();
    expect(await raw.next((m) => m.e === 'serverShutdown')).toEqual({
      e: 'serverShutdown',
      E: expect.any(Number),
    });
    expect(await combined.next((m) => m.stream === '!serverShutdown')).toMatchObject({
      data: { e: 'serverShutdown' },
    });
    expect(await raw.closed).toBe(1001);
  });
});

describe('connection upkeep', () => {
  it('pings, drops a client that never pongs, and keeps one that does', async () => {
    await start({ keepAlive: { pingIntervalMs: 20, pongTimeoutMs: 60 } });
    const silent = await open('/ws/btcusdt@trade', { autoPong: false });
    const polite = await open('/ws/btcusdt@trade');
    let pings = 0;
    polite.socket.on('ping', () => (pings += 1));
    await silent.closed;
    expect(polite.socket.readyState).toBe(polite.socket.OPEN);
    await new Promise<void>((resolve) => polite.socket.on('ping', () => pings > 3 && resolve()));
  });

  it('closes connections at their maximum age', async () => {
    await start({ keepAlive: { maxAgeMs: 50 } });
    const client = await open('/ws/btcusdt@trade');
    expect(await client.closed).toBe(1000);
  });
});
