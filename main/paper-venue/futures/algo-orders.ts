import { removeOrder } from './book';
import { algoView } from './algo-view';
import { refusals } from './errors';
import { advanceTo } from './market-moves';
import { type FuturesOrder, isOpen } from './order';
import { optionalInteger, optionalText } from './params';
import { requiredMarket } from './request-reading';
import type { VenueCall } from './route-table';
import { type FuturesState, marketOf } from './state';

/** An algo order still waiting for its trigger: the algo service holds it, the order book does not. */
export const isWaitingAlgo = (order: FuturesOrder) => order.algoId !== undefined && !order.triggered;

function findAlgo(state: FuturesState, call: VenueCall): FuturesOrder | undefined {
  const algoId = optionalInteger(call.params, 'algoId');
  const clientAlgoId = optionalText(call.params, 'clientAlgoId');
  if (algoId === undefined && clientAlgoId === undefined)
    throw refusals.eitherMandatory('algoId', 'clientAlgoId');
  const mine = (o: FuturesOrder) => o.accountId === call.accountId && o.algoId !== undefined;
  if (algoId !== undefined) {
    const order = state.orders.get(algoId);
    return order && mine(order) && order.algoId === algoId ? order : undefined;
  }
  return [...state.orders.values()].reverse().find((o) => mine(o) && o.clientOrderId === clientAlgoId);
}

const viewOf = (state: FuturesState, order: FuturesOrder) =>
  algoView(state.markets.get(order.symbol)!.spec, order);

/** GET /fapi/v1/algoOrder: one algo order by algoId or clientAlgoId (-2013 when unknown). */
export function queryAlgoOrder(state: FuturesState, call: VenueCall): Record<string, unknown> {
  advanceTo(state, call.now);
  const order = findAlgo(state, call);
  if (!order) throw refusals.noSuchOrder();
  return viewOf(state, order);
}

/** DELETE /fapi/v1/algoOrder: cancels an algo order still waiting for its trigger (-2011 otherwise). */
export function cancelAlgoOrder(state: FuturesState, call: VenueCall): Record<string, unknown> {
  advanceTo(state, call.now);
  const order = findAlgo(state, call);
  if (!order || !isOpen(order) || order.triggered) throw refusals.unknownOrderOnCancel();
  order.status = 'CANCELED';
  order.updateTime = call.now;
  return {
    algoId: order.algoId,
    clientAlgoId: order.clientOrderId,
    code: '200',
    msg: 'success',
  };
}

/** GET /fapi/v1/openAlgoOrders: the account's algo orders waiting for their trigger, oldest first. */
export function openAlgoOrders(state: FuturesState, call: VenueCall): Record<string, unknown>[] {
  advanceTo(state, call.now);
  const symbol = optionalText(call.params, 'symbol');
  if (symbol !== undefined && !marketOf(state, 'fapi', symbol)) throw refusals.invalidSymbol();
  return [...state.orders.values()]
    .filter(
      (o) =>
        o.accountId === call.accountId &&
        o.family === 'fapi' &&
        isWaitingAlgo(o) &&
        isOpen(o) &&
        (symbol === undefined || o.symbol === symbol),
    )
    .map((o) => viewOf(state, o));
}

/** DELETE /fapi/v1/algoOpenOrders: cancels every waiting algo order of the account in one symbol. */
export function cancelAllAlgoOrders(state: FuturesState, call: VenueCall) {
  advanceTo(state, call.now);
  const market = requiredMarket(state, 'fapi', call.params);
  for (const order of state.orders.values()) {
    if (order.accountId !== call.accountId || order.symbol !== market.spec.symbol) continue;
    if (!isOpen(order) || !isWaitingAlgo(order)) continue;
    removeOrder(market.book, order);
    order.status = 'CANCELED';
    order.updateTime = call.now;
  }
  return { code: 200, msg: 'The operation of cancel all open order is done.' };
}
