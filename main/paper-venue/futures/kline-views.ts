import type { KlineRow } from '@shared/market/klines';
import { klineInterval, type KlineInterval } from '@shared/api/spot/enums';
import { Dec, ZERO, fixed } from './decimal';
import { liveContractKlines, onTick, withIndexHistory } from './contract-klines';
import { priceSamples } from './price-history';
import { sampleKlines } from './sample-klines';
import type { FuturesState, Market } from './state';
import { valuePlaces } from './trade-views';

/** The futures kline intervals: the spot ones but 1s. */
export const FUTURES_INTERVALS: readonly KlineInterval[] = klineInterval.options.filter(
  (interval) => interval !== '1s',
);

export interface FuturesKlineQuery {
  readonly interval: KlineInterval;
  readonly startTime?: number;
  readonly endTime?: number;
  readonly limit: number;
  readonly now: number;
}

/** Klines of the contract's price (fills and mark steps), after its index's history. */
export function tradeKlines(state: FuturesState, market: Market, query: FuturesKlineQuery): KlineRow[] {
  const { spec } = market;
  const qty = fixed(ZERO, spec.quantityPrecision);
  const value = fixed(ZERO, valuePlaces(market));
  const price = (text: string) => fixed(onTick(text, spec.tickSize), spec.pricePrecision);
  return withIndexHistory(
    state,
    market,
    query,
    (own) => liveContractKlines(state, market, own),
    (row) => [
      row[0],
      price(row[1]),
      price(row[2]),
      price(row[3]),
      price(row[4]),
      qty,
      row[6],
      value,
      0,
      qty,
      value,
      '0',
    ],
  );
}

/**
 * Mark or index price klines: OHLC of the recorded prices, the other fields zero, count = samples;
 * before the first sample, the index's spot history (on the tick for the mark).
 */
export function priceKlines(
  state: FuturesState,
  market: Market,
  which: 'mark' | 'index',
  query: FuturesKlineQuery,
): KlineRow[] {
  const recorded = (own: FuturesKlineQuery) => sampleKlines(priceSamples(state, market, own.now), which, own);
  const { tickSize } = market.spec;
  const price = (text: string) => (which === 'mark' ? onTick(text, tickSize) : new Dec(text)).toFixed(8);
  return withIndexHistory(state, market, query, recorded, (row) => pricesOnly(row, price, 0));
}

function pricesOnly(row: KlineRow, price: (text: string) => string, count: number): KlineRow {
  const [open, o, h, l, c] = row;
  return [open, price(o), price(h), price(l), price(c), '0', row[6], '0', count, '0', '0', '0'];
}
