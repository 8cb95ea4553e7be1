import Decimal from 'decimal.js';
import type { PublicTrade } from './engine-port';

const price = (value: Decimal.Value) => new Decimal(value).toFixed(8);

/** What a window's statistics read of its trades; none when nothing traded in it. */
export interface WindowFigures {
  /** The window's first trade: its id and price (it may no longer be kept whole). */
  readonly first: Pick<PublicTrade, 'id' | 'price'>;
  readonly last: PublicTrade;
  readonly high: string;
  readonly low: string;
  readonly volume: string;
  readonly quoteVolume: string;
  readonly count: number;
}

/** The figures of a window's trades (oldest first), one by one. */
export function windowFigures(trades: readonly PublicTrade[]): WindowFigures | undefined {
  const first = trades[0];
  const last = trades.at(-1);
  if (!first || !last) return undefined;
  let high = new Decimal(first.price);
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
  return {
    first: { id: first.id, price: first.price },
    last,
    high: price(high),
    low: price(low),
    volume: price(volume),
    quoteVolume: price(quoteVolume),
    count: trades.length,
  };
}

/** The figures of two windows, one just after the other, as one. */
export function joinedFigures(
  older: WindowFigures | undefined,
  newer: WindowFigures | undefined,
): WindowFigures | undefined {
  if (!older || !newer) return older ?? newer;
  return {
    first: older.first,
    last: newer.last,
    high: price(Decimal.max(older.high, newer.high)),
    low: price(Decimal.min(older.low, newer.low)),
    volume: price(new Decimal(older.volume).plus(newer.volume)),
    quoteVolume: price(new Decimal(older.quoteVolume).plus(newer.quoteVolume)),
    count: older.count + newer.count,
  };
}

/** Rolling-window statistics of one symbol, in the field order of GET /api/v3/ticker/24hr. */
export function tickerStats(input: {
  symbol: string;
  figures: WindowFigures | undefined;
  /** The price of the last trade before the window. */
  previousPrice: string | undefined;
  openTime: number;
  closeTime: number;
}) {
  const { figures } = input;
  const fallback = input.previousPrice ?? '0';
  const open = new Decimal(figures?.first.price ?? fallback);
  const close = new Decimal(figures?.last.price ?? fallback);
  const volume = new Decimal(figures?.volume ?? 0);
  const change = close.minus(open);
  return {
    symbol: input.symbol,
    priceChange: price(change),
    priceChangePercent: open.isZero() ? '0.000' : change.dividedBy(open).times(100).toFixed(3),
    weightedAvgPrice: price(
      volume.isZero() ? close : new Decimal(figures?.quoteVolume ?? 0).dividedBy(volume),
    ),
    prevClosePrice: price(fallback),
    lastPrice: price(close),
    lastQty: price(figures?.last.qty ?? '0'),
    openPrice: price(open),
    highPrice: price(figures?.high ?? close),
    lowPrice: price(figures?.low ?? close),
    volume: price(volume),
    quoteVolume: price(figures?.quoteVolume ?? 0),
    openTime: input.openTime,
    closeTime: input.closeTime,
    firstId: figures?.first.id ?? -1,
    lastId: figures?.last.id ?? -1,
    count: figures?.count ?? 0,
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
