import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { klineInterval } from '@shared/api/spot/enums';
import type { KlineRow } from '@shared/market/klines';
import { startLiveVenue, type LiveVenue } from './live-fixture';

/**
 * Market data from the real engine's book and trades. Trades: two at 60000 from one taker at
 * T0+1s (one aggregate), then one at 60100 at T0+2m; nothing in the minute between.
 */
let v: LiveVenue;
let t0: number;
const limit = (side: string, qty: string, price: string) =>
  `symbol=BTCUSDT&side=${side}&type=LIMIT&timeInForce=GTC&quantity=${qty}&price=${price}`;

beforeAll(async () => {
  v = await startLiveVenue();
  t0 = v.clock.now();
  await v.bob('POST', '/api/v3/order', limit('SELL', '0.1', '60000'));
  await v.bob('POST', '/api/v3/order', limit('SELL', '0.1', '60000'));
  await v.bob('POST', '/api/v3/order', limit('SELL', '0.1', '60100'));
  for (let i = 1; i <= 5; i += 1) await v.bob('POST', '/api/v3/order', limit('SELL', '0.01', `6020${i}`));
  for (let i = 1; i <= 3; i += 1) await v.alice('POST', '/api/v3/order', limit('BUY', '0.01', `5900${i}`));
  v.clock.advance(1_000);
  await v.alice('POST', '/api/v3/order', 'symbol=BTCUSDT&side=BUY&type=MARKET&quantity=0.2');
  v.clock.advance(119_000);
  await v.alice('POST', '/api/v3/order', limit('BUY', '0.1', '60100'));
  v.clock.advance(500);
});
afterAll(() => v.stop());

const used = (reply: { headers: Headers }) => Number(reply.headers.get('x-mbx-used-weight-1m'));

describe('depth', () => {
  it('answers the top levels, best first, truncated to the limit', async () => {
    const reply = await v.get('/api/v3/depth', 'symbol=BTCUSDT&limit=2');
    expect(reply.body).toEqual({
      lastUpdateId: expect.any(Number),
      bids: [
        ['59003.00000000', '0.01000000'],
        ['59002.00000000', '0.01000000'],
      ],
      asks: [
        ['60201.00000000', '0.01000000'],
        ['60202.00000000', '0.01000000'],
      ],
    });
    const full = (await v.get('/api/v3/depth', 'symbol=BTCUSDT&limit=7000')).body as { asks: unknown[] };
    expect(full.asks).toHaveLength(5);
  });

  it('charges weight by limit: 5, 25, 50, 250', async () => {
    const weights: number[] = [];
    for (const size of [100, 500, 1000, 5000]) {
      const before = used(await v.get('/api/v3/ping'));
      const after = used(await v.get('/api/v3/depth', `symbol=BTCUSDT&limit=${size}`));
      weights.push(after - before);
    }
    expect(weights).toEqual([5, 25, 50, 250]);
  });
});

describe('trades', () => {
  it('answers recent and historical trades from the engine', async () => {
    const recent = (await v.get('/api/v3/trades', 'symbol=BTCUSDT')).body as { id: number; price: string }[];
    expect(recent.map((t) => [t.id, t.price])).toEqual([
      [1, '60000.00000000'],
      [2, '60000.00000000'],
      [3, '60100.00000000'],
    ]);
    expect(recent[0]).toEqual({
      id: 1,
      price: '60000.00000000',
      qty: '0.10000000',
      quoteQty: '6000.00000000',
      time: t0 + 1_000,
      isBuyerMaker: false,
      isBestMatch: true,
    });
    const last = (await v.get('/api/v3/trades', 'symbol=BTCUSDT&limit=1')).body as { id: number }[];
    expect(last.map((t) => t.id)).toEqual([3]);
    const from = (await v.get('/api/v3/historicalTrades', 'symbol=BTCUSDT&fromId=2&limit=5')).body as {
      id: number;
    }[];
    expect(from.map((t) => t.id)).toEqual([2, 3]);
  });

  it('aggregates one taker’s fills at one price and time; fromId, startTime, endTime', async () => {
    const all = await v.get('/api/v3/aggTrades', 'symbol=BTCUSDT');
    expect(all.body).toEqual([
      { a: 1, p: '60000.00000000', q: '0.20000000', f: 1, l: 2, T: t0 + 1_000, m: false, M: true },
      { a: 3, p: '60100.00000000', q: '0.10000000', f: 3, l: 3, T: t0 + 120_000, m: false, M: true },
    ]);
    const fromId = (await v.get('/api/v3/aggTrades', 'symbol=BTCUSDT&fromId=3')).body as { a: number }[];
    expect(fromId.map((a) => a.a)).toEqual([3]);
    const start = (await v.get('/api/v3/aggTrades', `symbol=BTCUSDT&startTime=${t0 + 2_000}`)).body as {
      a: number;
    }[];
    expect(start.map((a) => a.a)).toEqual([3]);
    const end = (await v.get('/api/v3/aggTrades', `symbol=BTCUSDT&startTime=${t0}&endTime=${t0 + 1_000}`))
      .body as { a: number }[];
    expect(end.map((a) => a.a)).toEqual([1]);
  });
});

describe('klines', () => {
  it('builds 12-field rows from the trades, with an empty bucket carrying the close', async () => {
    const reply = await v.get('/api/v3/klines', `symbol=BTCUSDT&interval=1m&startTime=${t0}`);
    expect(reply.body).toEqual([
      [
        t0,
        '60000.00000000',
        '60000.00000000',
        '60000.00000000',
        '60000.00000000',
        '0.20000000',
        t0 + 59_999,
        '12000.00000000',
        2,
        '0.20000000',
        '12000.00000000',
        '0',
      ],
      [
        t0 + 60_000,
        '60000.00000000',
        '60000.00000000',
        '60000.00000000',
        '60000.00000000',
        '0.00000000',
        t0 + 119_999,
        '0.00000000',
        0,
        '0.00000000',
        '0.00000000',
        '0',
      ],
      [
        t0 + 120_000,
        '60100.00000000',
        '60100.00000000',
        '60100.00000000',
        '60100.00000000',
        '0.10000000',
        t0 + 179_999,
        '6010.00000000',
        1,
        '0.10000000',
        '6010.00000000',
        '0',
      ],
    ]);
  });

  it('answers every one of the 16 intervals, ending on the last price', async () => {
    expect(klineInterval.options).toHaveLength(16);
    for (const interval of klineInterval.options) {
      const rows = (await v.get('/api/v3/klines', `symbol=BTCUSDT&interval=${interval}&limit=3`))
        .body as KlineRow[];
      expect({ interval, length: rows.length > 0 }).toEqual({ interval, length: true });
      const last = rows.at(-1)!;
      expect({ interval, fields: last.length, close: last[4] }).toEqual({
        interval,
        fields: 12,
        close: '60100.00000000',
      });
    }
  });

  it('opens days in the requested time zone', async () => {
    const utc = (await v.get('/api/v3/klines', 'symbol=BTCUSDT&interval=1d')).body as number[][];
    expect(utc.map((row) => row[0])).toEqual([Date.parse('2026-03-02T00:00:00Z')]);
    const plus8 = (await v.get('/api/v3/klines', 'symbol=BTCUSDT&interval=1d&timeZone=%2B08:00'))
      .body as number[][];
    expect(plus8.map((row) => row[0])).toEqual([Date.parse('2026-03-01T16:00:00Z')]);
    const ui = await v.get('/api/v3/uiKlines', `symbol=BTCUSDT&interval=1m&startTime=${t0}&limit=1`);
    expect((ui.body as number[][])[0]![0]).toBe(t0);
  });
});

describe('tickers and avgPrice', () => {
  it('answers price, bookTicker, 24hr and avgPrice from the trades and book', async () => {
    expect((await v.get('/api/v3/ticker/price', 'symbol=BTCUSDT')).body).toEqual({
      symbol: 'BTCUSDT',
      price: '60100.00000000',
    });
    expect((await v.get('/api/v3/ticker/bookTicker', 'symbol=BTCUSDT')).body).toEqual({
      symbol: 'BTCUSDT',
      bidPrice: '59003.00000000',
      bidQty: '0.01000000',
      askPrice: '60201.00000000',
      askQty: '0.01000000',
    });
    expect((await v.get('/api/v3/ticker/24hr', 'symbol=BTCUSDT')).body).toMatchObject({
      symbol: 'BTCUSDT',
      openPrice: '60000.00000000',
      highPrice: '60100.00000000',
      lowPrice: '60000.00000000',
      lastPrice: '60100.00000000',
      volume: '0.30000000',
      quoteVolume: '18010.00000000',
      firstId: 1,
      lastId: 3,
      count: 3,
    });
    expect((await v.get('/api/v3/avgPrice', 'symbol=BTCUSDT')).body).toEqual({
      mins: 5,
      price: '60033.33333333',
      closeTime: t0 + 120_000,
    });
    const window = await v.get('/api/v3/ticker', 'symbol=BTCUSDT&windowSize=1m');
    expect(window.body).toMatchObject({ lastPrice: '60100.00000000', count: 1 });
    const day = await v.get('/api/v3/ticker/tradingDay', 'symbol=BTCUSDT&type=MINI');
    expect(day.body).toMatchObject({
      openPrice: '60000.00000000',
      lastPrice: '60100.00000000',
      openTime: Date.parse('2026-03-02T00:00:00Z'),
      count: 3,
    });
    const quiet = await v.get('/api/v3/ticker/24hr', 'symbol=ETHUSDT');
    expect(quiet.body).toMatchObject({ lastPrice: '0.00000000', count: 0, firstId: -1, lastId: -1 });
  });
});
