import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountTrade } from '@shared/api/spot/account';
import { dec, type Dec } from '@shared/decimal/decimal';
import type { PortfolioHistory } from '@shared/ipc/account';
import { accountsFile } from '../../paper-venue/accounts/accounts-file';
import { startPaperVenue, type PaperVenue } from '../../paper-venue/venue';
import type { UserDataEvent } from '@shared/api/spot/user-data';
import { createVenueClient, type VenueClient } from '../../venue/venue-client';
import { recordedEvents } from '../orders/test-support/recorded-events';
import { startRecordingProxy } from '../orders/test-support/recording-proxy';
import { createAccountService, type AccountService } from './account-service';

/**
 * The value history against the paper venue's real engine and its generated market history: alice trades
 * at three moments of the venue's clock (moved on between them), and points of the reconstructed history
 * are checked against the venue's own balances, trades and klines.
 */
const MINUTE = 60_000;
const KEYS = {
  alice: { apiKey: 'ttHistAlice0001', secret: 'ttHistAliceSecretNeverShown' },
  bob: { apiKey: 'ttHistBob0001', secret: 'ttHistBobSecretNeverShown' },
} as const;
const STARTING = { USDT: '100000', BTC: '10', ETH: '100', SOL: '500' };

let dataDir: string;
let venue: PaperVenue;
let proxy: Awaited<ReturnType<typeof startRecordingProxy>>;
let alice: VenueClient;
let bob: VenueClient;
let account: AccountService;
let shift = 0;
const venueNow = () => Date.now() + shift;
/** Alice's trades in the order they were made. */
const made: AccountTrade[][] = [];

const clientOf = (name: keyof typeof KEYS, baseUrl: string) =>
  createVenueClient({
    baseUrls: { spot: baseUrl },
    credentials: { apiKey: KEYS[name].apiKey, signingKey: { type: 'HMAC', secret: KEYS[name].secret } },
    resyncMs: 0,
  });

/** The venue's clock moves on; both clients measure it again. */
async function later(minutes: number) {
  shift += minutes * MINUTE;
  await Promise.all([alice.clock.sync(), bob.clock.sync()]);
}

/** Bob rests an order at the last price, alice takes it with a market order; her fills are kept. */
async function aliceTakes(symbol: string, side: 'BUY' | 'SELL', quantity: string) {
  const { price } = await bob.spot.tickerPrice(symbol);
  await bob.spot.newOrder({
    symbol,
    side: side === 'BUY' ? 'SELL' : 'BUY',
    type: 'LIMIT',
    timeInForce: 'GTC',
    quantity,
    price,
  });
  const ack = await alice.spot.newOrder({ symbol, side, type: 'MARKET', quantity });
  made.push(await alice.spot.myTrades({ symbol, orderId: ack.orderId }));
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'tt-value-history-'));
  const trader = (name: keyof typeof KEYS) => ({
    name,
    permissions: ['SPOT'],
    balances: STARTING,
    commission: { maker: '0.001', taker: '0.002' },
    keys: [{ apiKey: KEYS[name].apiKey, type: 'HMAC' as const, secret: KEYS[name].secret }],
  });
  venue = await startPaperVenue({
    accounts: accountsFile.parse({ accounts: [trader('alice'), trader('bob')] }),
    dataDir,
    activity: 'off',
    seed: 11,
    now: venueNow,
  });
  proxy = await startRecordingProxy(venue.url);
  alice = clientOf('alice', proxy.url);
  bob = clientOf('bob', venue.url);
  await Promise.all([alice.clock.sync(), bob.clock.sync()]);
  account = createAccountService({
    spot: async () => alice.spot,
    meter: async () => alice.meter,
    emit: recordedEvents().emit,
    now: venueNow,
  });

  await later(10);
  await aliceTakes('BTCUSDT', 'BUY', '0.5');
  await later(20);
  await aliceTakes('ETHBTC', 'SELL', '2');
  await later(20);
  await aliceTakes('SOLUSDT', 'BUY', '10');
  await later(20);
});
afterAll(async () => {
  account.dispose();
  alice.dispose();
  bob.dispose();
  await proxy.close();
  await venue.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The close of the last kline opening at or before `at`: the symbol's price at that time. */
async function priceAt(symbol: string, at: number): Promise<Dec> {
  const [kline] = await bob.spot.klines({ symbol, interval: '5m', endTime: at, limit: 1 });
  return dec(kline!.close);
}

/** Alice's balances now, undoing by hand every trade of hers after `at` (from the venue's own list). */
async function holdingsByHand(at: number): Promise<Map<string, Dec>> {
  const held = new Map<string, Dec>();
  for (const b of (await alice.spot.account()).balances) held.set(b.asset, dec(b.free).plus(b.locked));
  const bump = (asset: string, amount: Dec) => held.set(asset, (held.get(asset) ?? dec('0')).plus(amount));
  const sides: Record<string, [string, string]> = {
    BTCUSDT: ['BTC', 'USDT'],
    ETHBTC: ['ETH', 'BTC'],
    SOLUSDT: ['SOL', 'USDT'],
  };
  for (const symbol of Object.keys(sides)) {
    const [base, quote] = sides[symbol]!;
    for (const t of await alice.spot.myTrades({ symbol })) {
      if (t.time <= at) continue;
      bump(base, t.isBuyer ? dec(t.qty).negated() : dec(t.qty));
      bump(quote, t.isBuyer ? dec(t.quoteQty) : dec(t.quoteQty).negated());
      bump(t.commissionAsset, dec(t.commission));
    }
  }
  return held;
}

const pointBetween = (history: PortfolioHistory, from: number, to: number) =>
  history.points.find((p) => p.at >= from && p.at < to)!;
const firstTime = (fills: readonly AccountTrade[]) => Math.min(...fills.map((t) => t.time));
const lastTime = (fills: readonly AccountTrade[]) => Math.max(...fills.map((t) => t.time));

describe('portfolio value history', () => {
  it('before any trade, holds what the account started with, valued at the klines of that time', async () => {
    const history = await account.portfolioHistory('USDT', '24h');
    expect(history.interval).toBe('5m');
    expect(history.tradedSymbols).toEqual(
      expect.arrayContaining(['BTCUSDT', 'ETHBTC', 'SOLUSDT', 'ETHUSDT']),
    );
    expect(history.points.length).toBeGreaterThanOrEqual(288);
    const point = history.points.find((p) => p.at < firstTime(made[0]!) - 5 * MINUTE)!;
    const held = await holdingsByHand(point.at);
    // the trades undone by hand give back exactly the starting balances
    for (const [asset, amount] of Object.entries(STARTING))
      expect(held.get(asset)!.toFixed()).toBe(dec(amount).toFixed());
    const expected = dec(STARTING.USDT)
      .plus(dec(STARTING.BTC).times(await priceAt('BTCUSDT', point.at)))
      .plus(dec(STARTING.ETH).times(await priceAt('ETHUSDT', point.at)))
      .plus(dec(STARTING.SOL).times(await priceAt('SOLUSDT', point.at)));
    expect(point.total).toBe(expected.toDecimalPlaces(8).toFixed());
  });

  it('between two trades, holds the balances with the later trades undone', async () => {
    const history = await account.portfolioHistory('USDT', '24h');
    const point = pointBetween(history, lastTime(made[0]!), firstTime(made[1]!));
    const held = await holdingsByHand(point.at);
    expect(held.get('BTC')!.gt(STARTING.BTC)).toBe(true);
    let expected = held.get('USDT')!;
    for (const [asset, symbol] of [
      ['BTC', 'BTCUSDT'],
      ['ETH', 'ETHUSDT'],
      ['SOL', 'SOLUSDT'],
    ] as const)
      expected = expected.plus(held.get(asset)!.times(await priceAt(symbol, point.at)));
    expect(point.total).toBe(expected.toDecimalPlaces(8).toFixed());
  });

  it('values in another quote through the inverse pair and a bridge (SOL → USDT → BTC)', async () => {
    const history = await account.portfolioHistory('BTC', '24h');
    const point = pointBetween(history, lastTime(made[1]!), firstTime(made[2]!));
    const held = await holdingsByHand(point.at);
    const btcUsdt = await priceAt('BTCUSDT', point.at);
    const expected = held
      .get('BTC')!
      .plus(held.get('USDT')!.div(btcUsdt))
      .plus(held.get('ETH')!.times(await priceAt('ETHBTC', point.at)))
      .plus(
        held
          .get('SOL')!
          .times(await priceAt('SOLUSDT', point.at))
          .div(btcUsdt),
      );
    expect(point.total).toBe(expected.toDecimalPlaces(8).toFixed());
    expect(history.unpriced).toEqual([]);
  });

  it('ends now, at the balances and last prices', async () => {
    const history = await account.portfolioHistory('USDT', '7d');
    expect(history.interval).toBe('1h');
    const last = history.points.at(-1)!;
    const prices = new Map((await bob.spot.tickerPrices()).map((p) => [p.symbol, p.price]));
    let expected = dec('0');
    for (const b of (await alice.spot.account()).balances) {
      const amount = dec(b.free).plus(b.locked);
      expected = expected.plus(b.asset === 'USDT' ? amount : amount.times(prices.get(`${b.asset}USDT`)!));
    }
    expect(last.total).toBe(expected.toDecimalPlaces(8).toFixed());
    expect(history.points.slice(1).every((p, i) => p.at > history.points[i]!.at)).toBe(true);
  });

  it('asks the venue again only for what changed: klines closed since, and trades after a fill', async () => {
    await account.portfolioHistory('USDT', '24h');
    let from = proxy.seen.length;
    const again = await account.portfolioHistory('USDT', '24h');
    const paths = () => proxy.seen.slice(from).map((r) => r.path);
    expect(paths().filter((p) => p === '/api/v3/myTrades' || p === '/api/v3/exchangeInfo')).toEqual([]);

    await later(5);
    await aliceTakes('BTCUSDT', 'SELL', '0.1');
    const fill = made.at(-1)!;
    from = proxy.seen.length;
    // what the user-data stream reports for a fill (only the fields the service reads)
    account.onUserData({ e: 'executionReport', x: 'TRADE', s: 'BTCUSDT' } as UserDataEvent);
    // and the balances after it (the stream's outboundAccountPosition; here read from the venue)
    await account.resync();
    const after = await account.portfolioHistory('USDT', '24h');
    expect(paths().filter((p) => p === '/api/v3/myTrades')).toEqual(['/api/v3/myTrades']);
    expect(paths().filter((p) => p === '/api/v3/klines').length).toBeGreaterThan(0);
    expect(after.points.at(-1)!.at).toBeGreaterThan(again.points.at(-1)!.at);
    // the point before the new fill holds the 0.1 BTC it sold
    const before = pointBetween(after, lastTime(made.at(-2)!), firstTime(fill));
    const held = await holdingsByHand(before.at);
    const heldNow = await holdingsByHand(venueNow());
    expect(held.get('BTC')!.minus(heldNow.get('BTC')!).toFixed()).toBe('0.1');
  });

  it('pages older trades by 24-hour windows when a page is full, to the same history', async () => {
    const paging = createAccountService({
      spot: async () => alice.spot,
      meter: async () => alice.meter,
      emit: recordedEvents().emit,
      now: venueNow,
      tradesPageSize: 1,
    });
    account.reset(); // both start afresh: neither holds live samples
    const from = proxy.seen.length;
    const paged = await paging.portfolioHistory('USDT', '30d');
    const whole = await account.portfolioHistory('USDT', '30d');
    // the same points; the last one is each call's own now
    expect(paged.points.slice(0, -1)).toEqual(whole.points.slice(0, -1));
    expect(paged.points.at(-1)!.total).toBe(whole.points.at(-1)!.total);
    const asked = proxy.seen.slice(from).filter((r) => r.path === '/api/v3/myTrades').length;
    // a page of one: BTCUSDT's older fill is found only by the 24-hour windows before its newest
    expect(asked).toBeGreaterThan(whole.tradedSymbols.length + 1);
    paging.dispose();
  });

  it('keeps the values taken since the last kline close, until a closed kline replaces them', async () => {
    const bucket = 5 * MINUTE;
    await later((bucket - (venueNow() % bucket) + 1_000) / MINUTE); // just after a 5-minute close
    const first = await account.portfolioHistory('USDT', '24h');
    await later(1);
    const second = await account.portfolioHistory('USDT', '24h');
    expect(second.points.slice(0, -1)).toEqual(first.points);
    await later(5);
    const third = await account.portfolioHistory('USDT', '24h');
    const closes = third.points.slice(0, -1);
    // both samples fell in the bucket that has closed since: its close stands for them
    expect(closes.some((p) => p.at === first.points.at(-1)!.at || p.at === second.points.at(-1)!.at)).toBe(
      false,
    );
    expect(closes.at(-1)!.at).toBeGreaterThan(second.points.at(-1)!.at);
    expect(third.points.slice(1).every((p, i) => p.at > third.points[i]!.at)).toBe(true);
  });

  it('forgets everything it read when the profile changes', async () => {
    await account.portfolioHistory('USDT', '24h');
    account.reset();
    const from = proxy.seen.length;
    await account.portfolioHistory('USDT', '24h');
    const paths = proxy.seen.slice(from).map((r) => r.path);
    expect(paths).toContain('/api/v3/exchangeInfo');
    expect(paths).toContain('/api/v3/myTrades');
  });
});
