import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import Decimal from 'decimal.js';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AccountSummary, LimitsView, Portfolio, PortfolioHistory } from '@shared/ipc/account';
import type { StreamStatus } from '@shared/ipc/market';
import type { OrderView } from '@shared/ipc/orders';
import { type Keychain } from '../keys/keychain';
import { createSpotClient } from '../venue/spot-client';
import { terminalForThisFile } from './test-support';

/** The terminal as the renderer sees it: the Paper profile trading on the embedded venue over IPC. */
const answers: unknown[] = [];
const fixture = terminalForThisFile({ activity: 'off' });
const { events } = fixture;
let bid: string;

async function call<T>(channel: string, args?: unknown): Promise<T> {
  const response = await fixture.dispatch<T>(channel, args);
  answers.push(response);
  if (!response.ok) throw new Error(`${channel}: ${response.error.message}`);
  return response.value;
}

beforeAll(async () => {
  // A resting bid a tenth under the market, within the symbol's percent-price band.
  const last = await createSpotClient({ baseUrl: fixture.terminal.venueUrl }).tickerPrice('BTCUSDT');
  bid = new Decimal(last.price).times('0.9').toDecimalPlaces(2).toFixed();
});

/** A 0.001 BTC good-till-cancelled limit buy; add its price. */
const smallLimitBuy = {
  symbol: 'BTCUSDT',
  side: 'BUY',
  type: 'LIMIT',
  timeInForce: 'GTC',
  quantity: '0.001',
};

describe('orders and account over the IPC contract', () => {
  it('reads the Paper account and places, lists and cancels an order with its key', async () => {
    const summary = await call<AccountSummary>('tt:account:summary');
    expect(summary.canTrade).toBe(true);
    const usdt = summary.balances.find((b) => b.asset === 'USDT');
    expect(usdt?.free).toMatch(/^\d+(\.\d+)?$/);

    const placed = await call<OrderView>('tt:orders:place', {
      order: {
        ...smallLimitBuy,
        price: bid,
      },
    });
    expect(placed).toMatchObject({ status: 'NEW' });
    expect(new Decimal(placed.price).toFixed()).toBe(bid);
    const open = await call<OrderView[]>('tt:orders:open', { symbol: 'BTCUSDT' });
    expect(open.map((o) => o.clientOrderId)).toContain(placed.clientOrderId);
    expect(events.some((e) => e.name === 'tt:orders:updated')).toBe(true);

    const cancelled = await call<OrderView>('tt:orders:cancel', {
      order: { symbol: 'BTCUSDT', clientOrderId: placed.clientOrderId },
    });
    expect(cancelled).toMatchObject({ status: 'CANCELED', orderId: placed.orderId });
  });

  it("subscribes the Paper profile's user-data stream (Ed25519 key, signed subscription)", async () => {
    await vi.waitFor(() =>
      expect(
        events.some(
          (e) =>
            e.name === 'tt:market:streamStatus' &&
            (e.payload as { stream: string; state: string }).stream === 'user-data' &&
            (e.payload as { state: string }).state === 'live',
        ),
      ).toBe(true),
    );
  });

  it("answers the user-data stream's status with the market stream's when asked", async () => {
    await vi.waitFor(async () => {
      const statuses = await call<StreamStatus[]>('tt:market:streamStatus');
      // The spot user-data stream, then each futures family's the Paper venue serves.
      expect(statuses.map((s) => s.stream)).toEqual([
        'market',
        'user-data',
        'usdm-user-data',
        'coinm-user-data',
      ]);
      expect(statuses[1]).toMatchObject({ stream: 'user-data', state: 'live', reason: null });
    });
  });

  it("ignores a client order id sent by the renderer: every id is main's own", async () => {
    // The contract's order schema strips unknown keys, so the renderer's id never reaches the venue.
    const placed = await call<OrderView>('tt:orders:place', {
      order: {
        ...smallLimitBuy,
        price: bid,
        newClientOrderId: 'mine',
      },
    });
    expect(placed.clientOrderId).toMatch(/^tt[a-z0-9]{30}$/);
    const all = await call<OrderView[]>('tt:orders:cancelAll', { symbol: 'BTCUSDT' });
    expect(all.map((o) => o.clientOrderId)).toEqual([placed.clientOrderId]);
  });

  it('values the portfolio and shows the request meter', async () => {
    const portfolio = await call<Portfolio>('tt:account:portfolio', { quoteAsset: 'USDT' });
    expect(portfolio.quoteAsset).toBe('USDT');
    expect(portfolio.total).toMatch(/^\d+(\.\d+)?$/);
    const limits = await call<LimitsView>('tt:account:limits');
    expect(limits.meters.some((m) => m.kind === 'weight' && m.used > 0)).toBe(true);
    await vi.waitFor(() => expect(events.some((e) => e.name === 'tt:account:limits')).toBe(true));
  });

  it("draws the portfolio's value over the last day from the venue's history, ending at its value now", async () => {
    const history = await call<PortfolioHistory>('tt:account:portfolioHistory', {
      quoteAsset: 'USDT',
      range: '24h',
    });
    const portfolio = await call<Portfolio>('tt:account:portfolio', { quoteAsset: 'USDT' });
    expect(history.interval).toBe('5m');
    expect(history.points.length).toBeGreaterThanOrEqual(288);
    // the market is still (activity off): the last point is the portfolio at the same last prices
    expect(history.points.at(-1)!.total).toBe(new Decimal(portfolio.total).toDecimalPlaces(8).toFixed());
    expect(new Set(history.points.map((p) => p.total)).size).toBeGreaterThan(1);
    await expect(call('tt:account:portfolioHistory', { quoteAsset: 'USDT', range: '1y' })).rejects.toThrow(
      /tt:account:portfolioHistory/,
    );
  });

  it('never lets the key reach an answer or an event', async () => {
    const profiles = JSON.parse(await readFile(join(fixture.dataDir, 'profiles.json'), 'utf8')) as {
      profiles: Array<{ key: { secretRef: Parameters<Keychain['read']>[0] } }>;
    };
    const secret = (await fixture.keychain.read(profiles.profiles[0]!.key.secretRef)).reveal();
    const body = secret.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');
    const text = JSON.stringify([answers, events]);
    expect(body.length).toBeGreaterThan(20);
    expect(text).not.toContain(body.slice(0, 40));
    expect(text).not.toContain('PRIVATE KEY');
  });
});
