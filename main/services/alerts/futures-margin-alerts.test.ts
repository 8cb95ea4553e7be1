import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dec } from '@shared/decimal/decimal';
import type { AlertFired, AlertView } from '@shared/ipc/alerts';
import type { Handlers } from '@shared/ipc/contract';
import type { MarkView } from '@shared/ipc/market';
import { setMarkPrice } from '../../paper-venue/futures';
import { createIpcRouter } from '../../ipc/router';
import { startLoopbackVenue, type LoopbackVenue } from '../../venue/test-support/loopback-venue';
import { createFuturesService } from '../futures/futures-service';
import { futuresVenueOf } from '../futures/futures-venue';
import type { MarketService } from '../market/market-service';
import { paperMarketService } from '../market/test-support';
import { createAlertsService } from './alerts-service';
import { watchedMarket } from './test-support';
import { futuresMarginOf } from './futures-margin-basis';
import { crossMarginRatio } from '@shared/api/futures/margin-ratio';

/** A USD-M contract's margin ratio alert against the paper venue over loopback: its account and its marks. */
let venue: LoopbackVenue;
let market: MarketService;
let dataDir: string;
let fired: AlertFired[];
let marks: MarkView[];
let alerts: ReturnType<typeof createAlertsService>;
let futures: ReturnType<typeof createFuturesService>;

const context = { sessionId: 's1' };

beforeEach(async () => {
  venue = await startLoopbackVenue(['trader']);
  dataDir = await mkdtemp(join(tmpdir(), 'tt-futures-margin-alerts-'));
  const client = venue.client('trader');
  market = paperMarketService(venue.url, { usdm: client.futures.usdm });
  futures = createFuturesService({ venue: async () => futuresVenueOf(client), emit: () => undefined });
  fired = [];
  marks = [];
  alerts = createAlertsService({
    dataDir,
    activeProfile: async () => 'paper',
    market: watchedMarket(market, marks),
    futuresMargin: futuresMarginOf({
      positionOf: (family, symbol) => futures.positionOf(family, symbol),
      ...futures.margin,
    }),
    emit: (name, payload) => {
      if (name === 'tt:alerts:fired') fired.push(payload as AlertFired);
    },
    notify: () => undefined,
  });
});

afterEach(async () => {
  alerts.dispose();
  await alerts.flush();
  futures.dispose();
  market.dispose();
  await venue.close();
  await rm(dataDir, { recursive: true, force: true });
});

const trusted = { trusted: true, description: 'test', sessionId: 's1' };
const ipc = async <T = AlertView>(channel: keyof typeof alerts.handlers, args: unknown) => {
  const router = createIpcRouter(alerts.handlers as Partial<Handlers> as Handlers);
  const response = await router.dispatch(channel, args, trusted);
  if (!response.ok) throw new Error(response.error.message);
  return response.value as T;
};

/** The venue's own cross margin ratio of USDT now, from its account. */
async function venueRatio() {
  const account = await futures.handlers['tt:futures:account']({ family: 'usdm' }, context);
  const usdt = account.wallets.find((w) => w.asset === 'USDT')!;
  return crossMarginRatio(
    usdt.crossWalletBalance,
    account.positions.map((p) => ({
      maintMargin: p.maintMargin,
      unrealized: p.unrealizedPnl,
      isolated: p.isolated,
    })),
  )!;
}

describe("a futures contract's margin ratio alert", () => {
  it('values the margin at each mark and fires where the ratio crosses above the percentage, as the venue counts it', async () => {
    setMarkPrice(venue.state, 'BTCUSDT', '30000', Date.now());
    await futures.handlers['tt:futures:place'](
      { family: 'usdm', order: { type: 'MARKET', symbol: 'BTCUSDT', side: 'BUY', quantity: '5.000' } },
      context,
    );
    const alert = await ipc('tt:alerts:create', {
      symbol: 'BTCUSDT',
      market: 'usdm',
      condition: { kind: 'marginRatio', percent: '50' },
      sound: false,
    });
    expect(alert).toMatchObject({ market: 'usdm', status: 'armed' });
    await vi.waitFor(() => expect(marks.length).toBeGreaterThan(0), { timeout: 5000 });
    // 5 BTC bought near 30,000 on a 10,000 USDT wallet: at 28,500 the ratio is about a quarter.
    setMarkPrice(venue.state, 'BTCUSDT', '28500', Date.now());
    await vi.waitFor(() => expect(dec(marks.at(-1)!.markPrice).eq('28500')).toBe(true), { timeout: 5000 });
    expect(fired).toEqual([]);
    expect((await venueRatio()).lt('0.5')).toBe(true);
    // At 28,200 it is past a half, short of the venue's liquidation at 100 %.
    setMarkPrice(venue.state, 'BTCUSDT', '28200', Date.now());
    await vi.waitFor(() => expect(fired).toHaveLength(1), { timeout: 5000 });
    const ratio = await venueRatio();
    expect(ratio.gt('0.5') && ratio.lt(1)).toBe(true);
    const percent = ratio.mul(100).toDecimalPlaces(2).toFixed(2);
    expect(fired[0]!.message).toBe(
      `BTCUSDT USD-M margin ratio crossed above 50 %: ${percent} % at a mark of 28,200.0.`,
    );
  });

  it('is a contract’s alert only, and counts a position opened after it was set', async () => {
    await expect(
      ipc('tt:alerts:create', {
        symbol: 'BTCUSDT',
        condition: { kind: 'marginRatio', percent: '50' },
        sound: false,
      }),
    ).rejects.toThrow(/a contract's alert/);
    setMarkPrice(venue.state, 'BTCUSDT', '30000', Date.now());
    await ipc('tt:alerts:create', {
      symbol: 'BTCUSDT',
      market: 'usdm',
      condition: { kind: 'marginRatio', percent: '50' },
      sound: false,
    });
    await futures.handlers['tt:futures:place'](
      { family: 'usdm', order: { type: 'MARKET', symbol: 'BTCUSDT', side: 'BUY', quantity: '5.000' } },
      context,
    );
    // The venue told of the new position: the alert reads the margin again.
    await alerts.futuresPositionChanged('usdm', 'BTCUSDT');
    setMarkPrice(venue.state, 'BTCUSDT', '28200', Date.now());
    await vi.waitFor(() => expect(fired).toHaveLength(1), { timeout: 5000 });
  });
});
