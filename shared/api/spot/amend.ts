import { z } from 'zod';
import { decimalString, long } from '../wire';
import { orderStatus, orderType, selfTradePreventionMode, side, timeInForce } from './enums';
import { orderList } from './order-list';

/** PUT /api/v3/order/amend/keepPriority (single order). */
export const amendKeepPriorityResponse = z.object({
  transactTime: long,
  executionId: long,
  amendedOrder: z.object({
    symbol: z.string(),
    orderId: long,
    orderListId: long,
    origClientOrderId: z.string(),
    clientOrderId: z.string(),
    price: decimalString,
    qty: decimalString,
    executedQty: decimalString,
    preventedQty: decimalString,
    quoteOrderQty: decimalString,
    cumulativeQuoteQty: decimalString,
    status: orderStatus,
    timeInForce,
    type: orderType,
    side,
    workingTime: long,
    selfTradePreventionMode,
  }),
  /** Present when the order belongs to a list: the list as GET /api/v3/orderList shows it. */
  listStatus: orderList.optional(),
});
export type AmendKeepPriorityResult = z.infer<typeof amendKeepPriorityResponse>;

/** GET /api/v3/order/amendments */
export const orderAmendment = z.object({
  symbol: z.string(),
  orderId: long,
  executionId: long,
  origClientOrderId: z.string(),
  newClientOrderId: z.string(),
  origQty: decimalString,
  newQty: decimalString,
  time: long,
});
export type OrderAmendment = z.infer<typeof orderAmendment>;
export const orderAmendmentsResponse = z.array(orderAmendment);
