import { futuresRefusals, type FuturesRefusal } from '@shared/api/futures/refusals';
import { marginRefusal } from '@shared/api/futures/order-margin';
import { marketStepOf, twapSlices } from '@shared/market/twap-slices';
import { dec, isPositiveDecimal } from '@shared/decimal/decimal';
import { isMultipleOfStep } from '@shared/decimal/step';
import type { FuturesFamily, FuturesSymbolView } from '@shared/ipc/futures';
import type { TwapArgs } from '@shared/ipc/futures-args';
import { marginTermsOf, type MarginContext } from './order-cost';
import { buildOrder, emptyDraft, type OrderDraft } from './order-draft';

export const durationUnits = { seconds: 1, minutes: 60, hours: 3600 } as const;
export type DurationUnit = keyof typeof durationUnits;

/** What the TWAP form holds, as typed. */
export interface TwapDraft {
  readonly side: 'BUY' | 'SELL';
  readonly positionSide: 'LONG' | 'SHORT';
  readonly quantity: string;
  readonly slices: string;
  readonly duration: string;
  readonly unit: DurationUnit;
  readonly limitPrice: string;
  readonly reduceOnly: boolean;
}

export const emptyTwapDraft: TwapDraft = {
  side: 'BUY',
  positionSide: 'LONG',
  quantity: '',
  slices: '5',
  duration: '5',
  unit: 'minutes',
  limitPrice: '',
  reduceOnly: false,
};

export type TwapCheck =
  | {
      readonly ok: true;
      readonly args: TwapArgs;
      /** The smallest and largest slice (they differ by a step at most). */
      readonly smallest: string;
      readonly largest: string;
      /** Seconds between two slices. */
      readonly every: string;
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
  const quantity = draft.quantity.trim();
  if (!isPositiveDecimal(quantity)) return { ok: false };
  const slices = /^\d+$/.test(draft.slices.trim()) ? Number(draft.slices.trim()) : NaN;
  if (!(slices >= 2 && slices <= 100)) return { ok: false, problem: 'Slices: from 2 to 100.' };
  if (!isPositiveDecimal(draft.duration.trim())) return { ok: false };
  const seconds = dec(draft.duration.trim()).mul(durationUnits[draft.unit]);
  if (!seconds.isInteger()) return { ok: false, problem: 'The duration must come to whole seconds.' };
  const durationSeconds = seconds.toNumber();
  if (durationSeconds < 2 || durationSeconds > 86_400)
    return { ok: false, problem: 'The duration: from 2 seconds to 24 hours.' };
  if (durationSeconds < slices - 1)
    return { ok: false, problem: 'At least a second between slices: fewer slices or a longer duration.' };
  const limitPrice = draft.limitPrice.trim();
  if (limitPrice !== '' && !isPositiveDecimal(limitPrice)) return { ok: false };

  const step = marketStepOf(symbol.filters);
  if (!isMultipleOfStep(quantity, step)) return { ok: false, refusal: futuresRefusals.qtyNotOnStep() };
  const sizes = twapSlices(quantity, slices, step);
  if (sizes === null)
    return { ok: false, problem: `${quantity} in ${slices} slices is less than one step (${step}) a slice.` };

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
  const smallest = sizes[0]!;
  const largest = sizes.at(-1)!;
  for (const size of new Set([smallest, largest])) {
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
      ...(limitPrice === '' ? {} : { limitPrice }),
    },
    smallest,
    largest,
    every: seconds
      .div(slices - 1)
      .toDecimalPlaces(1)
      .toFixed(),
  };
}
