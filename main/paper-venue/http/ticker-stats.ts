import Decimal from 'decimal.js';
import type { PublicTrade } from './engine-port';

const price = (value: Decimal.Value) => new Decimal(value).toFixed(8);

/** Rolling-window statistics of one symbol, in the field order of GET /api/v3/ticker/24hr. */
export function tickerStats(input: {
  symbol: string;
  trades: readonly PublicTrade[];
  previous: PublicTrade | undefined;
  openTime: number;
  closeTime: number;
}) {
  const { trades, previous } = input;
  const first = trades[0];
  const last = trades.at(-1);
  const fallback = previous?.price ?? '0';
  const open = new Decimal(first?.price ?? fallback);
  const close = new Decimal(last?.price ?? fallback);
  let high = first ? open : close;
  let low = high;
  let volume = new Decimal(0);
  let quoteVolume = new Decimal(0);
  for (const trade of trades) {
    const tradePrice = new Decimal(trade.price);
    if (tradePrice.greaterThan(high)) high = tradePrice;
    if (tradePrice.lessThan(low)) low = tradePrice;
    volume = volume.plus(trade.qty);
    quoteVolume = quoteVolume.plus(trade.quoteQty);
  }
  const change = close.minus(open);
  return {
    symbol: input.symbol,
    priceChange: price(change),
    priceChangePercent: open.isZero() ? '0.000' : change.dividedBy(open).times(100).toFixed(3),
    weightedAvgPrice: price(volume.isZero() ? close : quoteVolume.dividedBy(volume)),
    prevClosePrice: price(fallback),
    lastPrice: price(close),
    lastQty: price(last?.qty ?? '0'),
    openPrice: price(open),
    highPrice: price(high),
    lowPrice: price(low),
    volume: price(volume),
    quoteVolume: price(quoteVolume),
    openTime: input.openTime,
    closeTime: input.closeTime,
    firstId: first?.id ?? -1,
    lastId: last?.id ?? -1,
    count: trades.length,
  };
}

const MINI_FIELDS = [
  'symbol',
  'openPrice',
  'highPrice',
  'lowPrice',
  'lastPrice',
  'volume',
  'quoteVolume',
  'openTime',
  'closeTime',
  'firstId',
  'lastId',
  'count',
] as const;

/** The MINI ticker: only these fields. */
export function miniTicker(stats: ReturnType<typeof tickerStats>) {
  return Object.fromEntries(MINI_FIELDS.map((field) => [field, stats[field]]));
}
