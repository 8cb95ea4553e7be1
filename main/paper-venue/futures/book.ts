import type Decimal from 'decimal.js';
import { Dec } from './decimal';
import type { FuturesOrder, Side } from './order';
import { hashSeed, seededIntegers } from './seeded-random';
import type { SymbolSpec } from './symbols';

/** One resting quantity: the synthetic market maker's (order null) or a user order's remainder. */
export interface BookEntry {
  readonly price: Dec;
  qty: Dec;
  readonly order: FuturesOrder | null;
  readonly seq: number;
}

/** Bids best (highest) first, asks best (lowest) first; equal prices keep arrival order. */
export interface Book {
  readonly bids: BookEntry[];
  readonly asks: BookEntry[];
  nextSeq: number;
}

export function emptyBook(): Book {
  return { bids: [], asks: [], nextSeq: 1 };
}

export function sideOf(book: Book, side: Side): BookEntry[] {
  return side === 'BUY' ? book.bids : book.asks;
}

export function opposite(side: Side): Side {
  return side === 'BUY' ? 'SELL' : 'BUY';
}

/** Does `price` on `side` stand at or better than `other` (higher for bids, lower for asks)? */
export function atOrBetter(side: Side, price: Dec, other: Dec): boolean {
  return side === 'BUY' ? price.greaterThanOrEqualTo(other) : price.lessThanOrEqualTo(other);
}

export function rest(book: Book, side: Side, price: Dec, qty: Dec, order: FuturesOrder | null): void {
  const entries = sideOf(book, side);
  const entry: BookEntry = { price, qty, order, seq: book.nextSeq++ };
  const at = entries.findIndex((e) => !atOrBetter(side, e.price, price));
  if (at < 0) entries.push(entry);
  else entries.splice(at, 0, entry);
}

export function removeOrder(book: Book, order: FuturesOrder): void {
  for (const entries of [book.bids, book.asks]) {
    const at = entries.findIndex((e) => e.order === order);
    if (at >= 0) entries.splice(at, 1);
  }
}

/** The distinct prices on one side, best first. */
export function priceLevels(book: Book, side: Side): Dec[] {
  const levels: Dec[] = [];
  for (const entry of sideOf(book, side)) {
    const last = levels[levels.length - 1];
    if (!last || !last.equals(entry.price)) levels.push(entry.price);
  }
  return levels;
}

/**
 * Replaces the market maker's quotes with a fresh ladder around `mark`: best bid and ask one gap
 * away, `levels` levels a side, quantities seeded from (seed, symbol, version) so a run repeats.
 */
export function requote(book: Book, spec: SymbolSpec, mark: Dec, seed: number, version: number): void {
  for (const entries of [book.bids, book.asks]) {
    for (let i = entries.length - 1; i >= 0; i -= 1) if (entries[i]?.order === null) entries.splice(i, 1);
  }
  const tick = new Dec(spec.tickSize);
  const step = new Dec(spec.stepSize);
  const gap = tick.times(spec.marketMaker.gapTicks);
  const minPrice = new Dec(spec.minPrice);
  const onTick = (price: Dec, rounding: Decimal.Rounding) =>
    price.minus(minPrice).dividedBy(tick).toDecimalPlaces(0, rounding).times(tick).plus(minPrice);
  const random = seededIntegers(hashSeed(`${seed}:${spec.symbol}:${version}`));
  const { levels, minSteps, maxSteps } = spec.marketMaker;
  const bestBid = onTick(mark.minus(gap), Dec.ROUND_DOWN);
  const bestAsk = onTick(mark.plus(gap), Dec.ROUND_UP);
  for (let i = 0; i < levels; i += 1) {
    const bid = bestBid.minus(gap.times(i));
    if (bid.greaterThan(minPrice))
      rest(book, 'BUY', bid, step.times(random.between(minSteps, maxSteps)), null);
    rest(book, 'SELL', bestAsk.plus(gap.times(i)), step.times(random.between(minSteps, maxSteps)), null);
  }
}
