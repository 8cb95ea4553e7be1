import type { FuturesRefusal } from '@shared/api/futures/refusals';
import type { FuturesFilter } from '@shared/api/futures/exchange-info';
import type { FuturesSymbolView } from '@shared/ipc/futures';
import { formatPrice, formatQuantity } from '@shared/decimal/format';

const filterOf = <T extends FuturesFilter['filterType']>(symbol: FuturesSymbolView, type: T) =>
  symbol.filters.find((f): f is Extract<FuturesFilter, { filterType: T }> => f.filterType === type);

/** A filter's range and increment, each written at the increment's places. */
const range = (
  what: string,
  increments: string,
  min: string,
  max: string,
  increment: string,
  format: (value: string, increment: string) => string,
) =>
  `${what} run from ${format(min, increment)} to ${format(max, increment)} in ${increments} of ` +
  `${format(increment, increment)}.`;

/**
 * What a refused figure should have been, after the venue's own message: the symbol's decimals for
 * -1111, its price range and tick for the price filter's codes, its size range and step for the lot
 * filter's. Null for a refusal the message already says all of.
 */
export function futuresRefusalHint(refusal: FuturesRefusal, symbol: FuturesSymbolView): string | null {
  const price = filterOf(symbol, 'PRICE_FILTER');
  const lot = filterOf(symbol, 'LOT_SIZE');
  switch (refusal.code) {
    case -1111:
      return (
        `${symbol.symbol} prices take at most ${symbol.pricePrecision} decimals, ` +
        `quantities ${symbol.quantityPrecision}.`
      );
    case -4002:
    case -4013:
    case -4014:
      return price
        ? range('Prices', 'ticks', price.minPrice, price.maxPrice, price.tickSize, formatPrice)
        : null;
    case -4004:
    case -4005:
    case -4023:
      return lot ? range('Quantities', 'steps', lot.minQty, lot.maxQty, lot.stepSize, formatQuantity) : null;
    default:
      return null;
  }
}

/** A refusal as the futures forms show it: the venue's words and code, then what the contract takes. */
export function refusalWords(refusal: FuturesRefusal, symbol: FuturesSymbolView): string {
  const hint = futuresRefusalHint(refusal, symbol);
  return `${refusal.msg} (code ${refusal.code})${hint ? ` ${hint}` : ''}`;
}
