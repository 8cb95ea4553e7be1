import { Dec, fixed } from './decimal';
import type { BookEntry } from './book';
import type { Market } from './state';

export type Level = [price: string, qty: string];

export interface DepthSnapshot {
  readonly lastUpdateId: number;
  /** Every level, best first. */
  readonly bids: Level[];
  readonly asks: Level[];
}

function levels(market: Market, entries: readonly BookEntry[]): Level[] {
  const { pricePrecision, quantityPrecision } = market.spec;
  const out: Level[] = [];
  let price: Dec | undefined;
  let qty = new Dec(0);
  const flush = () => {
    if (price && qty.greaterThan(0)) out.push([fixed(price, pricePrecision), fixed(qty, quantityPrecision)]);
  };
  for (const entry of entries) {
    if (price && entry.price.equals(price)) {
      qty = qty.plus(entry.qty);
      continue;
    }
    flush();
    price = entry.price;
    qty = entry.qty;
  }
  flush();
  return out;
}

/**
 * The book by price level with its update id: the id grows by one whenever the levels differ from
 * the last time anyone looked (REST depth, the depth and book-ticker streams), so a snapshot and the
 * diff stream agree on ids.
 */
export function depthSnapshot(market: Market): DepthSnapshot {
  const bids = levels(market, market.book.bids);
  const asks = levels(market, market.book.asks);
  const seen = JSON.stringify([bids, asks]);
  if (seen !== market.depth.seen) {
    market.depth.seen = seen;
    market.depth.updateId += 1;
  }
  return { lastUpdateId: market.depth.updateId, bids, asks };
}
