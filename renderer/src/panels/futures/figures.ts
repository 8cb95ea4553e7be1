import Decimal from 'decimal.js';
import { decimalsOf, formatDecimal } from '@shared/decimal/format';

/** A decimal string shown exactly as the venue sent it (grouped, trailing zeros dropped, at most 8 places). */
export function exact(value: string): string {
  return formatDecimal(value, Math.min(decimalsOf(value), 8));
}

/** A decimal string at a fixed precision (a symbol's price or quantity precision). */
export function fixed(value: string, decimals: number): string {
  return formatDecimal(value, decimals);
}

export { isZero } from '@shared/decimal/decimal';
export const isNegative = (value: string) => new Decimal(value).isNegative();
