import { z } from 'zod';
import { futuresExchangeInfoEnvelope, futuresSymbolInfo } from './exchange-info';

/** A contract-quantity symbol: contractStatus instead of status, contractSize in USD per contract. */
export const coinmSymbolInfo = futuresSymbolInfo.omit({ status: true, settlePlan: true }).extend({
  contractStatus: z.string(),
  contractSize: z.number().int(),
  equalQtyPrecision: z.number().int().optional(),
});
export type CoinmSymbolInfo = z.infer<typeof coinmSymbolInfo>;

/** GET /dapi/v1/exchangeInfo (beyond the spec; the live venue's shape). */
export const coinmExchangeInfoResponse = z.object({
  ...futuresExchangeInfoEnvelope,
  symbols: z.array(coinmSymbolInfo),
});
export type CoinmExchangeInfo = z.infer<typeof coinmExchangeInfoResponse>;
