import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BalanceView } from '@shared/ipc/account';
import { accountsFile } from '../../paper-venue/accounts/accounts-file';
import { startPaperVenue, type PaperVenue } from '../../paper-venue/venue';
import { sign } from '../../venue/sign';
import { createVenueClient, type VenueClient } from '../../venue/venue-client';
import type { ExecutionReport } from '@shared/api/spot/user-data';
import { createUserDataStream, type UserDataStream } from '../../venue/user-data/user-data-stream';
import { wsApiUrlOf } from '../../venue/user-data/ws-api-signature';
import { createAccountService, type AccountService } from '../account/account-service';
import { SENDING_SHOWN_AFTER_MS } from './order-core';
import { createOrderManager, type OrderManager } from './order-manager';
import { recordedEvents } from './test-support/recorded-events';
import { btcLimit } from './test-support/btc-limit';

/**
 * The order manager and the account kept current by the venue's own user-data stream (WebSocket API),
 * and the venue's fault injection answering 503 after it executed an order.
 */
const ALICE = { apiKey: 'udAliceKey0001', secret: 'udAliceSecretNeverShown' };
const BOB = { apiKey: 'udBobKey0001', secret: 'udBobSecretNeverShown' };

let venue: PaperVenue;
let dataDir: string;
let alice: VenueClient;
let bob: VenueClient;
let orders: OrderManager;
let account: AccountService;
let stream: UserDataStream;
let subscriptions = 0;
const recorded = recordedEvents();
/** The stream's order reports, each once the order manager and the account have had it. */
const reports: ExecutionReport[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'tt-user-data-'));
  const trader = (name: string, key: { apiKey: string; secret: string }) => ({
    name,
    permissions: ['SPOT'],
    balances: { USDT: '100000', BTC: '10' },
    commission: { maker: '0.001', taker: '0.002' },
    keys: [{ apiKey: key.apiKey, type: 'HMAC' as const, secret: key.secret }],
  });
  venue = await startPaperVenue({
    dataDir,
    accounts: accountsFile.parse({ accounts: [trader('alice', ALICE), trader('bob', BOB)] }),
    adminToken: 'adminTokenForTheseTestsOnly',
  });
  const client = (key: typeof ALICE) =>
    createVenueClient({
      baseUrls: { spot: venue.url },
      credentials: { apiKey: key.apiKey, signingKey: { type: 'HMAC', secret: key.secret } },
      resyncMs: 0,
    });
  alice = client(ALICE);
  bob = client(BOB);
  orders = createOrderManager({
    spot: async () => alice.spot,
    emit: recorded.emit,
    sleep: () => Promise.resolve(),
  });
  account = createAccountService({
    spot: async () => alice.spot,
    meter: async () => alice.meter,
    emit: recorded.emit,
  });
  stream = createUserDataStream({
    url: wsApiUrlOf(venue.url),
    credentials: { apiKey: ALICE.apiKey, sign: (p) => sign(p, { type: 'HMAC', secret: ALICE.secret }) },
    serverNow: async () => {
      await alice.clock.ready();
      return alice.clock.serverNow();
    },
    onEvent: (event) => {
      orders.onUserData(event);
      account.onUserData(event);
      if (event.e === 'executionReport') reports.push(event);
    },
    onSubscribed: () => (subscriptions += 1),
    onStatus: (status) => recorded.emit('tt:market:streamStatus', status),
  });
  stream.start();
  await vi.waitFor(() => expect(subscriptions).toBe(1));
});

afterAll(async () => {
  await stream.stop();
  orders.dispose();
  alice.dispose();
  bob.dispose();
  await venue.close();
  await rm(dataDir, { recursive: true, force: true });
});

const balanceOf = (asset: string): BalanceView | undefined =>
  recorded
    .of('tt:account:balances')
    .flatMap((e) => e.balances)
    .filter((b) => b.asset === asset)
    .at(-1);

describe('the user-data stream keeps orders and balances current', () => {
  it('reports the stream live as "user-data"', () => {
    expect(recorded.of('tt:market:streamStatus').at(-1)).toMatchObject({
      stream: 'user-data',
      state: 'live',
    });
  });

  it('learns a fill from the stream alone, and the balances move by the fill and its commission', async () => {
    const placed = await orders.place(btcLimit('BUY', '0.01', '50000'));
    await vi.waitFor(() => expect(balanceOf('USDT')?.locked).toBe('500.00000000'));

    await bob.spot.newOrder({ symbol: 'BTCUSDT', side: 'SELL', type: 'MARKET', quantity: '0.01' });
    await vi.waitFor(() =>
      expect(recorded.of('tt:orders:notice').at(-1)).toMatchObject({
        kind: 'filled',
        order: { clientOrderId: placed.clientOrderId },
      }),
    );
    expect(orders.open()).toEqual([]);
    // maker: 0.1 % of 0.01 BTC is paid in BTC
    await vi.waitFor(() => expect(new Decimal(balanceOf('BTC')!.free).toFixed()).toBe('10.00999'));
    expect(balanceOf('USDT')).toMatchObject({ locked: '0.00000000' });
    expect(new Decimal(balanceOf('USDT')!.free).toFixed()).toBe('99500');
  });

  it('resolves an order the venue executed but answered 503 (fault injection), without sending it twice', async () => {
    venue.faults.apply({ serverErrorPercent: 100 });
    const placed = await orders.place(btcLimit('BUY', '0.01', '40000'));
    venue.faults.apply({ serverErrorPercent: 0 });
    expect(placed).toMatchObject({ status: 'UNKNOWN', problem: { kind: 'unknown-outcome', status: 503 } });
    await orders.settled();
    await vi.waitFor(() =>
      expect(orders.open()).toMatchObject([{ clientOrderId: placed.clientOrderId, status: 'NEW' }]),
    );
    expect(recorded.of('tt:orders:notice').at(-1)).toMatchObject({ kind: 'reconciled' });
    const atVenue = await alice.spot.openOrders({ symbol: 'BTCUSDT' });
    expect(atVenue.map((o) => o.clientOrderId)).toEqual([placed.clientOrderId]);
  });

  it("tells each state of an order once, though both the placement answer and the stream's reports tell it", async () => {
    const started = performance.now();
    const placed = await orders.place(btcLimit('BUY', '0.01', '40000', 'IOC'));
    const answeredAfter = performance.now() - started;
    await vi.waitFor(() =>
      expect(reports.some((r) => r.c === placed.clientOrderId && r.X === 'EXPIRED')).toBe(true),
    );
    const states = recorded
      .of('tt:orders:updated')
      .flatMap((e) => e.orders)
      .filter((o) => o.clientOrderId === placed.clientOrderId);
    const told = states.map((o) => o.status);
    // Never shown as SENDING when answered sooner than that is shown (a loaded machine may be slower)
    if (answeredAfter < SENDING_SHOWN_AFTER_MS) expect(told[0]).not.toBe('SENDING');
    const answered = told[0] === 'SENDING' ? told.slice(1) : told;
    // EXPIRED from whichever came first (NEW too, when the stream's report did)
    expect(answered).toEqual(answered.length === 1 ? ['EXPIRED'] : ['NEW', 'EXPIRED']);
    const report = reports.find((r) => r.c === placed.clientOrderId && r.X === 'EXPIRED')!;
    expect(states.at(-1)).toMatchObject({ orderId: report.i, time: report.O, updateTime: report.T });
  });

  it('shows an order as SENDING once the venue takes longer than SENDING_SHOWN_AFTER_MS, then as answered', async () => {
    const pushed = () =>
      recorded
        .of('tt:orders:updated')
        .slice(before)
        .flatMap((e) => e.orders);
    const before = recorded.of('tt:orders:updated').length;
    venue.faults.apply({ latencyMs: SENDING_SHOWN_AFTER_MS * 6 });
    const placing = orders.place(btcLimit('BUY', '0.01', '40000'));
    try {
      await vi.waitFor(() => expect(pushed().map((o) => o.status)).toEqual(['SENDING']));
    } finally {
      venue.faults.apply({ latencyMs: 0 });
    }
    const placed = await placing;
    const states = () =>
      new Set(pushed().flatMap((o) => (o.clientOrderId === placed.clientOrderId ? [o.status] : [])));
    // NEW from the stream's report, or from the answer, whose pushes leave just after it
    await vi.waitFor(() => expect([...states()]).toEqual(['SENDING', 'NEW']));
    await orders.cancel({ symbol: 'BTCUSDT', clientOrderId: placed.clientOrderId });
  });

  it('never carries a secret', () => {
    const text = JSON.stringify(recorded.events);
    expect(text).not.toContain(ALICE.secret);
    expect(text).not.toContain(BOB.secret);
  });
});
