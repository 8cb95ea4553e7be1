import { Dec } from '../../decimal/decimal';
import type { MaybeDecimal, Stepper } from './stepper';

/** A stepper's values over plain inputs, each to 10 decimals (null stays null), for hand-computed checks. */
export function stepAll<S extends { readonly value: unknown }>(
  stepper: Stepper<MaybeDecimal, S>,
  inputs: readonly (string | number | null)[],
): S['value'][] {
  let state: S | undefined;
  return inputs.map((input) => {
    state = stepper.step(state, input === null ? null : new Dec(input));
    return state.value;
  });
}

/** A value to 10 decimals, rounded half up; null as null. */
export const fixed = (value: { toFixed(n: number): string } | null | undefined) => value?.toFixed(10) ?? null;
