import Decimal from 'decimal.js';
import type { BookLevel } from '@shared/ipc/market';
import type { OrderMark } from '../orders/marked-orders';

export const groupMultipliers = [1, 10, 100, 1000] as const;
export type GroupMultiplier = (typeof groupMultipliers)[number];

/** The price step of a grouping: the tick size times the multiplier, as a plain decimal string. */
export function groupStep(tickSize: string, multiplier: GroupMultiplier): string {
  return new Decimal(tickSize).times(multiplier).toFixed();
}

/** The largest cumulative total of a frame: what a full-width depth bar stands for. */
export function deepestTotal(bids: readonly BookLevel[], asks: readonly BookLevel[]): Decimal {
  const last = (levels: readonly BookLevel[]) => new Decimal(levels[levels.length - 1]?.total ?? 0);
  return Decimal.max(last(bids), last(asks));
}

/**
 * A depth bar's CSS width: total / deepest as a percentage with two places, computed exactly; the string
 * is only ever used for styling.
 */
export function depthWidth(total: string, deepest: Decimal): string {
  if (deepest.isZero()) return '0%';
  return `${new Decimal(total).div(deepest).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2)}%`;
}

export interface LevelOrders {
  readonly remaining: string;
  readonly orders: readonly OrderMark[];
}

/** A normalised key for a price, so "64000.10" and "64000.1000" meet at one level. */
export const priceKey = (price: string | Decimal) => new Decimal(price).toFixed();

/**
 * The side of the book an order's mark sits among: a limit on its own side; a stop at its trigger's
 * side of the market (above the best bid among the asks, else among the bids), so a buy stop above
 * the market or a sell stop-loss below it shows at its level.
 */
export function bookSideOf(
  order: Pick<OrderMark, 'at' | 'side'> & { readonly kind?: OrderMark['kind'] },
  bestBid: string | null,
): 'BUY' | 'SELL' {
  if (order.kind !== 'stop' || bestBid === null) return order.side;
  return new Decimal(order.at).gt(bestBid) ? 'SELL' : 'BUY';
}

/** The ladder level an order falls in: among the bids it rounds down to its group, among the asks up. */
export function levelOf(
  order: Pick<OrderMark, 'at' | 'side'> & { readonly kind?: OrderMark['kind'] },
  group: string,
  bestBid: string | null = null,
): Decimal {
  return levelOn(order.at, group, bookSideOf(order, bestBid) === 'BUY');
}

/** The level a price falls in among the bids (down to its group) or the asks (up). */
function levelOn(at: string, group: string, bid: boolean): Decimal {
  const units = new Decimal(at).div(group);
  return (bid ? units.floor() : units.ceil()).times(group);
}

/**
 * The book side each order's mark sits among, one letter an order ("B" bids, "S" asks; see
 * `bookSideOf`). A string, so that what is grouped by it changes only when a stop changes side, not
 * at every move of the best bid.
 */
export function bookSidesOf(orders: readonly OrderMark[], bestBid: string | null): string {
  let sides = '';
  for (const order of orders) sides += bookSideOf(order, bestBid) === 'BUY' ? 'B' : 'S';
  return sides;
}

/**
 * The user's orders by the ladder level they fall in: among the bids an order rounds down to its
 * group and among the asks up, as main groups the book. A limit sits on its own side, a stop at its
 * trigger's side of the best bid (`sides`, from `bookSidesOf`; without it each on its own side).
 */
export function ordersByLevel(
  orders: readonly OrderMark[],
  group: string,
  sides: string = bookSidesOf(orders, null),
): {
  bids: ReadonlyMap<string, LevelOrders>;
  asks: ReadonlyMap<string, LevelOrders>;
} {
  const bids = new Map<string, LevelOrders>();
  const asks = new Map<string, LevelOrders>();
  orders.forEach((order, i) => {
    const bid = sides[i] === 'B';
    const key = priceKey(levelOn(order.at, group, bid));
    const side = bid ? bids : asks;
    const known = side.get(key);
    side.set(key, {
      remaining: new Decimal(known?.remaining ?? 0).plus(order.remaining).toFixed(),
      orders: [...(known?.orders ?? []), order],
    });
  });
  return { bids, asks };
}

/** The spread as a percentage of the mid, two places; null without both sides. */
export function spreadPercent(spread: string | null, mid: string | null): string | null {
  if (spread === null || mid === null || new Decimal(mid).isZero()) return null;
  return new Decimal(spread).div(mid).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

/** The spread in ticks and in basis points of the mid: "3 ticks · 0.47 bps". */
export function spreadMeasures(
  spread: string | null,
  mid: string | null,
  tickSize: string,
): { ticks: string; bps: string } | null {
  if (spread === null || mid === null || new Decimal(mid).isZero()) return null;
  const ticks = new Decimal(spread).div(tickSize).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed();
  const bps = new Decimal(spread).div(mid).times(10_000).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
  return { ticks, bps };
}

/** The order form's orders by the ladder level they fall in (as the trader's own would), their labels joined. */
export function previewsByLevel(
  orders: readonly { readonly side: 'BUY' | 'SELL'; readonly price: string; readonly label: string }[],
  group: string,
): { bids: ReadonlyMap<string, string>; asks: ReadonlyMap<string, string> } {
  const bids = new Map<string, string>();
  const asks = new Map<string, string>();
  for (const order of orders) {
    const side = order.side === 'BUY' ? bids : asks;
    const key = priceKey(levelOf({ at: order.price, side: order.side }, group));
    const known = side.get(key);
    side.set(key, known === undefined ? order.label : `${known}; ${order.label}`);
  }
  return { bids, asks };
}

/** Where an order the ladder's levels do not show stands: past the farthest level shown, or between two. */
export type Beyond = 'above' | 'below' | 'between levels';

/**
 * The user's orders no level shown carries (the market moved away from them, or they sit at a price
 * the book has no level at), each with where it stands.
 */
export function ordersBeyond(
  orders: readonly OrderMark[],
  group: string,
  bids: readonly { readonly price: string }[],
  asks: readonly { readonly price: string }[],
): { readonly order: OrderMark; readonly where: Beyond }[] {
  // Called on every book frame: nothing to allocate while the trader has no orders.
  if (orders.length === 0) return [];
  const shown = {
    BUY: new Set(bids.map((l) => priceKey(l.price))),
    SELL: new Set(asks.map((l) => priceKey(l.price))),
  };
  const prices = [...bids, ...asks].map((l) => new Decimal(l.price));
  if (prices.length === 0) return [];
  const bestBid = bids[0]?.price ?? null;
  const highest = Decimal.max(...prices);
  const lowest = Decimal.min(...prices);
  const beyond: { order: OrderMark; where: Beyond }[] = [];
  for (const order of orders) {
    const level = levelOf(order, group, bestBid);
    if (shown[bookSideOf(order, bestBid)].has(priceKey(level))) continue;
    const where = level.gt(highest) ? 'above' : level.lt(lowest) ? 'below' : 'between levels';
    beyond.push({ order, where });
  }
  return beyond;
}
