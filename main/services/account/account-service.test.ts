import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LimitsView } from '@shared/ipc/account';
import { createOrderManager } from '../orders/order-manager';
import { recordedEvents } from '../orders/test-support/recorded-events';
import { startTradingVenue, traderClient, type TradingVenue } from '../orders/test-support/trading-venue';
import { createVenueClient, type VenueClient } from '../../venue/venue-client';
import { createAccountService, type AccountService } from './account-service';
import { btcLimit } from '../orders/test-support/btc-limit';

/** The account service live over loopback against the paper venue's engine. */
let v: TradingVenue;
let account: AccountService;
const recorded = recordedEvents();

beforeAll(async () => {
  v = await startTradingVenue();
  account = createAccountService({
    spot: async () => v.alice.spot,
    meter: async () => v.alice.meter,
    emit: recorded.emit,
  });
  account.watchMeter(v.alice.meter);
});
afterAll(async () => {
  account.dispose();
  await v.stop();
});

/** An account service over its own client, watching that client's request meter. */
function meteredService(client: VenueClient) {
  const events = recordedEvents();
  const service = createAccountService({
    spot: async () => client.spot,
    meter: async () => client.meter,
    emit: events.emit,
  });
  service.watchMeter(client.meter);
  return { service, events };
}

describe('account', () => {
  it('reads commission rates and the unfilled order counts', async () => {
    const rates = await account.commission('BTCUSDT');
    expect(rates).toMatchObject({ symbol: 'BTCUSDT', standardCommission: { maker: expect.any(String) } });
    const counts = await account.orderCounts();
    expect(counts.length).toBeGreaterThan(0);
    expect(counts.every((c) => c.rateLimitType === 'ORDERS')).toBe(true);
  });

  it('pushes the request meter as it changes', async () => {
    await account.summary();
    await vi.waitFor(() => expect(recorded.of('tt:account:limits').length).toBeGreaterThan(0));
    const pushed = recorded.of('tt:account:limits').at(-1) as LimitsView;
    expect(pushed.meters.some((m) => m.kind === 'weight' && m.window === '1m' && m.used > 0)).toBe(true);
    expect(pushed.blockedUntil).toBeNull();
  });

  it('shows a 429 block with its end and reason, pushed as it happens', async () => {
    // a client of its own: the block it learns holds for the rest of the venue's minute
    const blocked = traderClient('alice', v.venue.url);
    const { service, events } = meteredService(blocked);
    await blocked.clock.ready();
    v.venue.faults.apply({ rateLimitBurst: 1 });
    const refusal = await service.orderCounts().then(
      () => undefined,
      (error: unknown) => error as { kind?: string; status?: number },
    );
    expect(refusal).toMatchObject({ kind: 'rate-limited', status: 429 });
    const limits = await service.limits();
    expect(limits.blockedUntil).toBeGreaterThan(Date.now());
    expect(limits.blockedReason).toBe('HTTP 429: the request-weight limit was exceeded; every request waits');
    expect(events.of('tt:account:limits').at(-1)).toMatchObject({ blockedUntil: limits.blockedUntil });
    service.dispose();
    blocked.dispose();
  });

  it("shows a futures 429 as a block of every family on that host, spot's included", async () => {
    const shared = createVenueClient({ baseUrls: { spot: v.venue.url, usdm: v.venue.url }, resyncMs: 0 });
    const { service, events } = meteredService(shared);
    v.venue.faults.apply({ rateLimitBurst: 1 });
    await expect(shared.futures.usdm!.time()).rejects.toMatchObject({ kind: 'rate-limited', status: 429 });
    const limits = await service.limits();
    // mining sends to the spot host when no other is given
    expect(limits.blocks.map((b) => [b.family, b.scope])).toEqual([
      ['spot', 'all'],
      ['mining', 'all'],
      ['usdm', 'all'],
    ]);
    expect(limits.blocks.every((b) => b.until === limits.blockedUntil)).toBe(true);
    expect(events.of('tt:account:limits').at(-1)).toMatchObject({ blocks: limits.blocks });
    service.dispose();
    shared.dispose();
  });

  it('shows amendments and prevented matches of an order on demand', async () => {
    const orders = createOrderManager({ spot: async () => v.alice.spot, emit: recorded.emit });
    const resting = await orders.place(btcLimit('SELL', '0.02', '50000'));
    await orders.amend({ symbol: 'BTCUSDT', orderId: resting.orderId! }, '0.01');
    const amendments = await account.amendments('BTCUSDT', resting.orderId!);
    expect(amendments).toMatchObject([
      { orderId: resting.orderId, origQty: '0.02000000', newQty: '0.01000000' },
    ]);

    const taker = await orders.place({
      symbol: 'BTCUSDT',
      side: 'BUY',
      type: 'LIMIT',
      timeInForce: 'GTC',
      quantity: '0.01',
      price: '50000',
      selfTradePreventionMode: 'EXPIRE_TAKER',
    });
    expect(taker.status).toBe('EXPIRED_IN_MATCH');
    const prevented = await account.preventedMatches('BTCUSDT', taker.orderId!);
    expect(prevented).toMatchObject([
      { takerOrderId: taker.orderId, makerOrderId: resting.orderId, selfTradePreventionMode: 'EXPIRE_TAKER' },
    ]);
    orders.dispose();
  });

  it('values the portfolio in a quote asset from last prices, exactly', async () => {
    await v.bob.spot.newOrder(btcLimit('SELL', '0.01', '55000.5'));
    await v.alice.spot.newOrder({ symbol: 'BTCUSDT', side: 'BUY', type: 'MARKET', quantity: '0.01' });
    const portfolio = await account.portfolio('USDT');
    const btc = portfolio.assets.find((a) => a.asset === 'BTC')!;
    expect(new Decimal(btc.price!).toFixed()).toBe('55000.5');
    expect(btc.value).toBe(new Decimal(btc.amount).times('55000.5').toFixed());
    const usdt = portfolio.assets.find((a) => a.asset === 'USDT')!;
    expect(usdt.price).toBe('1');
    const priced = portfolio.assets.filter((a) => a.value !== null);
    expect(portfolio.total).toBe(priced.reduce((sum, a) => sum.plus(a.value!), new Decimal(0)).toFixed());
  });
});
