import { notionalCeil } from './fixed';
import type { NewOrder, Order, OrderType, Side } from './types';

/** STOP_LOSS, TAKE_PROFIT and their LIMIT variants wait for a trigger before working. */
export function isConditional(type: OrderType): boolean {
  return (
    type === 'STOP_LOSS' ||
    type === 'STOP_LOSS_LIMIT' ||
    type === 'TAKE_PROFIT' ||
    type === 'TAKE_PROFIT_LIMIT'
  );
}

/** Orders that execute at market once working: MARKET, STOP_LOSS, TAKE_PROFIT. */
export function isMarketType(type: OrderType): boolean {
  return type === 'MARKET' || type === 'STOP_LOSS' || type === 'TAKE_PROFIT';
}

/** True when the stop condition is "last price >= stopPrice" (STOP_LOSS BUY, TAKE_PROFIT SELL). */
export function triggersAbove(type: OrderType, side: Side): boolean {
  const stopLoss = type === 'STOP_LOSS' || type === 'STOP_LOSS_LIMIT';
  return stopLoss ? side === 'BUY' : side === 'SELL';
}

export function stopConditionMet(
  order: Pick<Order, 'type' | 'side' | 'stopPrice'>,
  lastPrice: bigint,
): boolean {
  return triggersAbove(order.type, order.side) ? lastPrice >= order.stopPrice : lastPrice <= order.stopPrice;
}

/**
 * Feeds one trade price to a conditional order (trailing-stop FAQ rules): returns true when the
 * order triggers. Trailing orders first wait for their stopPrice (if any), then track the best
 * price and trigger after a move of trailingDelta BIPS against it.
 */
export function observePrice(order: Order, price: bigint, now: number): boolean {
  if (order.trailingDelta === 0) return stopConditionMet(order, price);
  if (order.trailBest === 0n) {
    if (order.stopPrice === 0n || stopConditionMet(order, price)) {
      order.trailBest = price;
      order.trailingTime = now;
    }
    return false;
  }
  const delta = BigInt(order.trailingDelta);
  if (order.side === 'BUY') {
    if (price < order.trailBest) {
      order.trailBest = price;
      return false;
    }
    return price * 10_000n >= order.trailBest * (10_000n + delta);
  }
  if (price > order.trailBest) {
    order.trailBest = price;
    return false;
  }
  return price * 10_000n <= order.trailBest * (10_000n - delta);
}

/** Quantity still to execute (quote-sized market orders are bounded by their quote instead). */
export function remainingQty(order: Order): bigint {
  return order.origQty - order.executedQty - order.preventedQuantity;
}

export function isOpenStatus(order: Order): boolean {
  return order.status === 'NEW' || order.status === 'PARTIALLY_FILLED' || order.status === 'PENDING_NEW';
}

/**
 * Funds a resting or waiting order must keep locked for what is left of it. Market-type buys have
 * no price, so the stop price (or the given reference price) stands in for it.
 */
export function lockRequirement(order: Order, referencePrice: bigint): bigint {
  const left = remainingQty(order);
  if (order.side === 'SELL') return left;
  const price = order.price > 0n ? order.price : order.stopPrice > 0n ? order.stopPrice : referencePrice;
  return notionalCeil(price, left);
}

/** A new order parsed and checked, not yet created. */
export interface Prepared {
  readonly input: NewOrder;
  readonly price: bigint;
  readonly qty: bigint;
  readonly quoteQty: bigint;
  readonly stopPrice: bigint;
  readonly icebergQty: bigint;
  readonly clientOrderId: string;
}
