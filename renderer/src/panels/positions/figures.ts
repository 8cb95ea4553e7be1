import { dec } from '@shared/decimal/decimal';
import { amountDecimals, formatAmount, formatDecimal, formatExact } from '@shared/decimal/format';

export const valueDecimals = amountDecimals;

/** A worth in the valuation asset: at its places, "—" when there is none. */
export const money = (value: string | null, quoteAsset: string) =>
  value === null ? '—' : formatAmount(value, quoteAsset);

/** A price: the valuation asset's places, or more when it is below one so that 4 figures show. */
export function price(value: string | null, quoteAsset: string): string {
  if (value === null) return '—';
  const d = dec(value).abs();
  const places = valueDecimals(quoteAsset);
  if (d.isZero() || d.gte(1)) return formatDecimal(value, places);
  // d.e is the exponent of the first significant digit: 0.00123 → -3, so it shows at place 3.
  return formatDecimal(value, Math.min(12, Math.max(places, -d.e + 3)));
}

/** A quantity as main sent it (exact, trailing zeros dropped), grouped. */
export const quantity = (value: string) => formatExact(value, 20);

export const percent = (value: string | null) => (value === null ? '—' : `${formatDecimal(value, 2)} %`);

/** A figure with its sign spelled: "+12.50", "−3.00". */
export const signed = (value: string | null, quoteAsset: string) =>
  value === null ? '—' : `${dec(value).gt(0) ? '+' : ''}${money(value, quoteAsset)}`;

export const direction = (value: string | null) =>
  value === null || dec(value).isZero() ? undefined : dec(value).isNegative() ? 'dir-down' : 'dir-up';
