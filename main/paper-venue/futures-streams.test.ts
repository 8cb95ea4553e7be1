import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setMarkPrice } from './futures';
import { futuresClients } from './futures/ccxt-clients';
import { ALICE, BOB, futuresTestVenue } from './futures/test-venue';
import { openTestSocket, upgradeRefusal } from './futures-streams/test-socket';
import type { ManualClock } from './test-support';
import type { PaperVenue } from './venue';
import { algoUpdate } from '@shared/api/futures/user-data';

let venue: PaperVenue;
let clock: ManualClock;
let alice: ReturnType<typeof futuresClients>;
let bob: ReturnType<typeof futuresClients>;
let ws: string;
const BTC = 'BTC/USDT:USDT';

beforeAll(async () => {
  ({ venue, clock } = await futuresTestVenue());
  alice = futuresClients(venue.url, ALICE, clock.now);
  bob = futuresClients(venue.url, BOB, clock.now);
  await Promise.all([alice.usdm.loadMarkets(), bob.usdm.loadMarkets()]);
  ws = venue.url.replace('http', 'ws');
});
afterAll(async () => {
  await Promise.all([alice.usdm.close(), bob.usdm.close()]);
  await venue.close();
});

async function listenKey(key: typeof BOB, method = 'POST') {
  const response = await fetch(`${venue.url}/fapi/v1/listenKey`, {
    method,
    headers: { 'X-MBX-APIKEY': key.apiKey },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('USDⓈ-M market streams through ccxt pro', () => {
  it('keeps a local book in step with the diff stream, and sees trades, klines and the book ticker', async () => {
    const book = alice.usdm.watchOrderBook(BTC);
    const ask = (await alice.usdm.fetchOrderBook(BTC, 5)).asks[0]![0]!;
    await bob.usdm.createOrder(BTC, 'limit', 'sell', 0.05, ask - 0.5);
    clock.advance(300);
    let local = await book;
    while (local.asks[0]![0] !== ask - 0.5) {
      clock.advance(300);
      local = await alice.usdm.watchOrderBook(BTC);
    }
    expect(local.asks[0]).toEqual([ask - 0.5, 0.05]);

    const trades = alice.usdm.watchTrades(BTC);
    const candles = alice.usdm.watchOHLCV(BTC, '1m');
    await alice.usdm.createOrder(BTC, 'market', 'buy', 0.02);
    clock.advance(300);
    expect((await trades).map((t) => [t.price, t.amount, t.side])).toEqual([[ask - 0.5, 0.02, 'buy']]);
    const candle = (await candles).at(-1)!;
    expect([candle[4], candle[5]]).toEqual([ask - 0.5, 0.02]);

    await alice.usdm.createOrder(BTC, 'market', 'buy', 0.03);
    clock.advance(300);
    let top = await alice.usdm.watchOrderBook(BTC);
    while (top.asks[0]![0] === ask - 0.5) {
      clock.advance(300);
      top = await alice.usdm.watchOrderBook(BTC);
    }
    const rest = await alice.usdm.fetchOrderBook(BTC, 20);
    expect(top.asks.slice(0, 5)).toEqual(rest.asks.slice(0, 5));
    expect(top.bids.slice(0, 5)).toEqual(rest.bids.slice(0, 5));
  });

  it('pushes mark prices, one symbol and all of them, and partial depth', async () => {
    const socket = await openTestSocket(
      `${ws}/fstream/stream?streams=btcusdt@markPrice@1s/!markPrice@arr/ethusdt@depth5`,
    );
    setMarkPrice(venue.futures, 'BTCUSDT', '30123.40', clock.now(), undefined, '30120.00');
    clock.advance(1000);
    const mark = await socket.next<{ stream: string; data: Record<string, unknown> }>(
      (m) => m.stream === 'btcusdt@markPrice@1s' && m.data['p'] === '30123.40000000',
    );
    expect(mark.data).toMatchObject({
      e: 'markPriceUpdate',
      s: 'BTCUSDT',
      i: '30120.00000000',
      r: expect.stringMatching(/^-?\d+\.\d{8}$/),
      T: Date.parse('2026-03-02T16:00:00.000Z'),
    });
    const all = await socket.next<{ stream: string; data: { s: string }[] }>(
      (m) => m.stream === '!markPrice@arr',
    );
    expect(all.data.map((m) => m.s)).toEqual(['BTCUSDT', 'ETHUSDT']);
    const depth = await socket.next<{ stream: string; data: { b: unknown[]; a: unknown[] } }>(
      (m) => m.stream === 'ethusdt@depth5',
    );
    expect([depth.data.b.length, depth.data.a.length]).toEqual([5, 5]);
    socket.send({ method: 'LIST_SUBSCRIPTIONS', id: 7 });
    expect(await socket.next((m) => m['id'] === 7)).toEqual({
      result: ['btcusdt@markPrice@1s', '!markPrice@arr', 'ethusdt@depth5'],
      id: 7,
    });
    socket.close();
  });

  it('answers an unknown stream as the venue does, and refuses an unknown listen key', async () => {
    const socket = await openTestSocket(`${ws}/fstream/ws/btcusdt@nothing`);
    expect(await socket.next()).toEqual({
      error: { code: 2, msg: 'Invalid request: invalid stream' },
      id: null,
    });
    socket.send({ method: 'SUBSCRIBE', params: ['btcusd_perp@aggTrade'], id: 1 });
    expect(await socket.next()).toEqual({
      error: { code: 2, msg: 'Invalid request: invalid stream' },
      id: 1,
    });
    socket.close();
    expect(await upgradeRefusal(`${ws}/fstream/ws/${'a'.repeat(64)}`)).toEqual({
      status: 400,
      body: { code: -1125, msg: 'This listenKey does not exist.' },
    });
  });
});

describe('COIN-M market streams on /dstream', () => {
  it('serves its own contracts only, with the pair', async () => {
    const socket = await openTestSocket(`${ws}/dstream/ws/btcusd_perp@markPrice@1s`);
    expect(await socket.next()).toMatchObject({ e: 'markPriceUpdate', s: 'BTCUSD_PERP', ps: 'BTCUSD' });
    socket.send({ method: 'SUBSCRIBE', params: ['btcusdt@aggTrade'], id: 2 });
    expect(await socket.next((m) => m['id'] === 2)).toEqual({
      error: { code: 2, msg: 'Invalid request: invalid stream' },
      id: 2,
    });
    socket.close();
  });
});

describe('the futures user-data stream', () => {
  it('tells ccxt of its orders, trades and balance', async () => {
    const orders = bob.usdm.watchOrders(BTC);
    const bid = (await bob.usdm.fetchOrderBook(BTC, 5)).bids[0]![0]!;
    const placed = await bob.usdm.createOrder(BTC, 'limit', 'buy', 0.01, bid - 50);
    const [seen] = await orders;
    expect([seen!.id, seen!.status, seen!.amount]).toEqual([placed.id, 'open', 0.01]);
    const balance = bob.usdm.watchBalance();
    await bob.usdm.createOrder(BTC, 'market', 'buy', 0.01);
    expect((await balance).info).toMatchObject({ e: 'ACCOUNT_UPDATE', a: { m: 'ORDER' } });
  });

  it('sends ORDER_TRADE_UPDATE, ACCOUNT_UPDATE, ACCOUNT_CONFIG_UPDATE, MARGIN_CALL and listenKeyExpired', async () => {
    const { body } = await listenKey(ALICE);
    const key = String(body['listenKey']);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect((await listenKey(ALICE)).body).toEqual({ listenKey: key });
    const socket = await openTestSocket(`${ws}/fstream/ws/${key}`);

    await alice.usdm.setLeverage(100, BTC);
    expect(await socket.next((m) => m['e'] === 'ACCOUNT_CONFIG_UPDATE')).toMatchObject({
      ac: { s: 'BTCUSDT', l: 100 },
    });
    const before = (await alice.usdm.fetchPositions([BTC]))[0]?.contracts ?? 0;
    const held = (before + 3).toFixed(3);
    const order = await alice.usdm.createOrder(BTC, 'market', 'buy', 3);
    const updates = [
      await socket.next((m) => m['e'] === 'ORDER_TRADE_UPDATE'),
      await socket.next((m) => m['e'] === 'ORDER_TRADE_UPDATE'),
    ].map((m) => m['o'] as Record<string, unknown>);
    expect(updates.map((o) => [o['i'], o['x'], o['X']])).toEqual([
      [Number(order.id), 'NEW', 'NEW'],
      [Number(order.id), 'TRADE', expect.stringMatching(/FILLED/)],
    ]);
    expect(updates[1]).toMatchObject({ s: 'BTCUSDT', S: 'BUY', N: 'USDT', m: false, ps: 'BOTH' });
    const account = await socket.next((m) => m['e'] === 'ACCOUNT_UPDATE');
    expect(account['a']).toMatchObject({
      m: 'ORDER',
      B: [{ a: 'USDT' }],
      P: [{ s: 'BTCUSDT', pa: held, mt: 'cross', ps: 'BOTH' }],
    });

    // the mark falls towards the liquidation price: the maintenance margin nears the margin balance
    const [risk] = await alice.usdm.fetchPositions([BTC]);
    const liquidation = risk!.liquidationPrice!;
    const entry = risk!.entryPrice!;
    setMarkPrice(
      venue.futures,
      'BTCUSDT',
      (liquidation + (entry - liquidation) * 0.002).toFixed(1),
      clock.now(),
    );
    clock.advance(100);
    expect(await socket.next((m) => m['e'] === 'MARGIN_CALL')).toMatchObject({
      p: [{ s: 'BTCUSDT', ps: 'BOTH', pa: held, mt: 'CROSSED' }],
    });

    // to the funding time, keeping the key alive (it lapses 60 minutes after its last PUT)
    const funding = Date.parse('2026-03-02T16:00:00.000Z');
    while (clock.now() < funding) {
      expect((await listenKey(ALICE, 'PUT')).body).toEqual({ listenKey: key });
      clock.advance(Math.min(50 * 60_000, funding - clock.now()));
    }
    expect(await socket.next((m) => m['e'] === 'ACCOUNT_UPDATE')).toMatchObject({ a: { m: 'FUNDING_FEE' } });

    expect((await listenKey(ALICE, 'DELETE')).body).toEqual({});
    expect(await socket.next((m) => m['e'] === 'listenKeyExpired')).toMatchObject({ listenKey: key });
    expect(await listenKey(ALICE, 'PUT')).toEqual({
      status: 400,
      body: { code: -1125, msg: 'This listenKey does not exist.' },
    });
    socket.close();
  });
});

describe('ALGO_UPDATE on the USDⓈ-M user-data stream', () => {
  it('tells an algo order created, cancelled, triggered and finished, in the shape main reads', async () => {
    const { body } = await listenKey(BOB);
    const socket = await openTestSocket(`${ws}/fstream/ws/${String(body['listenKey'])}`);
    const algoOf = (caid: string, X: string) =>
      socket.next(
        (m) => m['e'] === 'ALGO_UPDATE' && (m['o'] as Row)['caid'] === caid && (m['o'] as Row)['X'] === X,
      );
    type Row = Record<string, unknown>;
    const mark = venue.futures.markets.get('ETHUSDT')!.mark;
    const below = mark.minus(50).toFixed(2);
    const above = mark.plus(50).toFixed(2);
    const algo = (params: Record<string, string>) =>
      bob.usdm.fapiPrivatePostAlgoOrder({ algoType: 'CONDITIONAL', symbol: 'ETHUSDT', ...params });

    const stop = await algo({
      side: 'SELL',
      type: 'STOP_MARKET',
      triggerPrice: below,
      quantity: '0.100',
      workingType: 'MARK_PRICE',
      clientAlgoId: 'bob-stop',
    });
    await algo({
      side: 'SELL',
      type: 'TAKE_PROFIT_MARKET',
      triggerPrice: above,
      quantity: '0.100',
      workingType: 'MARK_PRICE',
      clientAlgoId: 'bob-take',
    });
    clock.advance(100);
    const created = await algoOf('bob-stop', 'NEW');
    expect(algoUpdate.safeParse(created).success).toBe(true);
    expect(created).toMatchObject({
      o: {
        caid: 'bob-stop',
        aid: Number(stop['algoId']),
        at: 'CONDITIONAL',
        o: 'STOP_MARKET',
        s: 'ETHUSDT',
        S: 'SELL',
        ps: 'BOTH',
        f: 'GTC',
        q: '0.100',
        tp: below,
        p: '0',
        wt: 'MARK_PRICE',
        pm: 'NONE',
        cp: false,
        pP: false,
        R: false,
        tt: 0,
        ai: '',
        aq: '0.000',
        V: 'EXPIRE_MAKER',
      },
    });
    await algoOf('bob-take', 'NEW');

    await bob.usdm.fapiPrivateDeleteAlgoOrder({ clientAlgoId: 'bob-take' });
    clock.advance(100);
    expect(algoUpdate.safeParse(await algoOf('bob-take', 'CANCELED')).success).toBe(true);

    clock.advance(1000);
    setMarkPrice(venue.futures, 'ETHUSDT', below, clock.now());
    clock.advance(100);
    const triggered = await algoOf('bob-stop', 'TRIGGERED');
    expect(triggered['o']).toMatchObject({ tt: expect.any(Number), act: 'MARKET' });
    const actual = (triggered['o'] as Row)['ai'];
    expect(actual).toMatch(/^\d+$/);
    // The order it placed in the book is the first the stream tells by ORDER_TRADE_UPDATE.
    const placed = await socket.next(
      (m) => m['e'] === 'ORDER_TRADE_UPDATE' && (m['o'] as Row)['c'] === 'bob-stop',
    );
    expect(placed['o']).toMatchObject({ i: Number(actual), x: 'NEW', o: 'MARKET', ot: 'STOP_MARKET' });
    const finished = await algoOf('bob-stop', 'FINISHED');
    expect(algoUpdate.safeParse(finished).success).toBe(true);
    expect(finished['o']).toMatchObject({
      ai: actual,
      aq: '0.100',
      ap: expect.stringMatching(/^\d+\.\d{2}$/),
    });
    socket.close();
  });
});
