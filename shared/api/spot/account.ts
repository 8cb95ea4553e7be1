import { z } from 'zod';
import { decimalString, long } from '../wire';
import { rateLimitInterval, selfTradePreventionMode } from './enums';

const rates = z.object({
  maker: decimalString,
  taker: decimalString,
  buyer: decimalString,
  seller: decimalString,
});

/** GET /api/v3/account */
export const accountResponse = z.object({
  makerCommission: z.number().int(),
  takerCommission: z.number().int(),
  buyerCommission: z.number().int(),
  sellerCommission: z.number().int(),
  commissionRates: rates,
  canTrade: z.boolean(),
  canWithdraw: z.boolean(),
  canDeposit: z.boolean(),
  brokered: z.boolean(),
  requireSelfTradePrevention: z.boolean(),
  preventSor: z.boolean(),
  updateTime: long,
  accountType: z.string(),
  balances: z.array(z.object({ asset: z.string(), free: decimalString, locked: decimalString })),
  permissions: z.array(z.string()),
  uid: long,
});
export type Account = z.infer<typeof accountResponse>;

/** What a trade and an allocation both say of the account's own fill. */
const ownFill = {
  orderId: long,
  orderListId: long,
  price: decimalString,
  qty: decimalString,
  quoteQty: decimalString,
  commission: decimalString,
  commissionAsset: z.string(),
  time: long,
  isBuyer: z.boolean(),
  isMaker: z.boolean(),
};

/** GET /api/v3/myTrades */
export const accountTrade = z.object({
  symbol: z.string(),
  id: long,
  ...ownFill,
  isBestMatch: z.boolean(),
});
export type AccountTrade = z.infer<typeof accountTrade>;
export const accountTradesResponse = z.array(accountTrade);

/** GET /api/v3/rateLimit/order */
export const unfilledOrderCount = z.object({
  rateLimitType: z.literal('ORDERS'),
  interval: rateLimitInterval,
  intervalNum: z.number().int(),
  limit: z.number().int(),
  count: z.number().int(),
});
export type UnfilledOrderCount = z.infer<typeof unfilledOrderCount>;
export const unfilledOrderCountResponse = z.array(unfilledOrderCount);

/** GET /api/v3/myPreventedMatches */
export const preventedMatch = z.object({
  symbol: z.string(),
  preventedMatchId: long,
  takerOrderId: long,
  makerSymbol: z.string(),
  makerOrderId: long,
  tradeGroupId: long,
  selfTradePreventionMode,
  price: decimalString,
  makerPreventedQuantity: decimalString,
  transactTime: long,
});
export type PreventedMatch = z.infer<typeof preventedMatch>;
export const preventedMatchesResponse = z.array(preventedMatch);

/** GET /api/v3/myAllocations */
export const allocation = z.object({
  symbol: z.string(),
  allocationId: long,
  allocationType: z.literal('SOR'),
  ...ownFill,
  isAllocator: z.boolean(),
});
export type Allocation = z.infer<typeof allocation>;
export const allocationsResponse = z.array(allocation);

/** GET /api/v3/account/commission */
export const commissionRatesResponse = z.object({
  symbol: z.string(),
  standardCommission: rates,
  taxCommission: rates,
  discount: z.object({
    enabledForAccount: z.boolean(),
    enabledForSymbol: z.boolean(),
    discountAsset: z.string(),
    discount: decimalString,
  }),
});
export type CommissionRates = z.infer<typeof commissionRatesResponse>;
