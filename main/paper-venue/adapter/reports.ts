import type { AmendKeepPriorityResult } from '@shared/api/spot/amend';
import type { NewOrderRespType } from '@shared/api/spot/enums';
import type { CanceledOrder, OrderAck, OrderFull, OrderResult } from '@shared/api/spot/order';
import type { CanceledOrderList, PlacedOrderList } from '@shared/api/spot/order-list';
import type {
  AmendResult,
  CancelResult,
  ListCancelResult,
  ListPlaceResult,
  OrderView,
  PlaceResult,
} from '../engine';

/** The fields of a placement or cancel report that only appear in some cases. */
type ConditionalFields = Partial<
  Pick<
    OrderResult,
    | 'icebergQty'
    | 'preventedMatchId'
    | 'preventedQuantity'
    | 'stopPrice'
    | 'strategyId'
    | 'strategyType'
    | 'trailingDelta'
    | 'trailingTime'
    | 'expiryReason'
  >
>;

const STOP_TYPES = new Set(['STOP_LOSS', 'STOP_LOSS_LIMIT', 'TAKE_PROFIT', 'TAKE_PROFIT_LIMIT']);
const ZERO = '0.00000000';

/** The conditional fields of order responses: only when they apply. */
function conditionalFields(view: OrderView): ConditionalFields {
  const out: { -readonly [K in keyof ConditionalFields]: ConditionalFields[K] } = {};
  if (view.icebergQty !== ZERO) out.icebergQty = view.icebergQty;
  if (view.preventedMatchId !== undefined) {
    out.preventedMatchId = view.preventedMatchId;
    out.preventedQuantity = view.preventedQuantity;
  }
  if (STOP_TYPES.has(view.type)) out.stopPrice = view.stopPrice;
  if (view.strategyId !== undefined) out.strategyId = view.strategyId;
  if (view.strategyType !== undefined) out.strategyType = view.strategyType;
  if (view.trailingDelta !== undefined) {
    out.trailingDelta = view.trailingDelta;
    out.trailingTime = view.trailingTime;
  }
  if (view.expiryReason !== undefined) out.expiryReason = view.expiryReason;
  return out;
}

/** The order's figures that a RESULT report and a cancel report give alike. */
function orderFigures(order: OrderView) {
  return {
    price: order.price,
    origQty: order.origQty,
    executedQty: order.executedQty,
    origQuoteOrderQty: order.origQuoteOrderQty,
    cummulativeQuoteQty: order.cummulativeQuoteQty,
    status: order.status,
    timeInForce: order.timeInForce,
    type: order.type,
    side: order.side,
  };
}

/** POST /api/v3/order (and list reports): ACK, RESULT or FULL. */
export function placementReport(
  result: PlaceResult,
  respType: NewOrderRespType,
): OrderAck | OrderResult | OrderFull {
  const { order } = result;
  const ack: OrderAck = {
    symbol: order.symbol,
    orderId: order.orderId,
    orderListId: order.orderListId,
    clientOrderId: order.clientOrderId,
    transactTime: result.transactTime,
  };
  if (respType === 'ACK') return ack;
  const report: OrderResult = {
    ...ack,
    ...orderFigures(order),
    workingTime: order.workingTime,
    selfTradePreventionMode: order.selfTradePreventionMode,
    ...conditionalFields(order),
  };
  return respType === 'FULL' ? ({ ...report, fills: result.fills } satisfies OrderFull) : report;
}

/** A cancelled order: `origClientOrderId` is the order's id, `clientOrderId` the cancel's. */
export function cancelReport(
  order: OrderView,
  transactTime: number,
  origClientOrderId: string,
  cancelClientOrderId: string,
): CanceledOrder {
  return {
    symbol: order.symbol,
    origClientOrderId,
    orderId: order.orderId,
    orderListId: order.orderListId,
    clientOrderId: cancelClientOrderId,
    transactTime,
    ...orderFigures(order),
    selfTradePreventionMode: order.selfTradePreventionMode,
    ...conditionalFields(order),
  };
}

export function orderCancelReport(result: CancelResult): CanceledOrder {
  return cancelReport(result.order, result.transactTime, result.origClientOrderId, result.clientOrderId);
}

/** DELETE /api/v3/orderList and the list entries of cancel-all. */
export function listCancelReport(result: ListCancelResult): CanceledOrderList {
  return {
    ...result.list,
    orderReports: result.orderReports.map((order) =>
      cancelReport(order, result.transactTime, order.clientOrderId, result.cancelClientOrderId),
    ),
  };
}

export function listPlacementReport(result: ListPlaceResult, respType: NewOrderRespType): PlacedOrderList {
  return {
    ...result.list,
    orderReports: result.orderReports.map((report) => placementReport(report, respType)),
  };
}

/** PUT /api/v3/order/amend/keepPriority. */
export function amendReport(result: AmendResult): AmendKeepPriorityResult {
  const order = result.amendedOrder;
  return {
    transactTime: result.transactTime,
    executionId: result.executionId,
    amendedOrder: {
      symbol: order.symbol,
      orderId: order.orderId,
      orderListId: order.orderListId,
      origClientOrderId: result.origClientOrderId,
      clientOrderId: order.clientOrderId,
      price: order.price,
      qty: order.origQty,
      executedQty: order.executedQty,
      preventedQty: order.preventedQuantity ?? ZERO,
      quoteOrderQty: order.origQuoteOrderQty,
      cumulativeQuoteQty: order.cummulativeQuoteQty,
      status: order.status,
      timeInForce: order.timeInForce,
      type: order.type,
      side: order.side,
      workingTime: order.workingTime,
      selfTradePreventionMode: order.selfTradePreventionMode,
    },
    ...(result.listStatus ? { listStatus: result.listStatus } : {}),
  };
}
