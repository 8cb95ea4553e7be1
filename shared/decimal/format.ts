import Decimal from 'decimal.js';

/** Digits after the point a tick or step allows: "0.01000000" → 2, "0.05" → 2, "1.00" → 0, "10" → 0. */
export function decimalsOf(increment: string): number {
  const [, fraction = ''] = increment.split('.');
  return fraction.replace(/0+$/, '').length;
}

export interface GroupingSymbols {
  readonly group: string;
  readonly decimal: string;
}

/** The locale's group and decimal separators, read from Intl without formatting any money through it. */
export function groupingSymbols(locale?: string): GroupingSymbols {
  const parts = new Intl.NumberFormat(locale).formatToParts(11111.1);
  return {
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
  };
}

const defaultSymbols = groupingSymbols();

/**
 * A decimal string shown with exactly `decimals` digits (rounded half-up by decimal.js unless
 * `rounding` says otherwise, never through a float) and the locale's digit grouping:
 * formatDecimal("1234567.891", 2) → "1,234,567.89".
 */
export function formatDecimal(
  value: string,
  decimals: number,
  symbols: GroupingSymbols = defaultSymbols,
  rounding: Decimal.Rounding = Decimal.ROUND_HALF_UP,
): string {
  const fixed = new Decimal(value).toFixed(decimals, rounding);
  const negative = fixed.startsWith('-');
  const [whole = '0', fraction] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, symbols.group);
  const body = fraction === undefined ? grouped : `${grouped}${symbols.decimal}${fraction}`;
  return negative && /[1-9]/.test(body) ? `−${body}` : body;
}

/** A whole count (requests, orders), grouped: 200000 → "200,000". */
export const formatCount = (count: number, symbols?: GroupingSymbols) =>
  formatDecimal(String(count), 0, symbols);

/** A price at its symbol's tick precision. */
export const formatPrice = (price: string, tickSize: string, symbols?: GroupingSymbols) =>
  formatDecimal(price, decimalsOf(tickSize), symbols);

/** A quantity at its symbol's step precision. */
export const formatQuantity = (quantity: string, stepSize: string, symbols?: GroupingSymbols) =>
  formatDecimal(quantity, decimalsOf(stepSize), symbols);

/** Assets whose amounts read in cents; any other asset (BTC, ETH) shows 8 places. */
const fiatLike = /^(USDT|USDC|FDUSD|TUSD|BUSD|DAI|USD|EUR|GBP|TRY|BRL|JPY|AUD|UAH|RUB|PLN|ZAR|ARS|MXN|IDR)$/;

/** How many places an amount of the asset shows: 2 for a dollar-like asset, else 8. */
export const amountDecimals = (asset: string) => (fiatLike.test(asset) ? 2 : 8);

/** A worth in an asset (a portfolio value, a P&L) at the asset's places, grouped. */
export const formatAmount = (value: string, asset: string, symbols?: GroupingSymbols) =>
  formatDecimal(value, amountDecimals(asset), symbols);

/** A balance free to spend, at the asset's places rounded down: never more than there is. */
export const formatAvailable = (value: string, asset: string, symbols?: GroupingSymbols) =>
  formatDecimal(value, amountDecimals(asset), symbols, Decimal.ROUND_DOWN);

/** What an order needs (the funds it locks), at the asset's places rounded up: never less than it takes. */
export const formatNeeded = (value: string, asset: string, symbols?: GroupingSymbols) =>
  formatDecimal(value, amountDecimals(asset), symbols, Decimal.ROUND_UP);

/**
 * A figure someone typed: at least `places` digits after the point (a price padded to its tick), more
 * where it has them, never rounded, grouped: formatAtLeast("65000.5", 2) → "65,000.50".
 */
export const formatAtLeast = (value: string, places: number, symbols?: GroupingSymbols) =>
  formatDecimal(value, Math.max(places, new Decimal(value).decimalPlaces()), symbols);

/** A typed price or size on its tick or step (`increment`): padded to it, never rounded, grouped. */
export const formatTyped = (value: string, increment: string, symbols?: GroupingSymbols) =>
  formatAtLeast(value, decimalsOf(increment), symbols);

/** A figure exactly as given, trailing zeros dropped, at most `maxDecimals` places, grouped. */
export const formatExact = (value: string, maxDecimals = 8, symbols?: GroupingSymbols) =>
  formatDecimal(value, Math.min(new Decimal(value).decimalPlaces(), maxDecimals), symbols);

/** A rate as a percentage, exactly ("0.001" → "0.1 %"), trailing zeros dropped, grouped. */
export const formatPercent = (rate: string, maxDecimals = 8, symbols?: GroupingSymbols) =>
  `${formatExact(new Decimal(rate).times(100).toFixed(), maxDecimals, symbols)} %`;

/** A price that lies on the tick, written with the tick's places and nothing more ("58999.80000000" → "58999.8" at 0.1). */
export const onTickText = (price: string, tickSize: string): string =>
  new Decimal(price).toFixed(decimalsOf(tickSize));
