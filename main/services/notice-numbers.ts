import {
  amountDecimals,
  formatAtLeast,
  formatTyped,
  formatDecimal,
  formatExact,
  formatPrice,
  formatQuantity,
  type GroupingSymbols,
} from '@shared/decimal/format';
import type { SymbolPrecision } from '@shared/market/symbol-precision';

/** A symbol's tick and step (`precisionOf` its filters), and its quote asset where known. */
export type NoticePrecision = Pick<SymbolPrecision, 'tickSize' | 'stepSize'> & {
  readonly quoteAsset?: string;
};

/** The tick and step of a symbol, or undefined while main has not read them. */
export type PrecisionOf = (symbol: string) => NoticePrecision | undefined;

export interface NoticeNumbers {
  /** A market price or an average: on the tick. */
  readonly price: (value: string) => string;
  /** A price the trader typed (an alert's target): padded to the tick, never rounded. */
  readonly typedPrice: (value: string) => string;
  readonly size: (value: string) => string;
  /** A worth in the quote asset (a P&L): at the asset's places. */
  readonly amount: (value: string) => string;
  /** An amount the trader typed: padded to the asset's places, never rounded. */
  readonly typedAmount: (value: string) => string;
}

/**
 * How main's notices and alerts write numbers: on the symbol's tick and step and grouped, as the order
 * tables and the form show them ("0.00076", "65,001.30"). Before main has read the symbol's filters
 * from the venue, exactly as given, trailing zeros dropped, grouped.
 */
export function noticeNumbers(
  precision: NoticePrecision | undefined,
  symbols?: GroupingSymbols,
): NoticeNumbers {
  const exact = (value: string) => formatExact(value, 8, symbols);
  const padded = (value: string, places: number) => formatAtLeast(value, places, symbols);
  if (!precision) return { price: exact, typedPrice: exact, size: exact, amount: exact, typedAmount: exact };
  const { tickSize, stepSize, quoteAsset } = precision;
  const places = quoteAsset === undefined ? undefined : amountDecimals(quoteAsset);
  return {
    price: (value) => formatPrice(value, tickSize, symbols),
    typedPrice: (value) => formatTyped(value, tickSize, symbols),
    size: (value) => formatQuantity(value, stepSize, symbols),
    amount: (value) => (places === undefined ? exact(value) : formatDecimal(value, places, symbols)),
    typedAmount: (value) => (places === undefined ? exact(value) : padded(value, places)),
  };
}
