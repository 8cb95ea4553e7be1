import { removeOrder } from './book';
import { refusals } from './errors';
import { assetFigures } from './margin';
import { isOpen, type PositionSide } from './order';
import { optionalEnum, requiredDecimal, requiredEnum } from './params';
import { requiredMarket } from './request-reading';
import type { VenueCall } from './route-table';
import { accountOf, type FuturesState, positionOf } from './state';
import type { Family } from './symbols';

/**
 * POST /{fapi,dapi}/v1/marginType: ISOLATED or CROSSED for one symbol. -4046 when already so,
 * -4047 with open orders and -4048 with a position in that symbol.
 */
export function changeMarginType(state: FuturesState, family: Family, call: VenueCall) {
  const market = requiredMarket(state, family, call.params);
  const marginType = requiredEnum(call.params, 'marginType', ['ISOLATED', 'CROSSED'] as const);
  const account = accountOf(state, call.accountId);
  const { symbol } = market.spec;
  if (account.isolated.has(symbol) === (marginType === 'ISOLATED')) throw refusals.sameMarginType();
  const orders = [...state.orders.values()].some(
    (o) => o.accountId === account.id && o.symbol === symbol && isOpen(o),
  );
  if (orders) throw refusals.marginTypeBlockedByOrders();
  const held = [...account.positions.values()].some((p) => p.symbol === symbol && !p.amount.isZero());
  if (held) throw refusals.marginTypeBlockedByPosition();
  if (marginType === 'ISOLATED') account.isolated.add(symbol);
  else account.isolated.delete(symbol);
  return { code: 200, msg: 'success' };
}

/**
 * POST /{fapi,dapi}/v1/positionMargin: type 1 adds `amount` of the cross balance to an isolated
 * position's margin, type 2 takes back margin added before. -4049 on a cross position, -4054
 * without a position, -4050 beyond the available cross balance, -4051 beyond the added margin.
 */
export function modifyPositionMargin(state: FuturesState, family: Family, call: VenueCall) {
  const market = requiredMarket(state, family, call.params);
  const account = accountOf(state, call.accountId);
  const hedge = account.dualSide[family];
  const side =
    optionalEnum(
      call.params,
      'positionSide',
      ['BOTH', 'LONG', 'SHORT'] as const,
      refusals.invalidPositionSide,
    ) ?? 'BOTH';
  if ((side === 'BOTH') === hedge) throw refusals.positionSideMismatch();
  const amount = requiredDecimal(call.params, 'amount', 8);
  const type = requiredEnum(call.params, 'type', ['1', '2'] as const);
  const { spec } = market;
  if (!account.isolated.has(spec.symbol)) throw refusals.notIsolated();
  const position = positionOf(account, spec.symbol, side as PositionSide);
  if (position.amount.isZero()) throw refusals.noPositionForMargin();
  if (type === '1') {
    if (amount.greaterThan(assetFigures(state, account, family, spec.marginAsset).available))
      throw refusals.crossBalanceInsufficient();
    position.addedMargin = position.addedMargin.plus(amount);
  } else {
    if (amount.greaterThan(position.addedMargin)) throw refusals.isolatedBalanceInsufficient();
    position.addedMargin = position.addedMargin.minus(amount);
  }
  position.updateTime = call.now;
  return {
    amount: amount.toNumber(),
    code: 200,
    msg: 'Successfully modify position margin.',
    type: Number(type),
  };
}

/** DELETE /{fapi,dapi}/v1/allOpenOrders: cancels every open order of the account in one symbol. */
export function cancelAllOpenOrders(state: FuturesState, family: Family, call: VenueCall) {
  const market = requiredMarket(state, family, call.params);
  for (const order of state.orders.values()) {
    if (order.accountId !== call.accountId || order.symbol !== market.spec.symbol || !isOpen(order)) continue;
    removeOrder(market.book, order);
    order.status = 'CANCELED';
    order.updateTime = call.now;
  }
  return { code: 200, msg: 'The operation of cancel all open order is done.' };
}
