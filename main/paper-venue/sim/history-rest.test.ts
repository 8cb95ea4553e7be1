import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedRequest, startLiveVenue, TRADERS, type LiveVenue, type Trader } from '../adapter/live-fixture';
import { connect } from '../streams/test-harness';
import { manualClock, send } from '../test-support';
import type { PaperVenue } from '../venue';
import type { MarketHistory } from './history';

type Row = [number, string, string, string, string, string, number, string, number, string, string, string];
interface TradeBody {
  id: number;
  price: string;
  qty: string;
  quoteQty: string;
  time: number;
}

/** Mid-hour, so every interval from 1h up has a bucket holding both history and the live trade. */
const clock = manualClock(Date.parse('2026-03-02T10:17:00.000Z'));
let live: LiveVenue;
let venue: PaperVenue;
let history: MarketHistory;
/** The historical trade count of BTCUSDT: the live trade is served as count + 1. */
let count: number;
let price: string;
let liveTime: number;

const get = async <T>(path: string, query: string) => {
  const reply = await send(venue.url, path, { query });
  expect(reply.status).toBe(200);
  return reply.body as T;
};
const as = (trader: Trader, query: string) =>
  signedRequest(venue.url, trader, 'POST', '/api/v3/order', query, clock.now());

beforeAll(async () => {
  live = await startLiveVenue({ clock, activity: 'off', seed: 5, feed: { fastMs: 10, secondMs: 20 } });
  venue = live.venue;
  history = venue.history as MarketHistory;
  count = history.tradeCount('BTCUSDT');
  price = history.historicalKlines('BTCUSDT', '1m', { limit: 1 })[0]?.[4] as string;
  clock.advance(30_000);
  liveTime = clock.now();
  const order = `symbol=BTCUSDT&type=LIMIT&timeInForce=GTC&quantity=0.01000000&price=${price}`;
  expect((await as('bob', `${order}&side=SELL`)).status).toBe(200);
  expect((await as('alice', `${order}&side=BUY`)).status).toBe(200);
});
afterAll(() => live.stop());

describe('history served over REST', () => {
  it('runs trade ids on from history into the engine', async () => {
    expect(count).toBeGreaterThan(31 * 1440);
    const recent = await get<TradeBody[]>('/api/v3/trades', 'symbol=BTCUSDT&limit=3');
    expect(recent.map((t) => t.id)).toEqual([count - 1, count, count + 1]);
    expect(recent.at(-1)).toMatchObject({ price, qty: '0.01000000', time: liveTime });
    expect((recent[1] as TradeBody).time).toBeLessThan(history.endTime);
    const across = await get<TradeBody[]>(
      '/api/v3/historicalTrades',
      `symbol=BTCUSDT&fromId=${count}&limit=5`,
    );
    expect(across.map((t) => t.id)).toEqual([count, count + 1]);
    const oldest = await get<TradeBody[]>('/api/v3/historicalTrades', 'symbol=BTCUSDT&fromId=1&limit=2');
    expect(oldest).toEqual(history.historicalTrades('BTCUSDT', { fromId: 1, limit: 2 }));
    expect((oldest[0] as TradeBody).time).toBeGreaterThanOrEqual(history.startTime);
  });

  it('aggregates historical and live trades with the same ids', async () => {
    const aggs = await get<{ a: number; f: number; l: number; p: string }[]>(
      '/api/v3/aggTrades',
      `symbol=BTCUSDT&fromId=${count - 1}&limit=10`,
    );
    expect(aggs.map((a) => [a.a, a.f, a.l])).toEqual([
      [count - 1, count - 1, count - 1],
      [count, count, count],
      [count + 1, count + 1, count + 1],
    ]);
    const window = await get<{ a: number }[]>(
      '/api/v3/aggTrades',
      `symbol=BTCUSDT&startTime=${history.endTime - 60_000}&endTime=${liveTime}&limit=1000`,
    );
    const lastMinute = history.historicalTrades('BTCUSDT', { startTime: history.endTime - 60_000 });
    expect(window.map((a) => a.a)).toEqual([...lastMinute.map((t) => t.id), count + 1]);
    const fromStart = await get<{ a: number }[]>(
      '/api/v3/aggTrades',
      `symbol=BTCUSDT&startTime=${history.endTime - 60_000}&limit=1000`,
    );
    expect(fromStart).toEqual(window);
    const monthAgo = await get<{ a: number }[]>(
      '/api/v3/aggTrades',
      `symbol=BTCUSDT&startTime=${history.startTime - 86_400_000}&limit=3`,
    );
    expect(monthAgo.map((a) => a.a)).toEqual([1, 2, 3]);
  });

  it('serves klines of every interval as history joined with live rows', async () => {
    const minutes = await get<Row[]>('/api/v3/klines', 'symbol=BTCUSDT&interval=1m&limit=3');
    expect(minutes.slice(0, 2)).toEqual(history.historicalKlines('BTCUSDT', '1m', { limit: 2 }));
    expect(minutes[2]?.slice(0, 6)).toEqual([history.endTime, price, price, price, price, '0.01000000']);
    expect(minutes[2]?.[8]).toBe(1);
    for (const interval of ['1h', '1d', '1w', '1M'] as const) {
      const rows = await get<Row[]>('/api/v3/klines', `symbol=BTCUSDT&interval=${interval}&limit=2`);
      const [past] = history.historicalKlines('BTCUSDT', interval, { limit: 1 });
      const spanning = rows.at(-1);
      // The bucket holding the start has its historical part and the live trade.
      expect(spanning?.[0]).toBe(past?.[0]);
      expect(spanning?.[8]).toBe((past?.[8] ?? 0) + 1);
      expect(spanning?.[5]).toBe(new Decimal(past?.[5] ?? 0).plus('0.01').toFixed(8));
      expect(spanning?.[4]).toBe(price);
    }
    const first = await get<Row[]>(
      '/api/v3/klines',
      `symbol=BTCUSDT&interval=1h&startTime=${history.startTime}&limit=2`,
    );
    expect(first).toEqual(
      history.historicalKlines('BTCUSDT', '1h', { startTime: history.startTime, limit: 2 }),
    );
  });

  it('keeps avgPrice and the 24 h ticker consistent with the trades', async () => {
    const at = clock.now();
    const window = [
      ...history.historicalTrades('BTCUSDT', { startTime: at - 5 * 60_000, limit: 100_000 }),
      { price, qty: '0.01000000', quoteQty: new Decimal(price).times('0.01').toFixed(8) },
    ];
    const volume = window.reduce((sum, t) => sum.plus(t.qty), new Decimal(0));
    const quote = window.reduce((sum, t) => sum.plus(t.quoteQty), new Decimal(0));
    const avg = await get<{ price: string; closeTime: number }>('/api/v3/avgPrice', 'symbol=BTCUSDT');
    expect(avg).toEqual({ mins: 5, price: quote.dividedBy(volume).toFixed(8), closeTime: liveTime });
    const ticker = await get<Record<string, unknown>>('/api/v3/ticker/24hr', 'symbol=BTCUSDT');
    const [firstOfDay] = history.historicalTrades('BTCUSDT', { startTime: at - 86_400_000, limit: 1 });
    expect(ticker).toMatchObject({
      lastPrice: price,
      lastId: count + 1,
      firstId: firstOfDay?.id,
      count: count + 1 - (firstOfDay?.id ?? 0) + 1,
      openPrice: firstOfDay?.price,
    });
  });

  it('streams trades and aggregates with the REST ids', async () => {
    const client = await connect(
      `${venue.url.replace('http', 'ws')}/stream?streams=btcusdt@trade/btcusdt@aggTrade`,
    );
    try {
      const order = `symbol=BTCUSDT&type=LIMIT&timeInForce=GTC&quantity=0.02000000&price=${price}`;
      expect((await as('bob', `${order}&side=SELL`)).status).toBe(200);
      expect((await as('alice', `${order}&side=BUY`)).status).toBe(200);
      const trade = await client.next<{ data: { t: number } }>((m) => m.stream === 'btcusdt@trade');
      const agg = await client.next<{ data: { a: number; f: number; l: number } }>(
        (m) => m.stream === 'btcusdt@aggTrade',
      );
      const [rest] = await get<TradeBody[]>('/api/v3/trades', 'symbol=BTCUSDT&limit=1');
      expect(rest?.id).toBe(count + 2);
      expect(trade.data.t).toBe(count + 2);
      expect(agg.data).toMatchObject({ a: count + 2, f: count + 2, l: count + 2 });
    } finally {
      client.close();
    }
  });

  it("numbers an account's fills, myTrades and executionReports with the same ids", async () => {
    const listen = await send(venue.url, '/api/v3/userDataStream', {
      method: 'POST',
      headers: { 'X-MBX-APIKEY': TRADERS.alice.apiKey },
    });
    const { listenKey } = listen.body as { listenKey: string };
    const client = await connect(`${venue.url.replace('http', 'ws')}/ws/${listenKey}`);
    try {
      const order = `symbol=BTCUSDT&type=LIMIT&timeInForce=GTC&quantity=0.03000000&price=${price}`;
      expect((await as('bob', `${order}&side=SELL`)).status).toBe(200);
      const placed = await as('alice', `${order}&side=BUY&newOrderRespType=FULL`);
      expect((placed.body as { fills: { tradeId: number }[] }).fills.map((f) => f.tradeId)).toEqual([
        count + 3,
      ]);
      const report = await client.next((m) => m.e === 'executionReport' && m.x === 'TRADE');
      expect(report.t).toBe(count + 3);
      const mine = await signedRequest(
        venue.url,
        'alice',
        'GET',
        '/api/v3/myTrades',
        `symbol=BTCUSDT&fromId=${count + 2}`,
        clock.now(),
      );
      expect((mine.body as { id: number }[]).map((t) => t.id)).toEqual([count + 2, count + 3]);
    } finally {
      client.close();
    }
  });

  it('streams the 24 h ticker and avgPrice over history and live trades, as REST reports them', async () => {
    const client = await connect(
      `${venue.url.replace('http', 'ws')}/stream?streams=btcusdt@ticker/btcusdt@avgPrice`,
    );
    try {
      const { data: t } = await client.next<{ data: Record<string, unknown> }>(
        (m) => m.stream === 'btcusdt@ticker',
      );
      const { data: avg } = await client.next<{ data: Record<string, unknown> }>(
        (m) => m.stream === 'btcusdt@avgPrice',
      );
      const rest = await get<Record<string, unknown>>('/api/v3/ticker/24hr', 'symbol=BTCUSDT');
      expect([t.o, t.h, t.l, t.c, t.v, t.q, t.F, t.L, t.n]).toEqual([
        rest.openPrice,
        rest.highPrice,
        rest.lowPrice,
        rest.lastPrice,
        rest.volume,
        rest.quoteVolume,
        rest.firstId,
        rest.lastId,
        rest.count,
      ]);
      const restAvg = await get<{ price: string; closeTime: number }>('/api/v3/avgPrice', 'symbol=BTCUSDT');
      expect(avg.T).toBe(restAvg.closeTime);
      // The stream truncates the last digit where REST rounds it.
      expect(new Decimal(avg.w as string).minus(restAvg.price).abs().lte('0.00000001')).toBe(true);
    } finally {
      client.close();
    }
  });

  // Last: it moves the clock on.
  it('gives a symbol with no live trade a row for every bucket since the history, at its last close, whatever the range', async () => {
    clock.advance(20 * 60_000);
    const [last] = history.historicalKlines('ETHUSDT', '5m', { limit: 1 });
    const bucket = 5 * 60_000;
    const fromStart = await get<Row[]>(
      '/api/v3/klines',
      `symbol=ETHUSDT&interval=5m&startTime=${last![0] - 6 * bucket}&limit=20`,
    );
    const after = fromStart.filter((row) => row[0] > last![0]);
    expect(after.map((row) => row[0])).toEqual([1, 2, 3, 4].map((k) => last![0] + k * bucket));
    for (const row of after) {
      expect(row.slice(1, 5)).toEqual(Array(4).fill(last![4]));
      expect([row[5], row[8]]).toEqual(['0.00000000', 0]);
      const [alone] = await get<Row[]>(
        '/api/v3/klines',
        `symbol=ETHUSDT&interval=5m&endTime=${row[0]}&limit=1`,
      );
      expect(alone).toEqual(row);
    }
  });
});
