import { aggregateKlines, klineBuckets, selectKlineOpens, type KlineRow } from '@shared/market/klines';
import { toFixed } from '../engine/fixed';
import { barKlines } from './bar-klines';
import type { KlineRequest, MarketData } from './market-data';

/** Klines of the trades a MarketData holds, by the REST paging rules of `request`. */
export function tradeKlines(market: MarketData, symbol: string, request: KlineRequest): KlineRow[] {
  // 1s klines are read from the trades, so they start at the oldest one kept.
  const first =
    (request.interval === '1s' ? market.firstKeptTradeTime?.(symbol) : undefined) ??
    market.firstTradeTime(symbol);
  const opens = first === undefined ? [] : selectKlineOpens(request, first);
  const from = opens[0];
  const to = opens.at(-1);
  if (from === undefined || to === undefined) return [];
  const buckets = klineBuckets(request.interval, request.offsetMinutes);
  // A 1s bucket is shorter than a bar; its 1,000 buckets at most hold few trades anyway.
  if (market.minuteBars && request.interval !== '1s') {
    const price = market.priceBefore
      ? market.priceBefore(symbol, from)
      : market.lastTradeBefore(symbol, from)?.price;
    return barKlines(
      market.minuteBars(symbol),
      opens,
      buckets,
      price === undefined ? undefined : toFixed(price),
    );
  }
  const previous = market.lastTradeBefore(symbol, from);
  const close = buckets.closeOf(to);
  const trades = [...(previous ? [previous] : []), ...market.tradesBetween(symbol, from, close)];
  return aggregateKlines(trades, { ...request, startTime: from, limit: opens.length });
}
