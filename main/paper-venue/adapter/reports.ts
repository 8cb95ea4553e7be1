import type { NewOrderRespType } from '@shared/api/spot/enums';
import type {
  AmendResult,
  CancelResult,
  ListCancelResult,
  ListPlaceResult,
  OrderView,
  PlaceResult,
} from '../engine';

type Body = Record<string, unknown>;

const STOP_TYPES = new Set(['STOP_LOSS', 'STOP_LOSS_LIMIT', 'TAKE_PROFIT', 'TAKE_PROFIT_LIMIT']);
const ZERO = '0.00000000';

/** The conditional fields of order responses (spot-api.md): only when they apply. */
function conditionalFields(view: OrderView): Body {
  const out: Body = {};
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

/** POST /api/v3/order (and list reports): ACK, RESULT or FULL. */
export function placementReport(result: PlaceResult, respType: NewOrderRespType): Body {
  const { order } = result;
  const ack = {
    symbol: order.symbol,
    orderId: order.orderId,
    orderListId: order.orderListId,
    clientOrderId: order.clientOrderId,
    transactTime: result.transactTime,
  };
  if (respType === 'ACK') return ack;
  const report: Body = {
    ...ack,
    price: order.price,
    origQty: order.origQty,
    executedQty: order.executedQty,
    origQuoteOrderQty: order.origQuoteOrderQty,
    cummulativeQuoteQty: order.cummulativeQuoteQty,
    status: order.status,
    timeInForce: order.timeInForce,
    type: order.type,
    side: order.side,
    workingTime: order.workingTime,
    selfTradePreventionMode: order.selfTradePreventionMode,
    ...conditionalFields(order),
  };
  if (respType === 'FULL') report.fills = result.fills;
  return report;
}

/** A cancelled order: `origClientOrderId` is the order's id, `clientOrderId` the cancel's. */
export function cancelReport(
  order: OrderView,
  transactTime: number,
  origClientOrderId: string,
  cancelClientOrderId: string,
): Body {
  return {
    symbol: order.symbol,
    origClientOrderId,
    orderId: order.orderId,
    orderListId: order.orderListId,
    clientOrderId: cancelClientOrderId,
    transactTime,
    price: order.price,
    origQty: order.origQty,
    executedQty: order.executedQty,
    origQuoteOrderQty: order.origQuoteOrderQty,
    cummulativeQuoteQty: order.cummulativeQuoteQty,
    status: order.status,
    timeInForce: order.timeInForce,
    type: order.type,
    side: order.side,
    selfTradePreventionMode: order.selfTradePreventionMode,
    ...conditionalFields(order),
  };
}

export function orderCancelReport(result: CancelResult): Body {
  return cancelReport(result.order, result.transactTime, result.origClientOrderId, result.clientOrderId);
}

/** DELETE /api/v3/orderList and the list entries of cancel-all. */
export function listCancelReport(result: ListCancelResult): Body {
  return {
    ...result.list,
    orderReports: result.orderReports.map((order) =>
      cancelReport(order, result.transactTime, order.clientOrderId, result.cancelClientOrderId),
    ),
  };
}

export function listPlacementReport(result: ListPlaceResult, respType: NewOrderRespType): Body {
  return {
    ...result.list,
    orderReports: result.orderReports.map((report) => placementReport(report, respType)),
  };
}

/** PUT /api/v3/order/amend/keepPriority. */
export function amendReport(result: AmendResult): Body {
  const order = result.amendedOrder;
  const body: Body = {
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
  };
  if (result.listStatus) body.listStatus = result.listStatus;
  return body;
}
