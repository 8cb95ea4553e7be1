import Decimal from 'decimal.js';

/**
 * The project's decimal type: enough precision that no price, quantity or product of the two is ever
 * rounded, and plain (never exponent) notation when printed.
 */
export const Dec = Decimal.clone({
  precision: 80,
  rounding: Decimal.ROUND_HALF_UP,
  toExpNeg: -80,
  toExpPos: 80,
});
export type Dec = Decimal;

/** A decimal as the wire carries it, or one already computed. Never a JS number. */
export type DecimalInput = string | Decimal;

export const dec = (value: DecimalInput): Decimal => new Dec(value);

/** Whether typed text is a plain decimal above zero ("0.010"; not "", "0", "1e3" or "-1"). */
export const isPositiveDecimal = (text: string): boolean => /^\d+(\.\d+)?$/.test(text) && !dec(text).isZero();

/** Whether a decimal string is zero, however many places it carries ("0.00000000"). */
export const isZero = (value: DecimalInput): boolean => dec(value).isZero();
