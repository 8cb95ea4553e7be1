import { z } from 'zod';
import { decimalString } from '../wire';

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
export const marketLotSizeFilter = z.object({
  filterType: z.literal('MARKET_LOT_SIZE'),
  minQty: decimalString,
  maxQty: decimalString,
  stepSize: decimalString,
});
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
export const icebergPartsFilter = z.object({
  filterType: z.literal('ICEBERG_PARTS'),
  limit: z.number().int(),
});
export const maxNumOrdersFilter = z.object({
  filterType: z.literal('MAX_NUM_ORDERS'),
  maxNumOrders: z.number().int(),
});
export const maxNumAlgoOrdersFilter = z.object({
  filterType: z.literal('MAX_NUM_ALGO_ORDERS'),
  maxNumAlgoOrders: z.number().int(),
});
export const maxNumIcebergOrdersFilter = z.object({
  filterType: z.literal('MAX_NUM_ICEBERG_ORDERS'),
  maxNumIcebergOrders: z.number().int(),
});
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
export const maxNumOrderAmendsFilter = z.object({
  filterType: z.literal('MAX_NUM_ORDER_AMENDS'),
  maxNumOrderAmends: z.number().int(),
});
export const maxNumOrderListsFilter = z.object({
  filterType: z.literal('MAX_NUM_ORDER_LISTS'),
  maxNumOrderLists: z.number().int(),
});

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
  z.object({ filterType: z.literal('EXCHANGE_MAX_NUM_ORDERS'), maxNumOrders: z.number().int() }),
  z.object({ filterType: z.literal('EXCHANGE_MAX_NUM_ALGO_ORDERS'), maxNumAlgoOrders: z.number().int() }),
  z.object({
    filterType: z.literal('EXCHANGE_MAX_NUM_ICEBERG_ORDERS'),
    maxNumIcebergOrders: z.number().int(),
  }),
  z.object({ filterType: z.literal('EXCHANGE_MAX_NUM_ORDER_LISTS'), maxNumOrderLists: z.number().int() }),
]);
export type ExchangeFilter = z.infer<typeof exchangeFilter>;
