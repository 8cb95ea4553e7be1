/**
 * Decimal strings as exact scaled integers: a price with `scale` decimals becomes the integer
 * price × 10^scale, held in a double only while it is a safe integer (checked), so comparisons and
 * grouping are exact integer arithmetic. Quantities, summed for totals, become bigints.
 */

const DOT = 46;
const ZERO = 48;
const NINE = 57;

/** "12345.67000000" at scale 2 → 1234567. Refuses signs, stray characters, lost digits and unsafe sizes. */
export function parseScaled(text: string, scale: number): number {
  let value = 0;
  let decimals = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === DOT && decimals < 0) {
      decimals = 0;
      continue;
    }
    if (c < ZERO || c > NINE) throw new Error(`"${text}" is not an unsigned decimal`);
    if (decimals >= 0) {
      if (decimals >= scale) {
        if (c !== ZERO) throw new Error(`"${text}" has more than ${scale} decimals`);
        continue;
      }
      decimals++;
    }
    value = value * 10 + (c - ZERO);
  }
  for (let d = decimals < 0 ? 0 : decimals; d < scale; d++) value *= 10;
  if (!Number.isSafeInteger(value))
    throw new Error(`"${text}" is too large to hold exactly at scale ${scale}`);
  return value;
}

/** 1234567 at scale 2 → "12345.67"; works for safe-integer numbers and bigints alike. */
export function formatScaled(value: number | bigint, scale: number): string {
  const negative = value < 0;
  let digits = (negative ? -value : value).toString();
  if (scale === 0) return negative ? `-${digits}` : digits;
  if (digits.length <= scale) digits = digits.padStart(scale + 1, '0');
  const cut = digits.length - scale;
  return `${negative ? '-' : ''}${digits.slice(0, cut)}.${digits.slice(cut)}`;
}

/** "0.01000000" at scale 8 → 1000000n. */
export function parseScaledBig(text: string, scale: number): bigint {
  const dot = text.indexOf('.');
  if (dot < 0) return BigInt(text) * 10n ** BigInt(scale);
  let fraction = text.slice(dot + 1);
  if (fraction.length > scale) {
    if (!/^0*$/.test(fraction.slice(scale))) throw new Error(`"${text}" has more than ${scale} decimals`);
    fraction = fraction.slice(0, scale);
  }
  return BigInt(text.slice(0, dot) + fraction.padEnd(scale, '0'));
}

/** True for "0", "0.0", "0.00000000": a diff level that removes the price. */
export function isZeroDecimal(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c !== ZERO && c !== DOT) return false;
  }
  return true;
}

/** How many decimals a step such as "0.01000000" really has (2), ignoring trailing zeros. */
export function significantDecimals(step: string): number {
  const dot = step.indexOf('.');
  if (dot < 0) return 0;
  let end = step.length;
  while (end > dot + 1 && step.charCodeAt(end - 1) === ZERO) end--;
  return end - dot - 1;
}
