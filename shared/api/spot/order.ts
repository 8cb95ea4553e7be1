import { z } from 'zod';
import { decimalString, long } from '../wire';
import { orderStatus, orderType, selfTradePreventionMode, side, timeInForce } from './enums';

/** Fields that appear only in some cases. */
const conditionalFields = {
  icebergQty: decimalString.optional(),
  preventedMatchId: long.optional(),
  preventedQuantity: decimalString.optional(),
  stopPrice: decimalString.optional(),
  strategyId: long.optional(),
  strategyType: z.number().int().optional(),
  trailingDelta: long.optional(),
  trailingTime: long.optional(),
  usedSor: z.boolean().optional(),
  workingFloor: z.string().optional(),
  /** Why an expired order expired (self-trade prevention, IOC/FOK, liquidity …). */
  expiryReason: z.string().optional(),
};

/** The figures of an order that a RESULT report and a cancel report give alike. */
const orderFigures = {
  price: decimalString,
  origQty: decimalString,
  executedQty: decimalString,
  origQuoteOrderQty: decimalString,
  cummulativeQuoteQty: decimalString,
  status: orderStatus,
  timeInForce,
  type: orderType,
  side,
};

/** newOrderRespType ACK. */
export const orderAck = z.object({
  symbol: z.string(),
  orderId: long,
  orderListId: long,
  clientOrderId: z.string(),
  transactTime: long,
});
export type OrderAck = z.infer<typeof orderAck>;

/** newOrderRespType RESULT. */
export const orderResult = orderAck.extend({
  ...orderFigures,
  workingTime: long,
  selfTradePreventionMode,
  ...conditionalFields,
});
export type OrderResult = z.infer<typeof orderResult>;

export const fill = z.object({
  price: decimalString,
  qty: decimalString,
  commission: decimalString,
  commissionAsset: z.string(),
  tradeId: long,
});
export type Fill = z.infer<typeof fill>;

/** newOrderRespType FULL. */
export const orderFull = orderResult.extend({ fills: z.array(fill) });
export type OrderFull = z.infer<typeof orderFull>;

/** GET /api/v3/order, openOrders, allOrders: the query form. */
export const queriedOrder = z.object({
  symbol: z.string(),
  orderId: long,
  orderListId: long,
  clientOrderId: z.string(),
  price: decimalString,
  origQty: decimalString,
  executedQty: decimalString,
  cummulativeQuoteQty: decimalString,
  status: orderStatus,
  timeInForce,
  type: orderType,
  side,
  time: long,
  updateTime: long,
  isWorking: z.boolean(),
  workingTime: long,
  origQuoteOrderQty: decimalString,
  selfTradePreventionMode,
  ...conditionalFields,
});
export type QueriedOrder = z.infer<typeof queriedOrder>;

/** DELETE /api/v3/order, and the cancelled reports inside lists and cancel-all. */
export const canceledOrder = z.object({
  symbol: z.string(),
  origClientOrderId: z.string(),
  orderId: long,
  orderListId: long,
  clientOrderId: z.string(),
  transactTime: long,
  ...orderFigures,
  selfTradePreventionMode,
  ...conditionalFields,
});
export type CanceledOrder = z.infer<typeof canceledOrder>;

/** POST /api/v3/order/test: `{}`, or the commission rates when computeCommissionRates=true. */
export const testOrderResponse = z.object({});
const makerTaker = z.object({ maker: decimalString, taker: decimalString });
export const testOrderCommissionResponse = z.object({
  standardCommissionForOrder: makerTaker,
  taxCommissionForOrder: makerTaker,
  discount: z.object({
    enabledForAccount: z.boolean(),
    enabledForSymbol: z.boolean(),
    discountAsset: z.string(),
    discount: decimalString,
  }),
});
export type TestOrderCommission = z.infer<typeof testOrderCommissionResponse>;
