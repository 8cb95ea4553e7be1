import type { ExchangeInfo } from '@shared/api/spot/exchange-info';
import type { Emit, Handlers } from '@shared/ipc/contract';
import type { StreamStatus, TapeTrade, TickerView } from '@shared/ipc/market';
import { parseScaled } from '@shared/market/book';
import type { SpotClient } from '../../venue/spot-client';
import type { MarketStream } from '../../venue/streams/market-stream';
import { realTimers, type Timers } from '../../venue/streams/timers';
import { bookFeed, klinesFeed, tickersFeed, tradesFeed } from './feeds';
import { FrameThrottle } from './frame-throttle';
import { SharedFeeds } from './shared-feeds';
import { aggressorSide, changePercent } from './views';

export type MarketClient = Pick<SpotClient, 'depth' | 'trades' | 'klines' | 'tickers24hr' | 'exchangeInfo'>;

export interface MarketServiceDeps {
  readonly client: MarketClient;
  readonly stream: MarketStream;
  readonly emit: Emit;
  readonly now?: () => number;
  readonly timers?: Timers;
  /** The shortest time between two frames of one watch (default 100 ms). */
  readonly frameMs?: number;
  /**
   * Levels per side of the REST snapshot the book starts from (default 1000: weight 50, where 5000
   * weighs 250 and a minute's 6,000 would allow only 24 symbol switches).
   */
  readonly snapshotLimit?: number;
  /** The other streams' statuses (the user-data stream's), answered with the market stream's. */
  readonly otherStreams?: () => readonly StreamStatus[];
}

type MarketHandlers = Pick<Handlers, Extract<keyof Handlers, `tt:market:${string}`>>;

interface WatchEntry {
  readonly sessionId: string;
  readonly symbol?: string;
  end(): void;
  regroup?(group: string, levels: number): void;
}

/**
 * Live market data for the renderer (architecture rule 4): watches per IPC session, the underlying
 * streams ref-counted across watches, and frames — never raw diffs — cut at most once per interval.
 */
export function createMarketService(deps: MarketServiceDeps) {
  const now = deps.now ?? Date.now;
  const timers = deps.timers ?? realTimers;
  const frameMs = deps.frameMs ?? 100;
  const { client, stream, emit } = deps;

  const books = new SharedFeeds<ReturnType<typeof bookFeed>>();
  const trades = new SharedFeeds<ReturnType<typeof tradesFeed>>();
  const klines = new SharedFeeds<ReturnType<typeof klinesFeed>>();
  const tickers = new SharedFeeds<ReturnType<typeof tickersFeed>>();
  const watches = new Map<string, WatchEntry>();
  let nextWatch = 1;
  let exchangeInfo: Promise<ExchangeInfo> | undefined;

  const unsubscribeStatus = stream.onStatus((status) => emit('tt:market:streamStatus', status));

  const symbolsInfo = () => {
    exchangeInfo ??= client.exchangeInfo().catch((error: unknown) => {
      exchangeInfo = undefined;
      throw error;
    });
    return exchangeInfo;
  };

  const checkGroup = async (symbol: string, group: string) => {
    const info = (await symbolsInfo()).symbols.find((s) => s.symbol === symbol);
    if (!info) throw new Error(`Unknown symbol ${symbol}: the venue does not list it.`);
    const tick = info.filters.find((f) => f.filterType === 'PRICE_FILTER')?.tickSize;
    let step: number;
    try {
      step = parseScaled(group, 8);
    } catch {
      throw new Error(`The price step ${group} has more than 8 decimals.`);
    }
    const tickScaled = tick ? parseScaled(tick, 8) : 0;
    if (step <= 0 || (tickScaled > 0 && step % tickScaled !== 0)) {
      throw new Error(`The price step ${group} is not a positive multiple of ${symbol}'s tick size ${tick}.`);
    }
  };

  const addWatch = (
    kind: string,
    sessionId: string,
    build: (watchId: string) => Omit<WatchEntry, 'sessionId'>,
  ) => {
    const watchId = `${kind}-${nextWatch++}`;
    watches.set(watchId, { sessionId, ...build(watchId) });
    return { watchId };
  };

  const endWatch = (watchId: string) => {
    const entry = watches.get(watchId);
    if (!entry) return;
    watches.delete(watchId);
    entry.end();
  };

  const handlers: MarketHandlers = {
    'tt:market:symbols': async () => (await symbolsInfo()).symbols,

    'tt:market:watchBook': async ({ symbol, group, levels }, { sessionId }) => {
      await checkGroup(symbol, group);
      return addWatch('book', sessionId, (watchId) => {
        const feed = books.acquire(symbol, () =>
          bookFeed(stream, symbol, () => client.depth({ symbol, limit: deps.snapshotLimit ?? 1000 }), timers),
        );
        let shape = { group, levels };
        const throttle = new FrameThrottle(timers, now, frameMs, () => {
          const depth = feed.depth;
          if (!depth.synced) return;
          const top = depth.book.top(shape.levels, shape.group);
          emit('tt:market:book', {
            watchId,
            symbol,
            group: shape.group,
            updateId: depth.book.updateId,
            eventTime: depth.eventTime,
            frameTime: now(),
            ...top,
          });
        });
        const off = feed.onChange(() => throttle.mark());
        if (feed.depth.synced) throttle.mark();
        return {
          symbol,
          end() {
            off();
            throttle.cancel();
            books.release(symbol);
          },
          regroup(nextGroup, nextLevels) {
            shape = { group: nextGroup, levels: nextLevels };
            throttle.mark();
          },
        };
      });
    },

    'tt:market:regroupBook': async ({ watchId, group, levels }, { sessionId }) => {
      const entry = watches.get(watchId);
      if (!entry?.regroup || !entry.symbol || entry.sessionId !== sessionId)
        throw new Error(`No book watch ${watchId}.`);
      await checkGroup(entry.symbol, group);
      entry.regroup(group, levels);
    },

    'tt:market:watchTrades': async ({ symbol }, { sessionId }) =>
      addWatch('trades', sessionId, (watchId) => {
        const feed = trades.acquire(symbol, () => tradesFeed(stream, symbol));
        let pending: TapeTrade[] = [];
        const throttle = new FrameThrottle(timers, now, frameMs, () => {
          if (!pending.length) return;
          const batch = pending;
          pending = [];
          emit('tt:market:trades', { watchId, symbol, trades: batch });
        });
        const off = feed.onTrade((trade) => {
          pending.push(trade);
          throttle.mark();
        });
        return {
          end() {
            off();
            throttle.cancel();
            trades.release(symbol);
          },
        };
      }),

    'tt:market:recentTrades': async ({ symbol, limit }) =>
      (await client.trades({ symbol, limit })).map((t) => ({
        id: t.id,
        price: t.price,
        quantity: t.qty,
        time: t.time,
        side: aggressorSide(t.isBuyerMaker),
      })),

    'tt:market:watchKlines': async ({ symbol, interval }, { sessionId }) =>
      addWatch('klines', sessionId, (watchId) => {
        const key = `${symbol}:${interval}`;
        const feed = klines.acquire(key, () => klinesFeed(stream, symbol, interval));
        const off = feed.onKline((frame) => emit('tt:market:kline', { watchId, ...frame }));
        return {
          end() {
            off();
            klines.release(key);
          },
        };
      }),

    'tt:market:klines': async ({ symbol, interval, endTime, limit }) =>
      client.klines({ symbol, interval, limit, ...(endTime === undefined ? {} : { endTime }) }),

    'tt:market:watchTickers': async (_args, { sessionId }) =>
      addWatch('tickers', sessionId, (watchId) => {
        const feed = tickers.acquire('all', () => tickersFeed(stream));
        const pending = new Map<string, TickerView>();
        const throttle = new FrameThrottle(timers, now, frameMs, () => {
          if (!pending.size) return;
          const batch = [...pending.values()];
          pending.clear();
          emit('tt:market:tickers', { watchId, tickers: batch });
        });
        const off = feed.onTickers((changed) => {
          for (const view of changed) pending.set(view.symbol, view);
          throttle.mark();
        });
        return {
          end() {
            off();
            throttle.cancel();
            tickers.release('all');
          },
        };
      }),

    'tt:market:tickers': async () =>
      (await client.tickers24hr({ type: 'MINI' })).map((t) => ({
        symbol: t.symbol,
        lastPrice: t.lastPrice,
        openPrice: t.openPrice,
        highPrice: t.highPrice,
        lowPrice: t.lowPrice,
        priceChangePercent: changePercent(t.openPrice, t.lastPrice),
        volume: t.volume,
        quoteVolume: t.quoteVolume,
        eventTime: t.closeTime,
      })),

    'tt:market:unwatch': async ({ watchId }, { sessionId }) => {
      if (watches.get(watchId)?.sessionId === sessionId) endWatch(watchId);
    },

    'tt:market:streamStatus': async () => [stream.status(), ...(deps.otherStreams?.() ?? [])],
  };

  return {
    handlers,
    /** The venue's symbols (exchangeInfo, fetched once). */
    symbols: async () => (await symbolsInfo()).symbols,
    /**
     * Main's own subscription to a symbol's trades (the alerts), shared with the renderer's watches; the
     * stream closes when the last user lets go.
     */
    followTrades(symbol: string, listener: (trade: TapeTrade) => void): () => void {
      const feed = trades.acquire(symbol, () => tradesFeed(stream, symbol));
      const off = feed.onTrade(listener);
      let held = true;
      return () => {
        if (!held) return;
        held = false;
        off();
        trades.release(symbol);
      };
    },
    /** How many underlying feeds are held (for tests and diagnostics). */
    feedCount: () => books.size + trades.size + klines.size + tickers.size,
    watchCount: () => watches.size,
    /** A symbol's local book while some watch holds it (for tests and diagnostics). */
    bookOf: (symbol: string) => books.peek(symbol)?.depth,
    /** A renderer session ended: its watches go, and the streams nobody else needs with them. */
    endSession(sessionId: string): void {
      for (const [watchId, entry] of [...watches]) if (entry.sessionId === sessionId) endWatch(watchId);
    },
    /** Closes every watch, socket and timer. */
    dispose(): void {
      for (const watchId of [...watches.keys()]) endWatch(watchId);
      for (const feeds of [books, trades, klines, tickers]) feeds.stopAll();
      unsubscribeStatus();
      stream.close();
    },
  };
}

export type MarketService = ReturnType<typeof createMarketService>;
