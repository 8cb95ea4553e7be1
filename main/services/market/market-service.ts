import type { ExchangeInfo } from '@shared/api/spot/exchange-info';
import type { Emit, Handlers } from '@shared/ipc/contract';
import type { MarketKind, MarkView, StreamStatus, TapeTrade, TickerView } from '@shared/ipc/market';
import { parseScaled } from '@shared/market/book';
import type { SpotClient } from '../../venue/spot-client';
import type { MarketStream } from '../../venue/streams/market-stream';
import { realTimers, type Timers } from '../../venue/streams/timers';
import { bookFeed, klinesFeed, tickersFeed, tradesFeed } from './feeds';
import { FrameThrottle } from './frame-throttle';
import { futuresTradesFeed, markFeed } from './futures-feeds';
import {
  futuresMarketNames,
  futuresPrecisionOf,
  futuresTickOf,
  type FuturesMarketSource,
} from './futures-source';
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
  /** The futures families' markets, read when a watch names one; spot needs none of them. */
  readonly futures?: Partial<Record<FuturesMarket, FuturesMarketSource>>;
  /** The other streams' statuses (the user-data stream's), answered with the market stream's. */
  readonly otherStreams?: () => readonly StreamStatus[];
}

type FuturesMarket = Exclude<MarketKind, 'spot'>;

/** The venue's depth limit for a futures snapshot is 1000 levels. */
const futuresSnapshotLimit = 1000;

type MarketHandlers = Pick<Handlers, Extract<keyof Handlers, `tt:market:${string}`>>;

interface WatchEntry {
  readonly sessionId: string;
  readonly symbol?: string;
  readonly market?: MarketKind;
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
  const trades = new SharedFeeds<ReturnType<typeof tradesFeed | typeof futuresTradesFeed>>();
  const marks = new SharedFeeds<ReturnType<typeof markFeed>>();
  const klines = new SharedFeeds<ReturnType<typeof klinesFeed>>();
  const tickers = new SharedFeeds<ReturnType<typeof tickersFeed>>();
  const watches = new Map<string, WatchEntry>();
  let nextWatch = 1;
  let exchangeInfo: Promise<ExchangeInfo> | undefined;

  const unsubscribeStatus = stream.onStatus((status) => emit('tt:market:streamStatus', status));

  // A futures market's stream is told to the status bar once something of it has been watched.
  const futuresInfo = new Map<
    FuturesMarket,
    Promise<Awaited<ReturnType<FuturesMarketSource['client']['exchangeInfo']>>>
  >();
  const futuresUsed = new Map<FuturesMarket, () => void>();
  const futuresOf = (market: FuturesMarket): FuturesMarketSource => {
    const source = deps.futures?.[market];
    if (!source) throw new Error(`This venue serves no ${futuresMarketNames[market]} futures market.`);
    if (!futuresUsed.has(market))
      futuresUsed.set(
        market,
        source.stream.onStatus((status) => emit('tt:market:streamStatus', status)),
      );
    return source;
  };
  /** A futures family's exchangeInfo, fetched once (again after a failure). */
  const futuresExchangeInfo = (market: FuturesMarket) => {
    let info = futuresInfo.get(market);
    if (!info) {
      info = futuresOf(market).client.exchangeInfo();
      futuresInfo.set(market, info);
      info.catch(() => futuresInfo.delete(market));
    }
    return info;
  };
  const futuresTick = async (market: FuturesMarket, symbol: string) => {
    const tick = futuresTickOf(await futuresExchangeInfo(market), symbol);
    if (tick === undefined)
      throw new Error(
        `Unknown symbol ${symbol}: the venue lists no such ${futuresMarketNames[market]} contract.`,
      );
    return tick;
  };
  /** Spot feeds are keyed by symbol alone; a futures feed by its market too. */
  const keyOf = (market: MarketKind | undefined, symbol: string) =>
    market === undefined || market === 'spot' ? symbol : `${market}:${symbol}`;

  const symbolsInfo = () => {
    exchangeInfo ??= client.exchangeInfo().catch((error: unknown) => {
      exchangeInfo = undefined;
      throw error;
    });
    return exchangeInfo;
  };

  const spotTick = async (symbol: string) => {
    const info = (await symbolsInfo()).symbols.find((s) => s.symbol === symbol);
    if (!info) throw new Error(`Unknown symbol ${symbol}: the venue does not list it.`);
    return info.filters.find((f) => f.filterType === 'PRICE_FILTER')?.tickSize;
  };

  const checkGroup = async (symbol: string, group: string, market: MarketKind | undefined) => {
    const tick =
      market === undefined || market === 'spot' ? await spotTick(symbol) : await futuresTick(market, symbol);
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

  const newBookFeed = (market: MarketKind | undefined, symbol: string) => {
    if (market === undefined || market === 'spot')
      return bookFeed(
        stream,
        symbol,
        () => client.depth({ symbol, limit: deps.snapshotLimit ?? 1000 }),
        timers,
      );
    const source = futuresOf(market);
    const limit = Math.min(deps.snapshotLimit ?? futuresSnapshotLimit, futuresSnapshotLimit);
    // A contract nobody trades sends no diffs: its book is shown from the snapshot until one comes.
    return bookFeed(source.stream, symbol, () => source.client.depth({ symbol, limit }), timers, true);
  };

  const handlers: MarketHandlers = {
    'tt:market:symbols': async () => (await symbolsInfo()).symbols,

    'tt:market:watchBook': async ({ symbol, group, levels, market }, { sessionId }) => {
      await checkGroup(symbol, group, market);
      const key = keyOf(market, symbol);
      return addWatch('book', sessionId, (watchId) => {
        const feed = books.acquire(key, () => newBookFeed(market, symbol));
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
          ...(market === undefined ? {} : { market }),
          end() {
            off();
            throttle.cancel();
            books.release(key);
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
      await checkGroup(entry.symbol, group, entry.market);
      entry.regroup(group, levels);
    },

    'tt:market:watchTrades': async ({ symbol, market }, { sessionId }) => {
      const futures = market === undefined || market === 'spot' ? undefined : futuresOf(market);
      const key = keyOf(market, symbol);
      return addWatch('trades', sessionId, (watchId) => {
        const feed = trades.acquire(key, () =>
          futures ? futuresTradesFeed(futures.stream, symbol) : tradesFeed(stream, symbol),
        );
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
            trades.release(key);
          },
        };
      });
    },

    'tt:market:recentTrades': async ({ symbol, limit, market }) =>
      market !== undefined && market !== 'spot'
        ? (await futuresOf(market).client.aggTrades({ symbol, limit })).map((t) => ({
            id: t.a,
            price: t.p,
            quantity: t.q,
            time: t.T,
            side: aggressorSide(t.m),
          }))
        : (await client.trades({ symbol, limit })).map((t) => ({
            id: t.id,
            price: t.price,
            quantity: t.qty,
            time: t.time,
            side: aggressorSide(t.isBuyerMaker),
          })),

    'tt:market:watchKlines': async ({ symbol, interval, market }, { sessionId }) => {
      const source = market === undefined || market === 'spot' ? stream : futuresOf(market).stream;
      return addWatch('klines', sessionId, (watchId) => {
        const key = `${keyOf(market, symbol)}:${interval}`;
        const feed = klines.acquire(key, () => klinesFeed(source, symbol, interval));
        const off = feed.onKline((frame) => emit('tt:market:kline', { watchId, ...frame }));
        return {
          end() {
            off();
            klines.release(key);
          },
        };
      });
    },

    'tt:market:klines': async ({ symbol, interval, endTime, limit, market }) => {
      const params = { symbol, interval, limit, ...(endTime === undefined ? {} : { endTime }) };
      return market === undefined || market === 'spot'
        ? client.klines(params)
        : futuresOf(market).client.klines(params);
    },

    'tt:market:watchMark': async ({ symbol, market }, { sessionId }) => {
      await futuresTick(market, symbol);
      const { stream: source } = futuresOf(market);
      return addWatch('mark', sessionId, (watchId) => {
        const key = keyOf(market, symbol);
        const feed = marks.acquire(key, () => markFeed(source, symbol));
        const send = (view: MarkView) => emit('tt:market:mark', { watchId, market, ...view });
        const off = feed.onMark(send);
        // A second watch of a held feed starts from the mark the first one already has.
        const known = feed.latest();
        if (known) queueMicrotask(() => watches.has(watchId) && send(known));
        return {
          end() {
            off();
            marks.release(key);
          },
        };
      });
    },

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

    'tt:market:streamStatus': async () => [
      stream.status(),
      ...[...futuresUsed.keys()].map((market) => deps.futures![market]!.stream.status()),
      ...(deps.otherStreams?.() ?? []),
    ],
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
    /**
     * Main's own subscription to a futures contract's mark price (the alerts), shared with the
     * renderer's watches; the stream closes when the last user lets go.
     */
    followMark(market: FuturesMarket, symbol: string, listener: (mark: MarkView) => void): () => void {
      const key = keyOf(market, symbol);
      const feed = marks.acquire(key, () => markFeed(futuresOf(market).stream, symbol));
      const off = feed.onMark(listener);
      let held = true;
      return () => {
        if (!held) return;
        held = false;
        off();
        marks.release(key);
      };
    },
    /**
     * Main's own view of a futures contract's best bid and ask (a chase), told at every change of its
     * book while synced, shared with the renderer's book watches; the stream closes when the last user
     * lets go.
     */
    followBest(
      market: MarketKind,
      symbol: string,
      listener: (best: { readonly bid: string | null; readonly ask: string | null }) => void,
    ): () => void {
      const key = keyOf(market, symbol);
      const feed = books.acquire(key, () => newBookFeed(market, symbol));
      let held = true;
      const tell = () => {
        if (held && feed.depth.synced) listener(feed.depth.book.best());
      };
      const off = feed.onChange(tell);
      queueMicrotask(tell);
      return () => {
        if (!held) return;
        held = false;
        off();
        books.release(key);
      };
    },
    /** A futures contract's tick and step (its family's exchangeInfo, fetched once); undefined if unlisted. */
    futuresPrecision: async (market: FuturesMarket, symbol: string) =>
      futuresPrecisionOf(await futuresExchangeInfo(market), symbol),
    /** How many underlying feeds are held (for tests and diagnostics). */
    feedCount: () => books.size + trades.size + klines.size + tickers.size + marks.size,
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
      for (const feeds of [books, trades, klines, tickers, marks]) feeds.stopAll();
      unsubscribeStatus();
      for (const off of futuresUsed.values()) off();
      stream.close();
      for (const source of Object.values(deps.futures ?? {})) source.stream.close();
    },
  };
}

export type MarketService = ReturnType<typeof createMarketService>;
