import type { FuturesCheckContext } from '@shared/api/futures/pre-send-checks';
import { openOrderMargin } from '@shared/api/futures/order-margin';
import { dec } from '@shared/decimal/decimal';
import { formatTyped } from '@shared/decimal/format';
import type { FuturesFamily, FuturesSymbolView } from '@shared/ipc/futures';
import type { PlaceFuturesOrderArgs } from '@shared/ipc/futures-args';
import { tickAndStepOf } from '@shared/market/symbol-precision';
import { scaleOrders, type ScaleField, type ScaleInput } from '../order-entry/scaled-orders';
import { buildOrder, emptyDraft, type OrderDraft } from './order-draft';
import { marginTermsOf, type MarginContext } from './order-cost';
import { futuresRefusalHint } from './refusal-hint';

/** The venue's refusals of an order's price (min price, tick, the mark's band); the rest are of its size. */
const priceCodes = new Set([-4013, -4014, -4016, -4024]);

export interface FuturesScaledDraft extends ScaleInput {
  readonly side: 'BUY' | 'SELL';
  /** As it will be sent: BOTH in one-way mode. */
  readonly positionSide: 'BOTH' | 'LONG' | 'SHORT';
  readonly reduceOnly: boolean;
}

export type FuturesScaledCheck =
  | {
      readonly ok: true;
      readonly orders: readonly PlaceFuturesOrderArgs[];
      readonly prices: readonly string[];
      readonly quantities: readonly string[];
      /** What the set holds back from the available margin while it rests; null while unknown. */
      readonly margin: string | null;
      readonly averagePrice: string;
    }
  | {
      readonly ok: false;
      readonly field: ScaleField | null;
      readonly message: string;
      readonly code?: number;
      /** What the contract takes, where the venue's words do not say it (its ranges, its decimals). */
      readonly hint?: string;
    };

/**
 * A scaled futures order checked as the venue checks each of its limit orders, in the order they are
 * sent: the split, each order's own checks (filters, position side, the mark's price band), and the
 * margin each adds against what the ones before it left available (each resting order holds its
 * value over the leverage back), so the venue never refuses the set halfway through with -2019.
 */
export function checkFuturesScaled(
  family: FuturesFamily,
  symbol: FuturesSymbolView,
  draft: FuturesScaledDraft,
  context: FuturesCheckContext & { readonly margin?: MarginContext },
): FuturesScaledCheck {
  const units = tickAndStepOf(symbol.filters);
  const scale = scaleOrders(draft, units);
  if (!scale.ok) return scale;
  const count = scale.orders.length;
  let available = context.margin ? dec(context.margin.available) : null;
  let held = dec('0');
  // An inverse contract's average entry weighs each price by its contracts' value: Σq / Σ(q / p).
  let weight = dec('0');
  const orders: PlaceFuturesOrderArgs[] = [];
  for (const [i, leg] of scale.orders.entries()) {
    const order: OrderDraft = {
      ...emptyDraft,
      side: draft.side,
      positionSide: draft.positionSide,
      type: 'LIMIT',
      timeInForce: 'GTC',
      price: leg.price,
      quantity: leg.quantity,
      reduceOnly: draft.reduceOnly,
    };
    const margin =
      context.margin && available ? { ...context.margin, available: available.toFixed() } : undefined;
    const built = buildOrder(family, symbol, order, { ...context, ...(margin ? { margin } : {}) });
    const where = `Order ${i + 1} of ${count} (${formatTyped(leg.price, units.tickSize)})`;
    if (!built.ok) {
      if ('missing' in built) return { ok: false, field: null, message: `${where}: ${built.missing}` };
      const onEnd = i === 0 ? 'start' : i === count - 1 ? 'end' : null;
      const field = priceCodes.has(built.refusal.code) ? onEnd : 'total';
      const hint = futuresRefusalHint(built.refusal, symbol);
      return {
        ok: false,
        field,
        message: `${where}: ${built.refusal.msg}`,
        code: built.refusal.code,
        ...(hint ? { hint } : {}),
      };
    }
    orders.push(built.args);
    weight = weight.plus(
      symbol.contractSize === null ? dec(leg.price).times(leg.quantity) : dec(leg.quantity).div(leg.price),
    );
    if (margin) {
      const terms = marginTermsOf(symbol, order, draft.positionSide !== 'BOTH', undefined, margin);
      const holds = terms ? openOrderMargin(terms, leg.quantity) : dec('0');
      held = held.plus(holds);
      available = available!.minus(holds);
    }
  }
  return {
    ok: true,
    orders,
    prices: scale.orders.map((o) => o.price),
    quantities: scale.orders.map((o) => o.quantity),
    margin: context.margin ? held.toFixed() : null,
    averagePrice: (symbol.contractSize === null
      ? weight.div(draft.total)
      : dec(draft.total).div(weight)
    ).toFixed(),
  };
}
