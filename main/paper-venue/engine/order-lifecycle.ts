// An order's end and what follows it: terminal statuses, OCO siblings and OTO pending legs, and the
// conditional orders a new last price triggers at the end of each command.
// Functions over the Engine (engine.ts), which keeps the state and dispatches commands.
import type { Execution } from './events';
import { minBig } from './fixed';
import {
  isConditional,
  isMarketType,
  isOpenStatus,
  lockRequirement,
  observePrice,
  remainingQty,
  stopConditionMet,
} from './order-rules';
import { crosses, estimateBuyCost } from './liquidity';
import type { SymbolState } from './symbol-state';
import type { ExpiryReason, Order, OrderList, OrderStatus } from './types';
import type { Engine } from './engine';
import { start, work } from './placement';
import { releaseExcess } from './matching';
import { emitOrder } from './event-emit';

/** Ends an open order: takes it off the book and the stop list and frees its funds. */
export function finish(
  e: Engine,
  state: SymbolState,
  order: Order,
  status: OrderStatus,
  reason: ExpiryReason,
  executionType: Execution['executionType'] = status === 'CANCELED'
    ? 'CANCELED'
    : status === 'FILLED'
      ? 'TRADE'
      : 'EXPIRED',
  extra?: Partial<Execution>,
): void {
  if (order.level) state.book.remove(order);
  if (state.stops.size > 0) state.stops.delete(order.orderId);
  order.status = status;
  order.expiryReason = reason;
  order.updateTime = e.now;
  releaseExcess(e, state, order);
  if (status !== 'FILLED' || executionType !== 'TRADE') {
    emitOrder(
      e,
      order,
      executionType,
      e.events.active ? { ...extra, ...(reason !== 'NONE' ? { expiryReason: reason } : {}) } : undefined,
    );
  }
  afterTerminal(e, state, order);
}

/** Bookkeeping once an order reached a final status: list progress. */
export function afterTerminal(e: Engine, state: SymbolState, order: Order): void {
  state.open.delete(order.orderId);
  state.stops.delete(order.orderId);
  if (order.orderListId < 0) return;
  const list = e.lists.get(order.orderListId);
  if (!list) return;
  e.touchedLists.add(list);
  if (list.workingOrderId === order.orderId) {
    if (order.status === 'FILLED') e.activations.push(list);
    else expirePending(e, state, list, order.status === 'CANCELED' ? 'CANCELED' : 'EXPIRED');
  } else if (
    order.expiryReason !== 'OCO_TRIGGER' &&
    (order.status === 'FILLED' || order.status === 'EXPIRED_IN_MATCH')
  ) {
    resolveOcoPair(e, state, order);
  }
}

export function expirePending(
  e: Engine,
  state: SymbolState,
  list: OrderList,
  status: 'CANCELED' | 'EXPIRED',
): void {
  for (const id of list.orderIds) {
    const order = state.orders.get(id);
    if (order && order.status === 'PENDING_NEW') {
      finish(e, state, order, status, status === 'EXPIRED' ? 'OTO_PHASE_ONE_EXPIRED' : 'NONE');
    }
  }
}

/** One leg of an OCO pair fills or triggers: the other leg expires and hands over its funds. */
export function resolveOcoPair(e: Engine, state: SymbolState, order: Order): void {
  if (order.orderListId < 0) return;
  const list = e.lists.get(order.orderListId);
  if (!list || !list.ocoPair.includes(order.orderId)) return;
  for (const id of list.ocoPair) {
    if (id === order.orderId) continue;
    const sibling = state.orders.get(id);
    if (!sibling || !isOpenStatus(sibling) || sibling.status === 'PENDING_NEW') continue;
    if (isOpenStatus(order)) {
      order.locked += sibling.locked;
      sibling.locked = 0n;
    }
    finish(e, state, sibling, 'EXPIRED', 'OCO_TRIGGER');
    if (isOpenStatus(order)) releaseExcess(e, state, order);
  }
  e.touchedLists.add(list);
}

/** After the command's own work: feed trade prices to stops and start pending list orders, until quiet. */
export function settle(e: Engine): void {
  if (e.activations.length === 0 && e.prices.every(({ state }) => state.stops.size === 0)) {
    if (e.prices.length > 0) e.prices.length = 0;
    return;
  }
  for (let round = 0; round < 10_000; round += 1) {
    if (e.activations.length === 0 && e.prices.length === 0) return;
    const activations = e.activations.splice(0);
    for (const list of activations) activateList(e, list);
    const prices = e.prices.splice(0);
    if (activations.length === 0 && prices.length === 0) return;
    const triggered: { state: SymbolState; order: Order }[] = [];
    const bySymbol = new Map<SymbolState, bigint[]>();
    for (const { state, price } of prices) {
      const list = bySymbol.get(state) ?? [];
      list.push(price);
      bySymbol.set(state, list);
    }
    for (const [state, symbolPrices] of bySymbol) {
      for (const order of state.stops.values()) {
        if (order.status === 'PENDING_NEW') continue;
        for (const price of symbolPrices) {
          if (observePrice(order, price, e.now)) {
            triggered.push({ state, order });
            break;
          }
        }
      }
    }
    for (const { state, order } of triggered) {
      if (state.stops.has(order.orderId) && isOpenStatus(order)) trigger(e, state, order);
    }
  }
}

export function trigger(e: Engine, state: SymbolState, order: Order): void {
  state.stops.delete(order.orderId);
  resolveOcoPair(e, state, order);
  if (order.side === 'BUY' && isMarketType(order.type)) {
    const account = e.ledger.get(order.accountId);
    const cost = estimateBuyCost(state, remainingQty(order));
    const extra = minBig(cost - order.locked, e.ledger.free(account, state.config.quoteAsset));
    if (extra > 0n) {
      e.ledger.lock(account, state.config.quoteAsset, extra);
      order.locked += extra;
    }
  }
  work(e, state, order);
}

export function activateList(e: Engine, list: OrderList): void {
  const state = e.symbol(list.symbol);
  const account = e.ledger.get(list.accountId);
  const pending = list.orderIds
    .map((id) => state.orders.get(id))
    .filter((o): o is Order => o !== undefined && o.status === 'PENDING_NEW');
  if (pending.length === 0) return;
  const need = pending.map((o) => lockRequirement(o, state.lastPrice));
  const shared = list.ocoPair.length > 1;
  const total = shared ? need.reduce((a, b) => (a > b ? a : b), 0n) : need.reduce((a, b) => a + b, 0n);
  const asset = (pending[0] as Order).side === 'BUY' ? state.config.quoteAsset : state.config.baseAsset;
  if (e.ledger.free(account, asset) < total) {
    for (const order of pending) finish(e, state, order, 'EXPIRED', 'REJECTED', 'EXPIRED');
    return;
  }
  pending.forEach((order, index) => {
    const lock = shared ? (index === 0 ? total : 0n) : (need[index] ?? 0n);
    e.ledger.lock(account, asset, lock);
    order.locked = lock;
    order.status = 'NEW';
    order.updateTime = e.now;
    emitOrder(e, order, 'NEW');
  });
  for (const order of pending) {
    if (!isOpenStatus(order)) continue;
    if (order.type === 'LIMIT_MAKER' && crosses(state, order.side, order.price)) {
      finish(e, state, order, 'EXPIRED', 'REJECTED');
      continue;
    }
    if (
      isConditional(order.type) &&
      order.trailingDelta === 0 &&
      state.lastPrice > 0n &&
      stopConditionMet(order, state.lastPrice)
    ) {
      trigger(e, state, order);
      continue;
    }
    start(e, state, order);
  }
  e.touchedLists.add(list);
}
