import type { ListOrder } from './commands';
import { EngineError, messages, rejectNewOrder } from './errors';
import { isConditional } from './order-rules';
import type { Prepared } from './order-rules';
import type { SymbolState } from './symbol-state';
import type { NewOrder, OcoLeg, SelfTradePreventionMode, Side } from './types';

/** Turning list requests into orders, and the OCO pairing and price rules. */

export function listOrderInput(
  symbol: string,
  order: ListOrder,
  stp: SelfTradePreventionMode | undefined,
): NewOrder {
  return {
    symbol,
    side: order.side,
    type: order.type,
    quantity: order.quantity,
    ...(order.price !== undefined ? { price: order.price } : {}),
    ...(order.stopPrice !== undefined ? { stopPrice: order.stopPrice } : {}),
    ...(order.trailingDelta !== undefined ? { trailingDelta: order.trailingDelta } : {}),
    ...(order.icebergQty !== undefined ? { icebergQty: order.icebergQty } : {}),
    ...(order.timeInForce !== undefined ? { timeInForce: order.timeInForce } : {}),
    ...(order.clientOrderId !== undefined ? { newClientOrderId: order.clientOrderId } : {}),
    ...(order.strategyId !== undefined ? { strategyId: order.strategyId } : {}),
    ...(order.strategyType !== undefined ? { strategyType: order.strategyType } : {}),
    ...(stp !== undefined ? { selfTradePreventionMode: stp } : {}),
  };
}

export function legInput(
  symbol: string,
  side: Side,
  quantity: string,
  leg: OcoLeg,
  stp: SelfTradePreventionMode | undefined,
): NewOrder {
  return listOrderInput(symbol, { ...leg, side, quantity }, stp);
}

/** The price an OCO leg is judged by: its stop price when it has one, else its limit price. */
export function legPrice(p: Prepared): bigint {
  return isConditional(p.input.type) ? p.stopPrice : p.price;
}

export function checkOcoPair(
  state: SymbolState,
  side: Side,
  above: Prepared,
  below: Prepared,
  againstLast = true,
): void {
  const aboveTypes =
    side === 'SELL' ? ['LIMIT_MAKER', 'TAKE_PROFIT', 'TAKE_PROFIT_LIMIT'] : ['STOP_LOSS', 'STOP_LOSS_LIMIT'];
  const belowTypes =
    side === 'SELL' ? ['STOP_LOSS', 'STOP_LOSS_LIMIT'] : ['LIMIT_MAKER', 'TAKE_PROFIT', 'TAKE_PROFIT_LIMIT'];
  if (!aboveTypes.includes(above.input.type) || !belowTypes.includes(below.input.type)) {
    throw new EngineError(-1014, messages.unsupportedCombination);
  }
  const abovePrice = legPrice(above);
  const belowPrice = legPrice(below);
  const last = againstLast ? state.lastPrice : 0n;
  const bad =
    (abovePrice > 0n && belowPrice > 0n && abovePrice <= belowPrice) ||
    (last > 0n && abovePrice > 0n && abovePrice <= last) ||
    (last > 0n && belowPrice > 0n && belowPrice >= last);
  if (bad) throw rejectNewOrder(messages.ocoPrices);
}
