import Decimal from 'decimal.js';
import type { SymbolInfo } from '@shared/api/spot/exchange-info';
import { klineBuckets, parseTimeZoneOffset } from '@shared/market/klines';
import type { SymbolCatalog } from '../config/symbols';
import { readSymbolList } from './exchange-info-route';
import type { MarketData } from './market-data';
import { readSymbol } from './order-params';
import type { Params } from './params';
import type { RouteHandler } from './router';
import { miniTicker, tickerStats, windowFigures } from './ticker-stats';
import { fail } from './venue-failure';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const MAX_WINDOW_SYMBOLS = 100;
const STATUSES = ['TRADING', 'HALT', 'BREAK'] as const;
const WINDOW_SIZE = /^(\d{1,2})([mhd])$/;
const WINDOW_UNIT_MS = { m: MINUTE_MS, h: 60 * MINUTE_MS, d: DAY_MS } as const;
const WINDOW_MAX = { m: 59, h: 23, d: 7 } as const;

interface SymbolChoice {
  readonly single: boolean;
  readonly chosen: SymbolInfo[];
}

/**
 * symbol, symbols, or (unless `required`) every symbol; never both. With symbolStatus a single
 * symbol in another status is -1220 and a list simply drops such symbols.
 */
function readSymbolChoice(params: Params, symbols: SymbolCatalog, required = false): SymbolChoice {
  const one = params.has('symbol') ? readSymbol(params, symbols) : undefined;
  const many = readSymbolList(params, symbols);
  const status = params.oneOf('symbolStatus', STATUSES, fail.invalidSymbolStatus);
  if (one && many) throw fail.badCombination();
  if (one) {
    if (status !== undefined && one.status !== status) throw fail.symbolStatusMismatch();
    return { single: true, chosen: [one] };
  }
  if (!many && required) throw fail.eitherMissing('symbol', 'symbols');
  const chosen = (many ?? [...symbols.all]).filter((info) => status === undefined || info.status === status);
  return { single: false, chosen };
}

function readTickerType(params: Params): 'FULL' | 'MINI' {
  return params.oneOf('type', ['FULL', 'MINI'], fail.invalidTickerType) ?? 'FULL';
}

/** windowSize: 1m…59m, 1h…23h, 1d…7d (default 1d), in ms. */
function readWindowMs(params: Params): number {
  const text = params.text('windowSize') ?? '1d';
  const match = WINDOW_SIZE.exec(text);
  const amount = Number(match?.[1]);
  const unit = match?.[2] as keyof typeof WINDOW_UNIT_MS | undefined;
  if (!unit || amount < 1 || amount > WINDOW_MAX[unit]) throw fail.invalidData('windowSize');
  return amount * WINDOW_UNIT_MS[unit];
}

const answer = (choice: SymbolChoice, rows: unknown[]) => ({
  status: 200,
  body: choice.single ? rows[0] : rows,
});

/** The rolling-window statistics without the 24hr ticker's prevClose, lastQty and book fields. */
function windowTicker(stats: ReturnType<typeof tickerStats>, type: 'FULL' | 'MINI') {
  if (type === 'MINI') return miniTicker(stats);
  const { symbol, priceChange, priceChangePercent, weightedAvgPrice } = stats;
  return { symbol, priceChange, priceChangePercent, weightedAvgPrice, ...miniTicker(stats) };
}

export interface TickerRoutesOptions {
  readonly symbols: SymbolCatalog;
  readonly market: MarketData;
  readonly now: () => number;
}

/** ticker/price, ticker/bookTicker, ticker/24hr, ticker (rolling window) and ticker/tradingDay. */
export function tickerRoutes({ symbols, market, now }: TickerRoutesOptions): Record<string, RouteHandler> {
  const stats = (info: SymbolInfo, openTime: number, closeTime: number) =>
    tickerStats({
      symbol: info.symbol,
      figures: market.windowFigures
        ? market.windowFigures(info.symbol, openTime, closeTime)
        : windowFigures(market.tradesBetween(info.symbol, openTime, closeTime)),
      previousPrice: market.priceBefore
        ? market.priceBefore(info.symbol, openTime)
        : market.lastTradeBefore(info.symbol, openTime)?.price,
      openTime,
      closeTime,
    });

  return {
    'GET /api/v3/ticker/price': ({ params }) => {
      const choice = readSymbolChoice(params, symbols);
      return () => {
        const at = now();
        const rows = choice.chosen.map((info) => ({
          symbol: info.symbol,
          price: new Decimal(market.lastTradeBefore(info.symbol, at + 1)?.price ?? 0).toFixed(8),
        }));
        return answer(choice, rows);
      };
    },
    'GET /api/v3/ticker/bookTicker': ({ params }) => {
      const choice = readSymbolChoice(params, symbols);
      return () =>
        answer(
          choice,
          choice.chosen.map((info) => ({ symbol: info.symbol, ...market.bookTicker(info.symbol) })),
        );
    },
    'GET /api/v3/ticker/24hr': ({ params }) => {
      const choice = readSymbolChoice(params, symbols);
      const type = readTickerType(params);
      return () => {
        const closeTime = now();
        const rows = choice.chosen.map((info) => {
          const day = stats(info, closeTime - DAY_MS, closeTime);
          if (type === 'MINI') return miniTicker(day);
          return {
            symbol: day.symbol,
            priceChange: day.priceChange,
            priceChangePercent: day.priceChangePercent,
            weightedAvgPrice: day.weightedAvgPrice,
            prevClosePrice: day.prevClosePrice,
            lastPrice: day.lastPrice,
            lastQty: day.lastQty,
            ...market.bookTicker(info.symbol),
            ...miniTicker(day),
          };
        });
        return answer(choice, rows);
      };
    },
    'GET /api/v3/ticker': ({ params }) => {
      const choice = readSymbolChoice(params, symbols, true);
      if (choice.chosen.length > MAX_WINDOW_SYMBOLS) throw fail.tooManyParameters();
      const windowMs = readWindowMs(params);
      const type = readTickerType(params);
      return () => {
        const closeTime = now();
        // The window opens on a whole minute, so it can be up to 59 999 ms wider than asked.
        const openTime = Math.floor((closeTime - windowMs) / MINUTE_MS) * MINUTE_MS;
        return answer(
          choice,
          choice.chosen.map((info) => windowTicker(stats(info, openTime, closeTime), type)),
        );
      };
    },
    'GET /api/v3/ticker/tradingDay': ({ params }) => {
      const choice = readSymbolChoice(params, symbols, true);
      if (choice.chosen.length > MAX_WINDOW_SYMBOLS) throw fail.tooManyParameters();
      const offsetMinutes = parseTimeZoneOffset(params.text('timeZone') ?? '0');
      if (offsetMinutes === undefined) throw fail.invalidData('timeZone');
      const type = readTickerType(params);
      return () => {
        const closeTime = now();
        const openTime = klineBuckets('1d', offsetMinutes).openOf(closeTime);
        return answer(
          choice,
          choice.chosen.map((info) => windowTicker(stats(info, openTime, closeTime), type)),
        );
      };
    },
  };
}
