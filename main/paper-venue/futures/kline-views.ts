import { aggregateKlines, type KlineRow } from '@shared/market/klines';
import { klineInterval, type KlineInterval } from '@shared/api/spot/enums';
import { Dec, fixed } from './decimal';
import { priceSamples } from './price-history';
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

const reformat = (text: string, places: number) => fixed(new Dec(text), places);

/** Klines of the venue's own fills: prices and volumes at the contract's precision. */
export function tradeKlines(state: FuturesState, market: Market, query: FuturesKlineQuery): KlineRow[] {
  const { spec } = market;
  const trades = (state.tape.fills.get(spec.symbol) ?? []).map((f) => ({
    time: f.time,
    price: f.price.toFixed(),
    qty: f.qty.toFixed(),
    quoteQty: f.value.toFixed(),
    isBuyerMaker: f.isBuyerMaker,
  }));
  const value = valuePlaces(market);
  return aggregateKlines(trades, { ...query, decimals: 12 }).map((row) => {
    const [open, o, h, l, c, volume, close, quote, count, buyVolume, buyQuote] = row;
    const price = (text: string) => reformat(text, spec.pricePrecision);
    const qty = (text: string) => reformat(text, spec.quantityPrecision);
    return [
      open,
      price(o),
      price(h),
      price(l),
      price(c),
      qty(volume),
      close,
      reformat(quote, value),
      count,
      qty(buyVolume),
      reformat(buyQuote, value),
      '0',
    ];
  });
}

/** Mark or index price klines: OHLC of the recorded prices, the other fields zero, count = samples. */
export function priceKlines(
  state: FuturesState,
  market: Market,
  which: 'mark' | 'index',
  query: FuturesKlineQuery,
): KlineRow[] {
  const samples = priceSamples(state, market, query.now).map((s) => ({
    time: s.time,
    price: s[which].toFixed(),
    qty: '0',
    quoteQty: '0',
    isBuyerMaker: false,
  }));
  return aggregateKlines(samples, { ...query, decimals: 8 }).map((row) => [
    row[0],
    row[1],
    row[2],
    row[3],
    row[4],
    '0',
    row[6],
    '0',
    row[8],
    '0',
    '0',
    '0',
  ]);
}
