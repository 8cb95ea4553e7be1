import Decimal from 'decimal.js';
import { dec, type DecimalInput } from './decimal';

/** floor and ceil move toward minus and plus infinity; nearest rounds half away from zero. */
export type StepRounding = 'floor' | 'ceil' | 'nearest';

const roundingMode: Record<StepRounding, Decimal.Rounding> = {
  floor: Decimal.ROUND_FLOOR,
  ceil: Decimal.ROUND_CEIL,
  nearest: Decimal.ROUND_HALF_UP,
};

/** True when value is a whole number of steps. A step of zero means "no step": always true. */
export function isMultipleOfStep(value: DecimalInput, step: DecimalInput): boolean {
  const size = dec(step);
  if (size.isZero()) return true;
  return dec(value).mod(size).isZero();
}

/**
 * Rounds value to a whole number of steps (a tick or a lot step), exactly: 0.17 to a step of 0.05 is
 * 0.15 (floor), 0.2 (ceil) or 0.15 (nearest). The result carries the step's number of decimals.
 * A step of zero returns the value unchanged.
 */
export function roundToStep(
  value: DecimalInput,
  step: DecimalInput,
  rounding: StepRounding = 'floor',
): string {
  const size = dec(step);
  const amount = dec(value);
  if (size.isZero()) return amount.toFixed();
  if (size.isNegative()) throw new RangeError(`step must not be negative, got ${size.toFixed()}`);
  const steps = amount.div(size).toDecimalPlaces(0, roundingMode[rounding]);
  return steps.mul(size).toFixed(size.decimalPlaces());
}

/** The number of decimals a step allows: 0.05 → 2, 1 → 0, 0.00100000 → 3. */
export function stepDecimals(step: DecimalInput): number {
  return dec(step).decimalPlaces();
}
