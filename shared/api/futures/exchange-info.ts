import { z } from 'zod';
import { rateLimit } from '../spot/exchange-info';
import { decimalString, long } from '../wire';
import { futuresOrderType, futuresTimeInForce } from './enums';

/** Futures filter shapes differ from spot's. */
export const futuresFilter = z.discriminatedUnion('filterType', [
  z.object({
    filterType: z.literal('PRICE_FILTER'),
    minPrice: decimalString,
    maxPrice: decimalString,
    tickSize: decimalString,
  }),
  z.object({
    filterType: z.literal('LOT_SIZE'),
    minQty: decimalString,
    maxQty: decimalString,
    stepSize: decimalString,
  }),
  z.object({
    filterType: z.literal('MARKET_LOT_SIZE'),
    minQty: decimalString,
    maxQty: decimalString,
    stepSize: decimalString,
  }),
  z.object({ filterType: z.literal('MAX_NUM_ORDERS'), limit: z.number().int() }),
  z.object({ filterType: z.literal('MAX_NUM_ALGO_ORDERS'), limit: z.number().int() }),
  z.object({ filterType: z.literal('MIN_NOTIONAL'), notional: decimalString }),
  z.object({
    filterType: z.literal('PERCENT_PRICE'),
    multiplierUp: decimalString,
    multiplierDown: decimalString,
    multiplierDecimal: z.union([z.string(), z.number().int()]),
  }),
  z.object({ filterType: z.literal('POSITION_RISK_CONTROL'), positionControlSide: z.string() }),
]);
export type FuturesFilter = z.infer<typeof futuresFilter>;

export const futuresSymbolInfo = z.object({
  symbol: z.string(),
  pair: z.string(),
  contractType: z.string(),
  deliveryDate: long,
  onboardDate: long,
  status: z.string(),
  maintMarginPercent: decimalString,
  requiredMarginPercent: decimalString,
  baseAsset: z.string(),
  quoteAsset: z.string(),
  marginAsset: z.string(),
  pricePrecision: z.number().int(),
  quantityPrecision: z.number().int(),
  baseAssetPrecision: z.number().int(),
  quotePrecision: z.number().int(),
  underlyingType: z.string(),
  underlyingSubType: z.array(z.string()),
  settlePlan: z.number().int(),
  triggerProtect: decimalString,
  filters: z.array(futuresFilter),
  orderTypes: z.array(futuresOrderType),
  timeInForce: z.array(futuresTimeInForce),
  liquidationFee: decimalString,
  marketTakeBound: decimalString,
});
export type FuturesSymbolInfo = z.infer<typeof futuresSymbolInfo>;

/**
 * What both families' exchangeInfo carry besides their symbols. serverTime is to be ignored: read GET
 * /fapi/v1/time or /dapi/v1/time.
 */
export const futuresExchangeInfoEnvelope = {
  exchangeFilters: z.array(z.unknown()),
  rateLimits: z.array(rateLimit),
  serverTime: long,
  timezone: z.string(),
};

/** GET /fapi/v1/exchangeInfo. */
export const usdmExchangeInfoResponse = z.object({
  ...futuresExchangeInfoEnvelope,
  assets: z.array(
    z.object({
      asset: z.string(),
      marginAvailable: z.boolean(),
      autoAssetExchange: decimalString.nullable(),
    }),
  ),
  symbols: z.array(futuresSymbolInfo),
});
export type UsdmExchangeInfo = z.infer<typeof usdmExchangeInfoResponse>;
