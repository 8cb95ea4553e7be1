import type { SymbolInfo } from '@shared/api/spot/exchange-info';
import type { Side } from '@shared/api/spot/enums';
import { dec } from '@shared/decimal/decimal';
import { prospectiveOrder } from '@shared/ipc/order-prospective';
import type { SpotTwapArgs } from '@shared/ipc/order-args';
import { validateOrder } from '@shared/market/filters';
import { marketStepOf } from '@shared/market/twap-slices';
import { filterHint } from './filter-hint';
import { lockRefusal, type Lock } from './order-lock';
import { emptyTwapPlan, twapPlan, type TwapPlan, type TwapPlanDraft } from './twap-plan';

export interface SpotTwapDraft extends TwapPlanDraft {
  readonly side: Side;
}

export const emptySpotTwapDraft: SpotTwapDraft = { ...emptyTwapPlan, side: 'BUY' };

export interface SpotTwapProblem {
  readonly message: string;
  readonly code?: number;
  readonly hint?: string;
}

export type SpotTwapCheck =
  | {
      readonly ok: true;
      readonly args: SpotTwapArgs;
      readonly plan: Extract<TwapPlan, { ok: true }>;
      /** What the whole takes from the balance: a sell's base; a buy's quote, at the last price (about). */
      readonly takes: Lock | null;
    }
  | { readonly ok: false; readonly problem?: SpotTwapProblem };

/**
 * A spot TWAP as the form describes it, checked as main and the venue will check it before the first
 * slice goes: the plan (`twapPlan`), the size on the market step (-1013 LOT_SIZE), the smallest and
 * largest slice through the symbol's filters as the MARKET orders they are (the notional at the last
 * price), and the whole against the free balance (-2010): exactly for a sell, at the last price for a
 * buy.
 */
export function checkSpotTwap(
  draft: SpotTwapDraft,
  symbol: SymbolInfo,
  context: { readonly free: ReadonlyMap<string, string> | undefined; readonly lastPrice: string | null },
): SpotTwapCheck {
  const plan = twapPlan(draft, marketStepOf(symbol.filters));
  if (!plan.ok)
    return plan.offStep
      ? { ok: false, problem: { message: 'Filter failure: LOT_SIZE', code: -1013 } }
      : { ok: false, ...(plan.problem ? { problem: { message: plan.problem } } : {}) };
  const order = (quantity: string) => ({
    symbol: symbol.symbol,
    side: draft.side,
    type: 'MARKET' as const,
    quantity,
  });
  for (const size of new Set([plan.sizes[0]!, plan.sizes.at(-1)!])) {
    const verdict = validateOrder(prospectiveOrder(order(size)), symbol.filters, [], {
      referencePrice: context.lastPrice ?? undefined,
    });
    if (!verdict.ok)
      return {
        ok: false,
        problem: {
          message: `A slice of ${size}: ${verdict.failure.msg}`,
          code: verdict.failure.code,
          hint: filterHint(verdict.failure, symbol) ?? undefined,
        },
      };
  }
  const buy = draft.side === 'BUY';
  const takes: Lock | null = buy
    ? context.lastPrice === null
      ? null
      : { amount: dec(plan.quantity).mul(context.lastPrice).toFixed(), asset: symbol.quoteAsset }
    : { amount: plan.quantity, asset: symbol.baseAsset };
  const refused =
    takes && context.free
      ? lockRefusal(takes, context.free, buy ? 'The slices take about' : 'The slices sell')
      : null;
  if (refused) return { ok: false, problem: refused };
  return {
    ok: true,
    args: {
      symbol: symbol.symbol,
      side: draft.side,
      quantity: plan.quantity,
      slices: plan.slices,
      durationSeconds: plan.durationSeconds,
      ...(plan.limitPrice === undefined ? {} : { limitPrice: plan.limitPrice }),
    },
    plan,
    takes,
  };
}
