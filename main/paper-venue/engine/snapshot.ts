import { Engine, type EngineOptions } from './engine';
import type { Account, Holding } from './ledger';
import type { SymbolState } from './symbol-state';
import { savedTapeColumns, type SavedTape } from './trade-tape';
import type { Amendment, Order, OrderList, PreventedMatch, SymbolConfig, Trade } from './types';

/**
 * The whole engine state as plain JSON (bigints as integer strings), so a restart can load it
 * instead of replaying every command since the beginning. Restoring gives an engine that behaves
 * exactly like the one that was saved: same ids, queues, triggers and counters. Version 1 lists
 * every trade as an object; version 2 (`takeCompactSnapshot`) keeps the trade tapes' columns as
 * bytes beside the JSON, which is what lets a venue with days of trades save and load in a moment.
 */
export interface EngineSnapshot {
  readonly version: 1 | 2;
  readonly counters: Engine['counters'];
  readonly accounts: unknown[];
  readonly fees: [string, string][];
  readonly lists: OrderList[];
  readonly symbols: Record<string, SymbolSnapshot>;
}

interface SymbolSnapshot {
  readonly counters: Record<(typeof symbolCounters)[number], number>;
  readonly lastPrice: string;
  readonly lastUpdateId: number;
  readonly orders: unknown[];
  /** Resting order ids per side, best level first, queue order within a level. */
  readonly bids: number[];
  readonly asks: number[];
  readonly open: number[];
  readonly stops: number[];
  readonly clientIds: [string, number][];
  /** Version 1: every trade. */
  readonly trades?: unknown[];
  /** Version 2: the trade tape without its columns, which travel as bytes (`CompactSnapshot`). */
  readonly tape?: Omit<SavedTape, 'whole' | 'columns'> & { readonly whole: unknown[] };
  /** Written by earlier versions; aggregates are now made from the trades where they are sent. */
  readonly aggTrades?: unknown[];
  readonly prevented: unknown[];
  readonly amendments: unknown[];
}

const symbolCounters = ['nextOrderId', 'nextTradeId', 'nextPreventedMatchId', 'nextExecutionId'] as const;

const bigintFields = {
  order: [
    'price',
    'origQty',
    'executedQty',
    'cumQuote',
    'origQuoteOrderQty',
    'stopPrice',
    'trailBest',
    'icebergQty',
    'preventedQuantity',
    'locked',
    'visible',
  ],
  trade: ['price', 'qty', 'quoteQty', 'buyerCommission', 'sellerCommission'],
  prevented: ['price', 'makerPreventedQuantity'],
  amendment: ['origQty', 'newQty'],
  account: ['makerRate', 'takerRate'],
} as const;

type Kind = keyof typeof bigintFields;

/** Copies a record with its bigint fields as strings; the book's links are left out. */
function plain(kind: Kind, record: object): Record<string, unknown> {
  // Left out by destructuring, not `delete`, which would make every copy a slow dictionary object.
  const { prev: _prev, next: _next, level: _level, ...out } = record as Record<string, unknown>;
  for (const field of bigintFields[kind]) out[field] = String(out[field]);
  return out;
}

function revive<T>(kind: Kind, record: unknown): T {
  const out: Record<string, unknown> = { ...(record as Record<string, unknown>) };
  for (const field of bigintFields[kind]) out[field] = BigInt(out[field] as string);
  return out as T;
}

function restingIds(state: SymbolState, side: 'bids' | 'asks'): number[] {
  const ids: number[] = [];
  for (const level of state.book[side].fromBest()) {
    for (let order = level.head; order; order = order.next) ids.push(order.orderId);
  }
  return ids;
}

/** A version 2 snapshot: the JSON part and the trade columns it leaves out, symbol by symbol. */
export interface CompactSnapshot {
  readonly engine: EngineSnapshot;
  readonly columns: readonly Uint8Array[];
}

/** The whole state, each trade as an object (version 1). */
export function takeSnapshot(engine: Engine): EngineSnapshot {
  return snapshotOf(engine, 1, (state) => {
    if (state.trades.start > 0)
      throw new Error('a version 1 snapshot lists every trade, and some were dropped');
    return { trades: state.trades.slice().map((t) => plain('trade', t)) };
  });
}

/**
 * The whole state with each symbol's trades as its tape's columns (version 2): no trade object is
 * made, and the full chunks' columns are views, not copies. The history-free accounts' ended orders
 * are left out, as if forgotten then: nothing reads them, and no later result depends on them.
 */
export function takeCompactSnapshot(engine: Engine): CompactSnapshot {
  const columns: Uint8Array[] = [];
  const snapshot = snapshotOf(engine, 2, (state) => {
    const { whole, columns: tapeColumns, ...tape } = state.trades.save();
    columns.push(...tapeColumns);
    return { tape: { ...tape, whole: whole.map((t) => plain('trade', t)) } };
  });
  return { engine: snapshot, columns };
}

function snapshotOf(
  engine: Engine,
  version: EngineSnapshot['version'],
  trades: (state: SymbolState) => Pick<SymbolSnapshot, 'trades' | 'tape'>,
): EngineSnapshot {
  const symbols: Record<string, SymbolSnapshot> = {};
  for (const [symbol, state] of engine.symbols) {
    symbols[symbol] = {
      counters: Object.fromEntries(symbolCounters.map((k) => [k, state[k]])) as SymbolSnapshot['counters'],
      lastPrice: state.lastPrice.toString(),
      lastUpdateId: state.book.lastUpdateId,
      orders: state.keptOrders(version === 2).map((o) => plain('order', o)),
      bids: restingIds(state, 'bids'),
      asks: restingIds(state, 'asks'),
      open: [...state.open.keys()],
      stops: [...state.stops.keys()],
      clientIds: state.clientIdEntries(version === 2),
      ...trades(state),
      prevented: state.prevented.map((p) => plain('prevented', p)),
      amendments: state.amendments.map((a) => plain('amendment', a)),
    };
  }
  const accounts = [...engine.ledger.accounts.values()].map(({ holdings, ...account }) => {
    const held = [...holdings];
    return {
      ...plain('account', account),
      free: held.map(([asset, { free }]) => [asset, free.toString()]),
      locked: held.map(([asset, { locked }]) => [asset, locked.toString()]),
      externalLocked: [...account.externalLocked].map(([asset, amount]) => [asset, amount.toString()]),
    };
  });
  return {
    version,
    counters: { ...engine.counters },
    accounts,
    fees: [...engine.ledger.fees].map(([asset, amount]) => [asset, amount.toString()]),
    lists: [...engine.lists.values()].map((list) => ({ ...list, orderIds: [...list.orderIds] })),
    symbols,
  };
}

/**
 * The engine a snapshot stands for. A version 2 snapshot needs its `columns`, in the order
 * `takeCompactSnapshot` gave them; throws when they do not fit it.
 */
export function restoreSnapshot(
  configs: readonly SymbolConfig[],
  snapshot: EngineSnapshot,
  options: EngineOptions = {},
  columns: readonly Uint8Array[] = [],
): Engine {
  if (snapshot.version !== 1 && snapshot.version !== 2)
    throw new Error(`unknown engine snapshot version ${String(snapshot.version)}`);
  let nextColumn = 0;
  const engine = new Engine(configs, options);
  Object.assign(engine.counters, snapshot.counters);
  for (const saved of snapshot.accounts) {
    const { free, locked, externalLocked, ...raw } = saved as Record<string, unknown>;
    const account = revive<Omit<Account, 'holdings' | 'externalLocked'>>('account', raw);
    const amounts = (entries: unknown) =>
      (entries as [string, string][]).map(([asset, amount]) => [asset, BigInt(amount)] as const);
    const holdings = new Map<string, Holding>();
    for (const [asset, amount] of amounts(free)) holdings.set(asset, { free: amount, locked: 0n });
    for (const [asset, amount] of amounts(locked)) {
      const holding = holdings.get(asset);
      if (holding) holding.locked = amount;
      else holdings.set(asset, { free: 0n, locked: amount });
    }
    engine.ledger.accounts.set(account.accountId, {
      ...account,
      holdings,
      externalLocked: new Map(amounts(externalLocked ?? [])),
    });
  }
  for (const [asset, amount] of snapshot.fees) engine.ledger.fees.set(asset, BigInt(amount));
  for (const list of snapshot.lists) {
    const copy: OrderList = { ...list, orderIds: [...list.orderIds] };
    engine.lists.set(copy.orderListId, copy);
    const lists = engine.listsByAccount.get(copy.accountId) ?? [];
    lists.push(copy);
    engine.listsByAccount.set(copy.accountId, lists);
  }
  for (const [symbol, saved] of Object.entries(snapshot.symbols)) {
    const state = engine.symbols.get(symbol);
    if (!state) {
      // No longer listed: dropped, as a replay's commands on it would now fail.
      if (saved.tape) nextColumn += savedTapeColumns(saved.tape);
      continue;
    }
    for (const key of symbolCounters) state[key] = saved.counters[key];
    state.lastPrice = BigInt(saved.lastPrice);
    for (const raw of saved.orders) {
      const order = revive<Order>('order', raw);
      order.prev = undefined;
      order.next = undefined;
      order.level = undefined;
      state.register(order);
    }
    const byId = (id: number) => state.orders.get(id) as Order;
    for (const [clientOrderId, orderId] of saved.clientIds) state.setClientId(byId(orderId), clientOrderId);
    for (const id of [...saved.bids, ...saved.asks]) state.book.add(byId(id));
    state.book.lastUpdateId = saved.lastUpdateId;
    state.book.clearChanges();
    for (const id of saved.open) state.open.set(id, byId(id));
    for (const id of saved.stops) state.stops.set(id, byId(id));
    if (saved.tape) {
      const whole = saved.tape.whole.map((raw) => revive<Trade>('trade', raw));
      const count = savedTapeColumns(saved.tape);
      state.restoreTrades({ ...saved.tape, whole, columns: columns.slice(nextColumn, nextColumn + count) });
      nextColumn += count;
    }
    for (const raw of saved.trades ?? []) state.keepTrade(revive<Trade>('trade', raw));
    for (const raw of saved.prevented) state.prevented.push(revive<PreventedMatch>('prevented', raw));
    for (const raw of saved.amendments) state.amendments.push(revive<Amendment>('amendment', raw));
  }
  if (nextColumn !== columns.length)
    throw new Error(`the snapshot has ${columns.length} trade columns, its tapes ${nextColumn}`);
  return engine;
}
