import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsFile } from '../paper-venue/accounts/accounts-file';
import { ROOMY_LIMITS } from '../paper-venue/adapter/live-fixture';
import { startPaperVenue, type PaperVenue } from '../paper-venue/venue';
import { createVenueClient } from './venue-client';
import type { SigningKey } from '../keys/signing-key';

// The venue client against the live paper venue (the real engine), for every family of endpoint and
// every key type: what the recorded-response tests in endpoints.test.ts show, shown again for real.

const pem = (type: 'ed25519' | 'rsa') => {
  const { publicKey, privateKey } =
    type === 'rsa' ? generateKeyPairSync('rsa', { modulusLength: 2048 }) : generateKeyPairSync('ed25519');
  return {
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
};
const ed = pem('ed25519');
const rsa = pem('rsa');
const balances = { USDT: '100000', BTC: '5' };
const commission = { maker: '0.001', taker: '0.001' };

let venue: PaperVenue;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'tt-live-client-'));
  venue = await startPaperVenue({
    dataDir,
    rateLimits: ROOMY_LIMITS,
    accounts: accountsFile.parse({
      accounts: [
        {
          name: 'maker',
          permissions: ['SPOT'],
          balances,
          commission,
          keys: [{ apiKey: 'makerHmacKey1', type: 'HMAC', secret: 'maker-secret-for-tests' }],
        },
        {
          name: 'taker',
          permissions: ['SPOT'],
          balances,
          commission,
          keys: [
            { apiKey: 'takerEd25519Key1', type: 'ED25519', publicKeyPem: ed.publicKeyPem },
            { apiKey: 'takerRsaKey1', type: 'RSA', publicKeyPem: rsa.publicKeyPem },
          ],
        },
      ],
    }),
  });
});

afterAll(async () => {
  await venue.close();
  await rm(dataDir, { recursive: true, force: true });
});

const clientWith = (apiKey: string, signingKey: SigningKey) =>
  createVenueClient({ baseUrls: { spot: venue.url }, credentials: { apiKey, signingKey }, resyncMs: 0 });

describe('the venue client on the live paper venue', () => {
  it('is accepted with HMAC, Ed25519 and RSA keys', async () => {
    const clients = [
      clientWith('makerHmacKey1', { type: 'HMAC', secret: 'maker-secret-for-tests' }),
      clientWith('takerEd25519Key1', { type: 'ED25519', privateKeyPem: ed.privateKeyPem }),
      clientWith('takerRsaKey1', { type: 'RSA', privateKeyPem: rsa.privateKeyPem }),
    ];
    for (const client of clients) {
      const account = await client.spot.account({ omitZeroBalances: true });
      expect(account.balances.map((b) => b.asset).sort()).toEqual(['BTC', 'USDT']);
      client.dispose();
    }
  });

  it('reads market data and exchangeInfo through their schemas', async () => {
    const client = createVenueClient({ baseUrls: { spot: venue.url }, resyncMs: 0 });
    const info = await client.spot.exchangeInfo();
    expect(info.symbols.map((s) => s.symbol)).toContain('BTCUSDT');
    const depth = await client.spot.depth({ symbol: 'BTCUSDT', limit: 5 });
    expect(depth.lastUpdateId).toBeGreaterThanOrEqual(0);
    await expect(client.spot.klines({ symbol: 'BTCUSDT', interval: '1m', limit: 3 })).resolves.toBeInstanceOf(
      Array,
    );
    client.dispose();
  });

  it('places, queries, trades, amends, replaces and cancels orders end to end', async () => {
    const maker = clientWith('makerHmacKey1', { type: 'HMAC', secret: 'maker-secret-for-tests' });
    const taker = clientWith('takerEd25519Key1', { type: 'ED25519', privateKeyPem: ed.privateKeyPem });

    const ask = await maker.spot.newOrder({
      symbol: 'BTCUSDT',
      side: 'SELL',
      type: 'LIMIT',
      timeInForce: 'GTC',
      quantity: '0.50000',
      price: '60000.00',
    });
    expect(ask.status).toBe('NEW');
    const byClientId = await maker.spot.queryOrder({
      symbol: 'BTCUSDT',
      origClientOrderId: ask.clientOrderId,
    });
    expect(byClientId.orderId).toBe(ask.orderId);

    const amended = await maker.spot.amendKeepPriority({
      symbol: 'BTCUSDT',
      orderId: ask.orderId,
      newQty: '0.40000',
    });
    expect(new Decimal(amended.amendedOrder.qty).eq('0.4')).toBe(true);
    const amendments = await maker.spot.orderAmendments({ symbol: 'BTCUSDT', orderId: ask.orderId });
    expect(amendments).toHaveLength(1);

    const buy = await taker.spot.newOrder({
      symbol: 'BTCUSDT',
      side: 'BUY',
      type: 'MARKET',
      quantity: '0.10000',
    });
    expect(buy.status).toBe('FILLED');
    expect(buy.fills.map((f) => f.price)).toEqual(['60000.00000000']);
    const [trade] = await taker.spot.myTrades({ symbol: 'BTCUSDT' });
    expect(trade).toMatchObject({ orderId: buy.orderId, isBuyer: true, isMaker: false });

    const replaced = await maker.spot.cancelReplace({
      symbol: 'BTCUSDT',
      cancelReplaceMode: 'STOP_ON_FAILURE',
      cancelOrderId: ask.orderId,
      side: 'SELL',
      type: 'LIMIT',
      timeInForce: 'GTC',
      quantity: '0.20000',
      price: '61000.00',
    });
    expect(replaced.outcome).toBe('replaced');
    const open = await maker.spot.openOrders({ symbol: 'BTCUSDT' });
    expect(open.map((o) => o.price)).toEqual(['61000.00000000']);

    const canceled = await maker.spot.cancelOpenOrders('BTCUSDT');
    expect(canceled).toHaveLength(1);
    await expect(maker.spot.openOrders({ symbol: 'BTCUSDT' })).resolves.toEqual([]);

    const readings = maker.meter.snapshot().readings;
    expect(readings.some((r) => r.kind === 'weight' && r.used > 0)).toBe(true);
    expect(readings.some((r) => r.kind === 'orders' && r.used > 0)).toBe(true);
    maker.dispose();
    taker.dispose();
  });

  it('places and cancels an OCO, and previews commission with order/test', async () => {
    const maker = clientWith('makerHmacKey1', { type: 'HMAC', secret: 'maker-secret-for-tests' });
    const list = await maker.spot.oco({
      symbol: 'BTCUSDT',
      side: 'SELL',
      quantity: '0.10000',
      above: { type: 'LIMIT_MAKER', price: '65000.00' },
      below: { type: 'STOP_LOSS_LIMIT', price: '54000.00', stopPrice: '55000.00', timeInForce: 'GTC' },
    });
    expect(list.contingencyType).toBe('OCO');
    await expect(maker.spot.openOrderLists()).resolves.toHaveLength(1);
    const canceled = await maker.spot.cancelOrderList({ symbol: 'BTCUSDT', orderListId: list.orderListId });
    expect(canceled.listOrderStatus).toBe('ALL_DONE');
    const preview = await maker.spot.testOrder(
      {
        symbol: 'BTCUSDT',
        side: 'BUY',
        type: 'LIMIT',
        timeInForce: 'GTC',
        quantity: '0.01000',
        price: '50000.00',
      },
      { computeCommissionRates: true },
    );
    expect(preview).toMatchObject({ standardCommissionForOrder: { maker: expect.any(String) } });
    maker.dispose();
  });
});
