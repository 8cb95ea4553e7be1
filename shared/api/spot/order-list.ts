import { z } from 'zod';
import { long } from '../wire';
import { canceledOrder, orderAck, orderFull, orderResult } from './order';

export const contingencyType = z.enum(['OCO', 'OTO', 'OPO']);
export const listStatusType = z.enum(['RESPONSE', 'EXEC_STARTED', 'UPDATED', 'ALL_DONE']);
export const listOrderStatus = z.enum(['EXECUTING', 'ALL_DONE', 'REJECT']);

const listMember = z.object({ symbol: z.string(), orderId: long, clientOrderId: z.string() });

/** GET /api/v3/orderList, allOrderList, openOrderList: the list without reports. */
export const orderList = z.object({
  orderListId: long,
  contingencyType,
  listStatusType,
  listOrderStatus,
  listClientOrderId: z.string(),
  transactionTime: long,
  symbol: z.string(),
  orders: z.array(listMember),
});
export type OrderList = z.infer<typeof orderList>;

/** POST /api/v3/orderList/{oco,oto,otoco}: reports shaped by newOrderRespType (FULL, RESULT or ACK). */
export const placedOrderList = orderList.extend({
  orderReports: z.array(z.union([orderFull, orderResult, orderAck])),
});
export type PlacedOrderList = z.infer<typeof placedOrderList>;

/** DELETE /api/v3/orderList, and list entries of DELETE /api/v3/openOrders. */
export const canceledOrderList = orderList.extend({ orderReports: z.array(canceledOrder) });
export type CanceledOrderList = z.infer<typeof canceledOrderList>;

/** DELETE /api/v3/openOrders: cancelled orders and cancelled lists, mixed. */
export const cancelAllResponse = z.array(z.union([canceledOrderList, canceledOrder]));
export type CancelAllResult = z.infer<typeof cancelAllResponse>;
