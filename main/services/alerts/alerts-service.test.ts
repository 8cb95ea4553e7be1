import { btcLimit } from '../orders/test-support/btc-limit';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AlertFired, AlertView } from '@shared/ipc/alerts';
import type { Handlers } from '@shared/ipc/contract';
import type { TapeTrade } from '@shared/ipc/market';
import type { OrderNotice, OrderView } from '@shared/ipc/orders';
import { formatAmount, formatPrice } from '@shared/decimal/format';
import { precisionOf } from '@shared/market/symbol-precision';
import { createIpcRouter } from '../../ipc/router';
import { createSpotClient } from '../../venue/spot-client';
import { createMarketStream } from '../../venue/streams/market-stream';
import { createMarketService, type MarketService } from '../market/market-service';
import { startTradingVenue, type TradingVenue } from '../orders/test-support/trading-venue';
import { createPositionsService } from '../positions/positions-service';
import { createAlertsService, type AlertsServiceDeps } from './alerts-service';
import { positionBasisOf } from './position-basis';
import { alertsFile } from './alerts-store';

/**
 * Alerts against the real paper venue over loopback: its engine (no simulated market), so the only trades
 * are the test's own, bob buying what alice offers at a price the test picks.
 */
let venue: TradingVenue;
let market: MarketService;
let dataDir: string;
let fired: AlertFired[];
let notified: string[];
let seen: TapeTrade[];
let started: { dispose(): void; flush(): Promise<unknown> }[];

beforeEach(async () => {
  venue = await startTradingVenue();
  dataDir = await mkdtemp(join(tmpdir(), 'tt-alerts-'));
  market = createMarketService({
    client: createSpotClient({ baseUrl: venue.venue.url }),
    stream: createMarketStream({ url: venue.venue.url }),
    emit: () => undefined,
  });
  fired = [];
  notified = [];
  seen = [];
  started = [];
});

afterEach(async () => {
  for (const service of started) {
    service.dispose();
    await service.flush();
  }
  market.dispose();
  await venue.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const trusted = { trusted: true, description: 'test', sessionId: 's1' };

function startAlerts(extra: Pick<AlertsServiceDeps, 'positionBasis'> = {}) {
  const service = createAlertsService({
    ...extra,
    dataDir,
    activeProfile: async () => 'paper',
    // The trades the alerts see, so the test knows when their stream is live.
    market: {
      symbols: () => market.symbols(),
      followTrades: (symbol, listener) =>
        market.followTrades(symbol, (trade) => {
          seen.push(trade);
          listener(trade);
        }),
      futuresPrecision: (family, symbol) => market.futuresPrecision(family, symbol),
      followMark: (family, symbol, listener) => market.followMark(family, symbol, listener),
    },
    emit: (name, payload) => {
      if (name === 'tt:alerts:fired') fired.push(payload as AlertFired);
    },
    notify: ({ body }) => notified.push(body),
  });
  started.push(service);
  const router = createIpcRouter(service.handlers as Partial<Handlers> as Handlers);
  const ipc = async <T = AlertView>(channel: keyof typeof service.handlers, args: unknown) => {
    const response = await router.dispatch(channel, args, trusted);
    if (!response.ok) throw new Error(response.error.message);
    return response.value as T;
  };
  return { service, ipc };
}

/** One trade of 0.001 BTC at the price: alice offers, bob takes. */
async function trade(price: string) {
  await venue.alice.spot.newOrder(btcLimit('SELL', '0.001', price));
  await venue.bob.spot.newOrder({ symbol: 'BTCUSDT', side: 'BUY', type: 'MARKET', quantity: '0.001' });
}

/** Trades at the price until the alerts' stream has seen one (the subscription takes a moment). */
async function tradeUntilSeen(price: string) {
  const before = seen.length;
  await vi.waitFor(
    async () => {
      await trade(price);
      expect(seen.length).toBeGreaterThan(before);
    },
    { timeout: 5000, interval: 50 },
  );
}

/** BTCUSDT's tick on the venue the alerts watch. */
const btcTick = async () =>
  precisionOf((await market.symbols()).find((s) => s.symbol === 'BTCUSDT')!).tickSize;

describe('price alerts on the paper venue', () => {
  it('fire once when the market crosses, not where it starts, and keep what fired them', async () => {
    const { ipc, service } = startAlerts();
    const above = await ipc('tt:alerts:create', {
      symbol: 'BTCUSDT',
      condition: { kind: 'above', price: '50100' },
      sound: true,
    });
    const below = await ipc('tt:alerts:create', {
      symbol: 'BTCUSDT',
      condition: { kind: 'below', price: '49900.5' },
      sound: false,
    });
    expect(market.feedCount()).toBe(1);
    await tradeUntilSeen('50000');
    expect(fired).toEqual([]);

    await trade('50100.00');
    await vi.waitFor(() => expect(fired).toHaveLength(1));
    // Written on the symbol's tick and grouped, as the panes write prices.
    const shown = formatPrice('50100', await btcTick());
    expect(fired[0]).toMatchObject({
      alert: { id: above.id, status: 'fired', sound: true, fired: { price: '50100' } },
      message: `BTCUSDT crossed above ${shown}: traded at ${shown}.`,
    });
    expect(notified).toEqual([`BTCUSDT crossed above ${shown}: traded at ${shown}.`]);

    // Set above a market already past it: it waits for the market to come back and cross.
    const late = await ipc('tt:alerts:create', {
      symbol: 'BTCUSDT',
      condition: { kind: 'above', price: '50050' },
      sound: false,
    });
    await tradeUntilSeen('50200');
    await trade('50000');
    await trade('50060');
    await vi.waitFor(() => expect(fired).toHaveLength(2));
    expect(fired[1]!.alert).toMatchObject({ id: late.id, fired: { price: '50060' } });

    const list = await ipc<AlertView[]>('tt:alerts:list', {});
    expect(list.map((a) => [a.id, a.status])).toEqual([
      [above.id, 'fired'],
      [below.id, 'armed'],
      [late.id, 'fired'],
    ]);
    // Kept on disk, and read back by a new service on the same data directory.
    await service.flush();
    expect(await readFile(alertsFile(dataDir), 'utf8')).toContain('"status": "fired"');
    expect(await startAlerts().ipc<AlertView[]>('tt:alerts:list', {})).toEqual(list);

    // Re-armed, it fires at the next crossing from where the market then is.
    const rearmed = await ipc('tt:alerts:rearm', { id: above.id });
    expect(rearmed).toMatchObject({ status: 'armed', fired: null });
    await tradeUntilSeen('50000');
    await trade('50150');
    await vi.waitFor(() => expect(fired).toHaveLength(3));
    expect(fired[2]!.alert).toMatchObject({ id: above.id, fired: { price: '50150' } });
  });

  it('follows a symbol only while an armed price alert needs it', async () => {
    const { ipc } = startAlerts();
    const alert = await ipc('tt:alerts:create', {
      symbol: 'ETHUSDT',
      condition: { kind: 'move', percent: '1', windowMinutes: 5 },
      sound: false,
    });
    expect(market.feedCount()).toBe(1);
    await ipc('tt:alerts:update', { id: alert.id, condition: { kind: 'below', price: '10' } });
    expect(market.feedCount()).toBe(1);
    await ipc('tt:alerts:delete', { id: alert.id });
    expect(market.feedCount()).toBe(0);
    await ipc('tt:alerts:create', { symbol: 'ETHUSDT', condition: { kind: 'fill' }, sound: false });
    expect(market.feedCount()).toBe(0);
  });

  it('refuses bad input with a clear message', async () => {
    const { ipc } = startAlerts();
    const create = (symbol: string, condition: unknown) =>
      ipc('tt:alerts:create', { symbol, condition, sound: false });
    await expect(create('NOPEUSDT', { kind: 'above', price: '1' })).rejects.toThrow(
      'Unknown symbol NOPEUSDT: the venue does not list it.',
    );
    await expect(create('BTCUSDT', { kind: 'above', price: '0.000' })).rejects.toThrow(
      'condition.price: the price must be more than zero',
    );
    await expect(create('BTCUSDT', { kind: 'below', price: '-5' })).rejects.toThrow(
      'condition.price: the price is a plain decimal, like 101.25',
    );
    await expect(create('BTCUSDT', { kind: 'move', percent: '1', windowMinutes: 0 })).rejects.toThrow(
      'condition.windowMinutes: the window is at least 1 minute',
    );
    await expect(create('BTCUSDT', { kind: 'move', percent: '1', windowMinutes: 1441 })).rejects.toThrow(
      'condition.windowMinutes: the window is at most 1440 minutes (a day)',
    );
    await expect(create('BTCUSDT', { kind: 'move', percent: '150', windowMinutes: 5 })).rejects.toThrow(
      'condition.percent: the move is less than 100 %',
    );
    await expect(ipc('tt:alerts:rearm', { id: 'gone' })).rejects.toThrow(
      'There is no alert gone: it may have been deleted.',
    );
    expect(await ipc('tt:alerts:list', {})).toEqual([]);
  });

  it('a fill alert fires on a fill of its symbol with the fill’s average price, once', async () => {
    const { ipc, service } = startAlerts();
    const alert = await ipc('tt:alerts:create', {
      symbol: 'ETHUSDT',
      condition: { kind: 'fill' },
      sound: false,
    });
    const order = {
      symbol: 'ETHUSDT',
      executedQty: '0.50000000',
      cummulativeQuoteQty: '1500.25000000',
      price: '3001.00',
      updateTime: 1_800_000_000_000,
    } as OrderView;
    const filled = { kind: 'filled', order, message: 'Filled: BUY 0.5 ETHUSDT LIMIT.' } as OrderNotice;
    service.onOrderNotice({ ...filled, order: { ...order, symbol: 'BTCUSDT' } });
    service.onOrderNotice({ ...filled, kind: 'canceled' });
    expect(fired).toEqual([]);
    service.onOrderNotice(filled);
    service.onOrderNotice(filled);
    expect(fired).toEqual([
      {
        alert: expect.objectContaining({
          id: alert.id,
          status: 'fired',
          fired: {
            time: 1_800_000_000_000,
            price: '3000.5',
            message: 'Fill alert on ETHUSDT: Filled: BUY 0.5 ETHUSDT LIMIT.',
          },
        }),
        message: 'Fill alert on ETHUSDT: Filled: BUY 0.5 ETHUSDT LIMIT.',
      },
    ]);
  });
});

/** A trade of 0.001 BTC at the price between bob and himself, leaving alice's position as it is. */
async function bobTrades(price: string) {
  await venue.bob.spot.newOrder(btcLimit('SELL', '0.001', price));
  await venue.bob.spot.newOrder({
    symbol: 'BTCUSDT',
    side: 'BUY',
    type: 'MARKET',
    quantity: '0.001',
    selfTradePreventionMode: 'NONE',
  });
}

describe('P&L alerts on the paper venue', () => {
  it('fire when the position’s unrealized P&L crosses, valued as the Positions pane values it', async () => {
    const positions = createPositionsService({
      dataDir,
      spot: async () => venue.alice.spot,
      meter: async () => venue.alice.meter,
      balances: async () => (await venue.alice.spot.account()).balances,
      activeProfileId: async () => 'alice',
      profiles: async () => [],
      openProfile: () => Promise.reject(new Error('one profile only')),
    });
    const { ipc, service } = startAlerts({
      positionBasis: positionBasisOf({
        symbols: () => market.symbols(),
        positions: (quoteAsset, method) => positions.list(quoteAsset, method),
      }),
    });
    // Alice buys 0.01 BTC at 50000 from bob (her 10 BTC from the start have no cost and are left out).
    await venue.bob.spot.newOrder({
      symbol: 'BTCUSDT',
      side: 'SELL',
      type: 'LIMIT',
      timeInForce: 'GTC',
      quantity: '0.01',
      price: '50000',
    });
    await venue.alice.spot.newOrder({ symbol: 'BTCUSDT', side: 'BUY', type: 'MARKET', quantity: '0.01' });
    positions.tradeReported('BTCUSDT');
    const above = await ipc('tt:alerts:create', {
      symbol: 'BTCUSDT',
      condition: { kind: 'pnl', direction: 'above', amount: '5', method: 'average' },
      sound: false,
    });
    const below = await ipc('tt:alerts:create', {
      symbol: 'BTCUSDT',
      condition: { kind: 'pnl', direction: 'below', amount: '-5', method: 'fifo' },
      sound: false,
    });
    await service.positionChanged('BTCUSDT');
    expect(market.feedCount()).toBe(1);

    // 0.00998 BTC costed at 499 USDT (the fee was taken in BTC): at 50500 the P&L is 4.99, at 50600 5.988.
    const seenBefore = seen.length;
    await vi.waitFor(
      async () => {
        await bobTrades('50000');
        expect(seen.length).toBeGreaterThan(seenBefore);
      },
      { timeout: 5000, interval: 50 },
    );
    await bobTrades('50500');
    await bobTrades('50600');
    await vi.waitFor(() => expect(fired).toHaveLength(1));
    const view = await positions.list('USDT', 'average');
    const btc = view.positions.find((p) => p.asset === 'BTC')!;
    expect(btc.price).toBe('50600');
    expect(fired[0]).toMatchObject({
      alert: { id: above.id, status: 'fired', fired: { price: '50600' } },
      message: `BTCUSDT position P&L crossed above ${formatAmount('5', 'USDT')}: ${formatAmount(btc.unrealized!, 'USDT')} at ${formatPrice('50600', await btcTick())}.`,
    });
    expect(notified).toEqual([fired[0]!.message]);

    // Down through -5: -4.99 at 49500, -5.988 at 49400.
    await bobTrades('49500');
    expect(fired).toHaveLength(1);
    await bobTrades('49400');
    await vi.waitFor(() => expect(fired).toHaveLength(2));
    expect(fired[1]!.alert).toMatchObject({ id: below.id, fired: { price: '49400' } });
    expect(fired[1]!.message).toBe(
      `BTCUSDT position P&L crossed below ${formatAmount('-5', 'USDT')}: ${formatAmount('-5.988', 'USDT')} at ${formatPrice('49400', await btcTick())}.`,
    );
  });

  it('refuses a P&L that is not a plain decimal', async () => {
    const { ipc } = startAlerts();
    await expect(
      ipc('tt:alerts:create', {
        symbol: 'BTCUSDT',
        condition: { kind: 'pnl', direction: 'above', amount: '5 USDT', method: 'average' },
        sound: false,
      }),
    ).rejects.toThrow('condition.amount: the P&L is a plain decimal, like -25 or 150.5');
  });
});
