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
import { readLimit, readTimeSpan, requiredMarket, selectedMarkets } from './request-reading';

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

const WEEK = 7 * 24 * 60 * 60 * 1000;
/** Binance stops listing a cancelled or expired order that never filled three days after it was made. */
const UNFILLED_KEPT_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * GET /{f,d}api/v1/allOrders: the account's orders of a symbol (COIN-M: or of a pair), open or not,
 * oldest first: from `orderId` on, or made within a span (at most 7 days; the last 7 days when neither
 * is given), at most `limit` (default 500, at most 1000; the newest when not from an id or a start). A
 * cancelled or expired order that never filled is not found three days after it was made.
 */
export function allOrders(state: FuturesState, family: Family, call: VenueCall): Record<string, unknown>[] {
  advanceTo(state, call.now);
  const markets =
    family === 'dapi' ? dapiOrderMarkets(state, call) : [requiredMarket(state, family, call.params)];
  const symbols = new Set(markets.map((m) => m.spec.symbol));
  const fromId = optionalInteger(call.params, 'orderId');
  const span = readTimeSpan(call.params);
  const limit = readLimit(call.params, 500, 1000);
  if (span.startTime !== undefined && span.endTime !== undefined && span.endTime - span.startTime > WEEK)
    throw refusals.timeSpanTooLong();
  const to = span.endTime ?? (span.startTime !== undefined ? span.startTime + WEEK : call.now);
  const from = span.startTime ?? (fromId !== undefined ? 0 : to - WEEK);
  const found = [...state.orders.values()].filter(
    (o) =>
      o.accountId === call.accountId &&
      o.family === family &&
      symbols.has(o.symbol) &&
      !isWaitingAlgo(o) &&
      (fromId === undefined || o.orderId >= fromId) &&
      o.time >= from &&
      o.time <= to &&
      !(
        (o.status === 'CANCELED' || o.status === 'EXPIRED') &&
        o.executedQty.isZero() &&
        o.time + UNFILLED_KEPT_MS < call.now
      ),
  );
  const chosen =
    fromId !== undefined || span.startTime !== undefined
      ? found.slice(0, limit)
      : found.slice(Math.max(0, found.length - limit));
  return chosen.map((o) => orderView(state.markets.get(o.symbol)!.spec, o));
}

/** COIN-M allOrders: `symbol` or `pair`, one of them (-1102 neither, -1128 both). */
function dapiOrderMarkets(state: FuturesState, call: VenueCall) {
  const symbol = optionalText(call.params, 'symbol');
  const pair = optionalText(call.params, 'pair');
  if (symbol === undefined && pair === undefined) throw refusals.eitherMandatory('symbol', 'pair');
  if (symbol !== undefined && pair !== undefined) throw refusals.badCombination();
  return selectedMarkets(state, 'dapi', call.params);
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
