import { Dec, fixed } from './decimal';
import { depthSnapshot } from './depth-view';
import { fundingRate, INTEREST_RATE, nextFundingTime } from './funding';
import type { FuturesState, Market } from './state';
import { valuePlaces } from './trade-views';

const DAY = 24 * 60 * 60 * 1000;
const pair = (market: Market) => (market.spec.family === 'dapi' ? { pair: market.spec.pair } : {});

/** GET ticker/24hr: the rolling 24 hours of the venue's own fills. */
export function ticker24h(state: FuturesState, market: Market, now: number) {
  const { spec } = market;
  const fills = (state.tape.fills.get(spec.symbol) ?? []).filter((f) => f.time > now - DAY && f.time <= now);
  const price = (value: Dec) => fixed(value, spec.pricePrecision);
  const qty = (value: Dec) => fixed(value, spec.quantityPrecision);
  const first = fills[0];
  const last = fills.at(-1);
  const open = first?.price ?? market.last;
  const close = last?.price ?? market.last;
  const volume = fills.reduce((sum, f) => sum.plus(f.qty), new Dec(0));
  const value = fills.reduce((sum, f) => sum.plus(f.value), new Dec(0));
  const high = fills.reduce((max, f) => Dec.max(max, f.price), open);
  const low = fills.reduce((min, f) => Dec.min(min, f.price), open);
  const change = close.minus(open);
  const weighted = volume.isZero()
    ? close
    : spec.contractSize === undefined
      ? value.dividedBy(volume)
      : volume.times(spec.contractSize).dividedBy(value);
  return {
    symbol: spec.symbol,
    ...pair(market),
    priceChange: price(change),
    priceChangePercent: fixed(open.isZero() ? new Dec(0) : change.dividedBy(open).times(100), 3),
    weightedAvgPrice: price(weighted),
    lastPrice: price(close),
    lastQty: qty(last?.qty ?? new Dec(0)),
    openPrice: price(open),
    highPrice: price(high),
    lowPrice: price(low),
    volume: qty(volume),
    ...(spec.family === 'fapi'
      ? { quoteVolume: fixed(value, valuePlaces(market)) }
      : { baseVolume: fixed(value, valuePlaces(market)) }),
    openTime: now - DAY,
    closeTime: now,
    firstId: first?.id ?? -1,
    lastId: last?.id ?? -1,
    count: fills.length,
  };
}

/** GET ticker/price: the contract (last trade) price. */
export function tickerPrice(market: Market, now: number) {
  const { spec } = market;
  return {
    symbol: spec.symbol,
    ...(spec.family === 'dapi' ? { ps: spec.pair } : {}),
    price: fixed(market.last, spec.pricePrecision),
    time: now,
  };
}

/** GET ticker/bookTicker: the best bid and ask with their quantities. */
export function bookTicker(market: Market, now: number) {
  const { spec } = market;
  const depth = depthSnapshot(market);
  const [bidPrice, bidQty] = depth.bids[0] ?? ['0', '0'];
  const [askPrice, askQty] = depth.asks[0] ?? ['0', '0'];
  return {
    lastUpdateId: depth.lastUpdateId,
    symbol: spec.symbol,
    ...pair(market),
    bidPrice,
    bidQty,
    askPrice,
    askQty,
    time: now,
  };
}

/** GET premiumIndex: mark, index, the current period's funding rate estimate and the next funding time. */
export function premiumIndex(state: FuturesState, market: Market, now: number) {
  const next = nextFundingTime(state, now);
  return {
    symbol: market.spec.symbol,
    ...pair(market),
    markPrice: fixed(market.mark, 8),
    indexPrice: fixed(market.index, 8),
    estimatedSettlePrice: fixed(market.index, 8),
    lastFundingRate: fixed(fundingRate(state, market, next, now), 8),
    interestRate: fixed(INTEREST_RATE, 8),
    nextFundingTime: next,
    time: now,
  };
}

/** GET fundingRate: settled funding, oldest first, the newest `limit` unless a time span is given. */
export function fundingHistory(
  state: FuturesState,
  markets: readonly Market[],
  query: { startTime?: number; endTime?: number; limit: number },
) {
  const symbols = new Set(markets.map((m) => m.spec.symbol));
  const records = state.tape.funding.filter(
    (r) =>
      symbols.has(r.symbol) &&
      r.fundingTime >= (query.startTime ?? 0) &&
      r.fundingTime <= (query.endTime ?? Number.MAX_SAFE_INTEGER),
  );
  const chosen =
    query.startTime !== undefined
      ? records.slice(0, query.limit)
      : records.slice(Math.max(0, records.length - query.limit));
  return chosen.map((r) => {
    const spec = state.markets.get(r.symbol)!.spec;
    return {
      symbol: r.symbol,
      fundingTime: r.fundingTime,
      fundingRate: fixed(r.fundingRate, 8),
      markPrice: fixed(r.markPrice, spec.pricePrecision + 6),
    };
  });
}
