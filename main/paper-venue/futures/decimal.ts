import Decimal from 'decimal.js';

/** Exact decimal arithmetic for prices, quantities and balances (60 significant digits). */
export const Dec = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_UP });
export type Dec = Decimal;

export const ZERO = new Dec(0);

/** Digits after the decimal point as written, e.g. "1.2300" → 4. */
export function writtenDecimals(text: string): number {
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

/** `(value − base) % step == 0`, the futures filter rule. */
export function isStepFrom(value: Dec, base: Dec, step: Dec): boolean {
  return step.isZero() || value.minus(base).mod(step).isZero();
}

export function minDec(a: Dec, b: Dec): Dec {
  return a.lessThan(b) ? a : b;
}

/** Fixed-point text with `places` decimals, rounding half up. */
export function fixed(value: Dec, places: number): string {
  return value.toFixed(places, Dec.ROUND_HALF_UP);
}

// decimal.js counts zero as positive (isPositive(0) is true): compare with 0 instead.
