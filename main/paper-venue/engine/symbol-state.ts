import { OrderBook } from './book';
import { ClientIdTable } from './client-id-table';
import { toFixed } from './fixed';
import { OrderIndex } from './order-index';
import { OpenOrders } from './open-orders';
import { isOpenStatus } from './order-rules';
import { TradeTape, type SavedTape } from './trade-tape';
import type { Amendment, Order, PreventedMatch, SymbolConfig, Trade } from './types';

/** New orders a history-free account places, at least, between two forgettings of its ended ones. */
const FORGET_EVERY = 256;

/** Everything the engine keeps for one symbol. Ids are per symbol and only ever increase. */
export class SymbolState {
  readonly book = new OrderBook();
  readonly step: bigint;
  readonly tick: bigint;
  readonly minQty: bigint;
  /** Every order ever accepted, by orderId (ascending insertion). */
  readonly orders = new OrderIndex();
  /** Orders still open: NEW, PARTIALLY_FILLED or PENDING_NEW. */
  readonly open = new OpenOrders();
  /** Untriggered stop orders, by orderId. */
  readonly stops = new Map<number, Order>();
  /** accountId → clientOrderId → the newest order with that id. */
  private readonly clientIds = new Map<string, ClientIdTable>();
  readonly ordersByAccount = new Map<string, Order[]>();
  /** The public trades, oldest first (id k at index k − 1), older ones dropped with a retention. */
  readonly trades: TradeTape;
  /** Per account that keeps its history: its trades' indices on the tape, oldest first. */
  readonly tradesByAccount = new Map<string, number[]>();
  readonly prevented: PreventedMatch[] = [];
  readonly amendments: Amendment[] = [];
  nextOrderId = 1;
  nextTradeId = 1;
  nextPreventedMatchId = 1;
  nextExecutionId = 1;
  /** Price of the last trade; 0n before the first. */
  lastPrice = 0n;
  /**
   * History-free accounts (engine option `historyFreeAccounts`) whose order list reached its
   * forgetting size during the current command; the engine forgets their ended orders at its end.
   */
  readonly forgetDue = new Set<string>();
  /** Per history-free account: the length of its order list that makes it forget again. */
  private readonly forgetAt = new Map<string, number>();

  constructor(
    readonly config: SymbolConfig,
    private readonly historyFree: ReadonlySet<string> = new Set(),
    tradeRetentionMs?: number,
  ) {
    this.step = toFixed(config.stepSize);
    this.tick = toFixed(config.tickSize);
    this.trades = new TradeTape(
      config.symbol,
      {
        tick: this.tick,
        step: this.step,
        historyFree: [...historyFree],
      },
      tradeRetentionMs,
    );
    this.minQty = toFixed(config.minQty);
  }

  byClientId(accountId: string, clientOrderId: string): Order | undefined {
    return this.clientIds.get(accountId)?.get(clientOrderId);
  }

  setClientId(order: Order, clientOrderId = order.clientOrderId): void {
    let ids = this.clientIds.get(order.accountId);
    if (!ids) {
      ids = new ClientIdTable();
      this.clientIds.set(order.accountId, ids);
    }
    ids.set(clientOrderId, order);
  }

  /**
   * Every client id with the order it names, for snapshots; with `forgetting`, not those naming an
   * order `keptOrders` leaves out.
   */
  clientIdEntries(forgetting = false): [clientOrderId: string, orderId: number][] {
    const out: [string, number][] = [];
    for (const ids of this.clientIds.values())
      for (const [id, order] of ids.entries())
        if (!forgetting || !this.forgettable(order)) out.push([id, order.orderId]);
    return out;
  }

  /**
   * Every order in id order, or with `forgetting` account by account, all but the history-free
   * accounts' ended ones, which their next forgetting would drop anyway (most of a busy venue's
   * orders, none of them ever read).
   */
  keptOrders(forgetting = false): Order[] {
    if (!forgetting) return [...this.orders.values()];
    // Account by account: the id index also walks the slots of every order ever forgotten.
    const out: Order[] = [];
    for (const list of this.ordersByAccount.values())
      for (const order of list) if (!this.forgettable(order)) out.push(order);
    return out;
  }

  /** A history-free account's ended order outside any order list: nothing will ask for it again. */
  private forgettable(order: Order): boolean {
    return (
      this.historyFree.has(order.accountId) &&
      !isOpenStatus(order) &&
      order.orderListId < 0 &&
      !this.stops.has(order.orderId)
    );
  }

  register(order: Order): void {
    this.orders.set(order.orderId, order);
    this.setClientId(order);
    let list = this.ordersByAccount.get(order.accountId);
    if (!list) {
      list = [];
      this.ordersByAccount.set(order.accountId, list);
    }
    list.push(order);
    if (
      this.historyFree.has(order.accountId) &&
      list.length >= (this.forgetAt.get(order.accountId) ?? FORGET_EVERY)
    )
      this.forgetDue.add(order.accountId);
  }

  /**
   * Drops a history-free account's ended orders (not in an order list) from every index: nobody
   * asks for them, and kept they were half of what the venue's memory grew by per command. Open,
   * untriggered and listed orders stay, with their client ids. Runs once the account has placed
   * half as many orders again as it kept the last time (at least FORGET_EVERY), so its cost per
   * order is constant and at most that many ended orders wait to be forgotten.
   */
  forgetEndedOrders(accountId: string): void {
    const list = this.ordersByAccount.get(accountId) ?? [];
    const kept: Order[] = [];
    for (const order of list) {
      if (this.forgettable(order)) this.orders.delete(order.orderId);
      else kept.push(order);
    }
    this.ordersByAccount.set(accountId, kept);
    const ids = new ClientIdTable();
    for (const order of kept) ids.set(order.clientOrderId, order);
    this.clientIds.set(accountId, ids);
    this.forgetAt.set(accountId, kept.length + Math.max(FORGET_EVERY, kept.length >> 1));
  }

  /** A fill's trade: its quote amount is price × quantity rounded down. */
  recordTrade(trade: Trade): void {
    this.keepTrade(trade, true);
    this.lastPrice = trade.price;
  }

  /** Adds a trade to the public and per-account histories. */
  keepTrade(trade: Trade, quoteIsNotional = false): void {
    this.trades.push(trade, quoteIsNotional);
    this.pushAccountTrade(trade.buyerAccountId, trade.sellerAccountId, trade.id - 1);
  }

  /** Fills the empty trade histories with a saved tape, and the accounts' trade lists from it. */
  restoreTrades(saved: SavedTape): void {
    this.trades.restore(saved);
    this.trades.forEachTrade((buyer, seller, index) => this.pushAccountTrade(buyer, seller, index));
  }

  private pushAccountTrade(buyer: string, seller: string, index: number): void {
    this.listTrade(buyer, index);
    if (seller !== buyer) this.listTrade(seller, index);
  }

  private listTrade(accountId: string, index: number): void {
    if (this.historyFree.has(accountId)) return;
    let list = this.tradesByAccount.get(accountId);
    if (!list) {
      list = [];
      this.tradesByAccount.set(accountId, list);
    }
    list.push(index);
  }
}
