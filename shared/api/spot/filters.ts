import { z } from 'zod';
import { decimalString } from '../wire';

/** A filter that caps how many of something there may be: its type and one integer field. */
function countCap<const T extends string, const K extends string>(filterType: T, field: K) {
  const cap = { [field]: z.number().int() } as Record<K, z.ZodNumber>;
  return z.object({ filterType: z.literal(filterType), ...cap });
}

/** Spot symbol filters, keys exactly as in exchangeInfo. */
export const priceFilter = z.object({
  filterType: z.literal('PRICE_FILTER'),
  minPrice: decimalString,
  maxPrice: decimalString,
  tickSize: decimalString,
});
export const percentPriceFilter = z.object({
  filterType: z.literal('PERCENT_PRICE'),
  multiplierUp: decimalString,
  multiplierDown: decimalString,
  avgPriceMins: z.number().int(),
});
export const percentPriceBySideFilter = z.object({
  filterType: z.literal('PERCENT_PRICE_BY_SIDE'),
  bidMultiplierUp: decimalString,
  bidMultiplierDown: decimalString,
  askMultiplierUp: decimalString,
  askMultiplierDown: decimalString,
  avgPriceMins: z.number().int(),
});
export const lotSizeFilter = z.object({
  filterType: z.literal('LOT_SIZE'),
  minQty: decimalString,
  maxQty: decimalString,
  stepSize: decimalString,
});
// LOT_SIZE's fields, for market orders.
export const marketLotSizeFilter = lotSizeFilter.extend({ filterType: z.literal('MARKET_LOT_SIZE') });
export const minNotionalFilter = z.object({
  filterType: z.literal('MIN_NOTIONAL'),
  minNotional: decimalString,
  applyToMarket: z.boolean(),
  avgPriceMins: z.number().int(),
});
export const notionalFilter = z.object({
  filterType: z.literal('NOTIONAL'),
  minNotional: decimalString,
  applyMinToMarket: z.boolean(),
  maxNotional: decimalString,
  applyMaxToMarket: z.boolean(),
  avgPriceMins: z.number().int(),
});
export const icebergPartsFilter = countCap('ICEBERG_PARTS', 'limit');
export const maxNumOrdersFilter = countCap('MAX_NUM_ORDERS', 'maxNumOrders');
export const maxNumAlgoOrdersFilter = countCap('MAX_NUM_ALGO_ORDERS', 'maxNumAlgoOrders');
export const maxNumIcebergOrdersFilter = countCap('MAX_NUM_ICEBERG_ORDERS', 'maxNumIcebergOrders');
export const maxPositionFilter = z.object({
  filterType: z.literal('MAX_POSITION'),
  maxPosition: decimalString,
});
export const trailingDeltaFilter = z.object({
  filterType: z.literal('TRAILING_DELTA'),
  minTrailingAboveDelta: z.number().int(),
  maxTrailingAboveDelta: z.number().int(),
  minTrailingBelowDelta: z.number().int(),
  maxTrailingBelowDelta: z.number().int(),
});
export const maxNumOrderAmendsFilter = countCap('MAX_NUM_ORDER_AMENDS', 'maxNumOrderAmends');
export const maxNumOrderListsFilter = countCap('MAX_NUM_ORDER_LISTS', 'maxNumOrderLists');

export const symbolFilter = z.discriminatedUnion('filterType', [
  priceFilter,
  percentPriceFilter,
  percentPriceBySideFilter,
  lotSizeFilter,
  marketLotSizeFilter,
  minNotionalFilter,
  notionalFilter,
  icebergPartsFilter,
  maxNumOrdersFilter,
  maxNumAlgoOrdersFilter,
  maxNumIcebergOrdersFilter,
  maxPositionFilter,
  trailingDeltaFilter,
  maxNumOrderAmendsFilter,
  maxNumOrderListsFilter,
]);
export type SymbolFilter = z.infer<typeof symbolFilter>;
export type SymbolFilterType = SymbolFilter['filterType'];
export type FilterOf<T extends SymbolFilterType> = Extract<SymbolFilter, { filterType: T }>;

/** Exchange filters. */
export const exchangeFilter = z.discriminatedUnion('filterType', [
  countCap('EXCHANGE_MAX_NUM_ORDERS', 'maxNumOrders'),
  countCap('EXCHANGE_MAX_NUM_ALGO_ORDERS', 'maxNumAlgoOrders'),
  countCap('EXCHANGE_MAX_NUM_ICEBERG_ORDERS', 'maxNumIcebergOrders'),
  countCap('EXCHANGE_MAX_NUM_ORDER_LISTS', 'maxNumOrderLists'),
]);
export type ExchangeFilter = z.infer<typeof exchangeFilter>;
