import { isWaitingAlgo } from './algo-orders';
import { removeOrder } from './book';
import { refusals } from './errors';
import { advanceTo } from './market-moves';
import { type FuturesOrder, isOpen } from './order';
import { orderView } from './order-view';
import { optionalInteger, optionalText, requiredText } from './params';
import type { VenueCall } from './route-table';
import { type FuturesState, marketOf } from './state';
import type { Family } from './symbols';

/** The order a call names by orderId or origClientOrderId, on the call's symbol and account. */
export function findOrder(state: FuturesState, family: Family, call: VenueCall): FuturesOrder | undefined {
  const market = marketOf(state, family, requiredText(call.params, 'symbol'));
  if (!market) throw refusals.invalidSymbol();
  const orderId = optionalInteger(call.params, 'orderId');
  const clientId = optionalText(call.params, 'origClientOrderId');
  if (orderId === undefined && clientId === undefined)
    throw refusals.eitherMandatory('orderId', 'origClientOrderId');
  // an algo order reaches the order endpoints only once its trigger has placed it
  const matches = (o: FuturesOrder) =>
    !isWaitingAlgo(o) &&
    o.accountId === call.accountId &&
    o.symbol === market.spec.symbol &&
    (orderId !== undefined ? o.orderId === orderId : o.clientOrderId === clientId);
  if (orderId !== undefined) {
    const order = state.orders.get(orderId);
    return order && matches(order) ? order : undefined;
  }
  return [...state.orders.values()].reverse().find(matches);
}

/** GET /{f,d}api/v1/order: one order by orderId or origClientOrderId (-2013 when unknown). */
export function queryOrder(state: FuturesState, family: Family, call: VenueCall): Record<string, unknown> {
  advanceTo(state, call.now);
  const order = findOrder(state, family, call);
  if (!order) throw refusals.noSuchOrder();
  return orderView(state.markets.get(order.symbol)!.spec, order);
}

/** DELETE /{f,d}api/v1/order: cancels an open order (-2011 `Unknown order sent.` when none is open). */
export function cancelOrder(state: FuturesState, family: Family, call: VenueCall): Record<string, unknown> {
  advanceTo(state, call.now);
  const order = findOrder(state, family, call);
  if (!order || !isOpen(order)) throw refusals.unknownOrderOnCancel();
  const market = state.markets.get(order.symbol)!;
  removeOrder(market.book, order);
  order.status = 'CANCELED';
  order.updateTime = call.now;
  return orderView(market.spec, order);
}

/** GET /{f,d}api/v1/openOrders: the account's open orders, optionally of one symbol, oldest first. */
export function openOrders(state: FuturesState, family: Family, call: VenueCall): Record<string, unknown>[] {
  advanceTo(state, call.now);
  const symbol = optionalText(call.params, 'symbol');
  if (symbol !== undefined && !marketOf(state, family, symbol)) throw refusals.invalidSymbol();
  return [...state.orders.values()]
    .filter(
      (o) =>
        o.accountId === call.accountId &&
        o.family === family &&
        isOpen(o) &&
        !isWaitingAlgo(o) &&
        (symbol === undefined || o.symbol === symbol),
    )
    .map((o) => orderView(state.markets.get(o.symbol)!.spec, o));
}

/** Every order of one account on one family, open or not, oldest first (the admin endpoint's view). */
export function accountOrders(
  state: FuturesState,
  family: Family,
  accountId: string,
): Record<string, unknown>[] {
  return [...state.orders.values()]
    .filter((o) => o.accountId === accountId && o.family === family)
    .map((o) => orderView(state.markets.get(o.symbol)!.spec, o));
}
