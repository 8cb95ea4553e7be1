import { refusals } from './errors';
import { maxPositionValue } from './leverage-brackets';
import { assetFigures } from './margin';
import { advanceTo } from './market-moves';
import { isOpen } from './order';
import { usdValue } from './order-checks';
import { optionalBoolean, optionalInteger, requiredText } from './params';
import type { VenueCall } from './route-table';
import { accountOf, type FuturesState, marketOf } from './state';
import type { Family } from './symbols';

/**
 * POST /{fapi,dapi}/v1/leverage: leverage 1..maxLeverage per symbol (-4028 outside). Refused with
 * -2027 when a held position exceeds the new bracket and -2028 when the margin no longer covers it.
 */
export function changeLeverage(state: FuturesState, family: Family, call: VenueCall) {
  advanceTo(state, call.now);
  const market = marketOf(state, family, requiredText(call.params, 'symbol'));
  if (!market) throw refusals.invalidSymbol();
  const text = requiredText(call.params, 'leverage');
  const leverage = optionalInteger(call.params, 'leverage');
  const { spec } = market;
  if (leverage === undefined || leverage < 1 || leverage > spec.maxLeverage)
    throw refusals.leverageInvalid(text);
  const account = accountOf(state, call.accountId);
  const held = [...account.positions.values()]
    .filter((p) => p.symbol === spec.symbol)
    .reduce((sum, p) => sum.plus(p.amount.abs()), market.mark.minus(market.mark));
  if (usdValue(spec, held, market.mark).greaterThan(maxPositionValue(leverage)))
    throw refusals.positionTooBig();
  const previous = account.leverage.get(spec.symbol);
  account.leverage.set(spec.symbol, leverage);
  if (assetFigures(state, account, family, spec.marginAsset).free.lessThan(0)) {
    if (previous === undefined) account.leverage.delete(spec.symbol);
    else account.leverage.set(spec.symbol, previous);
    throw refusals.leverageTooSmall();
  }
  const limit = maxPositionValue(leverage);
  return family === 'fapi'
    ? { leverage, maxNotionalValue: limit.toFixed(), symbol: spec.symbol }
    : { leverage, maxQty: limit.dividedBy(spec.contractSize ?? '1').toFixed(0), symbol: spec.symbol };
}

/** GET /{fapi,dapi}/v1/positionSide/dual. */
export function positionMode(state: FuturesState, family: Family, call: VenueCall) {
  return { dualSidePosition: accountOf(state, call.accountId).dualSide[family] };
}

/**
 * POST /{fapi,dapi}/v1/positionSide/dual: switches one-way/hedge for every symbol of the family.
 * -4059 when already in that mode, -4067 with open orders, -4068 with a position.
 */
export function changePositionMode(state: FuturesState, family: Family, call: VenueCall) {
  advanceTo(state, call.now);
  const dual = optionalBoolean(call.params, 'dualSidePosition');
  if (dual === undefined) throw refusals.mandatory('dualSidePosition');
  const account = accountOf(state, call.accountId);
  if (account.dualSide[family] === dual) throw refusals.sameMode();
  const inFamily = (symbol: string) => state.markets.get(symbol)?.spec.family === family;
  const hasOrders = [...state.orders.values()].some(
    (o) => o.accountId === account.id && isOpen(o) && inFamily(o.symbol),
  );
  if (hasOrders) throw refusals.modeBlockedByOrders();
  const hasPosition = [...account.positions.values()].some((p) => !p.amount.isZero() && inFamily(p.symbol));
  if (hasPosition) throw refusals.modeBlockedByPosition();
  account.dualSide[family] = dual;
  return { code: 200, msg: 'success' };
}
