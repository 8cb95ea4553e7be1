import { z } from 'zod';
import { long } from '../wire';
import { orderType, rateLimitInterval, rateLimitType, selfTradePreventionMode, symbolStatus } from './enums';
import { exchangeFilter, symbolFilter } from './filters';

export const rateLimit = z.object({
  rateLimitType,
  interval: rateLimitInterval,
  intervalNum: z.number().int(),
  limit: z.number().int(),
});
export type RateLimit = z.infer<typeof rateLimit>;

export const symbolInfo = z.object({
  symbol: z.string(),
  status: symbolStatus,
  baseAsset: z.string(),
  baseAssetPrecision: z.number().int(),
  quoteAsset: z.string(),
  quotePrecision: z.number().int(),
  quoteAssetPrecision: z.number().int(),
  baseCommissionPrecision: z.number().int(),
  quoteCommissionPrecision: z.number().int(),
  orderTypes: z.array(orderType),
  icebergAllowed: z.boolean(),
  ocoAllowed: z.boolean(),
  otoAllowed: z.boolean(),
  quoteOrderQtyMarketAllowed: z.boolean(),
  allowTrailingStop: z.boolean(),
  cancelReplaceAllowed: z.boolean(),
  amendAllowed: z.boolean(),
  isSpotTradingAllowed: z.boolean(),
  isMarginTradingAllowed: z.boolean(),
  filters: z.array(symbolFilter),
  permissions: z.array(z.string()),
  permissionSets: z.array(z.array(z.string())),
  defaultSelfTradePreventionMode: selfTradePreventionMode,
  allowedSelfTradePreventionModes: z.array(selfTradePreventionMode),
});
export type SymbolInfo = z.infer<typeof symbolInfo>;

/** GET /api/v3/exchangeInfo */
export const exchangeInfoResponse = z.object({
  timezone: z.string(),
  serverTime: long,
  rateLimits: z.array(rateLimit),
  exchangeFilters: z.array(exchangeFilter),
  symbols: z.array(symbolInfo),
  sors: z.array(z.object({ baseAsset: z.string(), symbols: z.array(z.string()) })).optional(),
});
export type ExchangeInfo = z.infer<typeof exchangeInfoResponse>;
