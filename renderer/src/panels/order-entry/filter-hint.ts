import type { SymbolInfo } from '@shared/api/spot/exchange-info';
import type { FilterFailure } from '@shared/market/filters';
import { formatAmount, formatExact, formatPrice, formatQuantity } from '@shared/decimal/format';

/** The field a filter failure is about, so the message shows beside it. */
export function fieldOfFilter(
  filterType: string,
): 'price' | 'size' | 'stopPrice' | 'trailingDelta' | 'icebergQty' {
  switch (filterType) {
    case 'PRICE_FILTER':
    case 'PERCENT_PRICE':
    case 'PERCENT_PRICE_BY_SIDE':
      return 'price';
    case 'TRAILING_DELTA':
      return 'trailingDelta';
    case 'ICEBERG_PARTS':
    case 'MAX_NUM_ICEBERG_ORDERS':
      return 'icebergQty';
    default:
      return 'size';
  }
}

/** What each filter limits, in a trader's words. */
const filterWords: Readonly<Record<string, string>> = {
  PRICE_FILTER: 'the price range',
  PERCENT_PRICE: 'the price band',
  PERCENT_PRICE_BY_SIDE: 'the price band',
  LOT_SIZE: 'the size range',
  MARKET_LOT_SIZE: 'the market size range',
  MIN_NOTIONAL: 'the order value',
  NOTIONAL: 'the order value',
  ICEBERG_PARTS: 'the iceberg parts',
  MAX_NUM_ORDERS: 'the open-order limit',
  MAX_NUM_ALGO_ORDERS: 'the stop-order limit',
  MAX_NUM_ICEBERG_ORDERS: 'the iceberg-order limit',
  MAX_POSITION: 'the position limit',
  TRAILING_DELTA: 'the trailing distance',
  MAX_NUM_ORDER_AMENDS: 'the amend limit',
  MAX_NUM_ORDER_LISTS: 'the order-list limit',
  EXCHANGE_MAX_NUM_ORDERS: "the venue's open-order limit",
  EXCHANGE_MAX_NUM_ALGO_ORDERS: "the venue's stop-order limit",
  EXCHANGE_MAX_NUM_ICEBERG_ORDERS: "the venue's iceberg-order limit",
  EXCHANGE_MAX_NUM_ORDER_LISTS: "the venue's order-list limit",
};

/** "the open-order limit (MAX_NUM_ORDERS)": what a filter limits, then the venue's name for it. */
export const filterInWords = (filterType: string): string => {
  const words = filterWords[filterType];
  return words === undefined ? filterType : `${words} (${filterType})`;
};

const isZero = (value: string) => /^0*\.?0*$/.test(value);

/**
 * A sentence after the venue's own message saying what the filter wants, from the symbol's values,
 * written as the rest of the terminal writes figures (on the filter's own tick or step, grouped).
 */
export function filterHint(failure: FilterFailure, symbol: SymbolInfo): string | null {
  const filter = symbol.filters.find((f) => f.filterType === failure.filterType);
  if (!filter) return null;
  const exact = (value: string) => formatExact(value);
  const amount = (value: string) => formatAmount(value, symbol.quoteAsset);
  // A zero tick or step means any: the bounds are then written exactly.
  const steps = (increment: string, name: string) =>
    isZero(increment) ? '' : ` in ${name} of ${exact(increment)}`;
  switch (filter.filterType) {
    case 'PRICE_FILTER': {
      const tick = filter.tickSize;
      const price = (value: string) => (isZero(tick) ? exact(value) : formatPrice(value, tick));
      return `Prices run from ${price(filter.minPrice)} to ${price(filter.maxPrice)}${steps(tick, 'ticks')}.`;
    }
    case 'LOT_SIZE':
    case 'MARKET_LOT_SIZE': {
      const step = filter.stepSize;
      const quantity = (value: string) => (isZero(step) ? exact(value) : formatQuantity(value, step));
      return `Quantities run from ${quantity(filter.minQty)} to ${quantity(filter.maxQty)}${steps(step, 'steps')}.`;
    }
    case 'MIN_NOTIONAL':
      return `Price × quantity must be at least ${amount(filter.minNotional)} ${symbol.quoteAsset}.`;
    case 'NOTIONAL':
      return `Price × quantity must be between ${amount(filter.minNotional)} and ${amount(filter.maxNotional)} ${symbol.quoteAsset}.`;
    case 'PERCENT_PRICE':
      return `The price must stay within ${filter.multiplierDown}× to ${filter.multiplierUp}× of the average price.`;
    case 'PERCENT_PRICE_BY_SIDE':
      return 'The price is too far from the average price for this side.';
    case 'ICEBERG_PARTS':
      return `An iceberg may have at most ${filter.limit} visible parts.`;
    case 'TRAILING_DELTA':
      return `Trailing delta (BIPS): above ${filter.minTrailingAboveDelta}–${filter.maxTrailingAboveDelta}, below ${filter.minTrailingBelowDelta}–${filter.maxTrailingBelowDelta}.`;
    case 'MAX_POSITION':
      return `The position would exceed ${exact(filter.maxPosition)} ${symbol.baseAsset}.`;
    default:
      return null;
  }
}
