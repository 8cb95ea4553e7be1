import type { SymbolInfo } from '@shared/api/spot/exchange-info';
import type { ExchangeFilter } from '@shared/api/spot/filters';
import { validateOrder, type FilterContext, type ProspectiveOrder } from '@shared/market/filters';
import type { PaperAccount } from '../accounts/account-registry';
import { fromFixed, toFixed } from '../engine';
import type { EngineRejection } from '../http/engine-port';
import type { VenueStore } from '../store/venue-store';
import { findFilter } from './symbol-config';

const rejectNewOrder = (msg: string): EngineRejection => ({ code: -2010, msg });

/**
 * Symbol permissions: every inner set of permissionSets needs one permission the account has
 * (an empty list restricts nothing).
 */
export function permitted(account: PaperAccount, info: SymbolInfo): boolean {
  return info.permissionSets.every((set) =>
    set.some((permission) => account.permissions.includes(permission)),
  );
}

/** `Market is closed.` unless the symbol is TRADING; then the symbol's permissions. */
export function checkSymbolAccess(account: PaperAccount, info: SymbolInfo): void {
  if (info.status !== 'TRADING') throw rejectNewOrder('Market is closed.');
  if (!permitted(account, info)) throw rejectNewOrder('This symbol is not permitted for this account.');
}

const AVG_PRICE_MS = 5 * 60_000;

/**
 * The checks the engine leaves to its caller, with the context the filters need: the reference
 * price (the avgPrice over the last 5 minutes, or the last price), the account's open-order counts
 * and, when a symbol has MAX_POSITION, its base position.
 */
export class OrderChecks {
  constructor(
    private readonly store: VenueStore,
    private readonly exchangeFilters: readonly ExchangeFilter[],
    private readonly now: () => number,
  ) {}

  /** The volume-weighted price of the last 5 minutes' trades, else the last trade's; none before trading. */
  referencePrice(symbol: string): string | undefined {
    const trades = this.store.queries.trades(symbol);
    const last = trades.last();
    if (!last) return undefined;
    const since = this.now() - AVG_PRICE_MS;
    let qty = 0n;
    let quote = 0n;
    for (let i = trades.length - 1; i >= trades.start; i -= 1) {
      if (trades.timeAt(i) < since) break;
      qty += trades.qtyAt(i);
      quote += trades.quoteQtyAt(i);
    }
    if (qty === 0n) return fromFixed(last.price);
    // Both are scaled by 1e8, so quote / qty scaled back up keeps 8 decimals.
    return fromFixed((quote * 100_000_000n) / qty);
  }

  /** Counts for the count filters, before this placement; `excluding` open orders about to be cancelled. */
  context(accountId: string, info: SymbolInfo, ordersAdded: number, excluding = 0): FilterContext {
    const { queries } = this.store;
    const symbol = queries.openCounts(accountId, info.symbol);
    const exchange = queries.openCounts(accountId);
    const context: FilterContext = {
      referencePrice: this.referencePrice(info.symbol),
      ordersAdded,
      openOrders: {
        symbol: symbol.orders - excluding,
        symbolAlgo: symbol.algoOrders,
        symbolIceberg: symbol.icebergOrders,
        exchange: exchange.orders - excluding,
        exchangeAlgo: exchange.algoOrders,
        exchangeIceberg: exchange.icebergOrders,
      },
    };
    if (!findFilter(info, 'MAX_POSITION')) return context;
    return { ...context, position: this.position(accountId, info) };
  }

  private position(accountId: string, info: SymbolInfo): { baseBalance: string; openBuyQty: string } {
    const { queries } = this.store;
    const balance = queries.account(accountId).balances.find((b) => b.asset === info.baseAsset);
    const base = balance ? toFixed(balance.free) + toFixed(balance.locked) : 0n;
    let openBuy = 0n;
    for (const order of queries.openOrders(accountId, info.symbol)) {
      if (order.side === 'BUY') openBuy += toFixed(order.origQty) - toFixed(order.executedQty);
    }
    return { baseBalance: fromFixed(base), openBuyQty: fromFixed(openBuy) };
  }

  /** -1013 `Filter failure: X` for the first filter an order (or one leg of a list) breaks. */
  checkFilters(info: SymbolInfo, order: ProspectiveOrder, context: FilterContext): void {
    const verdict = validateOrder(order, info.filters, this.exchangeFilters, context);
    if (!verdict.ok) throw { code: verdict.failure.code, msg: verdict.failure.msg } satisfies EngineRejection;
  }

  /** MAX_NUM_ORDER_LISTS before a list is placed. */
  checkListCount(accountId: string, info: SymbolInfo): void {
    const filter = findFilter(info, 'MAX_NUM_ORDER_LISTS');
    if (!filter) return;
    const open = this.store.queries.openCounts(accountId, info.symbol).orderLists;
    if (open + 1 > filter.maxNumOrderLists) {
      throw { code: -1013, msg: 'Filter failure: MAX_NUM_ORDER_LISTS' } satisfies EngineRejection;
    }
  }

  /** MAX_NUM_ORDER_AMENDS: -2038 once an order has been amended that many times. */
  checkAmendCount(
    accountId: string,
    info: SymbolInfo,
    ref: { orderId?: number; origClientOrderId?: string },
  ): void {
    const filter = findFilter(info, 'MAX_NUM_ORDER_AMENDS');
    if (!filter) return;
    const { orderId } = this.store.queries.order(accountId, info.symbol, ref);
    const done = this.store.queries.amendments(accountId, info.symbol, orderId, {
      limit: filter.maxNumOrderAmends,
    });
    if (done.length >= filter.maxNumOrderAmends) {
      throw { code: -2038, msg: 'Filter failure: MAX_NUM_ORDER_AMENDS' } satisfies EngineRejection;
    }
  }
}
