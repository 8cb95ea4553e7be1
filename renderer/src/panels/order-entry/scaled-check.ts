import type { SymbolInfo } from '@shared/api/spot/exchange-info';
import type { Side } from '@shared/api/spot/enums';
import { dec } from '@shared/decimal/decimal';
import { formatTyped } from '@shared/decimal/format';
import { prospectiveOrder } from '@shared/ipc/order-prospective';
import { newOrderArgs, type NewOrderArgs } from '@shared/ipc/order-args';
import { validateOrder, type OpenOrderCounts } from '@shared/market/filters';
import { precisionOf } from '@shared/market/symbol-precision';
import { fieldOfFilter, filterHint } from './filter-hint';
import { lockRefusal, notionalLock } from './order-lock';
import { scaleOrders, type ScaleField, type ScaleInput } from './scaled-orders';

/** One order of the set: a limit order, good till cancelled. */
export type LimitArgs = Extract<NewOrderArgs, { type: 'LIMIT' }>;

export interface ScaledDraft extends ScaleInput {
  readonly side: Side;
}

export interface ScaledContext {
  /** Free balance per asset, once the account is loaded. */
  readonly free: ReadonlyMap<string, string> | undefined;
  readonly lastPrice: string | null;
  /** The account's open orders now, once loaded (the count filters). */
  readonly openOrders?: OpenOrderCounts;
}

export interface ScaledProblem {
  /** The field it is about; null for one order in the middle of the range. */
  readonly field: ScaleField | null;
  readonly message: string;
  readonly code?: number;
  readonly hint?: string;
}

export type ScaledCheck =
  | {
      readonly ok: true;
      readonly orders: readonly LimitArgs[];
      /** What the orders lock together: quote for buys, base for sells. */
      readonly locks: { readonly amount: string; readonly asset: string };
      /** Their total worth in the quote asset, and the average price it buys or sells at. */
      readonly quote: string;
      readonly averagePrice: string;
      readonly unchecked: readonly string[];
    }
  | { readonly ok: false; readonly problem: ScaledProblem };

/**
 * A scaled order checked as the venue would check each of its limit orders, before any is sent: the
 * split, then each order's filters (the count filters with every order of the set added), then the
 * balance all of them lock together, so the set is not refused halfway through.
 */
export function checkScaled(draft: ScaledDraft, symbol: SymbolInfo, context: ScaledContext): ScaledCheck {
  const { tickSize, stepSize } = precisionOf(symbol);
  const scale = scaleOrders(draft, { tickSize, stepSize });
  if (!scale.ok) return { ok: false, problem: { field: scale.field, message: scale.message } };
  const count = scale.orders.length;
  const unchecked = new Set<string>();
  const orders: LimitArgs[] = [];
  for (const [i, leg] of scale.orders.entries()) {
    const args: LimitArgs = {
      symbol: symbol.symbol,
      side: draft.side,
      type: 'LIMIT',
      timeInForce: 'GTC',
      price: leg.price,
      quantity: leg.quantity,
    };
    newOrderArgs.parse(args);
    const verdict = validateOrder(prospectiveOrder(args), symbol.filters, [], {
      referencePrice: context.lastPrice ?? undefined,
      ordersAdded: count,
      openOrders: context.openOrders,
    });
    if (!verdict.ok) {
      const where = fieldOfFilter(verdict.failure.filterType);
      const field: ScaleField | null =
        where !== 'price' ? 'total' : i === 0 ? 'start' : i === count - 1 ? 'end' : null;
      return {
        ok: false,
        problem: {
          field,
          message: `Order ${i + 1} of ${count} (${formatTyped(leg.price, tickSize)}): ${verdict.failure.msg}`,
          code: verdict.failure.code,
          hint: filterHint(verdict.failure, symbol) ?? undefined,
        },
      };
    }
    for (const name of verdict.unchecked) unchecked.add(name);
    orders.push(args);
  }

  const buy = draft.side === 'BUY';
  const quote = scale.orders.reduce((sum, o) => sum.plus(dec(o.price).times(o.quantity)), dec('0'));
  const quantity = dec(draft.total);
  const locked = buy
    ? scale.orders.reduce((sum, o) => sum.plus(notionalLock(o.price, o.quantity)), dec('0'))
    : quantity;
  const asset = buy ? symbol.quoteAsset : symbol.baseAsset;
  const refused = context.free
    ? lockRefusal({ amount: locked.toFixed(), asset }, context.free, `The ${count} orders lock`)
    : null;
  if (!context.free) unchecked.add('the balance');
  if (refused) return { ok: false, problem: { field: 'total', ...refused } };
  return {
    ok: true,
    orders,
    locks: { amount: locked.toFixed(), asset },
    quote: quote.toFixed(),
    averagePrice: quote.div(quantity).toFixed(),
    unchecked: [...unchecked],
  };
}
