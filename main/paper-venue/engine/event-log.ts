import type { BookChanges } from './book';
import type { EngineEvent, EngineEventListener, Execution } from './events';
import { fromFixed } from './fixed';
import type { BalanceView } from './ledger';
import type { Order, OrderList, Trade } from './types';
import { orderListView, orderView, publicTradeView } from './views';

type Draft = EngineEvent extends infer E ? (E extends EngineEvent ? Omit<E, 'seq'> : never) : never;

const formatLevels = (levels: [bigint, bigint][]): [string, string][] =>
  levels.map(([price, qty]) => [fromFixed(price), fromFixed(qty)]);

/** The engine's ordered event log: numbers events and hands them to subscribers, in order. */
export class EventLog {
  private readonly listeners: EngineEventListener[] = [];
  private seq = 0;

  /** False while nobody listens: callers then skip building events at all. */
  get active(): boolean {
    return this.listeners.length > 0;
  }

  subscribe(listener: EngineEventListener): () => void {
    this.listeners.push(listener);
    return () => {
      const index = this.listeners.indexOf(listener);
      if (index >= 0) this.listeners.splice(index, 1);
    };
  }

  private publish(draft: Draft): void {
    this.seq += 1;
    const event = { ...draft, seq: this.seq } as EngineEvent;
    for (const listener of this.listeners) listener(event);
  }

  order(time: number, order: Order, execution: Execution): void {
    this.publish({
      type: 'executionReport',
      time,
      accountId: order.accountId,
      order: orderView(order),
      execution,
    });
  }

  list(time: number, list: OrderList, orders: readonly Order[]): void {
    this.publish({ type: 'listStatus', time, accountId: list.accountId, list: orderListView(list, orders) });
  }

  trade(time: number, trade: Trade): void {
    this.publish({
      type: 'trade',
      time,
      symbol: trade.symbol,
      trade: publicTradeView(trade),
      buyerOrderId: trade.buyerOrderId,
      sellerOrderId: trade.sellerOrderId,
    });
  }

  accountPosition(time: number, accountId: string, balances: BalanceView[]): void {
    this.publish({ type: 'accountPosition', time, accountId, balances });
  }

  balanceUpdate(time: number, accountId: string, asset: string, delta: string): void {
    this.publish({ type: 'balanceUpdate', time, accountId, asset, delta });
  }

  externalLockUpdate(time: number, accountId: string, asset: string, delta: string): void {
    this.publish({ type: 'externalLockUpdate', time, accountId, asset, delta });
  }

  depth(time: number, symbol: string, changes: BookChanges): void {
    this.publish({
      type: 'depth',
      time,
      symbol,
      firstUpdateId: changes.firstUpdateId,
      lastUpdateId: changes.lastUpdateId,
      bids: formatLevels(changes.bids),
      asks: formatLevels(changes.asks),
    });
  }
}
