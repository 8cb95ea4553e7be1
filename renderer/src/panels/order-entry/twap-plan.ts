import { dec, isPositiveDecimal } from '@shared/decimal/decimal';
import { twapSlices } from '@shared/market/twap-slices';

export const durationUnits = { seconds: 1, minutes: 60, hours: 3600 } as const;
export type DurationUnit = keyof typeof durationUnits;

/** What a TWAP form holds of its plan, as typed: on any market. */
export interface TwapPlanDraft {
  readonly quantity: string;
  readonly slices: string;
  readonly duration: string;
  readonly unit: DurationUnit;
  readonly limitPrice: string;
}

export const emptyTwapPlan: TwapPlanDraft = {
  quantity: '',
  slices: '5',
  duration: '5',
  unit: 'minutes',
  limitPrice: '',
};

export type TwapPlan =
  | {
      readonly ok: true;
      readonly quantity: string;
      readonly slices: number;
      readonly durationSeconds: number;
      readonly limitPrice?: string;
      /** Each slice's size, in the order they go (they differ by a step at most). */
      readonly sizes: readonly string[];
      /** Seconds between two slices. */
      readonly every: string;
    }
  /** Not complete yet (nothing to say), or a problem in words; an off-step size is the caller's to say. */
  | { readonly ok: false; readonly problem?: string; readonly offStep?: true };

/**
 * The plan a TWAP form describes, as main takes it: 2 to 100 slices, whole seconds from 2 to a day
 * with at least one between slices, the size on the market `step` and at least a step a slice.
 */
export function twapPlan(draft: TwapPlanDraft, step: string): TwapPlan {
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
  if (!dec(quantity).div(step).isInteger()) return { ok: false, offStep: true };
  const sizes = twapSlices(quantity, slices, step);
  if (sizes === null)
    return { ok: false, problem: `${quantity} in ${slices} slices is less than one step (${step}) a slice.` };
  return {
    ok: true,
    quantity,
    slices,
    durationSeconds,
    ...(limitPrice === '' ? {} : { limitPrice }),
    sizes,
    every: seconds
      .div(slices - 1)
      .toDecimalPlaces(1)
      .toFixed(),
  };
}

/** "3 market buys of 0.010–0.011 BTC, one every 30 s, the first at once; a slice is skipped while …". */
export function twapPlanText(
  plan: Extract<TwapPlan, { ok: true }>,
  side: 'BUY' | 'SELL',
  unit: string,
  size: (value: string) => string,
  price: (value: string) => string,
): string {
  const smallest = plan.sizes[0]!;
  const largest = plan.sizes.at(-1)!;
  const sizes = smallest === largest ? size(smallest) : `${size(smallest)}–${size(largest)}`;
  const buy = side === 'BUY';
  const skip =
    plan.limitPrice === undefined
      ? ''
      : `; a slice is skipped while the best ${buy ? 'ask is above' : 'bid is below'} ${price(plan.limitPrice)}`;
  return `${plan.slices} market ${buy ? 'buys' : 'sells'} of ${sizes} ${unit}, one every ${plan.every} s, the first at once${skip}.`;
}
