import { z } from 'zod';
import { rateLimit } from '../spot/exchange-info';
import { decimalString, long } from '../wire';
import { futuresFilter, futuresSymbolInfo } from './exchange-info';

/** A contract-quantity symbol: contractStatus instead of status, contractSize in USD per contract. */
export const coinmSymbolInfo = futuresSymbolInfo.omit({ status: true, settlePlan: true }).extend({
  contractStatus: z.string(),
  contractSize: z.number().int(),
  equalQtyPrecision: z.number().int().optional(),
  filters: z.array(futuresFilter),
  triggerProtect: decimalString,
});
export type CoinmSymbolInfo = z.infer<typeof coinmSymbolInfo>;

/** GET /dapi/v1/exchangeInfo (beyond the spec; the live venue's shape). */
export const coinmExchangeInfoResponse = z.object({
  exchangeFilters: z.array(z.unknown()),
  rateLimits: z.array(rateLimit),
  serverTime: long,
  symbols: z.array(coinmSymbolInfo),
  timezone: z.string(),
});
export type CoinmExchangeInfo = z.infer<typeof coinmExchangeInfoResponse>;
