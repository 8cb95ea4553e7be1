import { z } from 'zod';
import { side } from '../spot/enums';
import { decimalString, long } from '../wire';
import { positionSide } from './enums';

/** GET /fapi/v1/userTrades and /dapi/v1/userTrades: one fill of the account, with its realized profit. */
export const futuresUserTrade = z.object({
  symbol: z.string(),
  id: long,
  orderId: long,
  side,
  price: decimalString,
  qty: decimalString,
  realizedPnl: decimalString,
  commission: decimalString,
  commissionAsset: z.string(),
  time: long,
  positionSide,
  buyer: z.boolean(),
  maker: z.boolean(),
  /** Quote-settled: the fill's value in the quote asset. */
  quoteQty: decimalString.optional(),
  /** Contract-quantity: the fill's value in the base (margin) asset. */
  baseQty: decimalString.optional(),
  marginAsset: z.string().optional(),
});
export type FuturesUserTrade = z.infer<typeof futuresUserTrade>;

/** GET /fapi/v1/income and /dapi/v1/income: one change of the wallet and its cause. */
export const futuresIncome = z.object({
  symbol: z.string(),
  incomeType: z.string(),
  income: decimalString,
  asset: z.string(),
  time: long,
  tranId: z.union([long, z.string()]),
  tradeId: z.union([long, z.string()]),
});
export type FuturesIncome = z.infer<typeof futuresIncome>;

/** GET /fapi/v1/commissionRate and /dapi/v1/commissionRate: the account's rates on one symbol. */
export const futuresCommissionRate = z.object({
  symbol: z.string(),
  makerCommissionRate: decimalString,
  takerCommissionRate: decimalString,
});
export type FuturesCommissionRate = z.infer<typeof futuresCommissionRate>;
