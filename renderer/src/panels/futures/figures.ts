import Decimal from 'decimal.js';
import {
  amountDecimals,
  decimalsOf,
  formatDecimal,
  formatPrice,
  formatQuantity,
} from '@shared/decimal/format';
import { tickAndStepOf } from '@shared/market/symbol-precision';

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

/** A balance or margin in its asset: the venue's eight places, as the spot balances show them. */
export const balance = (value: string) => formatDecimal(value, 8);

/** A P&L signed, at its asset's places, without the asset: "+12.50", "−0.00001234". */
export function pnlFigure(value: string, asset: string): string {
  const sign = new Decimal(value).gt(0) ? '+' : '';
  return `${sign}${formatDecimal(value, amountDecimals(asset))}`;
}

/** A P&L in its asset, signed, at the asset's places: "+12.50 USDT", "−0.00001234 BTC". */
export function pnl(value: string, asset: string): string {
  return `${pnlFigure(value, asset)} ${asset}`;
}

/** A percentage with its sign, as the P&L shows it: "+1.65 %", "−0.22 %", "0.00 %". */
export function signedPercent(value: string): string {
  const sign = new Decimal(value).gt(0) ? '+' : '';
  return `${sign}${formatDecimal(value, 2)} %`;
}

/**
 * A contract's (or a spot symbol's) prices and sizes as the market header and the order tables show
 * them: on its tick and step. An average (the entry price) keeps its own digits past the tick; a
 * symbol not listed yet is shown exactly.
 */
export function symbolFigures(symbol: { readonly filters: Parameters<typeof tickAndStepOf>[0] } | undefined) {
  if (!symbol) return { price: exact, average: exact, size: exact };
  const { tickSize, stepSize } = tickAndStepOf(symbol.filters);
  const places = decimalsOf(tickSize);
  return {
    price: (value: string) => formatPrice(value, tickSize),
    average: (value: string) =>
      formatDecimal(value, Math.min(8, Math.max(places, new Decimal(value).decimalPlaces()))),
    size: (value: string) => formatQuantity(value, stepSize),
  };
}
