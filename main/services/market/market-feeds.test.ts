import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startMarketHarness, type MarketHarness } from './test-support';

const session = { sessionId: 'window-1' };

const trade = (t: number, p: string, m: boolean) => ({
  e: 'trade',
  E: 2000 + t,
  s: 'BTCUSDT',
  t,
  p,
  q: '0.50000000',
  T: 1900 + t,
  m,
  M: true,
});

const kline = (E: number, c: string, x: boolean) => ({
  e: 'kline',
  E,
  s: 'BTCUSDT',
  k: {
    t: 60_000,
    T: 119_999,
    s: 'BTCUSDT',
    i: '1m',
    f: 1,
    L: 9,
    o: '100.00000000',
    c,
    h: '101.00000000',
    l: '99.00000000',
    v: '3.00000000',
    n: 9,
    x,
    q: '300.00000000',
    V: '1.00000000',
    Q: '100.00000000',
    B: '0',
  },
});

const mini = (s: string, E: number, o: string, c: string) => ({
  e: '24hrMiniTicker',
  E,
  s,
  c,
  o,
  h: c,
  l: o,
  v: '10.00000000',
  q: '1000.00000000',
});

describe('market service: trades, klines, tickers, status', () => {
  let h: MarketHarness;

  beforeEach(async () => {
    h = await startMarketHarness();
  });

  afterEach(() => h.close());

  const subscribed = (stream: string) =>
    h.venue.until(() => h.venue.open().some((s) => s.streams.has(stream)), stream);

  it('tells trades with the aggressor side, coalesced per interval, each trade once', async () => {
    const { watchId } = await h.service.handlers['tt:market:watchTrades']({ symbol: 'BTCUSDT' }, session);
    await subscribed('btcusdt@trade');
    h.venue.send('btcusdt@trade', trade(1, '100.00000000', false));
    await vi.waitFor(() => expect(h.of('tt:market:trades')).toHaveLength(1));
    for (const t of [
      trade(2, '99.90000000', true),
      trade(2, '99.90000000', true),
      trade(3, '100.10000000', false),
    ])
      h.venue.send('btcusdt@trade', t);
    h.venue.send('btcusdt@trade', trade(3, '100.10000000', false));
    // Wait for the last message by a second stream behind it on the same socket.
    await h.service.handlers['tt:market:watchKlines']({ symbol: 'BTCUSDT', interval: '1m' }, session);
    await subscribed('btcusdt@kline_1m');
    h.venue.send('btcusdt@kline_1m', kline(5, '100.50000000', false));
    await vi.waitFor(() => expect(h.of('tt:market:kline')).toHaveLength(1));
    expect(h.of('tt:market:trades')).toHaveLength(1);
    h.timers.advance(100);
    expect(h.of('tt:market:trades')).toEqual([
      {
        watchId,
        symbol: 'BTCUSDT',
        trades: [{ id: 1, price: '100.00000000', quantity: '0.50000000', time: 1901, side: 'BUY' }],
      },
      {
        watchId,
        symbol: 'BTCUSDT',
        trades: [
          { id: 2, price: '99.90000000', quantity: '0.50000000', time: 1902, side: 'SELL' },
          { id: 3, price: '100.10000000', quantity: '0.50000000', time: 1903, side: 'BUY' },
        ],
      },
    ]);
  });

  it('sends a kline frame per update, and history by REST', async () => {
    const { watchId } = await h.service.handlers['tt:market:watchKlines'](
      { symbol: 'BTCUSDT', interval: '1m' },
      session,
    );
    await subscribed('btcusdt@kline_1m');
    h.venue.send('btcusdt@kline_1m', kline(10, '100.50000000', false));
    h.venue.send('btcusdt@kline_1m', kline(11, '100.70000000', true));
    await vi.waitFor(() => expect(h.of('tt:market:kline')).toHaveLength(2));
    expect(h.of('tt:market:kline')[1]).toEqual({
      watchId,
      symbol: 'BTCUSDT',
      interval: '1m',
      closed: true,
      kline: {
        openTime: 60_000,
        open: '100.00000000',
        high: '101.00000000',
        low: '99.00000000',
        close: '100.70000000',
        volume: '3.00000000',
        closeTime: 119_999,
        quoteVolume: '300.00000000',
        trades: 9,
        takerBuyBaseVolume: '1.00000000',
        takerBuyQuoteVolume: '100.00000000',
      },
    });

    h.rest.klines = [[0, '1.0', '2.0', '0.5', '1.5', '10', 59_999, '15', 3, '4', '6', '0']];
    const history = await h.service.handlers['tt:market:klines'](
      { symbol: 'BTCUSDT', interval: '1m', limit: 1, endTime: 59_999 },
      session,
    );
    expect(history).toEqual([
      {
        openTime: 0,
        open: '1.0',
        high: '2.0',
        low: '0.5',
        close: '1.5',
        volume: '10',
        closeTime: 59_999,
        quoteVolume: '15',
        trades: 3,
        takerBuyBaseVolume: '4',
        takerBuyQuoteVolume: '6',
      },
    ]);
    expect(h.venue.restCalls.at(-1)).toBe('/api/v3/klines?symbol=BTCUSDT&interval=1m&limit=1&endTime=59999');
  });

  it('fills the watchlist by REST, then sends only the tickers that changed, once per interval', async () => {
    h.rest.tickers = [
      {
        symbol: 'BTCUSDT',
        openPrice: '100.00000000',
        highPrice: '110.00000000',
        lowPrice: '90.00000000',
        lastPrice: '103.33300000',
        volume: '1.00000000',
        quoteVolume: '100.00000000',
        openTime: 0,
        closeTime: 86_400_000,
        firstId: 1,
        lastId: 2,
        count: 2,
      },
    ];
    const first = await h.service.handlers['tt:market:tickers'](undefined, session);
    expect(first).toEqual([
      {
        symbol: 'BTCUSDT',
        lastPrice: '103.33300000',
        openPrice: '100.00000000',
        highPrice: '110.00000000',
        lowPrice: '90.00000000',
        priceChangePercent: '3.33',
        volume: '1.00000000',
        quoteVolume: '100.00000000',
        eventTime: 86_400_000,
      },
    ]);
    expect(h.venue.restCalls.at(-1)).toBe('/api/v3/ticker/24hr?type=MINI');

    const { watchId } = await h.service.handlers['tt:market:watchTickers'](undefined, session);
    await subscribed('!miniTicker@arr');
    h.venue.send('!miniTicker@arr', [mini('BTCUSDT', 1, '100', '99.995'), mini('ETHUSDT', 1, '10', '11')]);
    await vi.waitFor(() => expect(h.of('tt:market:tickers')).toHaveLength(1));
    h.venue.send('!miniTicker@arr', [mini('ETHUSDT', 2, '10', '12')]);
    h.venue.send('!miniTicker@arr', [mini('ETHUSDT', 3, '10', '9')]);
    await h.service.handlers['tt:market:watchTrades']({ symbol: 'BTCUSDT' }, session);
    await subscribed('btcusdt@trade');
    h.venue.send('btcusdt@trade', trade(1, '1.00000000', false));
    await vi.waitFor(() => expect(h.of('tt:market:trades')).toHaveLength(1));
    h.timers.advance(100);
    const frames = h.of('tt:market:tickers');
    expect(frames).toHaveLength(2);
    expect(frames[0]!.tickers.map((t) => [t.symbol, t.priceChangePercent])).toEqual([
      ['BTCUSDT', '-0.01'],
      ['ETHUSDT', '10.00'],
    ]);
    expect(frames[1]).toMatchObject({
      watchId,
      tickers: [{ symbol: 'ETHUSDT', lastPrice: '9', eventTime: 3 }],
    });
  });

  it('fills the tape from recent trades by REST', async () => {
    h.rest.trades = [
      { id: 7, price: '1.5', qty: '2', quoteQty: '3', time: 9, isBuyerMaker: true, isBestMatch: true },
    ];
    expect(
      await h.service.handlers['tt:market:recentTrades']({ symbol: 'BTCUSDT', limit: 1 }, session),
    ).toEqual([{ id: 7, price: '1.5', quantity: '2', time: 9, side: 'SELL' }]);
  });

  it('lists the venue’s symbols from one cached exchangeInfo', async () => {
    const symbols = await h.service.handlers['tt:market:symbols'](undefined, session);
    await h.service.handlers['tt:market:symbols'](undefined, session);
    expect(symbols.map((s) => s.symbol)).toContain('BTCUSDT');
    expect(h.venue.restCalls.filter((c) => c.startsWith('/api/v3/exchangeInfo'))).toHaveLength(1);
  });

  it('pushes and answers a stream status that carries only its documented fields', async () => {
    await h.service.handlers['tt:market:watchTrades']({ symbol: 'BTCUSDT' }, session);
    await vi.waitFor(() => expect(h.stream.status().state).toBe('live'));
    const [status] = await h.service.handlers['tt:market:streamStatus'](undefined, session);
    expect(Object.keys(status!).sort()).toEqual(
      ['clockOffsetMs', 'latencyMs', 'reason', 'since', 'state', 'stream'].sort(),
    );
    expect(status).toMatchObject({ stream: 'market', state: 'live', clockOffsetMs: 0, reason: null });
    expect(JSON.stringify(status)).not.toContain(h.venue.url.replace('http://', ''));
    expect(h.of('tt:market:streamStatus').map((s) => s.state)).toEqual(['connecting', 'live']);
  });
});
