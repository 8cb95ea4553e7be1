import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { connect, type TestClient } from '../streams/test-harness';
import { wsApiPayload } from '../ws-api/signature';
import { send, sendSigned, signPayload, testAccounts, testKeys } from '../test-support';
import { PAPER_SYMBOLS } from '../config/symbols';
import { engineSymbols } from './engine-symbols';
import type { SymbolConfig } from '../engine';
import type { VenueStore } from '../store/venue-store';
import { startPaperVenue, type PaperVenue } from '../venue';
import type { MarketHistory } from './history';
import { MarketUnits } from './market-profile';
import { SimulatedMarket } from './simulated-market';

/** The venue started with a simulated market: its store, simulation and history are there. */
interface LiveVenue {
  readonly venue: PaperVenue;
  readonly store: VenueStore;
  readonly sim: SimulatedMarket;
  readonly history: MarketHistory;
  close(): Promise<void>;
}

const TOKEN = 'admin-token-for-tests-0123456789';
let live: LiveVenue | undefined;
const clients: TestClient[] = [];
const dirs: string[] = [];

afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  await live?.close();
  live = undefined;
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function start(options: { adminToken?: string; activity?: 'off' | 'busy'; dataDir?: string } = {}) {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'live-venue-')));
  dirs.push(dataDir);
  const keys = testKeys();
  const venue = await startPaperVenue({
    dataDir,
    accounts: testAccounts(keys),
    activity: options.activity ?? 'off',
    adminToken: 'adminToken' in options ? options.adminToken : TOKEN,
    seed: 9,
    feed: { fastMs: 10, secondMs: 20 },
  });
  const { store, sim, history } = venue;
  if (!store || !sim || !history)
    throw new Error('a venue with activity has a store, a simulation and history');
  live = { venue, store, sim, history, close: () => venue.close() };
  return { live, keys, url: venue.url, wsUrl: venue.url.replace('http', 'ws') };
}

const admin = (url: string, path: string, body?: unknown, token = TOKEN) =>
  fetch(`${url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'X-Admin-Token': token, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));

async function open(url: string) {
  const client = await connect(url);
  clients.push(client);
  return client;
}

describe('admin endpoint', () => {
  it('needs the token and is absent without --admin-token', async () => {
    const { url } = await start();
    expect((await admin(url, '/admin/faults', undefined, 'wrong')).status).toBe(401);
    expect((await send(url, '/admin/faults')).status).toBe(401);
    const report = await admin(url, '/admin/faults');
    expect(report).toMatchObject({ status: 200, body: { latencyMs: 0, serverErrorPercent: 0 } });
    expect((await admin(url, '/admin/faults', { latencyMs: -1 })).status).toBe(400);
    await live?.close();
    live = undefined;
    const plain = await start({ adminToken: undefined });
    expect((await admin(plain.url, '/admin/faults')).status).toBe(404);
  });

  it('credits a deposit and emits balanceUpdate on the user-data stream', async () => {
    const { url, wsUrl, keys } = await start();
    const client = await open(`${wsUrl}/ws-api/v3`);
    const params: Record<string, unknown> = { apiKey: keys.ed25519.apiKey, timestamp: Date.now() };
    const signature = signPayload(keys, 'ed25519', wsApiPayload(params).toString());
    client.send({ id: 1, method: 'userDataStream.subscribe.signature', params: { ...params, signature } });
    await client.next((m) => m.id === 1);
    const credited = await admin(url, '/admin/deposit', {
      account: 'alice',
      asset: 'USDT',
      amount: '2500.5',
    });
    expect(credited).toMatchObject({
      status: 200,
      body: { asset: 'USDT', amount: '2500.50000000', free: '102500.50000000' },
    });
    const update = await client.next((m) => (m.event as { e?: string } | undefined)?.e === 'balanceUpdate');
    expect(update.event).toMatchObject({ a: 'USDT', d: '2500.50000000' });
    expect(
      (await admin(url, '/admin/deposit', { account: 'nobody', asset: 'USDT', amount: '1' })).status,
    ).toBe(400);
  });
});

describe('admin state', () => {
  it("answers an account's balances, orders, lists and trades as the engine holds them", async () => {
    const { url, keys } = await start();
    const placed = await sendSigned(url, keys, '/api/v3/order', {
      method: 'POST',
      body: 'symbol=BTCUSDT&side=BUY&type=LIMIT&timeInForce=GTC&quantity=0.01&price=1000&newClientOrderId=admin-probe',
      timestamp: Date.now(),
    });
    expect(placed.status).toBe(200);
    const state = await admin(url, '/admin/state?account=alice&symbol=BTCUSDT');
    expect(state.status).toBe(200);
    expect(state.body.openOrders).toEqual([
      expect.objectContaining({ clientOrderId: 'admin-probe', status: 'NEW', price: '1000.00000000' }),
    ]);
    expect(state.body.allOrders).toHaveLength(1);
    expect(state.body.orderLists).toEqual([]);
    expect(state.body.myTrades).toEqual([]);
    const balances = (state.body.account as { balances: { asset: string; locked: string }[] }).balances;
    expect(balances.find((b) => b.asset === 'USDT')?.locked).toBe('10.00000000');
    expect((await admin(url, '/admin/state?account=nobody&symbol=BTCUSDT')).status).toBe(400);
    expect((await admin(url, '/admin/state?account=alice')).status).toBe(400);
    expect((await admin(url, '/admin/state?account=alice&symbol=BTCUSDT', undefined, 'wrong')).status).toBe(
      401,
    );
  });
});

describe('stream faults', () => {
  it('leaves a gap in U/u when a depth event is dropped, and the book stays consistent', async () => {
    const { url, wsUrl } = await start({ activity: 'busy' });
    const client = await open(`${wsUrl}/ws/btcusdt@depth@100ms`);
    await client.next((m) => m.e === 'depthUpdate');
    await admin(url, '/admin/faults', { dropDepthEvent: ['BTCUSDT'] });
    const count = client.messages.length;
    await client.next(() => client.messages.length >= count + 3);
    const diffs = client.messages as { U: number; u: number }[];
    const gaps = diffs.slice(1).filter((d, i) => d.U !== (diffs[i]?.u ?? 0) + 1);
    expect(gaps).toHaveLength(1);
    const depth = (live as LiveVenue).store.queries.depth('BTCUSDT', 5000);
    expect(depth.lastUpdateId).toBeGreaterThanOrEqual(diffs.at(-1)?.u ?? 0);
  });

  it('drops every WebSocket every N seconds', async () => {
    const { url, wsUrl } = await start();
    const client = await open(`${wsUrl}/ws/btcusdt@trade`);
    await admin(url, '/admin/faults', { dropWebSocketEverySeconds: 1 });
    expect(await client.closed).toBe(1006);
    expect((await admin(url, '/admin/faults', { dropWebSocketEverySeconds: 0 })).status).toBe(200);
  });

  it('stops the simulated market in a halted symbol', async () => {
    const { url } = await start({ activity: 'busy' });
    const l = live as LiveVenue;
    await admin(url, '/admin/faults', { symbolStatus: { BTCUSDT: 'HALT' } });
    l.sim.stop();
    const before = l.store.queries.recentTrades('BTCUSDT', 1).at(-1)?.id;
    for (let i = 0; i < 20; i += 1) l.sim.step();
    expect(l.store.queries.recentTrades('BTCUSDT', 1).at(-1)?.id).toBe(before);
    const ethBefore = l.store.queries.depth('ETHUSDT', 5000).lastUpdateId;
    l.sim.step();
    expect(l.store.queries.depth('ETHUSDT', 5000).lastUpdateId).toBeGreaterThan(ethBefore);
  });
});

describe('live venue start', () => {
  it('serves history klines from the seed ending at the live starting price', async () => {
    const { live: l } = await start();
    const klines = l.history.historicalKlines('BTCUSDT', '1m', { limit: 1000 });
    expect(klines).toHaveLength(1000);
    expect(klines.at(-1)?.[4]).toBe(l.sim.fairPrice('BTCUSDT'));
  });

  it('keeps the simulated book, prices and history across a restart', async () => {
    const { live: first } = await start({ activity: 'off' });
    const dataDir = dirs.at(-1);
    // Drive the simulation by hand, as busy as it gets.
    const busy = new SimulatedMarket({
      venue: first.store,
      symbols: engineSymbols(PAPER_SYMBOLS.filter((s) => s.symbol === 'BTCUSDT')),
      activity: 'busy',
      seed: 9,
    });
    for (let i = 0; i < 40; i += 1) busy.step();
    const book = first.store.queries.depth('BTCUSDT', 5000);
    const last = first.store.queries.lastPrice('BTCUSDT');
    const firstTradeTime = first.store.queries.trades('BTCUSDT').firstTradeTime;
    const firstHistory = first.history.historicalKlines('BTCUSDT', '1h', { limit: 1000 });
    await first.close();
    live = undefined;
    const { live: second } = await start({ activity: 'off', dataDir });
    expect(second.store.queries.depth('BTCUSDT', 5000)).toEqual(book);
    expect(second.sim.fairPrice('BTCUSDT')).toBe(last);
    // The history is the one of the directory's first start: before its trades, ending at its start price.
    expect(second.history.historicalKlines('BTCUSDT', '1h', { limit: 1000 })).toEqual(firstHistory);
    expect(second.history.endTime).toBeLessThanOrEqual(firstTradeTime ?? 0);
    const [btc] = engineSymbols(PAPER_SYMBOLS.filter((s) => s.symbol === 'BTCUSDT'));
    const units = new MarketUnits(btc as SymbolConfig);
    expect(firstHistory.at(-1)?.[4]).toBe(units.price(units.referenceTicks));
  });

  it('streams the kline that spans the start with its historical part', async () => {
    const { live: l, wsUrl } = await start();
    const client = await open(`${wsUrl}/ws/btcusdt@kline_1d`);
    const { k } = await client.next<{ k: Record<string, unknown> }>((m) => m.e === 'kline');
    const [row] = l.history.historicalKlines('BTCUSDT', '1d', { startTime: k.t as number, limit: 1 });
    const expected =
      row && row[0] === k.t ? { o: row[1], h: row[2], l: row[3], v: row[5], n: row[8] } : { n: 0 };
    expect(k).toMatchObject(expected);
  });
});
