import { fixed } from './decimal';
import { depthSnapshot } from './depth-view';
import type { FuturesState, Market } from './state';
import type { AggregateFill, PublicFill } from './tape';

/** Depth limits the venue serves; another limit is served as the next one up. */
export const DEPTH_LIMITS = [5, 10, 20, 50, 100, 500, 1000] as const;

export function depthView(market: Market, limit: number, now: number) {
  const served = DEPTH_LIMITS.find((l) => l >= limit) ?? 1000;
  const snapshot = depthSnapshot(market);
  const { spec } = market;
  return {
    lastUpdateId: snapshot.lastUpdateId,
    ...(spec.family === 'dapi' ? { symbol: spec.symbol, pair: spec.pair } : {}),
    E: now,
    T: now,
    bids: snapshot.bids.slice(0, served),
    asks: snapshot.asks.slice(0, served),
  };
}

/** Decimal places of a fill's value: exact for linear contracts, 8 for inverse ones. */
export function valuePlaces(market: Market): number {
  const { spec } = market;
  return spec.family === 'fapi' ? spec.pricePrecision + spec.quantityPrecision : 8;
}

export function tradeView(market: Market, fill: PublicFill) {
  const { spec } = market;
  const value = fixed(fill.value, valuePlaces(market));
  return {
    id: fill.id,
    price: fixed(fill.price, spec.pricePrecision),
    qty: fixed(fill.qty, spec.quantityPrecision),
    ...(spec.family === 'fapi' ? { quoteQty: value } : { baseQty: value }),
    time: fill.time,
    isBuyerMaker: fill.isBuyerMaker,
  };
}

export function aggTradeView(market: Market, agg: AggregateFill) {
  const { spec } = market;
  return {
    a: agg.id,
    p: fixed(agg.price, spec.pricePrecision),
    q: fixed(agg.qty, spec.quantityPrecision),
    f: agg.firstId,
    l: agg.lastId,
    T: agg.time,
    m: agg.isBuyerMaker,
  };
}

export function recentTrades(state: FuturesState, market: Market, limit: number) {
  const fills = state.tape.fills.get(market.spec.symbol) ?? [];
  return fills.slice(Math.max(0, fills.length - limit)).map((f) => tradeView(market, f));
}

/**
 * Aggregate trades: from `fromId`, or within [startTime, endTime], or the newest; oldest first,
 * at most `limit`.
 */
export function aggTrades(
  state: FuturesState,
  market: Market,
  query: { fromId?: number; startTime?: number; endTime?: number; limit: number },
) {
  const all = state.tape.aggregates.get(market.spec.symbol) ?? [];
  let chosen: AggregateFill[];
  if (query.fromId !== undefined) {
    chosen = all.filter((a) => a.id >= query.fromId!).slice(0, query.limit);
  } else if (query.startTime !== undefined || query.endTime !== undefined) {
    const from = query.startTime ?? 0;
    const to = query.endTime ?? Number.MAX_SAFE_INTEGER;
    chosen = all.filter((a) => a.time >= from && a.time <= to).slice(0, query.limit);
  } else {
    chosen = all.slice(Math.max(0, all.length - query.limit));
  }
  return chosen.map((a) => aggTradeView(market, a));
}
