import Decimal from 'decimal.js';
import { formatDecimal, type GroupingSymbols } from './format-decimal';

const units: readonly [string, string][] = [
  ['1000000000000', 'T'],
  ['1000000000', 'B'],
  ['1000000', 'M'],
  ['1000', 'K'],
];

/**
 * A large figure shortened for a narrow column, rounded half-up in decimal: "123456789.5" → "123.46M".
 * Below a thousand it keeps `decimals` places. For volumes, never for prices or order sizes.
 */
export function formatCompact(value: string, decimals = 2, symbols?: GroupingSymbols): string {
  const number = new Decimal(value);
  for (const [size, suffix] of units) {
    if (number.abs().gte(size)) return `${formatDecimal(number.div(size).toFixed(), 2, symbols)}${suffix}`;
  }
  return formatDecimal(value, decimals, symbols);
}
