/**
 * Exact fixed-point money: every price, quantity, balance and rate is a bigint counting 1e-8 units,
 * the venue's finest precision (8 decimals, as on the wire).
 */
export const DECIMALS = 8;
export const SCALE = 10n ** BigInt(DECIMALS);

const decimalPattern = /^\d+(\.\d+)?$/;
const ZEROS = '00000000';

/** Parses a non-negative decimal string; throws RangeError beyond 8 significant decimals. */
export function toFixed(text: string): bigint {
  const small = smallFixed(text);
  return small >= 0 ? BigInt(small) : parseFixed(text);
}

/**
 * The common case without strings or regexes: up to 7 integer digits and 8 decimals, so the scaled
 * value stays below 10^15 < 2^53 and every step is exact integer arithmetic on numbers. Returns -1
 * for anything else, which the general parser handles (and rejects with its message).
 */
function smallFixed(text: string): number {
  const length = text.length;
  let whole = 0;
  let i = 0;
  for (; i < length; i += 1) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) break;
    whole = whole * 10 + digit;
  }
  if (i === 0 || i > 7) return -1;
  if (i === length) return whole * 100_000_000;
  if (text.charCodeAt(i) !== 46 || length - i - 1 > DECIMALS || i + 1 === length) return -1;
  let fraction = 0;
  for (let j = i + 1; j < length; j += 1) {
    const digit = text.charCodeAt(j) - 48;
    if (digit < 0 || digit > 9) return -1;
    fraction = fraction * 10 + digit;
  }
  return whole * 100_000_000 + fraction * (POWERS_OF_TEN[DECIMALS - (length - i - 1)] as number);
}

const POWERS_OF_TEN = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000];

function parseFixed(text: string): bigint {
  if (!decimalPattern.test(text)) throw new RangeError(`not a decimal: ${JSON.stringify(text)}`);
  const dot = text.indexOf('.');
  if (dot < 0) return BigInt(text) * SCALE;
  let fraction = text.slice(dot + 1);
  if (fraction.length > DECIMALS) {
    if (!/^0*$/.test(fraction.slice(DECIMALS)))
      throw new RangeError(`more than ${DECIMALS} decimals: ${text}`);
    fraction = fraction.slice(0, DECIMALS);
  }
  return BigInt(text.slice(0, dot) + fraction + ZEROS.slice(fraction.length));
}

/** Formats with exactly 8 decimals, like the venue ("0.00100000"). */
export function fromFixed(value: bigint): string {
  const negative = value < 0n;
  let digits = (negative ? -value : value).toString();
  if (digits.length <= DECIMALS) digits = ZEROS.slice(digits.length - 1) + digits;
  const cut = digits.length - DECIMALS;
  return `${negative ? '-' : ''}${digits.slice(0, cut)}.${digits.slice(cut)}`;
}

/** price × qty, rounded down to 1e-8. */
export function notionalFloor(price: bigint, qty: bigint): bigint {
  return (price * qty) / SCALE;
}

/** price × qty, rounded up to 1e-8 (what a buy must lock). */
export function notionalCeil(price: bigint, qty: bigint): bigint {
  const product = price * qty;
  const quotient = product / SCALE;
  return product % SCALE === 0n ? quotient : quotient + 1n;
}

/** The largest multiple of step whose notional at price stays within quote. */
export function qtyForQuote(quote: bigint, price: bigint, step: bigint): bigint {
  if (price <= 0n) return 0n;
  const raw = (quote * SCALE) / price;
  return floorToStep(raw, step);
}

export function floorToStep(qty: bigint, step: bigint): bigint {
  return step > 0n ? qty - (qty % step) : qty;
}

export function minBig(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}
