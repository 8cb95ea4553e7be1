import type { SymbolInfo } from '@shared/api/spot/exchange-info';
import type { FilterFailure } from '@shared/market/filters';

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

/** A sentence after the venue's own message saying what the filter wants, from the symbol's values. */
export function filterHint(failure: FilterFailure, symbol: SymbolInfo): string | null {
  const filter = symbol.filters.find((f) => f.filterType === failure.filterType);
  if (!filter) return null;
  switch (filter.filterType) {
    case 'PRICE_FILTER':
      return `Prices run from ${filter.minPrice} to ${filter.maxPrice} in ticks of ${filter.tickSize}.`;
    case 'LOT_SIZE':
    case 'MARKET_LOT_SIZE':
      return `Quantities run from ${filter.minQty} to ${filter.maxQty} in steps of ${filter.stepSize}.`;
    case 'MIN_NOTIONAL':
      return `Price × quantity must be at least ${filter.minNotional} ${symbol.quoteAsset}.`;
    case 'NOTIONAL':
      return `Price × quantity must be between ${filter.minNotional} and ${filter.maxNotional} ${symbol.quoteAsset}.`;
    case 'PERCENT_PRICE':
      return `The price must stay within ${filter.multiplierDown}× to ${filter.multiplierUp}× of the average price.`;
    case 'PERCENT_PRICE_BY_SIDE':
      return 'The price is too far from the average price for this side.';
    case 'ICEBERG_PARTS':
      return `An iceberg may have at most ${filter.limit} visible parts.`;
    case 'TRAILING_DELTA':
      return `Trailing delta (BIPS): above ${filter.minTrailingAboveDelta}–${filter.maxTrailingAboveDelta}, below ${filter.minTrailingBelowDelta}–${filter.maxTrailingBelowDelta}.`;
    case 'MAX_POSITION':
      return `The position would exceed ${filter.maxPosition} ${symbol.baseAsset}.`;
    default:
      return null;
  }
}
