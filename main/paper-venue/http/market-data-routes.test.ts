import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, send } from '../test-support';
import { startPaperVenue, type PaperVenue } from '../venue';
import type { BookLevels, PublicTrade } from './engine-port';
import type { MarketData } from './market-data';

const t0 = Date.parse('2026-03-02T10:00:00.000Z');
const minute = 60_000;

/** A market that already traded: the same reads an engine serves, from a fixed tape. */
function tapeMarket(trades: PublicTrade[], book: BookLevels): MarketData {
  const of = (symbol: string) => (symbol === 'BTCUSDT' ? trades : []);
  return {
    depth: (symbol, limit) =>
      symbol === 'BTCUSDT'
        ? {
            lastUpdateId: book.lastUpdateId,
            bids: book.bids.slice(0, limit),
            asks: book.asks.slice(0, limit),
          }
        : { lastUpdateId: 0, bids: [], asks: [] },
    recentTrades: (symbol, limit) => of(symbol).slice(-limit),
    tradesFrom: (symbol, fromId, limit) =>
      of(symbol)
        .filter((trade) => trade.id >= fromId)
        .slice(0, limit),
    tradesBetween: (symbol, start, end) =>
      of(symbol).filter((trade) => trade.time >= start && trade.time <= end),
    lastTradeBefore: (symbol, time) =>
      of(symbol)
        .filter((trade) => trade.time < time)
        .at(-1),
    firstTradeTime: (symbol) => of(symbol)[0]?.time,
    bookTicker: (symbol) =>
      symbol === 'BTCUSDT'
        ? {
            bidPrice: book.bids[0]![0],
            bidQty: book.bids[0]![1],
            askPrice: book.asks[0]![0],
            askQty: book.asks[0]![1],
          }
        : { bidPrice: '0.00000000', bidQty: '0.00000000', askPrice: '0.00000000', askQty: '0.00000000' },
  };
}

const trade = (
  id: number,
  time: number,
  price: string,
  qty: string,
  takerOrderId: number,
  isBuyerMaker = false,
) => ({
  id,
  time,
  price,
  qty,
  quoteQty: new Decimal(price).times(qty).toFixed(8),
  isBuyerMaker,
  takerOrderId,
});

const TAPE: PublicTrade[] = [
  trade(1, t0 + 1000, '60000.00000000', '0.50000000', 10),
  trade(2, t0 + 1000, '60000.00000000', '0.25000000', 10),
  trade(3, t0 + 1000, '60010.00000000', '0.25000000', 10),
  trade(4, t0 + 2 * minute, '59990.00000000', '1.00000000', 11, true),
];
const BOOK: BookLevels = {
  lastUpdateId: 77,
  bids: [
    ['59980.00000000', '1.00000000'],
    ['59970.00000000', '2.00000000'],
  ],
  asks: [
    ['60020.00000000', '1.50000000'],
    ['60030.00000000', '3.00000000'],
  ],
};

const clock = manualClock(t0 + 3 * minute + 30_000);
let venue: PaperVenue;
beforeAll(async () => {
  venue = await startPaperVenue({ now: clock.now, market: tapeMarket(TAPE, BOOK) });
});
afterAll(() => venue.close());

const get = async (path: string, query: string) => send(venue.url, path, { query });

describe('klines over HTTP', () => {
  it('answers 12-field rows, filling untraded minutes with the previous close', async () => {
    const reply = await get('/api/v3/klines', 'symbol=BTCUSDT&interval=1m');
    expect(reply.status).toBe(200);
    const rows = reply.body as unknown[][];
    expect(rows.map((row) => row[0])).toEqual([0, 1, 2, 3].map((n) => t0 + n * minute));
    expect(rows[0]).toEqual([
      t0,
      '60000.00000000',
      '60010.00000000',
      '60000.00000000',
      '60010.00000000',
      '1.00000000',
      t0 + minute - 1,
      '60002.50000000',
      3,
      '1.00000000',
      '60002.50000000',
      '0',
    ]);
    expect(rows[1]?.slice(1, 6)).toEqual([
      '60010.00000000',
      '60010.00000000',
      '60010.00000000',
      '60010.00000000',
      '0.00000000',
    ]);
    expect(rows[3]?.[8]).toBe(0);
    expect(rows[3]?.[4]).toBe('59990.00000000');
  });

  it('honours startTime, limit and timeZone, and the same for uiKlines', async () => {
    const forward = (await get('/api/v3/uiKlines', `symbol=BTCUSDT&interval=1m&startTime=${t0 + 1}&limit=2`))
      .body as unknown[][];
    expect(forward.map((row) => row[0])).toEqual([t0 + minute, t0 + 2 * minute]);
    expect(forward[1]?.[8]).toBe(1);
    const daily = (await get('/api/v3/klines', 'symbol=BTCUSDT&interval=1d&timeZone=-12:00'))
      .body as unknown[][];
    expect(daily).toHaveLength(1);
    expect(daily[0]?.[0]).toBe(Date.parse('2026-03-01T12:00:00.000Z'));
  });

  it.each([
    ['symbol=BTCUSDT&interval=1H', -1120, 'Invalid interval.'],
    ['symbol=BTCUSDT', -1102, "Mandatory parameter 'interval' was not sent, was empty/null, or malformed."],
    ['symbol=BTCUSDT&interval=1m&timeZone=15', -1130, "Data sent for parameter 'timeZone' is not valid."],
    ['symbol=BTCUSDX&interval=1m', -1121, 'Invalid symbol.'],
  ])('refuses %s', async (query, code, msg) => {
    expect((await get('/api/v3/klines', query)).body).toEqual({ code, msg });
  });
});

describe('other market data over HTTP', () => {
  it('serves depth, truncating limits above 5000', async () => {
    expect((await get('/api/v3/depth', 'symbol=BTCUSDT&limit=1')).body).toEqual({
      lastUpdateId: 77,
      bids: [BOOK.bids[0]],
      asks: [BOOK.asks[0]],
    });
    const big = await get('/api/v3/depth', 'symbol=BTCUSDT&limit=9999');
    expect(big.status).toBe(200);
    expect(big.headers.get('x-mbx-used-weight-1m')).not.toBeNull();
  });

  it('serves recent and historical trades', async () => {
    const recent = (await get('/api/v3/trades', 'symbol=BTCUSDT&limit=2')).body as { id: number }[];
    expect(recent.map((row) => row.id)).toEqual([3, 4]);
    expect(recent[1]).toEqual({
      id: 4,
      price: '59990.00000000',
      qty: '1.00000000',
      quoteQty: '59990.00000000',
      time: t0 + 2 * minute,
      isBuyerMaker: true,
      isBestMatch: true,
    });
    const historical = (await get('/api/v3/historicalTrades', 'symbol=BTCUSDT&fromId=2&limit=2')).body as {
      id: number;
    }[];
    expect(historical.map((row) => row.id)).toEqual([2, 3]);
  });

  it('aggregates trades of one taker at one price and time', async () => {
    expect((await get('/api/v3/aggTrades', 'symbol=BTCUSDT')).body).toEqual([
      { a: 1, p: '60000.00000000', q: '0.75000000', f: 1, l: 2, T: t0 + 1000, m: false, M: true },
      { a: 3, p: '60010.00000000', q: '0.25000000', f: 3, l: 3, T: t0 + 1000, m: false, M: true },
      { a: 4, p: '59990.00000000', q: '1.00000000', f: 4, l: 4, T: t0 + 2 * minute, m: true, M: true },
    ]);
    const fromId = (await get('/api/v3/aggTrades', 'symbol=BTCUSDT&fromId=3&limit=1')).body as {
      a: number;
    }[];
    expect(fromId.map((row) => row.a)).toEqual([3]);
    const byTime = (await get('/api/v3/aggTrades', `symbol=BTCUSDT&startTime=${t0 + 2000}`)).body as {
      a: number;
    }[];
    expect(byTime.map((row) => row.a)).toEqual([4]);
  });

  it('reads aggregates by time an hour of trades at a time, not the whole tape', async () => {
    // A trade every 10 minutes for two days, one aggregate each.
    const long = Array.from({ length: 288 }, (_, i) =>
      trade(i + 1, t0 + i * 10 * minute, '60000.00000000', '0.10000000', 100 + i),
    );
    let read = 0;
    const counted = tapeMarket(long, BOOK);
    const market: MarketData = {
      ...counted,
      tradesBetween: (symbol, start, end) => {
        const trades = counted.tradesBetween(symbol, start, end);
        read += trades.length;
        return trades;
      },
    };
    const longVenue = await startPaperVenue({ now: () => t0 + 2 * 24 * 60 * minute, market });
    try {
      const ids = async (query: string) => {
        read = 0;
        const reply = await send(longVenue.url, '/api/v3/aggTrades', { query: `symbol=BTCUSDT&${query}` });
        return { ids: (reply.body as { a: number }[]).map((row) => row.a), read };
      };
      const endTime = t0 + 20 * 60 * minute;
      const newest = await ids(`endTime=${endTime}&limit=3`);
      expect(newest.ids).toEqual([119, 120, 121]);
      expect(newest.read).toBeLessThan(12);
      const between = await ids(`startTime=${t0 + 60 * minute}&endTime=${endTime}&limit=2`);
      expect(between.ids).toEqual([7, 8]);
      expect(between.read).toBeLessThan(12);
    } finally {
      await longVenue.close();
    }
  });

  it('serves tickers for one symbol or a list', async () => {
    expect((await get('/api/v3/ticker/price', 'symbol=BTCUSDT')).body).toEqual({
      symbol: 'BTCUSDT',
      price: '59990.00000000',
    });
    const prices = (
      await get('/api/v3/ticker/price', `symbols=${encodeURIComponent('["ETHUSDT","BTCUSDT"]')}`)
    ).body as { symbol: string }[];
    expect(prices.map((row) => row.symbol)).toEqual(['ETHUSDT', 'BTCUSDT']);
    expect((await get('/api/v3/ticker/bookTicker', 'symbol=BTCUSDT')).body).toEqual({
      symbol: 'BTCUSDT',
      bidPrice: '59980.00000000',
      bidQty: '1.00000000',
      askPrice: '60020.00000000',
      askQty: '1.50000000',
    });
    const day = (await get('/api/v3/ticker/24hr', 'symbol=BTCUSDT')).body as Record<string, unknown>;
    expect(day).toMatchObject({
      symbol: 'BTCUSDT',
      priceChange: '-10.00000000',
      priceChangePercent: '-0.017',
      openPrice: '60000.00000000',
      highPrice: '60010.00000000',
      lowPrice: '59990.00000000',
      lastPrice: '59990.00000000',
      lastQty: '1.00000000',
      volume: '2.00000000',
      count: 4,
      firstId: 1,
      lastId: 4,
      bidPrice: '59980.00000000',
    });
    expect(Object.keys(day).slice(0, 8)).toEqual([
      'symbol',
      'priceChange',
      'priceChangePercent',
      'weightedAvgPrice',
      'prevClosePrice',
      'lastPrice',
      'lastQty',
      'bidPrice',
    ]);
    const mini = (await get('/api/v3/ticker/24hr', 'symbol=BTCUSDT&type=MINI')).body as Record<
      string,
      unknown
    >;
    expect(Object.keys(mini)).not.toContain('priceChange');
    expect((await get('/api/v3/ticker/24hr', 'type=HUGE')).body).toEqual({
      code: -1139,
      msg: 'Invalid ticker type.',
    });
    expect(
      (await get('/api/v3/ticker/price', `symbol=BTCUSDT&symbols=${encodeURIComponent('["ETHUSDT"]')}`)).body,
    ).toEqual({
      code: -1128,
      msg: 'Combination of optional parameters invalid.',
    });
  });

  it('serves the average price over the last five minutes', async () => {
    expect((await get('/api/v3/avgPrice', 'symbol=BTCUSDT')).body).toEqual({
      mins: 5,
      // (30000 + 15000 + 15002.5 + 59990) / 2
      price: '59996.25000000',
      closeTime: t0 + 2 * minute,
    });
  });
});

describe('X-MBX-TIME-UNIT', () => {
  const inUnit = (path: string, query: string, unit: string) =>
    send(venue.url, path, { query, headers: { 'X-MBX-TIME-UNIT': unit } });

  it('answers times in microseconds when asked, ids and prices unchanged', async () => {
    expect((await inUnit('/api/v3/time', '', 'MICROSECOND')).body).toEqual({
      serverTime: clock.now() * 1000,
    });
    expect((await inUnit('/api/v3/time', '', 'millisecond')).body).toEqual({ serverTime: clock.now() });
    const rows = (await inUnit('/api/v3/klines', 'symbol=BTCUSDT&interval=1m&limit=1', 'microsecond'))
      .body as unknown[][];
    expect(rows[0]?.[0]).toBe((t0 + 3 * minute) * 1000);
    expect(rows[0]?.[6]).toBe((t0 + 4 * minute - 1) * 1000);
    expect(rows[0]?.[8]).toBe(0);
    const trades = (await inUnit('/api/v3/trades', 'symbol=BTCUSDT&limit=1', 'MICROSECOND')).body as {
      id: number;
      time: number;
    }[];
    expect(trades[0]).toMatchObject({ id: 4, time: (t0 + 2 * minute) * 1000 });
    const agg = (await inUnit('/api/v3/aggTrades', 'symbol=BTCUSDT&limit=1', 'MICROSECOND')).body as {
      T: number;
    }[];
    expect(agg[0]?.T).toBe((t0 + 2 * minute) * 1000);
  });

  it('refuses an unknown unit', async () => {
    expect((await inUnit('/api/v3/time', '', 'NANOSECOND')).body).toEqual({
      code: -1194,
      msg: 'Invalid time unit; expected MICROSECOND or MILLISECOND.',
    });
  });
});

describe('rolling-window and trading-day tickers', () => {
  it('floors the window open to a whole minute', async () => {
    const rolling = (await get('/api/v3/ticker', 'symbol=BTCUSDT&windowSize=2m')).body as Record<
      string,
      unknown
    >;
    expect(rolling).toMatchObject({
      openTime: t0 + minute,
      closeTime: clock.now(),
      count: 1,
      firstId: 4,
      lastId: 4,
    });
    expect(Object.keys(rolling)).not.toContain('prevClosePrice');
    const mini = (await get('/api/v3/ticker', `symbols=${encodeURIComponent('["BTCUSDT"]')}&type=MINI`)).body;
    expect(mini).toEqual([expect.objectContaining({ symbol: 'BTCUSDT', count: 4 })]);
  });

  it('needs symbol or symbols and a valid windowSize', async () => {
    expect((await get('/api/v3/ticker', '')).body).toEqual({
      code: -1102,
      msg: "Param 'symbol' or 'symbols' must be sent, but both were empty/null!",
    });
    for (const size of ['60m', '24h', '8d', '1w', '0m']) {
      expect((await get('/api/v3/ticker', `symbol=BTCUSDT&windowSize=${size}`)).body).toEqual({
        code: -1130,
        msg: "Data sent for parameter 'windowSize' is not valid.",
      });
    }
  });

  it('counts the trading day from local midnight', async () => {
    expect((await get('/api/v3/ticker/tradingDay', 'symbol=BTCUSDT')).body).toMatchObject({
      openTime: Date.parse('2026-03-02T00:00:00.000Z'),
      count: 4,
    });
    // At +14:00 the local day began at 10:00Z, so the trade of 10:00:01 is in it.
    expect((await get('/api/v3/ticker/tradingDay', 'symbol=BTCUSDT&timeZone=14')).body).toMatchObject({
      openTime: Date.parse('2026-03-02T10:00:00.000Z'),
      count: 4,
    });
  });

  it('filters by symbolStatus: -1220 for one symbol, dropped from a list', async () => {
    expect((await get('/api/v3/ticker/price', 'symbol=BTCUSDT&symbolStatus=HALT')).body).toEqual({
      code: -1220,
      msg: "The symbol's status does not match the requested symbolStatus.",
    });
    const listed = (
      await get(
        '/api/v3/ticker/price',
        `symbols=${encodeURIComponent('["BTCUSDT","XRPBTC"]')}&symbolStatus=TRADING`,
      )
    ).body as { symbol: string }[];
    expect(listed.map((row) => row.symbol)).toEqual(['BTCUSDT']);
  });
});
