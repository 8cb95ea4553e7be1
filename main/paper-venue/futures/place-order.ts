import { Dec } from './decimal';
import { refusals } from './errors';
import { execute } from './matching';
import { advanceTo, latestFor, settleMarket } from './market-moves';
import { type FuturesOrder, isOpen } from './order';
import {
  checkExecution,
  checkFilters,
  checkMargin,
  checkNotTriggered,
  checkPositionRules,
} from './order-checks';
import { type OrderEndpoint, parseOrderRequest } from './order-request';
import { algoView } from './algo-view';
import { orderView } from './order-view';
import { matchedPrice } from './price-match';
import type { VenueCall } from './route-table';
import type { FuturesState } from './state';
import { type Family, isConditional } from './symbols';

/**
 * POST /fapi/v1/order and POST /dapi/v1/order. Checks run in this order: shape (order-request.ts),
 * priceMatch resolution, filters, client id uniqueness, position rules, margin, trigger, book.
 * LIMIT and MARKET orders execute at once; conditional orders (dapi) wait for their trigger.
 * ACK answers the order as accepted (before matching); RESULT answers it after matching.
 */
export function placeOrder(
  state: FuturesState,
  family: Family,
  call: VenueCall,
  endpoint: OrderEndpoint = 'order',
): Record<string, unknown> {
  advanceTo(state, call.now);
  const request = parseOrderRequest(state, family, call.accountId, call.params, call.now, endpoint);
  const { market } = request;
  const { spec } = market;
  const price =
    request.priceMatch !== 'NONE' && request.type === 'LIMIT'
      ? matchedPrice(market, request.side, request.priceMatch)
      : request.price;
  checkFilters(state, request, call.accountId, price);
  const duplicate = [...state.orders.values()].some(
    (o) => o.accountId === call.accountId && isOpen(o) && o.clientOrderId === request.clientOrderId,
  );
  if (duplicate) throw refusals.duplicateClientId();
  checkPositionRules(state, request, call.accountId);
  checkMargin(state, request, call.accountId, price);
  checkNotTriggered(request);
  checkExecution(request, price);

  const orderId = state.nextOrderId++;
  const conditional = isConditional(request.type);
  const trailing = request.type === 'TRAILING_STOP_MARKET';
  // spec: activationPrice defaults to the latest price (mark or contract price per workingType)
  const activatePrice = trailing ? (request.activationPrice ?? latestFor(market, request)) : null;
  const algo = endpoint === 'algo';
  const order: FuturesOrder = {
    orderId,
    ...(algo ? { algoId: orderId } : {}),
    clientOrderId: request.clientOrderId ?? `paper_${algo ? 'algo' : family}_${orderId}`,
    accountId: call.accountId,
    family,
    symbol: spec.symbol,
    side: request.side,
    positionSide: request.positionSide,
    type: request.type,
    origType: request.type,
    timeInForce: request.timeInForce,
    price: price ?? new Dec(0),
    origQty: request.quantity ?? new Dec(0),
    executedQty: new Dec(0),
    cumQuote: new Dec(0),
    status: 'NEW',
    reduceOnly: request.reduceOnly,
    closePosition: request.closePosition,
    stopPrice: request.stopPrice,
    workingType: request.workingType,
    priceProtect: request.priceProtect,
    priceMatch: request.priceMatch,
    selfTradePreventionMode: request.selfTradePreventionMode,
    goodTillDate: request.goodTillDate,
    activatePrice,
    priceRate: request.callbackRate,
    trailExtreme: null,
    triggered: !conditional,
    time: call.now,
    updateTime: call.now,
  };
  if (trailing) order.trailExtreme = latestFor(market, order);
  state.orders.set(orderId, order);
  const accepted = algo ? algoView(spec, order) : orderView(spec, order);
  if (!conditional) execute(state, market, order, call.now);
  settleMarket(state, market, call.now);
  if (algo) return accepted;
  return request.respType === 'RESULT' ? orderView(spec, order) : accepted;
}
