// The engine's events: execution reports and list statuses as they happen, then at the end of each
// command the changed balances and book levels.
// Functions over the Engine (engine.ts), which keeps the state and dispatches commands.
import type { Execution } from './events';
import type { SymbolState } from './symbol-state';
import type { Order, OrderList } from './types';
import type { Engine } from './engine';
import { settle } from './order-lifecycle';
import { refreshList } from './list-placement';

export function emitOrder(
  e: Engine,
  order: Order,
  executionType: Execution['executionType'],
  extra?: Partial<Execution>,
): void {
  const state = e.symbols.get(order.symbol) as SymbolState;
  const executionId = state.nextExecutionId++;
  if (!e.events.active) return;
  const execution: Execution = {
    executionType,
    executionId,
    lastQty: '0.00000000',
    lastPrice: '0.00000000',
    lastQuoteQty: '0.00000000',
    commission: '0',
    commissionAsset: null,
    tradeId: -1,
    isMaker: false,
    isOnBook: order.level !== undefined,
    ...extra,
  };
  e.events.order(e.now, order, execution);
}

export function emitList(e: Engine, list: OrderList): void {
  if (!e.events.active) return;
  const state = e.symbol(list.symbol);
  const orders = list.orderIds.map((id) => state.orders.get(id)).filter((o): o is Order => o !== undefined);
  e.events.list(e.now, list, orders);
}

export function finishCommand(e: Engine): void {
  settle(e);
  if (e.touchedLists.size > 0) {
    for (const list of e.touchedLists) refreshList(e, list);
    e.touchedLists.clear();
  }
  if (e.takerFills.size > 0) e.takerFills.clear();
  for (const state of e.symbolList) {
    if (state.forgetDue.size === 0) continue;
    for (const accountId of state.forgetDue) state.forgetEndedOrders(accountId);
    state.forgetDue.clear();
  }
  if (!e.events.active) {
    e.ledger.clearDirty();
    for (const state of e.symbolList) state.book.clearChanges();
    return;
  }
  const dirty = e.ledger.drainDirty();
  const changes = e.symbolList.map((state) => ({
    symbol: state.config.symbol,
    changes: state.book.drainChanges(),
  }));
  for (const [accountId, assets] of dirty) {
    const account = e.ledger.get(accountId);
    const balances = [...assets].sort().map((asset) => e.ledger.view(account, asset));
    e.events.accountPosition(e.now, accountId, balances);
  }
  for (const { symbol, changes: change } of changes) {
    if (change) e.events.depth(e.now, symbol, change);
  }
}
