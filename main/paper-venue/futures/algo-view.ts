import { fixed, type Dec } from './decimal';
import type { FuturesOrder } from './order';
import type { SymbolSpec } from './symbols';

/**
 * The algo service's status of a conditional order: NEW while it waits, CANCELED or EXPIRED when it
 * ends before its trigger, TRIGGERED while the order it placed works, FINISHED once that order ends.
 */
export function algoStatus(order: FuturesOrder): string {
  const open = order.status === 'NEW' || order.status === 'PARTIALLY_FILLED';
  if (!order.triggered) return open ? 'NEW' : order.status === 'CANCELED' ? 'CANCELED' : 'EXPIRED';
  return open ? 'TRIGGERED' : 'FINISHED';
}

/** An algo order as `/fapi/v1/algoOrder` answers it (the live venue's field names). */
export function algoView(spec: SymbolSpec, order: FuturesOrder): Record<string, unknown> {
  const price = (value: Dec | null) =>
    value === null || value.isZero() ? '0' : fixed(value, spec.pricePrecision);
  const trailing = order.origType === 'TRAILING_STOP_MARKET';
  return {
    algoId: order.algoId ?? order.orderId,
    clientAlgoId: order.clientOrderId,
    algoType: 'CONDITIONAL',
    orderType: order.origType,
    symbol: order.symbol,
    side: order.side,
    positionSide: order.positionSide,
    timeInForce: order.timeInForce,
    quantity: fixed(order.origQty, spec.quantityPrecision),
    algoStatus: algoStatus(order),
    actualOrderId: order.triggered ? String(order.orderId) : '',
    actualPrice: order.triggered && !order.executedQty.isZero() ? averagePrice(order, spec) : '0',
    triggerPrice: price(order.stopPrice),
    price: price(order.price),
    icebergQuantity: null,
    selfTradePreventionMode: order.selfTradePreventionMode,
    workingType: order.workingType,
    priceMatch: order.priceMatch,
    closePosition: order.closePosition,
    priceProtect: order.priceProtect,
    reduceOnly: order.reduceOnly,
    activatePrice: trailing ? price(order.activatePrice) : '',
    callbackRate: trailing ? (order.priceRate?.toFixed(1) ?? '') : '',
    createTime: order.time,
    updateTime: order.updateTime,
    triggerTime: order.triggerTime ?? 0,
    goodTillDate: order.goodTillDate,
  };
}

function averagePrice(order: FuturesOrder, spec: SymbolSpec): string {
  return fixed(order.cumQuote.dividedBy(order.executedQty), spec.pricePrecision);
}
