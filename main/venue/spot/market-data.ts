import { z } from 'zod';
import type { KlineInterval } from '@shared/api/spot/enums';
import {
  aggTradesResponse,
  avgPriceResponse,
  bookTicker,
  depthResponse,
  klinesResponse,
  publicTradesResponse,
  ticker24hrFull,
  ticker24hrMini,
  tickerPrice,
  type Ticker24hrFull,
  type Ticker24hrMini,
} from '@shared/api/spot/market-data';
import { publicGet } from '../public-get';
import type { SymbolLimit, TimeRange } from '../query-params';
import type { Transport } from '../transport';

export type TickerType = 'FULL' | 'MINI';
export type TickerOf<T extends TickerType> = T extends 'MINI' ? Ticker24hrMini : Ticker24hrFull;

/** The NONE-security market data endpoints. */
export function spotMarketData(t: Transport) {
  const get = publicGet(t, '/api/v3');
  const tickerSchema = (type: TickerType | undefined) => (type === 'MINI' ? ticker24hrMini : ticker24hrFull);

  return {
    depth: (params: SymbolLimit) => get('depth', depthResponse, params),
    trades: (params: SymbolLimit) => get('trades', publicTradesResponse, params),
    historicalTrades: (params: SymbolLimit & { readonly fromId?: number }) =>
      get('historicalTrades', publicTradesResponse, params),
    aggTrades: (params: SymbolLimit & { readonly fromId?: number } & TimeRange) =>
      get('aggTrades', aggTradesResponse, params),
    klines: (
      params: {
        readonly symbol: string;
        readonly interval: KlineInterval;
        readonly timeZone?: string;
        readonly limit?: number;
      } & TimeRange,
    ) => get('klines', klinesResponse, params),
    ticker24hr: <T extends TickerType = 'FULL'>(params: { readonly symbol: string; readonly type?: T }) =>
      get('ticker/24hr', tickerSchema(params.type), params) as Promise<TickerOf<T>>,
    /** Every symbol, or the listed ones (sent as a JSON array). */
    tickers24hr: <T extends TickerType = 'FULL'>(
      params: { readonly symbols?: readonly string[]; readonly type?: T } = {},
    ) => get('ticker/24hr', z.array(tickerSchema(params.type)), params) as Promise<TickerOf<T>[]>,
    tickerPrice: (symbol: string) => get('ticker/price', tickerPrice, { symbol }),
    tickerPrices: (symbols?: readonly string[]) => get('ticker/price', z.array(tickerPrice), { symbols }),
    bookTicker: (symbol: string) => get('ticker/bookTicker', bookTicker, { symbol }),
    bookTickers: (symbols?: readonly string[]) => get('ticker/bookTicker', z.array(bookTicker), { symbols }),
    avgPrice: (symbol: string) => get('avgPrice', avgPriceResponse, { symbol }),
  };
}
