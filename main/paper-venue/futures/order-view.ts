import { Dec, fixed } from './decimal';
import type { FuturesOrder } from './order';
import type { SymbolSpec } from './symbols';

/** Average fill price: Σp·q/Σq (linear) or Σq/Σ(q/p) (inverse, since cumQuote holds Σq·C/p). */
function averagePrice(spec: SymbolSpec, order: FuturesOrder): Dec {
  if (order.executedQty.isZero()) return new Dec(0);
  if (spec.contractSize === undefined) return order.cumQuote.dividedBy(order.executedQty);
  return order.executedQty.times(spec.contractSize).dividedBy(order.cumQuote);
}

/**
 * The futures order response of the spec: the quote-settled shape for fapi (cumQuote, goodTillDate),
 * the contract-quantity shape for dapi (cumBase, pair, activatePrice, priceRate).
 */
export function orderView(spec: SymbolSpec, order: FuturesOrder): Record<string, unknown> {
  const price = (value: Dec | null) =>
    value === null || value.isZero() ? '0' : fixed(value, spec.pricePrecision);
  const qty = (value: Dec) => fixed(value, spec.quantityPrecision);
  const common = {
    orderId: order.orderId,
    symbol: order.symbol,
    status: order.status,
    clientOrderId: order.clientOrderId,
    price: price(order.price),
    avgPrice: fixed(averagePrice(spec, order), spec.family === 'fapi' ? 5 : spec.pricePrecision),
    origQty: qty(order.origQty),
    executedQty: qty(order.executedQty),
    cumQty: qty(order.executedQty),
    timeInForce: order.timeInForce,
    type: order.type,
    reduceOnly: order.reduceOnly,
    closePosition: order.closePosition,
    side: order.side,
    positionSide: order.positionSide,
    stopPrice: price(order.stopPrice),
    workingType: order.workingType,
    priceProtect: order.priceProtect,
    origType: order.origType,
    priceMatch: order.priceMatch,
    selfTradePreventionMode: order.selfTradePreventionMode,
    updateTime: order.updateTime,
  };
  if (spec.family === 'fapi') {
    return { ...common, cumQuote: order.cumQuote.toFixed(), goodTillDate: order.goodTillDate };
  }
  const trailing = order.origType === 'TRAILING_STOP_MARKET';
  return {
    ...common,
    cumBase: fixed(order.cumQuote, 8),
    pair: spec.pair,
    ...(trailing
      ? { activatePrice: price(order.activatePrice), priceRate: order.priceRate?.toFixed(1) ?? '0' }
      : {}),
  };
}
