import { EventLog } from './event-log';
import { Ledger } from './ledger';
import { EngineError } from './errors';
import type { EngineEventListener } from './events';
import { SymbolState } from './symbol-state';
import type { CommandKind, CommandOf, CommandResults, EngineCommand } from './commands';
import type { Order, OrderList, SymbolConfig } from './types';
import type { RawFill } from './views';
import { deposit, externalLock } from './account-commands';
import { placeOrder } from './placement';
import { amendOrder, cancelOpenOrders, cancelOrder, cancelOrderList, cancelReplace } from './cancel-amend';
import { placeOco, placeOto, placeOtoco } from './list-placement';
import { finishCommand } from './event-emit';

export interface EngineOptions {
  /**
   * Accounts whose history nobody reads (the simulated market's own): their ended orders are
   * forgotten and their trades are not listed per account. Their open orders, balances and the
   * public trades they made are kept as for any account. What is forgotten changes no later
   * result, so a journal replays to the same books, balances and trades with or without the set.
   */
  readonly historyFreeAccounts?: readonly string[];
  /**
   * Public trades this much older than the newest are dropped, a chunk of 4,096 at a time, once
   * folded into their minute bars (`TradeTape`); every trade is kept without it. Each account's own
   * trades stay in its history. Only the trades' times decide, so a replay drops the same ones.
   */
  readonly tradeRetentionMs?: number;
}

/**
 * The matching engine: one order book per symbol with price-time priority, balances, order lists
 * and every query the HTTP layer needs. Deterministic: the same commands (with their `at` times)
 * always give the same state, ids and results, which is what the durable store's replay relies on.
 *
 * The class keeps the state and dispatches commands; each concern is a file of functions over it:
 * placement, matching, self-trade prevention, order lifecycle (triggers, lists), cancel and amend,
 * list placement, account commands and events. Its fields are read and written by those files only.
 */
export class Engine {
  readonly ledger = new Ledger();
  readonly symbols = new Map<string, SymbolState>();
  readonly lists = new Map<number, OrderList>();
  readonly listsByAccount = new Map<string, OrderList[]>();
  /** Engine-wide id counters (saved in snapshots). */
  readonly counters = { nextOrderListId: 1, nextGeneratedId: 1 };
  readonly events = new EventLog();
  readonly symbolList: SymbolState[] = [];
  now = 0;
  /** Work left for the end of the current command. */
  readonly prices: { state: SymbolState; price: bigint }[] = [];
  readonly activations: OrderList[] = [];
  readonly touchedLists = new Set<OrderList>();
  /** Fills of taker orders during the current command, unformatted, for placement responses. */
  readonly takerFills = new Map<Order, RawFill[]>();

  constructor(symbols: readonly SymbolConfig[], options: EngineOptions = {}) {
    const historyFree = new Set(options.historyFreeAccounts);
    for (const config of symbols) {
      const state = new SymbolState(config, historyFree, options.tradeRetentionMs);
      this.symbols.set(config.symbol, state);
      this.symbolList.push(state);
    }
  }

  /** Subscribes to the ordered event log; returns the unsubscribe function. */
  subscribe(listener: EngineEventListener): () => void {
    const unsubscribe = this.events.subscribe(listener);
    this.trackChanges(true);
    return unsubscribe;
  }

  /** Balance and level changes are noted only for events; nobody listening, nothing to note. */
  trackChanges(on: boolean): void {
    this.ledger.trackChanges = on;
    for (const state of this.symbolList) state.book.trackChanges = on;
  }

  /** Runs one command. Throws EngineError when the engine refuses it. */
  execute<K extends CommandKind>(command: CommandOf<K>): CommandResults[K];
  execute(command: EngineCommand): CommandResults[CommandKind] {
    this.now = command.at;
    if (this.ledger.trackChanges !== this.events.active) this.trackChanges(this.events.active);
    try {
      switch (command.kind) {
        case 'openAccount': {
          const account = this.ledger.open(command.account, command.at);
          return { accountId: account.accountId, uid: account.uid };
        }
        case 'placeOrder':
          return placeOrder(this, command.accountId, command.order);
        case 'cancelOrder':
          return cancelOrder(
            this,
            command.accountId,
            command.symbol,
            command,
            command.newClientOrderId,
            command.cancelRestrictions,
          );
        case 'cancelOrderList':
          return cancelOrderList(
            this,
            command.accountId,
            command.symbol,
            command.orderListId,
            command.listClientOrderId,
            command.newClientOrderId,
          );
        case 'cancelOpenOrders':
          return cancelOpenOrders(this, command.accountId, command.symbol);
        case 'cancelReplace':
          return cancelReplace(this, command);
        case 'amendOrder':
          return amendOrder(this, command);
        case 'placeOco':
          return placeOco(this, command.accountId, command.list);
        case 'placeOto':
          return placeOto(this, command.accountId, command.list);
        case 'placeOtoco':
          return placeOtoco(this, command.accountId, command.list);
        case 'deposit':
          return deposit(this, command);
        case 'externalLock':
          return externalLock(this, command);
      }
    } finally {
      finishCommand(this);
    }
  }

  symbol(symbol: string): SymbolState {
    const state = this.symbols.get(symbol);
    if (!state) throw new EngineError(-1121, 'Invalid symbol.');
    return state;
  }

  findList(accountId: string, orderListId?: number, listClientOrderId?: string): OrderList | undefined {
    if (orderListId !== undefined) {
      const list = this.lists.get(orderListId);
      if (!list || list.accountId !== accountId) return undefined;
      if (listClientOrderId !== undefined && list.listClientOrderId !== listClientOrderId) return undefined;
      return list;
    }
    const lists = this.listsByAccount.get(accountId) ?? [];
    for (let i = lists.length - 1; i >= 0; i -= 1) {
      const list = lists[i] as OrderList;
      if (list.listClientOrderId === listClientOrderId) return list;
    }
    return undefined;
  }

  generateId(prefix: string): string {
    return `${prefix}${(this.counters.nextGeneratedId++).toString(36).padStart(6, '0')}`;
  }
}
