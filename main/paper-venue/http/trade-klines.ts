import { aggregateKlines, klineBuckets, selectKlineOpens, type KlineRow } from '@shared/market/klines';
import type { KlineRequest, MarketData } from './market-data';

/** Klines of the trades a MarketData holds, by the REST paging rules of `request`. */
export function tradeKlines(market: MarketData, symbol: string, request: KlineRequest): KlineRow[] {
  const first = market.firstTradeTime(symbol);
  const opens = first === undefined ? [] : selectKlineOpens(request, first);
  const from = opens[0];
  const to = opens.at(-1);
  if (from === undefined || to === undefined) return [];
  const previous = market.lastTradeBefore(symbol, from);
  const close = klineBuckets(request.interval, request.offsetMinutes).closeOf(to);
  const trades = [...(previous ? [previous] : []), ...market.tradesBetween(symbol, from, close)];
  return aggregateKlines(trades, { ...request, startTime: from, limit: opens.length });
}
