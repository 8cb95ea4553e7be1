/**
 * Exact fixed-point money: every price, quantity, balance and rate is a bigint counting 1e-8 units,
 * the venue's finest precision (8 decimals, as on the wire).
 */
export const DECIMALS = 8;
export const SCALE = 10n ** BigInt(DECIMALS);

const decimalPattern = /^(\d+)(?:\.(\d+))?$/;

/** Parses a non-negative decimal string; throws RangeError beyond 8 significant decimals. */
export function toFixed(text: string): bigint {
  const match = decimalPattern.exec(text);
  if (!match) throw new RangeError(`not a decimal: ${JSON.stringify(text)}`);
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > DECIMALS) throw new RangeError(`more than ${DECIMALS} decimals: ${text}`);
  return BigInt(whole) * SCALE + BigInt(fraction.padEnd(DECIMALS, '0'));
}

/** Formats with exactly 8 decimals, like the venue ("0.00100000"). */
export function fromFixed(value: bigint): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = abs / SCALE;
  const fraction = (abs % SCALE).toString().padStart(DECIMALS, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
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
