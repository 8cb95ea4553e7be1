import Decimal from 'decimal.js';
import type { BookLevel } from '@shared/ipc/market';
import type { NewOrderArgs } from '@shared/ipc/order-args';

export interface CommissionRates {
  readonly maker: string;
  readonly taker: string;
}

export interface Amount {
  readonly amount: string;
  readonly asset: string;
}

/** What a market order is expected to do, walked level by level through the local book. */
export interface MarketWalk {
  readonly averagePrice: string;
  /** How far the average is from the best price, in basis points. */
  readonly slippageBps: string;
  readonly quantity: string;
  /** False when the levels in view run out before the order is filled. */
  readonly complete: boolean;
}

export interface OrderCosts {
  /** What the order is worth in the quote asset (for a market order, as walked). */
  readonly total: Amount | null;
  /** The commission it would pay, and whether as maker or taker. */
  readonly fee: (Amount & { readonly rate: string; readonly role: 'maker' | 'taker' }) | null;
  readonly market: MarketWalk | null;
}

interface Book {
  readonly bids: readonly BookLevel[];
  readonly asks: readonly BookLevel[];
}

/** Walks the levels a market order takes: by base quantity, or by quote to spend. */
export function walkBook(
  levels: readonly BookLevel[],
  size: { readonly quantity?: string; readonly quote?: string },
): MarketWalk | null {
  const best = levels[0];
  if (!best) return null;
  let baseLeft = size.quantity === undefined ? null : new Decimal(size.quantity);
  let quoteLeft = size.quote === undefined ? null : new Decimal(size.quote);
  let filled = new Decimal(0);
  let spent = new Decimal(0);
  for (const level of levels) {
    const price = new Decimal(level.price);
    let take = new Decimal(level.quantity);
    if (baseLeft !== null) take = Decimal.min(take, baseLeft);
    if (quoteLeft !== null) take = Decimal.min(take, quoteLeft.div(price));
    if (take.lte(0)) break;
    filled = filled.plus(take);
    spent = spent.plus(take.times(price));
    if (baseLeft !== null) baseLeft = baseLeft.minus(take);
    if (quoteLeft !== null) quoteLeft = quoteLeft.minus(take.times(price));
    if ((baseLeft ?? quoteLeft)!.lte(0)) break;
  }
  if (filled.isZero()) return null;
  const average = spent.div(filled);
  const bestPrice = new Decimal(best.price);
  return {
    averagePrice: average.toFixed(),
    slippageBps: average.minus(bestPrice).abs().div(bestPrice).times(10_000).toDecimalPlaces(1).toFixed(1),
    quantity: filled.toFixed(),
    complete: (baseLeft ?? quoteLeft)!.lte(0),
  };
}

/**
 * What an order costs before it is sent: its total in the quote asset, the commission (a buyer pays it
 * in the base asset it receives, a seller in the quote asset; maker where a limit rests, taker where it
 * takes), and for a market order the average price and slippage walked through the book in view.
 */
export function orderCosts(
  args: NewOrderArgs,
  rates: CommissionRates,
  book: Book | undefined,
  assets: { readonly base: string; readonly quote: string },
): OrderCosts {
  const buy = args.side === 'BUY';
  const feeOf = (quantity: Decimal, total: Decimal, role: 'maker' | 'taker') => {
    const rate = new Decimal(rates[role]);
    return buy
      ? { amount: quantity.times(rate).toFixed(), asset: assets.base, rate: rates[role], role }
      : { amount: total.times(rate).toFixed(), asset: assets.quote, rate: rates[role], role };
  };
  if (args.type === 'MARKET') {
    const levels = buy ? book?.asks : book?.bids;
    const walk =
      levels &&
      walkBook(
        levels,
        'quoteOrderQty' in args && args.quoteOrderQty
          ? { quote: args.quoteOrderQty }
          : { quantity: args.quantity },
      );
    if (!walk) return { total: null, fee: null, market: null };
    const total = new Decimal(walk.quantity).times(walk.averagePrice);
    return {
      total: { amount: total.toFixed(), asset: assets.quote },
      fee: feeOf(new Decimal(walk.quantity), total, 'taker'),
      market: walk,
    };
  }
  const at = 'price' in args && args.price ? args.price : 'stopPrice' in args ? args.stopPrice : undefined;
  if (!at || !args.quantity) return { total: null, fee: null, market: null };
  const quantity = new Decimal(args.quantity);
  const total = quantity.times(at);
  const bestOpposite = buy ? book?.asks[0]?.price : book?.bids[0]?.price;
  const takes =
    args.type !== 'LIMIT' && args.type !== 'LIMIT_MAKER'
      ? true
      : bestOpposite !== undefined &&
        (buy ? total.div(quantity).gte(bestOpposite) : total.div(quantity).lte(bestOpposite));
  return {
    total: { amount: total.toFixed(), asset: assets.quote },
    fee: feeOf(quantity, total, args.type === 'LIMIT_MAKER' || !takes ? 'maker' : 'taker'),
    market: null,
  };
}
