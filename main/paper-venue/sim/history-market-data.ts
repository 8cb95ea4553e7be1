import type { PublicTradeView } from '../engine';
import type { PublicTrade } from '../http/engine-port';
import type { MarketData } from '../http/market-data';
import { joinedFigures, windowFigures } from '../http/ticker-stats';
import { tradeKlines } from '../http/trade-klines';
import type { MarketHistory } from './history';
import { joinKlines } from './join-klines';

const ALL = Number.MAX_SAFE_INTEGER;

/** A historical trade as market data: alone in its aggregate (no live taker order has a negative id). */
function historical(trade: PublicTradeView): PublicTrade {
  const { isBestMatch: _always, ...figures } = trade;
  return { ...figures, takerOrderId: -trade.id };
}

/**
 * The market data endpoints over the generated history followed by the live engine: one trade
 * list whose ids run on without a gap (live trade k is history's count + k), and klines from
 * history rows joined with rows of live trades.
 */
export function historyMarketData(live: MarketData, history: MarketHistory): MarketData {
  const count = (symbol: string) => history.tradeCount(symbol);
  const shifted = (symbol: string, trades: readonly PublicTrade[]): PublicTrade[] => {
    const offset = count(symbol);
    return trades.map((trade) => ({ ...trade, id: trade.id + offset }));
  };
  const past = (symbol: string, query: Parameters<MarketHistory['historicalTrades']>[1]) =>
    history.historicalTrades(symbol, query).map(historical);
  const lastTradeBefore = (symbol: string, time: number): PublicTrade | undefined => {
    const recent = live.lastTradeBefore(symbol, time);
    if (recent) return shifted(symbol, [recent])[0];
    return past(symbol, { endTime: time - 1, limit: 1 })[0];
  };
  const priceBefore = (symbol: string, time: number): string | undefined =>
    (live.priceBefore ? live.priceBefore(symbol, time) : live.lastTradeBefore(symbol, time)?.price) ??
    past(symbol, { endTime: time - 1, limit: 1 })[0]?.price;
  const combined: MarketData = {
    depth: (symbol, limit) => live.depth(symbol, limit),
    bookTicker: (symbol) => live.bookTicker(symbol),
    recentTrades: (symbol, limit) => {
      const recent = shifted(symbol, live.recentTrades(symbol, limit));
      if (recent.length >= limit) return recent;
      return [...past(symbol, { limit: limit - recent.length }), ...recent];
    },
    tradesFrom: (symbol, fromId, limit) => {
      const offset = count(symbol);
      const older = fromId <= offset ? past(symbol, { fromId: Math.max(1, fromId), limit }) : [];
      if (older.length >= limit) return older;
      const liveFrom = Math.max(1, fromId - offset);
      return [...older, ...shifted(symbol, live.tradesFrom(symbol, liveFrom, limit - older.length))];
    },
    tradesBetween: (symbol, startTime, endTime) => [
      ...(startTime < history.endTime
        ? past(symbol, { startTime, endTime: Math.min(endTime, history.endTime - 1), limit: ALL })
        : []),
      ...shifted(symbol, live.tradesBetween(symbol, startTime, endTime)),
    ],
    lastTradeBefore,
    priceBefore,
    windowFigures: (symbol, startTime, endTime) => {
      const older =
        startTime < history.endTime
          ? windowFigures(
              past(symbol, { startTime, endTime: Math.min(endTime, history.endTime - 1), limit: ALL }),
            )
          : undefined;
      const recent = live.windowFigures
        ? live.windowFigures(symbol, startTime, endTime)
        : windowFigures(live.tradesBetween(symbol, startTime, endTime));
      if (!recent) return older;
      const offset = count(symbol);
      const first = { ...recent.first, id: recent.first.id + offset };
      const last = { ...recent.last, id: recent.last.id + offset };
      return joinedFigures(older, { ...recent, first, last });
    },
    firstTradeTime: (symbol) => past(symbol, { fromId: 1, limit: 1 })[0]?.time ?? live.firstTradeTime(symbol),
    ...(live.firstKeptTradeTime ? { firstKeptTradeTime: live.firstKeptTradeTime } : {}),
    klines: (symbol, request) => {
      const rows = history.historicalKlines(symbol, request.interval, {
        startTime: request.startTime,
        endTime: request.endTime,
        limit: request.limit,
        offsetMs: request.offsetMinutes * 60_000,
      });
      // Live buckets carry the last price before them, historical or live, and run from the history's
      // end even before the first live trade: a market nobody has traded on since still has its
      // current bucket, as the venue's own klines have. Their first bucket may open before the
      // history's end (the bucket both share, whose history row is kept): no live trade is older than
      // that end, so what it and the buckets after carry is the price at the end.
      const firstTradeTime = (s: string) => Math.min(live.firstTradeTime(s) ?? Infinity, history.endTime);
      const atLiveStart = (time: number) => Math.max(time, history.endTime);
      const liveRows = tradeKlines(
        {
          ...live,
          firstTradeTime,
          lastTradeBefore: (s, time) => lastTradeBefore(s, atLiveStart(time)),
          priceBefore: (s, time) => priceBefore(s, atLiveStart(time)),
        },
        symbol,
        request,
      );
      return joinKlines(rows, liveRows, request.limit, request.startTime !== undefined);
    },
  };
  return combined;
}
