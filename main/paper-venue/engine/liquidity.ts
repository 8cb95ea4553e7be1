import { minBig, notionalCeil, notionalFloor, qtyForQuote } from './fixed';
import { isMarketType, remainingQty } from './order-rules';
import type { SymbolState } from './symbol-state';
import type { Order, Side } from './types';

/** Read-only looks at a book's liquidity: crossing checks and the estimates placement needs. */

export function crosses(state: SymbolState, side: Side, price: bigint): boolean {
  const best = state.book.sideOf(side === 'BUY' ? 'SELL' : 'BUY').best();
  if (!best) return false;
  return side === 'BUY' ? best.price <= price : best.price >= price;
}

export function priceAcceptable(order: Order, levelPrice: bigint): boolean {
  if (isMarketType(order.type)) return true;
  return order.side === 'BUY' ? levelPrice <= order.price : levelPrice >= order.price;
}

/** Quote needed to buy `qty` from the asks now (rounded up per fill), capped by what the account has. */
export function estimateBuyCost(state: SymbolState, qty: bigint): bigint {
  let left = qty;
  let cost = 0n;
  for (const level of state.book.asks.fromBest()) {
    for (let order = level.head; order && left > 0n; order = order.next) {
      const take = minBig(left, remainingQty(order));
      cost += notionalCeil(level.price, take);
      left -= take;
    }
    if (left === 0n) break;
  }
  return cost;
}

/**
 * Quantity a quote amount buys (from the asks, each fill's cost rounded up) or sells for (into the
 * bids, each fill's proceeds rounded down), in whole steps.
 */
export function quoteExecutableQty(state: SymbolState, side: Side, quote: bigint): bigint {
  const levels = side === 'BUY' ? state.book.asks : state.book.bids;
  const notional = side === 'BUY' ? notionalCeil : notionalFloor;
  let left = quote;
  let qty = 0n;
  for (const level of levels.fromBest()) {
    let levelQty = 0n;
    for (let order = level.head; order; order = order.next) levelQty += remainingQty(order);
    const take = minBig(levelQty, qtyForQuote(left, level.price, state.step));
    if (take === 0n) break;
    qty += take;
    left -= notional(level.price, take);
  }
  return qty;
}

export function estimateSellQtyForQuote(state: SymbolState, quote: bigint): bigint {
  return quoteExecutableQty(state, 'SELL', quote);
}

/** Liquidity a FOK order could take now (own orders are skipped when STP is on). */
export function fillableQty(state: SymbolState, taker: Order): bigint {
  const side = state.book.sideOf(taker.side === 'BUY' ? 'SELL' : 'BUY');
  const need = remainingQty(taker);
  let total = 0n;
  for (const level of side.fromBest()) {
    if (!priceAcceptable(taker, level.price)) break;
    for (let order = level.head; order; order = order.next) {
      if (taker.selfTradePreventionMode !== 'NONE' && order.accountId === taker.accountId) continue;
      total += remainingQty(order);
    }
    if (total >= need) break;
  }
  return total;
}
