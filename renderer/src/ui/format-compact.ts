import Decimal from 'decimal.js';
import { formatDecimal, type GroupingSymbols } from '@shared/decimal/format';

const units: readonly [string, string][] = [
  ['1', ''],
  ['1000', 'K'],
  ['1000000', 'M'],
  ['1000000000', 'B'],
  ['1000000000000', 'T'],
];

/** Places that keep a shortened figure to three significant digits (two places below ten). */
const placesFor = (scaled: Decimal) => (scaled.abs().gte(100) ? 0 : scaled.abs().gte(10) ? 1 : 2);

/**
 * A figure shortened for a narrow column to about three significant digits, in the smallest unit
 * that keeps it under a thousand, rounded half-up in decimal: "123456789.5" → "123M", "45678" →
 * "45.7K", "999.995" → "1.00K". For volumes, never for prices or order sizes.
 */
export function formatCompact(value: string, symbols?: GroupingSymbols): string {
  const number = new Decimal(value);
  for (const [size, suffix] of units) {
    const scaled = number.div(size);
    const places = placesFor(scaled);
    const rounded = scaled.toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
    if (rounded.abs().lt(1000) || suffix === 'T')
      return `${formatDecimal(rounded.toFixed(places), places, symbols)}${suffix}`;
  }
  return formatDecimal(value, 2, symbols);
}
