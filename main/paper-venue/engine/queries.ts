import type { Engine } from './engine';
import { EngineError, messages } from './errors';
import { fromFixed } from './fixed';
import type { BalanceView } from './ledger';
import { isOpenStatus } from './order-rules';
import type { Order, OrderList, Side } from './types';
import type { TradeTape } from './trade-tape';
import type {
  AccountTradeView,
  AmendmentView,
  OrderListView,
  OrderView,
  PreventedMatchView,
  PublicTradeView,
} from './views';
import {
  accountTradeView,
  amendmentView,
  orderListView,
  orderView,
  preventedMatchView,
  publicTradeView,
} from './views';
import type { WindowQuery } from './window';
import { selectWindow } from './window';

/** Read-only answers for the HTTP layer; nothing here changes the engine. */
export class EngineQueries {
  constructor(private readonly engine: Engine) {}

  /** GET /api/v3/order: -2013 when absent, -2039 when orderId and origClientOrderId disagree. */
  order(accountId: string, symbol: string, ref: { orderId?: number; origClientOrderId?: string }): OrderView {
    const state = this.engine.symbol(symbol);
    let order: Order | undefined;
    if (ref.orderId !== undefined) {
      order = state.orders.get(ref.orderId);
      if (order && ref.origClientOrderId !== undefined && order.clientOrderId !== ref.origClientOrderId) {
        throw new EngineError(-2039, messages.clientIdMismatch);
      }
    } else if (ref.origClientOrderId !== undefined) {
      order = state.byClientId(accountId, ref.origClientOrderId);
    }
    if (!order || order.accountId !== accountId) throw new EngineError(-2013, messages.orderDoesNotExist);
    return orderView(order);
  }

  /** GET /api/v3/openOrders, for one symbol or all, oldest first. */
  openOrders(accountId: string, symbol?: string): OrderView[] {
    const states = symbol !== undefined ? [this.engine.symbol(symbol)] : [...this.engine.symbols.values()];
    const out: OrderView[] = [];
    for (const state of states) {
      for (const order of state.open.values()) if (order.accountId === accountId) out.push(orderView(order));
    }
    return out;
  }

  /**
   * Where an account's open orders on one symbol rest, oldest first: what a market maker re-quotes by,
   * without building the rest of each order's view.
   */
  openOrderPrices(accountId: string, symbol: string): { orderId: number; side: Side; price: string }[] {
    const out: { orderId: number; side: Side; price: string }[] = [];
    for (const order of this.engine.symbol(symbol).open.values())
      if (order.accountId === accountId)
        out.push({ orderId: order.orderId, side: order.side, price: fromFixed(order.price) });
    return out;
  }

  /** GET /api/v3/allOrders: by orderId (>=), by time window, or the newest. */
  allOrders(
    accountId: string,
    symbol: string,
    query: { orderId?: number } & Omit<WindowQuery, 'fromId'>,
  ): OrderView[] {
    const orders = this.engine.symbol(symbol).ordersByAccount.get(accountId) ?? [];
    return selectWindow(
      orders,
      (o) => o.orderId,
      (o) => o.time,
      { ...query, ...(query.orderId !== undefined ? { fromId: query.orderId } : {}) },
    ).map(orderView);
  }

  /** Counts the order-count filters need (MAX_NUM_ORDERS, MAX_NUM_ALGO_ORDERS, …) for one account. */
  openCounts(
    accountId: string,
    symbol?: string,
  ): { orders: number; algoOrders: number; icebergOrders: number; orderLists: number } {
    const states = symbol !== undefined ? [this.engine.symbol(symbol)] : [...this.engine.symbols.values()];
    let orders = 0;
    let algoOrders = 0;
    let icebergOrders = 0;
    for (const state of states) {
      const counts = state.open.countsOf(accountId);
      orders += counts.orders;
      algoOrders += counts.algoOrders;
      icebergOrders += counts.icebergOrders;
    }
    const orderLists = (this.engine.listsByAccount.get(accountId) ?? []).filter(
      (list) => list.listOrderStatus !== 'ALL_DONE' && (symbol === undefined || list.symbol === symbol),
    ).length;
    return { orders, algoOrders, icebergOrders, orderLists };
  }

  private listView(list: OrderList): OrderListView {
    const state = this.engine.symbol(list.symbol);
    return orderListView(
      list,
      list.orderIds.map((id) => state.orders.get(id)).filter((o): o is Order => o !== undefined),
    );
  }

  /** GET /api/v3/orderList by orderListId or listClientOrderId; -2011 `Order list does not exist.` style. */
  orderList(accountId: string, ref: { orderListId?: number; listClientOrderId?: string }): OrderListView {
    const list = this.engine.findList(accountId, ref.orderListId, ref.listClientOrderId);
    if (!list) throw new EngineError(-2011, 'Order list does not exist.');
    return this.listView(list);
  }

  allOrderLists(accountId: string, query: WindowQuery): OrderListView[] {
    const lists = this.engine.listsByAccount.get(accountId) ?? [];
    return selectWindow(
      lists,
      (l) => l.orderListId,
      (l) => this.listTime(l),
      query,
    ).map((l) => this.listView(l));
  }

  private listTime(list: OrderList): number {
    const first = this.engine.symbol(list.symbol).orders.get(list.orderIds[0] ?? -1);
    return first?.time ?? list.transactionTime;
  }

  openOrderLists(accountId: string): OrderListView[] {
    return (this.engine.listsByAccount.get(accountId) ?? [])
      .filter((l) => l.listOrderStatus !== 'ALL_DONE')
      .map((l) => this.listView(l));
  }

  /** GET /api/v3/myTrades: symbol with optional orderId, fromId, or a time window. */
  myTrades(accountId: string, symbol: string, query: { orderId?: number } & WindowQuery): AccountTradeView[] {
    const state = this.engine.symbol(symbol);
    const all = state.tradesByAccount.get(accountId) ?? [];
    const tape = state.trades;
    let indices: readonly number[];
    if (query.orderId !== undefined) {
      const { orderId, fromId } = query;
      indices = all
        .filter((index) => tape.involvesOrder(index, orderId))
        .filter((index) => fromId === undefined || index + 1 >= fromId)
        .slice(0, query.limit ?? 500);
    } else {
      indices = selectWindow(
        all,
        (index) => index + 1,
        (index) => tape.timeOf(index),
        query,
      );
    }
    const picked = indices.map((index) => tape.tradeAt(index));
    const out: AccountTradeView[] = [];
    const { baseAsset, quoteAsset } = state.config;
    for (const trade of picked) {
      const sides =
        trade.buyerAccountId === accountId && trade.sellerAccountId === accountId
          ? [true, false]
          : [trade.buyerAccountId === accountId];
      for (const isBuyer of sides) {
        const view = accountTradeView(trade, isBuyer, baseAsset, quoteAsset);
        if (query.orderId === undefined || view.orderId === query.orderId) out.push(view);
      }
    }
    return out;
  }

  /** GET /api/v3/myPreventedMatches. */
  preventedMatches(
    accountId: string,
    symbol: string,
    query: { preventedMatchId?: number; orderId?: number; fromPreventedMatchId?: number; limit?: number },
  ): PreventedMatchView[] {
    const state = this.engine.symbol(symbol);
    const limit = query.limit ?? 500;
    return state.prevented
      .filter(
        (m) =>
          m.accountId === accountId &&
          (query.preventedMatchId === undefined || m.preventedMatchId === query.preventedMatchId) &&
          (query.orderId === undefined ||
            m.takerOrderId === query.orderId ||
            m.makerOrderId === query.orderId) &&
          (query.fromPreventedMatchId === undefined || m.preventedMatchId >= query.fromPreventedMatchId),
      )
      .slice(0, limit)
      .map(preventedMatchView);
  }

  /** GET /api/v3/order/amendments. */
  amendments(
    accountId: string,
    symbol: string,
    orderId: number,
    query: { fromExecutionId?: number; limit?: number } = {},
  ): AmendmentView[] {
    const state = this.engine.symbol(symbol);
    const order = state.orders.get(orderId);
    if (!order || order.accountId !== accountId) throw new EngineError(-2013, messages.orderDoesNotExist);
    return state.amendments
      .filter(
        (a) =>
          a.orderId === orderId &&
          (query.fromExecutionId === undefined || a.executionId >= query.fromExecutionId),
      )
      .slice(0, query.limit ?? 500)
      .map(amendmentView);
  }

  /** GET /api/v3/trades: the newest `limit`, oldest first. */
  recentTrades(symbol: string, limit = 500): PublicTradeView[] {
    const trades = this.engine.symbol(symbol).trades;
    return trades.slice(trades.length - limit).map(publicTradeView);
  }

  /** GET /api/v3/historicalTrades: from a trade id, or the newest. */
  historicalTrades(symbol: string, query: { fromId?: number; limit?: number }): PublicTradeView[] {
    const trades = this.engine.symbol(symbol).trades;
    const limit = query.limit ?? 500;
    if (query.fromId === undefined) return this.recentTrades(symbol, limit);
    // Trade ids start at 1 and have no gaps, so the id is an index; dropped ones answer from the oldest kept.
    const start = Math.max(trades.start, query.fromId - 1);
    return trades.slice(start, start + limit).map(publicTradeView);
  }

  /** Raw trades (bigint fields) for klines and tickers, oldest first. */
  trades(symbol: string): TradeTape {
    return this.engine.symbol(symbol).trades;
  }

  /** GET /api/v3/depth. */
  depth(
    symbol: string,
    limit = 100,
  ): { lastUpdateId: number; bids: [string, string][]; asks: [string, string][] } {
    const snapshot = this.engine.symbol(symbol).book.depth(limit);
    const format = (levels: [bigint, bigint][]): [string, string][] =>
      levels.map(([price, qty]) => [fromFixed(price), fromFixed(qty)]);
    return { lastUpdateId: snapshot.lastUpdateId, bids: format(snapshot.bids), asks: format(snapshot.asks) };
  }

  /** Best bid and ask, for bookTicker. */
  bookTicker(symbol: string): { bidPrice: string; bidQty: string; askPrice: string; askQty: string } {
    const { book } = this.engine.symbol(symbol);
    const bid = book.bids.best();
    const ask = book.asks.best();
    return {
      bidPrice: fromFixed(bid?.price ?? 0n),
      bidQty: fromFixed(bid?.total ?? 0n),
      askPrice: fromFixed(ask?.price ?? 0n),
      askQty: fromFixed(ask?.total ?? 0n),
    };
  }

  /** Last trade price, or undefined before the first trade. */
  lastPrice(symbol: string): string | undefined {
    const price = this.engine.symbol(symbol).lastPrice;
    return price > 0n ? fromFixed(price) : undefined;
  }

  hasAccount(accountId: string): boolean {
    return this.engine.ledger.accounts.has(accountId);
  }

  /** GET /api/v3/account pieces: balances (optionally without zeros), commission, uid, updateTime. */
  account(
    accountId: string,
    options: { omitZeroBalances?: boolean } = {},
  ): {
    uid: number;
    updateTime: number;
    commission: { maker: string; taker: string };
    balances: BalanceView[];
  } {
    const ledger = this.engine.ledger;
    const account = ledger.get(accountId);
    const balances = ledger
      .balances(account)
      .filter((b) => !options.omitZeroBalances || b.free !== '0.00000000' || b.locked !== '0.00000000');
    return { uid: account.uid, updateTime: account.updateTime, commission: account.commission, balances };
  }

  /** True while the order with this id is open (NEW, PARTIALLY_FILLED or PENDING_NEW). */
  isOpen(symbol: string, orderId: number): boolean {
    const order = this.engine.symbol(symbol).orders.get(orderId);
    return order !== undefined && isOpenStatus(order);
  }
}
