import { OrderBook } from './book';
import { ClientIdTable } from './client-id-table';
import { toFixed } from './fixed';
import { OrderIndex } from './order-index';
import { OpenOrders } from './open-orders';
import type { AggTrade, Amendment, Order, PreventedMatch, SymbolConfig, Trade } from './types';

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
  readonly trades: Trade[] = [];
  readonly tradesByAccount = new Map<string, Trade[]>();
  readonly aggTrades: AggTrade[] = [];
  readonly prevented: PreventedMatch[] = [];
  readonly amendments: Amendment[] = [];
  nextOrderId = 1;
  nextTradeId = 1;
  nextAggTradeId = 1;
  nextPreventedMatchId = 1;
  nextExecutionId = 1;
  /** Price of the last trade; 0n before the first. */
  lastPrice = 0n;

  constructor(readonly config: SymbolConfig) {
    this.step = toFixed(config.stepSize);
    this.tick = toFixed(config.tickSize);
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

  /** Every client id with the order it names, for snapshots. */
  clientIdEntries(): [clientOrderId: string, orderId: number][] {
    const out: [string, number][] = [];
    for (const ids of this.clientIds.values())
      for (const [id, order] of ids.entries()) out.push([id, order.orderId]);
    return out;
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
  }

  recordTrade(trade: Trade): void {
    this.keepTrade(trade);
    const last = this.aggTrades[this.aggTrades.length - 1];
    if (
      last &&
      last.takerOrderId === trade.takerOrderId &&
      last.price === trade.price &&
      last.time === trade.time
    ) {
      last.qty += trade.qty;
      last.lastTradeId = trade.id;
    } else {
      this.aggTrades.push({
        id: this.nextAggTradeId++,
        price: trade.price,
        qty: trade.qty,
        firstTradeId: trade.id,
        lastTradeId: trade.id,
        time: trade.time,
        isBuyerMaker: trade.isBuyerMaker,
        takerOrderId: trade.takerOrderId,
      });
    }
    this.lastPrice = trade.price;
  }

  /** Adds a trade to the public and per-account histories. */
  keepTrade(trade: Trade): void {
    this.trades.push(trade);
    this.pushAccountTrade(trade.buyerAccountId, trade);
    if (trade.sellerAccountId !== trade.buyerAccountId) this.pushAccountTrade(trade.sellerAccountId, trade);
  }

  private pushAccountTrade(accountId: string, trade: Trade): void {
    let list = this.tradesByAccount.get(accountId);
    if (!list) {
      list = [];
      this.tradesByAccount.set(accountId, list);
    }
    list.push(trade);
  }
}
