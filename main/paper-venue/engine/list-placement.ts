// Placing OCO, OTO and OTOCO lists: every leg checked before any is placed, then the list registered.
// Functions over the Engine (engine.ts), which keeps the state and dispatches commands.
import type { Account } from './ledger';
import { messages, rejectNewOrder } from './errors';
import { toFixed } from './fixed';
import { isOpenStatus } from './order-rules';
import { checkOcoPair, legInput, listOrderInput } from './list-rules';
import type { Prepared } from './order-rules';
import type { SymbolState } from './symbol-state';
import type { ListPlaceResult, NewOco, NewOto, NewOtoco } from './commands';
import type { NewOrder, OcoLeg, Order, OrderList } from './types';
import { orderListView } from './views';
import type { Engine } from './engine';
import { createOrder, initialLock, placeResult, prepare, start, work } from './placement';
import { emitList, emitOrder } from './event-emit';

export function newList(
  e: Engine,
  accountId: string,
  listClientOrderId: string | undefined,
): { id: number; clientId: string } {
  const clientId = listClientOrderId ?? e.generateId('list');
  const existing = e.findList(accountId, undefined, clientId);
  if (existing && existing.listOrderStatus !== 'ALL_DONE') throw rejectNewOrder(messages.duplicateOrder);
  return { id: e.counters.nextOrderListId++, clientId };
}

export function registerList(e: Engine, list: OrderList): void {
  e.lists.set(list.orderListId, list);
  let lists = e.listsByAccount.get(list.accountId);
  if (!lists) {
    lists = [];
    e.listsByAccount.set(list.accountId, lists);
  }
  lists.push(list);
  e.touchedLists.add(list);
  emitList(e, list);
}

export function checkDistinctClientIds(e: Engine, prepared: readonly Prepared[]): void {
  const ids = new Set(prepared.map((p) => p.clientOrderId));
  if (ids.size !== prepared.length) throw rejectNewOrder(messages.duplicateOrder);
}

export function placeOco(e: Engine, accountId: string, request: NewOco): ListPlaceResult {
  const state = e.symbol(request.symbol);
  const account = e.ledger.get(accountId);
  const stp = request.selfTradePreventionMode;
  const leg = (input: OcoLeg) =>
    prepare(e, state, account, legInput(request.symbol, request.side, request.quantity, input, stp), false);
  const above = leg(request.above);
  const below = leg(request.below);
  checkDistinctClientIds(e, [above, below]);
  checkOcoPair(state, request.side, above, below);
  const lockAbove = initialLock(e, state, above);
  const lockBelow = initialLock(e, state, below);
  const lock = lockAbove > lockBelow ? lockAbove : lockBelow;
  const asset = request.side === 'BUY' ? state.config.quoteAsset : state.config.baseAsset;
  if (e.ledger.free(account, asset) < lock) throw rejectNewOrder(messages.insufficientBalance);
  const { id, clientId } = newList(e, accountId, request.listClientOrderId);
  const first = request.side === 'SELL' ? below : above;
  const second = request.side === 'SELL' ? above : below;
  const firstOrder = createOrder(e, state, account, first, id, lock);
  const secondOrder = createOrder(e, state, account, second, id, 0n);
  const list: OrderList = {
    orderListId: id,
    symbol: state.config.symbol,
    accountId,
    contingencyType: 'OCO',
    listClientOrderId: clientId,
    listStatusType: 'EXEC_STARTED',
    listOrderStatus: 'EXECUTING',
    transactionTime: e.now,
    orderIds: [firstOrder.orderId, secondOrder.orderId],
    workingOrderId: -1,
    ocoPair: [firstOrder.orderId, secondOrder.orderId],
  };
  registerList(e, list);
  emitOrder(e, firstOrder, 'NEW');
  emitOrder(e, secondOrder, 'NEW');
  for (const order of [firstOrder, secondOrder]) {
    if (isOpenStatus(order)) start(e, state, order);
  }
  return listResult(e, state, list);
}

export function placeWorkingList(
  e: Engine,
  accountId: string,
  request: NewOto | NewOtoco,
  pendingInputs: NewOrder[],
  pairCheck: boolean,
): ListPlaceResult {
  const state = e.symbol(request.symbol);
  const account = e.ledger.get(accountId);
  const stp = request.selfTradePreventionMode;
  const working = prepare(e, state, account, listOrderInput(request.symbol, request.working, stp));
  const pendingPrepared = pendingInputs.map((input) => preparePending(e, state, account, input));
  checkDistinctClientIds(e, [working, ...pendingPrepared]);
  if (pairCheck && pendingPrepared.length === 2) {
    const [above, below] = pendingPrepared as [Prepared, Prepared];
    checkOcoPair(state, above.input.side, above, below, false);
  }
  const lock = initialLock(e, state, working);
  const asset = working.input.side === 'BUY' ? state.config.quoteAsset : state.config.baseAsset;
  if (e.ledger.free(account, asset) < lock) throw rejectNewOrder(messages.insufficientBalance);
  const { id, clientId } = newList(e, accountId, request.listClientOrderId);
  const workingOrder = createOrder(e, state, account, working, id, lock);
  const pendingOrders = pendingPrepared.map((p) => createOrder(e, state, account, p, id, 0n, true));
  const list: OrderList = {
    orderListId: id,
    symbol: state.config.symbol,
    accountId,
    contingencyType: 'OTO',
    listClientOrderId: clientId,
    listStatusType: 'EXEC_STARTED',
    listOrderStatus: 'EXECUTING',
    transactionTime: e.now,
    orderIds: [workingOrder.orderId, ...pendingOrders.map((o) => o.orderId)],
    workingOrderId: workingOrder.orderId,
    ocoPair: pendingOrders.length === 2 ? pendingOrders.map((o) => o.orderId) : [],
  };
  registerList(e, list);
  emitOrder(e, workingOrder, 'NEW');
  for (const order of pendingOrders) emitOrder(e, order, 'NEW');
  work(e, state, workingOrder);
  return listResult(e, state, list);
}

/** Pending orders are checked for shape and duplicates only; the book is judged when they start. */
export function preparePending(e: Engine, state: SymbolState, account: Account, input: NewOrder): Prepared {
  const clientOrderId = input.newClientOrderId ?? e.generateId('paper');
  const existing = state.byClientId(account.accountId, clientOrderId);
  if (existing && isOpenStatus(existing)) throw rejectNewOrder(messages.duplicateOrder);
  return {
    input,
    price: input.price !== undefined ? toFixed(input.price) : 0n,
    qty: input.quantity !== undefined ? toFixed(input.quantity) : 0n,
    quoteQty: 0n,
    stopPrice: input.stopPrice !== undefined ? toFixed(input.stopPrice) : 0n,
    icebergQty: input.icebergQty !== undefined ? toFixed(input.icebergQty) : 0n,
    clientOrderId,
  };
}

export function placeOto(e: Engine, accountId: string, request: NewOto): ListPlaceResult {
  const stp = request.selfTradePreventionMode;
  return placeWorkingList(
    e,
    accountId,
    request,
    [listOrderInput(request.symbol, request.pending, stp)],
    false,
  );
}

export function placeOtoco(e: Engine, accountId: string, request: NewOtoco): ListPlaceResult {
  const stp = request.selfTradePreventionMode;
  const legs = [request.pendingAbove, ...(request.pendingBelow ? [request.pendingBelow] : [])];
  const inputs = legs.map((leg) =>
    legInput(request.symbol, request.pendingSide, request.pendingQuantity, leg, stp),
  );
  return placeWorkingList(e, accountId, request, inputs, true);
}

export function listResult(e: Engine, state: SymbolState, list: OrderList): ListPlaceResult {
  const orders = list.orderIds.map((id) => state.orders.get(id) as Order);
  return {
    transactTime: e.now,
    list: orderListView(list, orders),
    orderReports: orders.map((order) => placeResult(e, order)),
  };
}

/** Marks a list ALL_DONE once nothing in it can still change the list's course. */
export function refreshList(e: Engine, list: OrderList): void {
  if (list.listOrderStatus === 'ALL_DONE') return;
  const state = e.symbol(list.symbol);
  const done = (id: number) => {
    const order = state.orders.get(id);
    return !order || !isOpenStatus(order);
  };
  const pairResolved = list.ocoPair.length === 0 ? true : list.ocoPair.some(done);
  const others = list.orderIds.filter((id) => !list.ocoPair.includes(id));
  if (pairResolved && others.every(done) && (list.ocoPair.length > 0 || list.orderIds.every(done))) {
    list.listStatusType = 'ALL_DONE';
    list.listOrderStatus = 'ALL_DONE';
    list.transactionTime = e.now;
    emitList(e, list);
  }
}
