import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventName, PayloadOf } from '@shared/ipc/contract';
import { futuresRoutes, setMarkPrice } from '../../paper-venue/futures';
import { startPaperVenue, type PaperVenue } from '../../paper-venue/venue';
import { createSpotClient } from '../../venue/spot-client';
import { createMarketStream } from '../../venue/streams/market-stream';
import { createVenueClient } from '../../venue/venue-client';
import { createMarketService, type MarketService } from './market-service';
import { paperMarketService } from './test-support';

/** The USD-M market as the paper venue serves it over loopback (/fapi REST, /fstream streams). */
describe('market service on a futures market', () => {
  let venue: PaperVenue;
  let service: MarketService;
  let emitted: { name: EventName; payload: unknown }[];
  const session = { sessionId: 's' };
  const of = <E extends EventName>(name: E) =>
    emitted.filter((e) => e.name === name).map((e) => e.payload as PayloadOf<E>);
  /** The futures socket is open: what the venue does from now on is streamed. */
  const futuresLive = () =>
    vi.waitFor(() =>
      expect(
        of('tt:market:streamStatus').some((s) => s.stream === 'USD-M market' && s.state === 'live'),
      ).toBe(true),
    );
  const venueGet = async <T>(path: string): Promise<T> => (await fetch(`${venue.url}${path}`)).json() as T;

  beforeEach(async () => {
    venue = await startPaperVenue({ host: '127.0.0.1', port: 0 });
    emitted = [];
    service = paperMarketService(venue.url, {
      emit: (name, payload) => emitted.push({ name, payload }),
      frameMs: 20,
    });
  });

  afterEach(async () => {
    service.dispose();
    await venue.close();
  });

  it("tells main's own follower the contract's best bid and ask, on the feed a book watch shares", async () => {
    const { watchId } = await service.handlers['tt:market:watchBook'](
      { symbol: 'BTCUSDT', group: '0.1', levels: 5, market: 'usdm' },
      session,
    );
    const seen: { bid: string | null; ask: string | null }[] = [];
    const unfollow = service.followBest('usdm', 'BTCUSDT', (best) => seen.push(best));
    expect(service.feedCount()).toBe(1);
    const depth = await venueGet<{ bids: [string, string][]; asks: [string, string][] }>(
      '/fapi/v1/depth?symbol=BTCUSDT&limit=5',
    );
    await vi.waitFor(() => expect(seen.length).toBeGreaterThan(0));
    expect(Number(seen.at(-1)!.bid)).toBe(Number(depth.bids[0]![0]));
    expect(Number(seen.at(-1)!.ask)).toBe(Number(depth.asks[0]![0]));
    await futuresLive();
    setMarkPrice(venue.futures, 'BTCUSDT', '31000', Date.now());
    const moved = await venueGet<{ bids: [string, string][] }>('/fapi/v1/depth?symbol=BTCUSDT&limit=5');
    await vi.waitFor(() => expect(Number(seen.at(-1)!.bid)).toBe(Number(moved.bids[0]![0])));
    unfollow();
    unfollow();
    expect(service.feedCount()).toBe(1);
    await service.handlers['tt:market:unwatch']({ watchId }, session);
    expect(service.feedCount()).toBe(0);
  });

  it('paints the USD-M book the venue answers while it is quiet, and follows it when the mark moves', async () => {
    const { watchId } = await service.handlers['tt:market:watchBook'](
      { symbol: 'BTCUSDT', group: '0.1', levels: 5, market: 'usdm' },
      session,
    );
    // Nothing trades on this contract, so no diff comes: the book shows the venue's snapshot.
    const frame = await vi.waitFor(() => {
      const last = of('tt:market:book').findLast((f) => f.watchId === watchId);
      if (!last) throw new Error('no frame yet');
      return last;
    });
    const depth = await venueGet<{ bids: [string, string][]; asks: [string, string][] }>(
      '/fapi/v1/depth?symbol=BTCUSDT&limit=5',
    );
    expect(Number(frame.bestBid)).toBe(Number(depth.bids[0]![0]));
    expect(Number(frame.bestAsk)).toBe(Number(depth.asks[0]![0]));

    await futuresLive();
    setMarkPrice(venue.futures, 'BTCUSDT', '31000', Date.now());
    const moved = await venueGet<{ bids: [string, string][] }>('/fapi/v1/depth?symbol=BTCUSDT&limit=5');
    await vi.waitFor(() =>
      expect(Number(of('tt:market:book').at(-1)?.bestBid)).toBe(Number(moved.bids[0]![0])),
    );
    // The spot book of the same symbol is another feed, on another stream.
    expect(service.bookOf('BTCUSDT')).toBeUndefined();
  });

  it('tells the venue’s USD-M trades on the tape, the snapshot and the stream agreeing', async () => {
    await service.handlers['tt:market:watchTrades']({ symbol: 'BTCUSDT', market: 'usdm' }, session);
    await futuresLive();
    const order = futuresRoutes(venue.futures)['POST /fapi/v1/order']!.handler({
      accountId: '1',
      params: { symbol: 'BTCUSDT', side: 'BUY', type: 'MARKET', quantity: '0.010' },
      now: Date.now(),
    });
    expect(order.status).toBe(200);
    const told = await vi.waitFor(() => {
      const trades = of('tt:market:trades').flatMap((f) => f.trades);
      if (trades.length === 0) throw new Error('no trade yet');
      return trades;
    });
    const snapshot = await service.handlers['tt:market:recentTrades'](
      { symbol: 'BTCUSDT', limit: 10, market: 'usdm' },
      session,
    );
    expect(told.at(-1)).toEqual(snapshot.at(-1));
    expect(told.at(-1)?.side).toBe('BUY');
  });

  it('sends the mark price and funding the venue’s premiumIndex answers', async () => {
    await service.handlers['tt:market:watchMark']({ symbol: 'BTCUSDT', market: 'usdm' }, session);
    setMarkPrice(venue.futures, 'BTCUSDT', '30500', Date.now());
    const frame = await vi.waitFor(() => {
      const last = of('tt:market:mark').at(-1);
      if (!last || Number(last.markPrice) !== 30500) throw new Error('not yet');
      return last;
    });
    const premium = await venueGet<{ markPrice: string; lastFundingRate: string; nextFundingTime: number }>(
      '/fapi/v1/premiumIndex?symbol=BTCUSDT',
    );
    expect(frame).toMatchObject({
      market: 'usdm',
      symbol: 'BTCUSDT',
      markPrice: premium.markPrice,
      fundingRate: premium.lastFundingRate,
      nextFundingTime: premium.nextFundingTime,
    });
    const statuses = await service.handlers['tt:market:streamStatus'](undefined, session);
    expect(statuses.map((s) => s.stream)).toContain('USD-M market');
  });

  it('refuses a symbol the futures family does not list, and a family the venue does not serve', async () => {
    await expect(
      service.handlers['tt:market:watchMark']({ symbol: 'ETHBTC', market: 'usdm' }, session),
    ).rejects.toThrow('Unknown symbol ETHBTC: the venue lists no such USD-M contract.');
    await expect(
      service.handlers['tt:market:watchTrades']({ symbol: 'BTCUSD', market: 'coinm' }, session),
    ).rejects.toThrow('This venue serves no COIN-M futures market.');
    expect(service.feedCount()).toBe(0);
  });

  it('reads a COIN-M contract from /dapi and /dstream, its mark and funding as the venue answers', async () => {
    const coinm = createMarketService({
      client: createSpotClient({ baseUrl: venue.url }),
      stream: createMarketStream({ url: venue.url }),
      futures: {
        coinm: {
          client: createVenueClient({ baseUrls: { spot: venue.url, coinm: venue.url } }).futures.coinm!,
          stream: createMarketStream({ url: `${venue.url}/dstream`, name: 'COIN-M market' }),
        },
      },
      emit: (name, payload) => emitted.push({ name, payload }),
      frameMs: 20,
    });
    try {
      await coinm.handlers['tt:market:watchMark']({ symbol: 'BTCUSD_PERP', market: 'coinm' }, session);
      const { watchId } = await coinm.handlers['tt:market:watchBook'](
        { symbol: 'BTCUSD_PERP', group: '0.1', levels: 5, market: 'coinm' },
        session,
      );
      const [premium] = await venueGet<{ markPrice: string; lastFundingRate: string }[]>(
        '/dapi/v1/premiumIndex?symbol=BTCUSD_PERP',
      );
      await vi.waitFor(() =>
        expect(of('tt:market:mark').at(-1)).toMatchObject({
          market: 'coinm',
          symbol: 'BTCUSD_PERP',
          markPrice: premium!.markPrice,
          fundingRate: premium!.lastFundingRate,
        }),
      );
      const depth = await venueGet<{ bids: [string, string][] }>('/dapi/v1/depth?symbol=BTCUSD_PERP&limit=5');
      await vi.waitFor(() =>
        expect(Number(of('tt:market:book').findLast((f) => f.watchId === watchId)?.bestBid)).toBe(
          Number(depth.bids[0]![0]),
        ),
      );
    } finally {
      coinm.dispose();
    }
  });
});
