import type { KlineInterval } from '@shared/api/spot/enums';
import { refusals } from './errors';
import { FUTURES_INTERVALS, type FuturesKlineQuery, priceKlines, tradeKlines } from './kline-views';
import { marketTimeRoute } from './market-time-route';
import { optionalText } from './params';
import {
  pairMarket,
  readLimit,
  readNumber,
  readTimeSpan,
  requiredMarket,
  selectedMarkets,
} from './request-reading';
import { type RouteSpec, type RouteTable, type VenueCall } from './route-table';
import type { FuturesState, Market } from './state';
import type { Family } from './symbols';
import { bookTicker, fundingHistory, premiumIndex, ticker24h, tickerPrice } from './ticker-views';
import { aggTrades, depthView, recentTrades } from './trade-views';

type Weigh = (params: ReadonlyMap<string, string>) => number;

/** Depth: limit 5–50 → 2, 100 → 5, 500 → 10, 1000 → 20 (default 500). */
const depthWeight: Weigh = (params) => {
  const limit = Number(params.get('limit') ?? '500');
  if (!Number.isFinite(limit) || limit <= 50) return 2;
  if (limit <= 100) return 5;
  if (limit <= 500) return 10;
  return 20;
};

/** Klines: limit below 100 → 1, below 500 → 2, to 1000 → 5, above → 10 (default 500). */
const klineWeight: Weigh = (params) => {
  const limit = Number(params.get('limit') ?? '500');
  if (!Number.isFinite(limit) || limit < 100) return 1;
  if (limit < 500) return 2;
  if (limit <= 1000) return 5;
  return 10;
};

const bySymbol =
  (one: number, all: number): Weigh =>
  (params) =>
    params.has('symbol') ? one : all;

function publicRoute(
  state: FuturesState,
  weight: number | Weigh,
  run: (call: VenueCall) => unknown,
): RouteSpec {
  return marketTimeRoute(state, 'NONE', weight, run);
}

function klineQuery(call: VenueCall): FuturesKlineQuery {
  const interval = optionalText(call.params, 'interval');
  if (interval === undefined) throw refusals.mandatory('interval');
  if (!(FUTURES_INTERVALS as readonly string[]).includes(interval)) throw refusals.invalidInterval();
  return {
    interval: interval as KlineInterval,
    ...readTimeSpan(call.params),
    limit: readLimit(call.params, 500, 1500),
    now: call.now,
  };
}

/** One market, or all of them (`one` answers an object, `all` an array; COIN-M always answers arrays). */
function oneOrAll<T>(
  state: FuturesState,
  family: Family,
  call: VenueCall,
  view: (market: Market) => T,
): T | T[] {
  const markets = selectedMarkets(state, family, call.params);
  const single = family === 'fapi' && optionalText(call.params, 'symbol') !== undefined;
  return single ? view(markets[0]!) : markets.map(view);
}

/**
 * The public market data of one family, Binance's parameters, weights and shapes: depth, trades,
 * aggTrades, klines (trades, mark and index prices), premiumIndex, fundingRate and the tickers.
 * Everything comes from the venue's own futures books, fills, marks and funding.
 */
export function marketDataRoutes(state: FuturesState, family: Family): RouteTable {
  const v1 = `/${family}/v1`;
  const symbolPrice = (call: VenueCall) => oneOrAll(state, family, call, (m) => tickerPrice(m, call.now));
  return {
    [`GET ${v1}/depth`]: publicRoute(state, depthWeight, (call) => {
      const market = requiredMarket(state, family, call.params);
      return depthView(market, readLimit(call.params, 500, 1000), call.now);
    }),
    [`GET ${v1}/trades`]: publicRoute(state, 5, (call) => {
      const market = requiredMarket(state, family, call.params);
      return recentTrades(state, market, readLimit(call.params, 500, 1000));
    }),
    [`GET ${v1}/aggTrades`]: publicRoute(state, 20, (call) => {
      const market = requiredMarket(state, family, call.params);
      const fromId = readNumber(call.params, 'fromId');
      return aggTrades(state, market, {
        ...(fromId !== undefined ? { fromId } : {}),
        ...readTimeSpan(call.params),
        limit: readLimit(call.params, 500, 1000),
      });
    }),
    [`GET ${v1}/klines`]: publicRoute(state, klineWeight, (call) => {
      const market = requiredMarket(state, family, call.params);
      return tradeKlines(state, market, klineQuery(call));
    }),
    [`GET ${v1}/markPriceKlines`]: publicRoute(state, klineWeight, (call) => {
      const market = requiredMarket(state, family, call.params);
      return priceKlines(state, market, 'mark', klineQuery(call));
    }),
    [`GET ${v1}/indexPriceKlines`]: publicRoute(state, klineWeight, (call) => {
      const market = pairMarket(state, family, call.params);
      return priceKlines(state, market, 'index', klineQuery(call));
    }),
    [`GET ${v1}/premiumIndex`]: publicRoute(state, family === 'fapi' ? bySymbol(1, 10) : 10, (call) =>
      oneOrAll(state, family, call, (m) => premiumIndex(state, m, call.now)),
    ),
    [`GET ${v1}/fundingRate`]: publicRoute(state, 1, (call) => {
      const markets =
        family === 'dapi'
          ? [requiredMarket(state, family, call.params)]
          : selectedMarkets(state, family, call.params);
      return fundingHistory(state, markets, {
        ...readTimeSpan(call.params),
        limit: readLimit(call.params, 100, 1000),
      });
    }),
    [`GET ${v1}/ticker/24hr`]: publicRoute(state, bySymbol(1, 40), (call) =>
      oneOrAll(state, family, call, (m) => ticker24h(state, m, call.now)),
    ),
    [`GET ${v1}/ticker/price`]: publicRoute(state, bySymbol(1, 2), symbolPrice),
    ...(family === 'fapi'
      ? { 'GET /fapi/v2/ticker/price': publicRoute(state, bySymbol(1, 2), symbolPrice) }
      : {}),
    [`GET ${v1}/ticker/bookTicker`]: publicRoute(state, bySymbol(2, 5), (call) =>
      oneOrAll(state, family, call, (m) => bookTicker(m, call.now)),
    ),
  };
}
