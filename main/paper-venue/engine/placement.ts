// Placing a single order: parsing and checking it against the book and the account, locking what it
// needs, and putting it to work (parked as a conditional order, or matched as a taker).
// Functions over the Engine (engine.ts), which keeps the state and dispatches commands.
import type { Account } from './ledger';
import { messages, rejectNewOrder } from './errors';
import { minBig, notionalCeil, toFixed } from './fixed';
import { isConditional, isMarketType, isOpenStatus, remainingQty, stopConditionMet } from './order-rules';
import {
  crosses,
  estimateBuyCost,
  estimateSellQtyForQuote,
  fillableQty,
  quoteExecutableQty,
} from './liquidity';
import type { Prepared } from './order-rules';
import type { SymbolState } from './symbol-state';
import type { PlaceResult } from './commands';
import type { NewOrder, Order } from './types';
import type { Engine } from './engine';
import { match } from './matching';
import { finish } from './order-lifecycle';
import { emitOrder } from './event-emit';
import { PlacedOrder } from './placed-order';

export function placeOrder(e: Engine, accountId: string, input: NewOrder): PlaceResult {
  const state = e.symbol(input.symbol);
  const account = e.ledger.get(accountId);
  const prepared = prepare(e, state, account, input);
  const order = createOrder(e, state, account, prepared, -1, initialLock(e, state, prepared));
  emitOrder(e, order, 'NEW');
  start(e, state, order);
  return placeResult(e, order);
}

/** A snapshot of the order now; the wire strings are only made if someone reads them. */
export function placeResult(e: Engine, order: Order): PlaceResult {
  return new PlacedOrder(e.now, order, e.takerFills.get(order));
}

/** Parses and checks an order against the book and the account; changes nothing. */
export function prepare(
  e: Engine,
  state: SymbolState,
  account: Account,
  input: NewOrder,
  checkTrigger = true,
): Prepared {
  const price = input.price !== undefined ? toFixed(input.price) : 0n;
  const qty = input.quantity !== undefined ? toFixed(input.quantity) : 0n;
  const quoteQty =
    input.quoteOrderQty !== undefined && input.type === 'MARKET' ? toFixed(input.quoteOrderQty) : 0n;
  const stopPrice = input.stopPrice !== undefined ? toFixed(input.stopPrice) : 0n;
  const icebergQty = input.icebergQty !== undefined ? toFixed(input.icebergQty) : 0n;
  const clientOrderId = input.newClientOrderId ?? e.generateId('paper');
  const existing = state.byClientId(account.accountId, clientOrderId);
  if (existing && isOpenStatus(existing)) throw rejectNewOrder(messages.duplicateOrder);
  if (input.type === 'LIMIT_MAKER' && crosses(state, input.side, price)) {
    throw rejectNewOrder(messages.wouldTake);
  }
  if (
    checkTrigger &&
    isConditional(input.type) &&
    !input.trailingDelta &&
    state.lastPrice > 0n &&
    stopConditionMet({ type: input.type, side: input.side, stopPrice }, state.lastPrice)
  ) {
    throw rejectNewOrder(messages.wouldTrigger);
  }
  if (
    quoteQty > 0n &&
    quoteExecutableQty(state, input.side, quoteQty) < (state.minQty > 0n ? state.minQty : 1n)
  ) {
    throw rejectNewOrder(messages.liquidityLotSize);
  }
  return { input, price, qty, quoteQty, stopPrice, icebergQty, clientOrderId };
}

/** What the order must lock at placement: base for sells, quote for buys (estimated for market buys). */
export function initialLock(e: Engine, state: SymbolState, p: Prepared): bigint {
  const { input } = p;
  if (input.side === 'SELL') {
    return p.quoteQty > 0n ? estimateSellQtyForQuote(state, p.quoteQty) : p.qty;
  }
  if (p.quoteQty > 0n) return p.quoteQty;
  if (p.price > 0n) return notionalCeil(p.price, p.qty);
  if (input.type === 'MARKET') return estimateBuyCost(state, p.qty);
  const reference = p.stopPrice > 0n ? p.stopPrice : state.lastPrice;
  return notionalCeil(reference, p.qty);
}

export function createOrder(
  e: Engine,
  state: SymbolState,
  account: Account,
  p: Prepared,
  orderListId: number,
  lock: bigint,
  pending = false,
): Order {
  const { input } = p;
  const asset = input.side === 'BUY' ? state.config.quoteAsset : state.config.baseAsset;
  if (!pending) e.ledger.lock(account, asset, lock);
  const order: Order = {
    symbol: state.config.symbol,
    orderId: state.nextOrderId++,
    orderListId,
    clientOrderId: p.clientOrderId,
    accountId: account.accountId,
    side: input.side,
    type: input.type,
    timeInForce: input.timeInForce ?? 'GTC',
    price: p.price,
    origQty: p.qty,
    executedQty: 0n,
    cumQuote: 0n,
    origQuoteOrderQty: p.quoteQty,
    stopPrice: p.stopPrice,
    trailingDelta: input.trailingDelta ?? 0,
    trailingTime: -1,
    trailBest: 0n,
    icebergQty: p.icebergQty,
    status: pending ? 'PENDING_NEW' : 'NEW',
    time: e.now,
    updateTime: e.now,
    workingTime: -1,
    isWorking: false,
    selfTradePreventionMode: input.selfTradePreventionMode ?? 'NONE',
    strategyId: input.strategyId,
    strategyType: input.strategyType,
    preventedMatchId: -1,
    preventedQuantity: 0n,
    expiryReason: 'NONE',
    locked: pending ? 0n : lock,
    visible: 0n,
    prev: undefined,
    next: undefined,
    level: undefined,
  };
  state.register(order);
  state.open.set(order.orderId, order);
  return order;
}

/** Puts a new (or newly activated) order to work: parks a conditional order, or matches it. */
export function start(e: Engine, state: SymbolState, order: Order): void {
  if (isConditional(order.type)) {
    if (order.trailingDelta > 0 && order.stopPrice === 0n && state.lastPrice > 0n) {
      order.trailBest = state.lastPrice;
      order.trailingTime = e.now;
    }
    state.stops.set(order.orderId, order);
    return;
  }
  work(e, state, order);
}

/** Matches a working order as taker, then rests or expires what is left. */
export function work(e: Engine, state: SymbolState, order: Order): void {
  order.isWorking = true;
  order.workingTime = e.now;
  if (order.timeInForce === 'FOK' && !isMarketType(order.type)) {
    if (fillableQty(state, order) < remainingQty(order)) {
      finish(e, state, order, 'EXPIRED', 'UNFILLED_FOK_ORDER_EXPIRED');
      return;
    }
  }
  const exhausted = match(e, state, order);
  if (!isOpenStatus(order)) return;
  if (isMarketType(order.type)) {
    if (order.origQuoteOrderQty > 0n) order.origQty = order.executedQty;
    finish(e, state, order, 'EXPIRED', exhausted ? 'INSUFFICIENT_LIQUIDITY' : 'NONE');
    return;
  }
  if (order.timeInForce === 'IOC' || order.timeInForce === 'FOK') {
    finish(e, state, order, 'EXPIRED', 'UNFILLED_IOC_QUANTITY_EXPIRED');
    return;
  }
  const left = remainingQty(order);
  order.visible = order.icebergQty > 0n ? minBig(order.icebergQty, left) : left;
  state.book.add(order);
}
