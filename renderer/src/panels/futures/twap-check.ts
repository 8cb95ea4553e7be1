import { futuresRefusals, type FuturesRefusal } from '@shared/api/futures/refusals';
import { marginRefusal } from '@shared/api/futures/order-margin';
import { marketStepOf } from '@shared/market/twap-slices';
import type { FuturesFamily, FuturesSymbolView } from '@shared/ipc/futures';
import type { TwapArgs } from '@shared/ipc/futures-args';
import { marginTermsOf, type MarginContext } from './order-cost';
import { buildOrder, emptyDraft, type OrderDraft } from './order-draft';
import type { TypedSize } from './order-value';
import { emptyTwapPlan, twapPlan, type TwapPlan, type TwapPlanDraft } from '../order-entry/twap-plan';

/** What the futures TWAP form holds, as typed; `quantity` is the total size the value comes to, if typed as one. */
export interface TwapDraft extends TwapPlanDraft, TypedSize {
  readonly side: 'BUY' | 'SELL';
  readonly positionSide: 'LONG' | 'SHORT';
  readonly reduceOnly: boolean;
}

export const emptyTwapDraft: TwapDraft = {
  ...emptyTwapPlan,
  sizeIn: 'base',
  value: '',
  side: 'BUY',
  positionSide: 'LONG',
  reduceOnly: false,
};

export type TwapCheck =
  | {
      readonly ok: true;
      readonly args: TwapArgs;
      readonly plan: Extract<TwapPlan, { ok: true }>;
    }
  /** Not complete yet: nothing to say. */
  | { readonly ok: false; readonly problem?: string; readonly refusal?: FuturesRefusal };

/**
 * A TWAP as the form describes it, checked as main and the venue will check it: the size on the
 * market step, a slice at least one step, each slice (and the last, larger one) through the
 * contract's filters as the market order it is, and the whole size against the margin available.
 */
export function checkTwap(
  family: FuturesFamily,
  symbol: FuturesSymbolView,
  draft: TwapDraft,
  context: {
    readonly hedge: boolean;
    readonly now: number;
    readonly markPrice?: string;
    readonly margin?: MarginContext;
  },
): TwapCheck {
  const plan = twapPlan(draft, marketStepOf(symbol.filters));
  if (!plan.ok)
    return plan.offStep
      ? { ok: false, refusal: futuresRefusals.qtyNotOnStep() }
      : { ok: false, ...(plan.problem ? { problem: plan.problem } : {}) };
  const { quantity, slices, durationSeconds, limitPrice } = plan;

  const positionSide = context.hedge ? draft.positionSide : 'BOTH';
  const slice = (size: string): OrderDraft => ({
    ...emptyDraft,
    side: draft.side,
    type: 'MARKET',
    positionSide,
    quantity: size,
    reduceOnly: !context.hedge && draft.reduceOnly,
  });
  const { margin, ...checkContext } = context;
  for (const size of new Set([plan.sizes[0]!, plan.sizes.at(-1)!])) {
    const built = buildOrder(family, symbol, slice(size), checkContext);
    if (!built.ok && 'refusal' in built) return { ok: false, refusal: built.refusal };
  }
  // The slices add up to the whole: the margin it all takes must be there (-2019, or -2027 past the cap).
  const terms = margin && marginTermsOf(symbol, slice(quantity), context.hedge, context.markPrice, margin);
  const refused = margin && terms ? marginRefusal(terms, quantity, margin.available) : null;
  if (refused) return { ok: false, refusal: refused };

  return {
    ok: true,
    args: {
      family,
      symbol: symbol.symbol,
      side: draft.side,
      quantity,
      slices,
      durationSeconds,
      ...(context.hedge
        ? { positionSide: draft.positionSide }
        : draft.reduceOnly
          ? { reduceOnly: true }
          : {}),
      ...(limitPrice === undefined ? {} : { limitPrice }),
    },
    plan,
  };
}
