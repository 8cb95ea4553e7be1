import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AlertFired, AlertView } from '@shared/ipc/alerts';
import type { Handlers } from '@shared/ipc/contract';
import type { MarkView } from '@shared/ipc/market';
import { setMarkPrice } from '../../paper-venue/futures';
import { startPaperVenue, type PaperVenue } from '../../paper-venue/venue';
import { createIpcRouter } from '../../ipc/router';
import type { MarketService } from '../market/market-service';
import { paperMarketService } from '../market/test-support';
import { createAlertsService } from './alerts-service';
import { watchedMarket } from './test-support';

/** A futures contract's alerts against the paper venue's USD-M market over loopback: its mark stream. */
let venue: PaperVenue;
let market: MarketService;
let dataDir: string;
let fired: AlertFired[];
let notified: string[];
let marks: MarkView[];
let service: ReturnType<typeof createAlertsService>;

/**
 * The alerts service on this data directory, reading the venue through `market`; the marks it sees,
 * its firings and its notifications are kept for the test.
 */
function startAlerts() {
  return createAlertsService({
    dataDir,
    activeProfile: async () => 'paper',
    // The marks the alerts see, so the test knows when their stream is live.
    market: watchedMarket(market, marks),
    emit: (name, payload) => {
      if (name === 'tt:alerts:fired') fired.push(payload as AlertFired);
    },
    notify: ({ body }) => notified.push(body),
  });
}

beforeEach(async () => {
  venue = await startPaperVenue({ host: '127.0.0.1', port: 0 });
  dataDir = await mkdtemp(join(tmpdir(), 'tt-futures-alerts-'));
  market = paperMarketService(venue.url);
  fired = [];
  notified = [];
  marks = [];
  service = startAlerts();
});

afterEach(async () => {
  service.dispose();
  await service.flush();
  market.dispose();
  await venue.close();
  await rm(dataDir, { recursive: true, force: true });
});

const trusted = { trusted: true, description: 'test', sessionId: 's1' };
const ipc = async <T = AlertView>(channel: keyof typeof service.handlers, args: unknown) => {
  const router = createIpcRouter(service.handlers as Partial<Handlers> as Handlers);
  const response = await router.dispatch(channel, args, trusted);
  if (!response.ok) throw new Error(response.error.message);
  return response.value as T;
};

describe("a futures contract's alerts", () => {
  it('fire when the mark price crosses, told in the contract’s words, and follow no spot trades', async () => {
    setMarkPrice(venue.futures, 'BTCUSDT', '30500', Date.now());
    const alert = await ipc('tt:alerts:create', {
      symbol: 'BTCUSDT',
      market: 'usdm',
      condition: { kind: 'above', price: '31000' },
      sound: true,
    });
    expect(alert).toMatchObject({ symbol: 'BTCUSDT', market: 'usdm', status: 'armed' });
    // The mark stream is live, on the near side of the price.
    await vi.waitFor(() => expect(marks.length).toBeGreaterThan(0), { timeout: 5000 });
    expect(fired).toEqual([]);
    // One feed: the contract's marks; the spot BTCUSDT market is another, and none was opened.
    expect(market.feedCount()).toBe(1);

    setMarkPrice(venue.futures, 'BTCUSDT', '31000.5', Date.now());
    await vi.waitFor(() => expect(fired).toHaveLength(1), { timeout: 5000 });
    const message = 'BTCUSDT USD-M mark crossed above 31,000.0: now 31,000.5.';
    expect(fired[0]!.message).toBe(message);
    expect(notified).toEqual([message]);
    const [kept] = await ipc<AlertView[]>('tt:alerts:list', {});
    expect(kept).toMatchObject({ status: 'fired', fired: { price: '31000.5' } });
    // Fired, it needs no stream any more.
    expect(market.feedCount()).toBe(0);

    // Kept over a restart: a new service reads it back as it was.
    service.dispose();
    await service.flush();
    service = startAlerts();
    const [again] = await ipc<AlertView[]>('tt:alerts:list', {});
    expect(again).toEqual(kept);
  });

  it('refuses a contract the family does not list, and kinds a mark cannot set off', async () => {
    await expect(
      ipc('tt:alerts:create', {
        symbol: 'DOGEUSDT',
        market: 'usdm',
        condition: { kind: 'above', price: '1' },
        sound: false,
      }),
    ).rejects.toThrow('Unknown symbol DOGEUSDT: the venue does not list it as a USD-M contract.');
    await expect(
      ipc('tt:alerts:create', {
        symbol: 'BTCUSDT',
        market: 'usdm',
        condition: { kind: 'fill' },
        sound: false,
      }),
    ).rejects.toThrow("a futures contract's alert watches its mark price");
    const armed = await ipc('tt:alerts:create', {
      symbol: 'BTCUSDT',
      market: 'usdm',
      condition: { kind: 'below', price: '1000' },
      sound: false,
    });
    await expect(ipc('tt:alerts:update', { id: armed.id, condition: { kind: 'fill' } })).rejects.toThrow(
      "A futures contract's alert watches its mark price: it crosses a price, moves, or values the position.",
    );
  });
});
