import Decimal from 'decimal.js';
import type { KlineInterval } from '../../api/spot/enums';
import { klineBuckets, type KlineBuckets } from './intervals';

/** One public trade, as the klines need it. Prices and quantities are decimal strings. */
export interface KlineTrade {
  readonly time: number;
  readonly price: string;
  readonly qty: string;
  /** price × qty when omitted. */
  readonly quoteQty?: string;
  /** true when the buyer was the maker, so the taker sold. */
  readonly isBuyerMaker: boolean;
}

/**
 * The 12-field kline row: open time, open, high, low, close, volume, close time, quote volume,
 * number of trades, taker-buy base volume, taker-buy quote volume, unused "0".
 */
export type KlineRow = [
  number,
  string,
  string,
  string,
  string,
  string,
  number,
  string,
  number,
  string,
  string,
  string,
];

export interface KlineQuery {
  readonly interval: KlineInterval;
  /** Minutes east of UTC (the parsed `timeZone`). */
  readonly offsetMinutes?: number;
  /** Klines whose open time is at or after it. */
  readonly startTime?: number;
  /** Klines whose open time is at or before it. */
  readonly endTime?: number;
  readonly limit: number;
  /** The current time: the newest kline is the one still open at `now`. */
  readonly now: number;
  /** Decimal places of the strings in a row; 8 like the venue. */
  readonly decimals?: number;
}

/** Index of the first element with time ≥ `time` in a list sorted by time. */
export function firstAtOrAfter(list: readonly { readonly time: number }[], time: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (list[middle]!.time < time) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Open times of the klines a query asks for, oldest first, given when the symbol first traded:
 * forward from startTime, or back from endTime (or now), at most `limit` of them.
 */
export function selectKlineOpens(query: KlineQuery, firstTradeTime: number): number[] {
  const buckets = klineBuckets(query.interval, query.offsetMinutes ?? 0);
  return selectOpens(buckets, buckets.openOf(firstTradeTime), query);
}

function selectOpens(buckets: KlineBuckets, first: number, query: KlineQuery): number[] {
  const newestAllowed = Math.min(query.endTime ?? query.now, query.now);
  const last = buckets.openOf(newestAllowed);
  const opens: number[] = [];
  if (query.startTime !== undefined) {
    let open = buckets.openOf(query.startTime);
    if (open < query.startTime) open = buckets.nextOpen(open);
    if (open < first) open = first;
    while (open <= last && opens.length < query.limit) {
      opens.push(open);
      open = buckets.nextOpen(open);
    }
    return opens;
  }
  for (let open = last; open >= first && opens.length < query.limit; open = buckets.previousOpen(open)) {
    opens.push(open);
  }
  return opens.reverse();
}

/**
 * Aggregates trades (sorted by time) into kline rows. Every bucket from the first trade's on is
 * a kline, traded or not: an empty one has O=H=L=C = the previous close, zero volumes and n = 0.
 */
export function aggregateKlines(trades: readonly KlineTrade[], query: KlineQuery): KlineRow[] {
  const firstTrade = trades[0];
  if (!firstTrade || query.limit <= 0) return [];
  const buckets = klineBuckets(query.interval, query.offsetMinutes ?? 0);
  const decimals = query.decimals ?? 8;
  const format = (value: Decimal) => value.toFixed(decimals);
  const opens = selectOpens(buckets, buckets.openOf(firstTrade.time), query);

  return opens.map((open): KlineRow => {
    const close = buckets.closeOf(open);
    const from = firstAtOrAfter(trades, open);
    const to = firstAtOrAfter(trades, close + 1);
    if (from === to) {
      const previous = format(new Decimal(trades[from - 1]!.price));
      return [
        open,
        previous,
        previous,
        previous,
        previous,
        format(new Decimal(0)),
        close,
        format(new Decimal(0)),
        0,
        format(new Decimal(0)),
        format(new Decimal(0)),
        '0',
      ];
    }
    let high = new Decimal(trades[from]!.price);
    let low = high;
    let volume = new Decimal(0);
    let quoteVolume = new Decimal(0);
    let takerBuyVolume = new Decimal(0);
    let takerBuyQuoteVolume = new Decimal(0);
    for (let index = from; index < to; index += 1) {
      const trade = trades[index]!;
      const price = new Decimal(trade.price);
      const qty = new Decimal(trade.qty);
      const quote = trade.quoteQty === undefined ? price.times(qty) : new Decimal(trade.quoteQty);
      if (price.greaterThan(high)) high = price;
      if (price.lessThan(low)) low = price;
      volume = volume.plus(qty);
      quoteVolume = quoteVolume.plus(quote);
      if (!trade.isBuyerMaker) {
        takerBuyVolume = takerBuyVolume.plus(qty);
        takerBuyQuoteVolume = takerBuyQuoteVolume.plus(quote);
      }
    }
    return [
      open,
      format(new Decimal(trades[from]!.price)),
      format(high),
      format(low),
      format(new Decimal(trades[to - 1]!.price)),
      format(volume),
      close,
      format(quoteVolume),
      to - from,
      format(takerBuyVolume),
      format(takerBuyQuoteVolume),
      '0',
    ];
  });
}
