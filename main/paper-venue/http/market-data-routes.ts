import Decimal from 'decimal.js';
import { klineInterval } from '@shared/api/spot/enums';
import { parseTimeZoneOffset } from '@shared/market/klines';
import type { SymbolCatalog } from '../config/symbols';
import { aggregateTrades, type AggTrade } from './agg-trades';
import type { PublicTrade } from './engine-port';
import type { MarketData } from './market-data';
import { readSymbol } from './order-params';
import { tradeKlines } from './trade-klines';
import type { Params } from './params';
import type { RouteHandler } from './router';
import { fail } from './venue-failure';

const AVG_PRICE_MINS = 5;
const HOUR = 3_600_000;
/** Trades read per page while collecting aggregate trades. */
const TRADE_PAGE = 1000;

/** `limit` with its default; values above the maximum are truncated to it (as depth's are). */
function readLimit(params: Params, fallback: number, max: number): number {
  const limit = params.long('limit');
  if (limit === undefined) return fallback;
  if (limit < 1) throw fail.invalidData('limit');
  return Math.min(limit, max);
}

export interface MarketDataRoutesOptions {
  readonly symbols: SymbolCatalog;
  readonly market: MarketData;
  readonly now: () => number;
}

/** The public market-data endpoints, over whatever MarketData the engine provides. */
export function marketDataRoutes({
  symbols,
  market,
  now,
}: MarketDataRoutesOptions): Record<string, RouteHandler> {
  const klines: RouteHandler = ({ params }) => {
    const info = readSymbol(params, symbols);
    const interval = params.oneOf('interval', klineInterval.options, fail.invalidInterval, {
      required: true,
    });
    const startTime = params.long('startTime');
    const endTime = params.long('endTime');
    const zone = params.text('timeZone') ?? '0';
    const offsetMinutes = parseTimeZoneOffset(zone);
    if (offsetMinutes === undefined) throw fail.invalidData('timeZone');
    const limit = readLimit(params, 500, 1000);
    return () => {
      const request = { interval, offsetMinutes, startTime, endTime, limit, now: now() };
      const body = market.klines
        ? market.klines(info.symbol, request)
        : tradeKlines(market, info.symbol, request);
      return { status: 200, body };
    };
  };

  return {
    'GET /api/v3/depth': ({ params }) => {
      const info = readSymbol(params, symbols);
      const limit = readLimit(params, 100, 5000);
      return () => ({ status: 200, body: market.depth(info.symbol, limit) });
    },
    'GET /api/v3/trades': ({ params }) => {
      const info = readSymbol(params, symbols);
      const limit = readLimit(params, 500, 1000);
      return () => ({ status: 200, body: market.recentTrades(info.symbol, limit).map(publicTrade) });
    },
    'GET /api/v3/historicalTrades': ({ params }) => {
      const info = readSymbol(params, symbols);
      const limit = readLimit(params, 500, 1000);
      const fromId = params.long('fromId');
      return () => {
        const trades =
          fromId === undefined
            ? market.recentTrades(info.symbol, limit)
            : market.tradesFrom(info.symbol, fromId, limit);
        return { status: 200, body: trades.map(publicTrade) };
      };
    },
    'GET /api/v3/aggTrades': ({ params }) => {
      const info = readSymbol(params, symbols);
      const fromId = params.long('fromId');
      const startTime = params.long('startTime');
      const endTime = params.long('endTime');
      const limit = readLimit(params, 500, 1000);
      return () => {
        if (fromId !== undefined) {
          const collected = [];
          let next = fromId;
          for (;;) {
            const page = market.tradesFrom(info.symbol, next, TRADE_PAGE);
            collected.push(...page);
            const last = page.at(-1);
            // One aggregate past the limit proves the last one wanted is complete.
            if (!last || page.length < TRADE_PAGE || aggregateTrades(collected).length > limit) break;
            next = last.id + 1;
          }
          return { status: 200, body: aggregateTrades(collected).slice(0, limit) };
        }
        if (startTime !== undefined) {
          const end = endTime ?? now();
          return { status: 200, body: aggregatesFrom(market, info.symbol, startTime, end, limit) };
        }
        if (endTime !== undefined) {
          return { status: 200, body: aggregatesBefore(market, info.symbol, endTime, limit) };
        }
        return {
          status: 200,
          body: aggregateTrades(market.recentTrades(info.symbol, TRADE_PAGE)).slice(-limit),
        };
      };
    },
    'GET /api/v3/klines': klines,
    'GET /api/v3/uiKlines': klines,
    'GET /api/v3/avgPrice': ({ params }) => {
      const info = readSymbol(params, symbols);
      return () => {
        const at = now();
        const trades = market.tradesBetween(info.symbol, at - AVG_PRICE_MINS * 60_000, at);
        const last = trades.at(-1) ?? market.lastTradeBefore(info.symbol, at + 1);
        const volume = trades.reduce((sum, trade) => sum.plus(trade.qty), new Decimal(0));
        const quote = trades.reduce((sum, trade) => sum.plus(trade.quoteQty), new Decimal(0));
        const price = volume.isZero() ? new Decimal(last?.price ?? 0) : quote.dividedBy(volume);
        return {
          status: 200,
          body: { mins: AVG_PRICE_MINS, price: price.toFixed(8), closeTime: last?.time ?? 0 },
        };
      };
    },
  };
}

/**
 * The oldest `limit` aggregates from `startTime`, read an hour of trades at a time so a start far
 * back (a month of history) costs only the trades it needs. Trades of one aggregate share their
 * time, so none is split between two reads.
 */
function aggregatesFrom(market: MarketData, symbol: string, startTime: number, end: number, limit: number) {
  const collected: PublicTrade[] = [];
  let aggregates: AggTrade[] = [];
  for (let from = Math.max(startTime, market.firstTradeTime(symbol) ?? end + 1); from <= end; from += HOUR) {
    collected.push(...market.tradesBetween(symbol, from, Math.min(end, from + HOUR - 1)));
    aggregates = aggregateTrades(collected);
    if (aggregates.length >= limit) break;
  }
  return aggregates.slice(0, limit);
}

/** The newest `limit` aggregates up to `endTime`, read an hour of trades at a time going back. */
function aggregatesBefore(market: MarketData, symbol: string, endTime: number, limit: number) {
  const first = market.firstTradeTime(symbol);
  let collected: PublicTrade[] = [];
  let aggregates: AggTrade[] = [];
  if (first === undefined) return aggregates;
  for (let to = endTime; to >= first; to -= HOUR) {
    collected = [...market.tradesBetween(symbol, Math.max(first, to - HOUR + 1), to), ...collected];
    aggregates = aggregateTrades(collected);
    if (aggregates.length >= limit) break;
  }
  return aggregates.slice(-limit);
}

function publicTrade({ id, price, qty, quoteQty, time, isBuyerMaker }: Omit<PublicTrade, 'takerOrderId'>) {
  return { id, price, qty, quoteQty, time, isBuyerMaker, isBestMatch: true };
}
