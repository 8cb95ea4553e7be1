// Cancelling orders and lists, cancel-replace, and amending an order's quantity in place.
// Functions over the Engine (engine.ts), which keeps the state and dispatches commands.
import { EngineError, messages, rejectAmend, rejectCancel } from './errors';
import { minBig, toFixed } from './fixed';
import { isOpenStatus, lockRequirement, remainingQty } from './order-rules';
import type { SymbolState } from './symbol-state';
import type {
  AmendResult,
  CancelOpenOrdersResult,
  CancelReplaceResult,
  CancelResult,
  CommandOf,
  ListCancelResult,
  OrderRef,
} from './commands';
import { errorBody } from './commands';
import type { Order, OrderList } from './types';
import { orderListView, orderView } from './views';
import type { Engine } from './engine';
import { placeOrder } from './placement';
import { releaseExcess } from './matching';
import { afterTerminal, finish, settle } from './order-lifecycle';
import { refreshList } from './list-placement';
import { emitOrder } from './event-emit';
import { CancelledOrder } from './cancelled-order';

export function findOrder(
  e: Engine,
  state: SymbolState,
  accountId: string,
  ref: OrderRef,
  missing: () => EngineError,
): Order {
  let order: Order | undefined;
  if (ref.orderId !== undefined) {
    order = state.orders.get(ref.orderId);
    if (!order || order.accountId !== accountId) throw missing();
    if (ref.origClientOrderId !== undefined && ref.origClientOrderId !== order.clientOrderId) {
      throw new EngineError(-2039, messages.clientIdMismatch);
    }
    return order;
  }
  if (ref.origClientOrderId !== undefined) {
    order = state.byClientId(accountId, ref.origClientOrderId);
  }
  if (!order) throw missing();
  return order;
}

export function cancelOrder(
  e: Engine,
  accountId: string,
  symbol: string,
  ref: OrderRef,
  newClientOrderId: string | undefined,
  restrictions: 'ONLY_NEW' | 'ONLY_PARTIALLY_FILLED' | undefined,
): CancelResult {
  const state = e.symbol(symbol);
  e.ledger.get(accountId);
  const order = findOrder(e, state, accountId, ref, () => rejectCancel(messages.unknownOrder));
  if (!isOpenStatus(order)) throw rejectCancel(messages.unknownOrder);
  if (restrictions === 'ONLY_NEW' && order.status !== 'NEW') throw rejectCancel(messages.cancelRestrictions);
  if (restrictions === 'ONLY_PARTIALLY_FILLED' && order.status !== 'PARTIALLY_FILLED') {
    throw rejectCancel(messages.cancelRestrictions);
  }
  const cancelId = newClientOrderId ?? e.generateId('cancel');
  if (order.orderListId >= 0) {
    const list = e.lists.get(order.orderListId) as OrderList;
    const listResult = cancelList(e, state, list, cancelId);
    return {
      transactTime: e.now,
      order: orderView(order),
      origClientOrderId: order.clientOrderId,
      clientOrderId: cancelId,
      orderList: listResult,
    };
  }
  finish(
    e,
    state,
    order,
    'CANCELED',
    'NONE',
    'CANCELED',
    e.events.active ? { cancelClientOrderId: cancelId } : undefined,
  );
  return new CancelledOrder(e.now, order, order.clientOrderId, cancelId);
}

export function cancelList(
  e: Engine,
  state: SymbolState,
  list: OrderList,
  cancelId: string,
): ListCancelResult {
  for (const id of list.orderIds) {
    const order = state.orders.get(id);
    if (order && isOpenStatus(order)) {
      finish(e, state, order, 'CANCELED', 'NONE', 'CANCELED', { cancelClientOrderId: cancelId });
    }
  }
  e.touchedLists.add(list);
  refreshList(e, list);
  const orders = list.orderIds.map((id) => state.orders.get(id) as Order);
  return {
    transactTime: e.now,
    list: orderListView(list, orders),
    orderReports: orders.map(orderView),
    cancelClientOrderId: cancelId,
  };
}

export function cancelOrderList(
  e: Engine,
  accountId: string,
  symbol: string,
  orderListId: number | undefined,
  listClientOrderId: string | undefined,
  newClientOrderId: string | undefined,
): ListCancelResult {
  const state = e.symbol(symbol);
  const list = e.findList(accountId, orderListId, listClientOrderId);
  if (!list || list.symbol !== symbol || list.listOrderStatus === 'ALL_DONE') {
    throw rejectCancel(messages.unknownOrder);
  }
  return cancelList(e, state, list, newClientOrderId ?? e.generateId('cancel'));
}

export function cancelOpenOrders(e: Engine, accountId: string, symbol: string): CancelOpenOrdersResult {
  const state = e.symbol(symbol);
  e.ledger.get(accountId);
  const open = [...state.open.values()].filter((o) => o.accountId === accountId);
  if (open.length === 0) throw rejectCancel(messages.unknownOrder);
  const results: CancelOpenOrdersResult = [];
  const doneLists = new Set<number>();
  for (const order of open) {
    if (!isOpenStatus(order)) continue;
    if (order.orderListId >= 0) {
      if (doneLists.has(order.orderListId)) continue;
      doneLists.add(order.orderListId);
      const list = e.lists.get(order.orderListId) as OrderList;
      results.push({ kind: 'list', result: cancelList(e, state, list, e.generateId('cancel')) });
    } else {
      const cancelId = e.generateId('cancel');
      finish(e, state, order, 'CANCELED', 'NONE', 'CANCELED', { cancelClientOrderId: cancelId });
      results.push({
        kind: 'order',
        result: {
          transactTime: e.now,
          order: orderView(order),
          origClientOrderId: order.clientOrderId,
          clientOrderId: cancelId,
        },
      });
    }
  }
  return results;
}

export function cancelReplace(e: Engine, command: CommandOf<'cancelReplace'>): CancelReplaceResult {
  let cancelResponse: CancelResult | { code: number; msg: string };
  let cancelled = false;
  try {
    cancelResponse = cancelOrder(
      e,
      command.accountId,
      command.order.symbol,
      { orderId: command.cancelOrderId, origClientOrderId: command.cancelOrigClientOrderId },
      command.cancelNewClientOrderId,
      command.cancelRestrictions,
    );
    cancelled = true;
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    cancelResponse = errorBody(error);
  }
  if (!cancelled && command.cancelReplaceMode === 'STOP_ON_FAILURE') {
    return {
      cancelResult: 'FAILURE',
      newOrderResult: 'NOT_ATTEMPTED',
      cancelResponse,
      newOrderResponse: null,
    };
  }
  settle(e);
  try {
    const placed = placeOrder(e, command.accountId, command.order);
    return {
      cancelResult: cancelled ? 'SUCCESS' : 'FAILURE',
      newOrderResult: 'SUCCESS',
      cancelResponse,
      newOrderResponse: placed,
    };
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    return {
      cancelResult: cancelled ? 'SUCCESS' : 'FAILURE',
      newOrderResult: 'FAILURE',
      cancelResponse,
      newOrderResponse: errorBody(error),
    };
  }
}

export function amendOrder(e: Engine, command: CommandOf<'amendOrder'>): AmendResult {
  const state = e.symbol(command.symbol);
  e.ledger.get(command.accountId);
  if (!state.config.amendAllowed) throw rejectAmend(messages.amendNotSupported);
  const order = findOrder(
    e,
    state,
    command.accountId,
    command,
    () => new EngineError(-2013, messages.orderDoesNotExist),
  );
  if (!isOpenStatus(order)) throw new EngineError(-2013, messages.orderDoesNotExist);
  const newQty = toFixed(command.newQty);
  const newClientOrderId = command.newClientOrderId ?? order.clientOrderId;
  if (newQty > order.origQty) throw rejectAmend(messages.amendIncrease);
  if (newQty === order.origQty) throw rejectAmend(messages.amendNoChange);
  if (newClientOrderId !== order.clientOrderId) {
    const clash = state.byClientId(order.accountId, newClientOrderId);
    if (clash && clash !== order && isOpenStatus(clash)) throw rejectAmend(messages.duplicateOrder);
  }
  const origQty = order.origQty;
  const origClientOrderId = order.clientOrderId;
  const filledAlready = newQty <= order.executedQty + order.preventedQuantity;
  order.origQty = filledAlready ? order.executedQty + order.preventedQuantity : newQty;
  if (order.level) {
    const left = remainingQty(order);
    if (order.visible > left) state.book.reduceVisible(order, order.visible - left);
  }
  order.clientOrderId = newClientOrderId;
  order.updateTime = e.now;
  state.setClientId(order);
  const executionId = state.nextExecutionId;
  state.amendments.push({
    symbol: state.config.symbol,
    orderId: order.orderId,
    executionId,
    origClientOrderId,
    newClientOrderId,
    origQty,
    newQty,
    time: e.now,
    accountId: order.accountId,
  });
  if (filledAlready) {
    order.status = 'FILLED';
    if (order.level) state.book.remove(order);
    releaseExcess(e, state, order);
    emitOrder(e, order, 'REPLACED');
    afterTerminal(e, state, order);
  } else {
    const pair = amendOcoSibling(e, state, order, newQty);
    if (pair.length > 1) releasePairExcess(e, state, pair);
    else releaseExcess(e, state, order);
    emitOrder(e, order, 'REPLACED');
  }
  const list = order.orderListId >= 0 ? e.lists.get(order.orderListId) : undefined;
  const result: AmendResult = {
    transactTime: e.now,
    executionId,
    amendedOrder: orderView(order),
    origClientOrderId,
    ...(list
      ? {
          listStatus: orderListView(
            list,
            list.orderIds.map((id) => state.orders.get(id) as Order),
          ),
        }
      : {}),
  };
  return result;
}

/** The legs of an OCO pair share one quantity: amending one amends the other. Returns the live pair. */
export function amendOcoSibling(e: Engine, state: SymbolState, order: Order, newQty: bigint): Order[] {
  const list = order.orderListId >= 0 ? e.lists.get(order.orderListId) : undefined;
  if (!list || !list.ocoPair.includes(order.orderId)) return [order];
  const pair = [order];
  for (const id of list.ocoPair) {
    const sibling = state.orders.get(id);
    if (!sibling || sibling === order || !isOpenStatus(sibling) || sibling.status === 'PENDING_NEW') continue;
    if (newQty > sibling.executedQty + sibling.preventedQuantity && newQty < sibling.origQty) {
      sibling.origQty = newQty;
      if (sibling.level && sibling.visible > remainingQty(sibling)) {
        state.book.reduceVisible(sibling, sibling.visible - remainingQty(sibling));
      }
      sibling.updateTime = e.now;
      emitOrder(e, sibling, 'REPLACED');
    }
    pair.push(sibling);
  }
  return pair;
}

/** An OCO pair holds one lock (on one leg) sized for the costlier leg; frees the rest. */
export function releasePairExcess(e: Engine, state: SymbolState, pair: Order[]): void {
  const need = pair.reduce((max, o) => {
    const req = lockRequirement(o, state.lastPrice);
    return req > max ? req : max;
  }, 0n);
  const holder = pair.reduce((a, b) => (b.locked > a.locked ? b : a));
  const total = pair.reduce((sum, o) => sum + o.locked, 0n);
  if (total > need) {
    const asset = holder.side === 'BUY' ? state.config.quoteAsset : state.config.baseAsset;
    const release = minBig(total - need, holder.locked);
    e.ledger.unlock(e.ledger.get(holder.accountId), asset, release);
    holder.locked -= release;
  }
}
