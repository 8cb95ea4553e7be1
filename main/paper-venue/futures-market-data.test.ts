import { describe, expect, it } from 'vitest';
import { setMarkPrice } from './futures';
import { futuresTradersForTests } from './futures/test-venue';
import { send } from './test-support';

const traders = futuresTradersForTests();
const BTC = 'BTC/USDT:USDT';

const weightOf = async (path: string, query: string) =>
  Number((await send(traders.venue.url, path, { query })).headers.get('x-mbx-used-weight-1m'));

describe('USDⓈ-M market data from the traders.venue’s own futures matching (ccxt binanceusdm)', () => {
  it('shows a resting order of one account in the book and its fill by another in trades, aggTrades and klines', async () => {
    const before = await traders.alice.usdm.fetchOrderBook(BTC, 5);
    const bestAsk = before.asks[0]![0]!;
    // traders.bob rests a sell one tick inside the market maker's best ask; traders.alice buys through it
    const price = bestAsk - 0.1;
    await traders.bob.usdm.createOrder(BTC, 'limit', 'sell', 0.02, price);
    const resting = await traders.alice.usdm.fetchOrderBook(BTC, 5);
    expect(resting.asks[0]).toEqual([price, 0.02]);
    expect(resting.nonce).toBeGreaterThan(before.nonce!);

    traders.clock.advance(1000);
    await traders.alice.usdm.createOrder(BTC, 'market', 'buy', 0.03);
    const trades = await traders.alice.usdm.fetchTrades(BTC);
    expect(trades.map((t) => [t.price, t.amount, t.side])).toEqual([
      [price, 0.02, 'buy'],
      [bestAsk, 0.01, 'buy'],
    ]);
    expect(trades[0]!.cost).toBeCloseTo(price * 0.02, 6);
    const raw = await send(traders.venue.url, '/fapi/v1/aggTrades', { query: 'symbol=BTCUSDT' });
    expect(raw.body).toEqual([
      { a: 1, p: price.toFixed(2), q: '0.020', f: 1, l: 1, T: traders.clock.now(), m: false },
      { a: 2, p: bestAsk.toFixed(2), q: '0.010', f: 2, l: 2, T: traders.clock.now(), m: false },
    ]);
    const candles = await traders.alice.usdm.fetchOHLCV(BTC, '1m');
    expect(candles).toHaveLength(1);
    expect(candles[0]!.slice(1)).toEqual([price, bestAsk, price, bestAsk, 0.03]);
    const ticker = await traders.alice.usdm.fetchTicker(BTC);
    expect([ticker.last, ticker.baseVolume, ticker.open]).toEqual([bestAsk, 0.03, price]);
    const after = await traders.alice.usdm.fetchOrderBook(BTC, 5);
    expect(after.asks[0]![0]).toBeGreaterThan(price);
  });

  it('serves mark and index klines, premiumIndex and the last price and book ticker', async () => {
    traders.venue.futures.tape.samples.clear();
    setMarkPrice(traders.venue.futures, 'BTCUSDT', '30100.00', traders.clock.now(), undefined, '30090.00');
    traders.clock.advance(60_000);
    setMarkPrice(traders.venue.futures, 'BTCUSDT', '30050.00', traders.clock.now(), undefined, '30060.00');
    const mark = await traders.alice.usdm.fetchOHLCV(BTC, '1m', undefined, undefined, { price: 'mark' });
    const index = await traders.alice.usdm.fetchOHLCV(BTC, '1m', undefined, undefined, { price: 'index' });
    expect(mark.map((c) => c[4])).toEqual([30100, 30050]);
    expect(index.map((c) => c[4])).toEqual([30090, 30060]);
    const funding = await traders.alice.usdm.fetchFundingRate(BTC);
    expect(funding).toMatchObject({ markPrice: 30050, indexPrice: 30060 });
    expect(funding.info).toMatchObject({
      symbol: 'BTCUSDT',
      markPrice: '30050.00000000',
      indexPrice: '30060.00000000',
      interestRate: '0.00010000',
      nextFundingTime: Date.parse('2026-03-02T16:00:00.000Z'),
    });
    const prices = await traders.alice.usdm.fetchLastPrices([BTC]);
    expect(prices[BTC]!.price).toBe(30050);
    const v2 = await send(traders.venue.url, '/fapi/v2/ticker/price', { query: 'symbol=BTCUSDT' });
    expect(v2.body).toEqual({ symbol: 'BTCUSDT', price: '30050.00', time: traders.clock.now() });
    const book = await traders.alice.usdm.fetchBidsAsks([BTC]);
    const depth = await traders.alice.usdm.fetchOrderBook(BTC, 5);
    expect([book[BTC]!.bid, book[BTC]!.ask]).toEqual([depth.bids[0]![0], depth.asks[0]![0]]);
  });

  it('charges funding at the funding time and lists it in fundingRate', async () => {
    const next = Date.parse('2026-03-02T16:00:00.000Z');
    traders.clock.advance(next - traders.clock.now());
    const history = await traders.alice.usdm.fetchFundingRateHistory(BTC);
    expect(history.map((h) => [h.timestamp, h.fundingRate])).toEqual([[next, expect.any(Number)]]);
    const info = (await send(traders.venue.url, '/fapi/v1/premiumIndex', { query: 'symbol=BTCUSDT' })).body;
    expect(info).toMatchObject({ nextFundingTime: next + 8 * 3600_000 });
  });

  it('charges Binance’s weights', async () => {
    const cases: [string, string, number][] = [
      ['/fapi/v1/depth', 'symbol=BTCUSDT&limit=50', 2],
      ['/fapi/v1/depth', 'symbol=BTCUSDT&limit=100', 5],
      ['/fapi/v1/depth', 'symbol=BTCUSDT', 10],
      ['/fapi/v1/depth', 'symbol=BTCUSDT&limit=1000', 20],
      ['/fapi/v1/trades', 'symbol=BTCUSDT', 5],
      ['/fapi/v1/aggTrades', 'symbol=BTCUSDT', 20],
      ['/fapi/v1/klines', 'symbol=BTCUSDT&interval=1m&limit=99', 1],
      ['/fapi/v1/klines', 'symbol=BTCUSDT&interval=1m', 5],
      ['/fapi/v1/klines', 'symbol=BTCUSDT&interval=1m&limit=1500', 10],
      ['/fapi/v1/premiumIndex', '', 10],
      ['/fapi/v1/ticker/24hr', 'symbol=BTCUSDT', 1],
      ['/fapi/v1/ticker/24hr', '', 40],
      ['/fapi/v1/ticker/bookTicker', '', 5],
      ['/dapi/v1/premiumIndex', 'symbol=BTCUSD_PERP', 10],
    ];
    for (const [path, query, weight] of cases) {
      // Each family counts its own weight: the baseline is the same family's ping.
      const before = await weightOf(`${path.slice(0, 5)}/v1/ping`, '');
      const used = await weightOf(path, query);
      expect([path, query, used - before]).toEqual([path, query, weight]);
    }
  });
});

describe('COIN-M market data (ccxt binancecoinm)', () => {
  it('answers in contracts with base-asset values, and arrays for symbol queries', async () => {
    const PERP = 'BTC/USD:BTC';
    const book = await traders.alice.coinm.fetchOrderBook(PERP, 5);
    await traders.alice.coinm.createOrder(PERP, 'market', 'buy', 2);
    const trades = await traders.alice.coinm.fetchTrades(PERP);
    expect(trades.map((t) => [t.price, t.amount])).toEqual([[book.asks[0]![0], 2]]);
    const raw = (await send(traders.venue.url, '/dapi/v1/trades', { query: 'symbol=BTCUSD_PERP' })).body as {
      baseQty: string;
    }[];
    expect(raw[0]!.baseQty).toBe((200 / book.asks[0]![0]!).toFixed(8));
    const premium = await send(traders.venue.url, '/dapi/v1/premiumIndex', { query: 'pair=BTCUSD' });
    expect(premium.body).toMatchObject([{ symbol: 'BTCUSD_PERP', pair: 'BTCUSD' }]);
    const funding = await traders.alice.coinm.fetchFundingRate(PERP);
    expect(funding.info).toMatchObject({ symbol: 'BTCUSD_PERP', interestRate: '0.00010000' });
    const klines = (
      await send(traders.venue.url, '/dapi/v1/klines', { query: 'symbol=BTCUSD_PERP&interval=1h' })
    ).body as string[][];
    expect([klines.at(-1)![5], klines.at(-1)![7]]).toEqual(['2', raw[0]!.baseQty]);
  });
});

describe('refusals on the market-data endpoints', () => {
  it.each([
    ['/fapi/v1/depth', '', -1102, "Mandatory parameter 'symbol' was not sent, was empty/null, or malformed."],
    ['/fapi/v1/depth', 'symbol=BTCUSD_PERP', -1121, 'Invalid symbol.'],
    [
      '/fapi/v1/trades',
      'symbol=BTCUSDT&limit=ten',
      -1100,
      "Illegal characters found in parameter 'limit'; legal range is '^[0-9]{1,20}$'.",
    ],
    ['/fapi/v1/klines', 'symbol=BTCUSDT&interval=1s', -1120, 'Invalid interval.'],
    [
      '/fapi/v1/klines',
      'symbol=BTCUSDT',
      -1102,
      "Mandatory parameter 'interval' was not sent, was empty/null, or malformed.",
    ],
    [
      '/fapi/v1/indexPriceKlines',
      'symbol=BTCUSDT&interval=1m',
      -1102,
      "Mandatory parameter 'pair' was not sent, was empty/null, or malformed.",
    ],
    [
      '/fapi/v1/aggTrades',
      'symbol=BTCUSDT&fromId=-1',
      -1100,
      "Illegal characters found in parameter 'fromId'; legal range is '^[0-9]{1,20}$'.",
    ],
    [
      '/dapi/v1/fundingRate',
      '',
      -1102,
      "Mandatory parameter 'symbol' was not sent, was empty/null, or malformed.",
    ],
    ['/fapi/v1/ticker/price', 'symbol=NOPE', -1121, 'Invalid symbol.'],
  ])('%s?%s → %i', async (path, query, code, msg) => {
    const reply = await send(traders.venue.url, path, { query });
    expect(reply).toMatchObject({ status: 400, body: { code, msg } });
  });
});
