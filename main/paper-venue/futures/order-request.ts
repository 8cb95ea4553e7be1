import type { Dec } from './decimal';
import { refusals } from './errors';
import type { PositionSide, PriceMatch, Side, StpMode, TimeInForce, WorkingType } from './order';
import { PRICE_MATCHES } from './order';
import {
  optionalBoolean,
  optionalDecimal,
  optionalEnum,
  optionalInteger,
  optionalText,
  requiredDecimal,
  requiredEnum,
  requiredText,
  sent,
} from './params';
import { accountOf, type FuturesState, type Market, marketOf } from './state';
import { type Family, isConditional, ORDER_TYPES, type OrderType } from './symbols';

type Params = Readonly<Record<string, string>>;

/** A POST order request, parsed and checked for shape (values are checked in order-checks.ts). */
export interface OrderRequest {
  readonly family: Family;
  readonly market: Market;
  readonly side: Side;
  readonly positionSide: PositionSide;
  readonly hedge: boolean;
  readonly type: OrderType;
  readonly timeInForce: TimeInForce;
  readonly quantity: Dec | null;
  readonly price: Dec | null;
  readonly stopPrice: Dec | null;
  readonly reduceOnly: boolean;
  readonly closePosition: boolean;
  readonly workingType: WorkingType;
  readonly priceProtect: boolean;
  readonly priceMatch: PriceMatch;
  readonly selfTradePreventionMode: StpMode;
  readonly goodTillDate: number;
  readonly activationPrice: Dec | null;
  readonly callbackRate: Dec | null;
  readonly clientOrderId: string | null;
  readonly respType: 'ACK' | 'RESULT';
}

const CLIENT_ID = /^[.A-Z:/a-z0-9_-]{1,36}$/;
const CLIENT_ID_RANGE = '^[\\.A-Z\\:/a-z0-9_-]{1,36}$';
/** goodTillDate must stay below this (spec). */
const GTD_CEILING = 253402300799000;
const GTD_MIN_AHEAD_MS = 600_000;

const needsPrice = (type: OrderType) => type === 'LIMIT' || type === 'STOP' || type === 'TAKE_PROFIT';
const needsStopPrice = (type: OrderType) =>
  type === 'STOP' || type === 'STOP_MARKET' || type === 'TAKE_PROFIT' || type === 'TAKE_PROFIT_MARKET';
const closesAll = (type: OrderType) => type === 'STOP_MARKET' || type === 'TAKE_PROFIT_MARKET';

function positionSideFor(params: Params, hedge: boolean): PositionSide {
  const sentSide = optionalEnum<PositionSide>(
    params,
    'positionSide',
    ['BOTH', 'LONG', 'SHORT'],
    refusals.invalidPositionSide,
  );
  if (hedge) {
    if (sentSide === undefined || sentSide === 'BOTH') throw refusals.positionSideMismatch();
    return sentSide;
  }
  if (sentSide !== undefined && sentSide !== 'BOTH') throw refusals.positionSideMismatch();
  return 'BOTH';
}

/** Where an order is placed: `/order` takes the order names, `/algoOrder` (fapi) its own. */
export type OrderEndpoint = 'order' | 'algo';

const PARAM_NAMES = {
  order: { stopPrice: 'stopPrice', activationPrice: 'activationPrice', clientId: 'newClientOrderId' },
  algo: { stopPrice: 'triggerPrice', activationPrice: 'activatePrice', clientId: 'clientAlgoId' },
} as const;

function clientOrderIdFrom(params: Params, name: string): string | null {
  const id = optionalText(params, name);
  if (id === undefined) return null;
  if (id.length > 36) throw refusals.clientIdTooLong();
  if (!CLIENT_ID.test(id)) throw refusals.illegalChars(name, CLIENT_ID_RANGE);
  return id;
}

function timeInForceFor(params: Params, family: Family, type: OrderType): TimeInForce {
  const allowed: TimeInForce[] =
    family === 'fapi' ? ['GTC', 'IOC', 'FOK', 'GTX', 'GTD'] : ['GTC', 'IOC', 'FOK', 'GTX'];
  const tif = optionalEnum(params, 'timeInForce', allowed, refusals.invalidTif);
  if (type === 'LIMIT' && tif === undefined) throw refusals.mandatory('timeInForce');
  return needsPrice(type) ? (tif ?? 'GTC') : 'GTC';
}

function goodTillDateFor(params: Params, tif: TimeInForce, now: number): number {
  if (tif !== 'GTD') return 0;
  const date = optionalInteger(params, 'goodTillDate');
  if (date === undefined) throw refusals.mandatory('goodTillDate');
  if (date <= now + GTD_MIN_AHEAD_MS || date >= GTD_CEILING) throw refusals.invalidValue('goodTillDate');
  return Math.floor(date / 1000) * 1000;
}

/**
 * Reads and shape-checks a POST /fapi/v1/order, /dapi/v1/order or /fapi/v1/algoOrder request, in the
 * venue's order of checks. The algo endpoint takes only the conditional types, with algoType
 * CONDITIONAL, and names the stop price `triggerPrice`, the activation price `activatePrice` and the
 * client id `clientAlgoId`.
 */
export function parseOrderRequest(
  state: FuturesState,
  family: Family,
  accountId: string,
  params: Params,
  now: number,
  endpoint: OrderEndpoint = 'order',
): OrderRequest {
  const names = PARAM_NAMES[endpoint];
  const market = marketOf(state, family, requiredText(params, 'symbol'));
  if (!market) throw refusals.invalidSymbol();
  const { spec } = market;
  const side = requiredEnum<Side>(params, 'side', ['BUY', 'SELL'], refusals.invalidSide);
  const type = requiredEnum<OrderType>(params, 'type', ORDER_TYPES, refusals.invalidType);
  if (endpoint === 'algo') {
    requiredEnum(params, 'algoType', ['CONDITIONAL']);
    if (!isConditional(type)) throw refusals.invalidType();
  } else if (isConditional(type) && (family === 'fapi' || state.algoMigrated.has(spec.symbol))) {
    throw refusals.useAlgoEndpoint();
  }
  const hedge = accountOf(state, accountId).dualSide[family];
  const positionSide = positionSideFor(params, hedge);
  if (hedge && sent(params, 'reduceOnly')) throw refusals.notRequired('reduceOnly');
  const reduceOnly = optionalBoolean(params, 'reduceOnly') ?? false;
  const closePosition = optionalBoolean(params, 'closePosition') ?? false;
  if (closePosition) {
    if (!closesAll(type)) throw refusals.notRequired('closePosition');
    if (sent(params, 'quantity')) throw refusals.closePositionWithQty();
    if (reduceOnly) throw refusals.closePositionWithReduceOnly();
    if ((side === 'BUY' && positionSide === 'LONG') || (side === 'SELL' && positionSide === 'SHORT')) {
      throw refusals.reduceOnlyRejected();
    }
  }
  const clientOrderId = clientOrderIdFrom(params, names.clientId);
  const respType = optionalEnum<'ACK' | 'RESULT'>(params, 'newOrderRespType', ['ACK', 'RESULT']) ?? 'ACK';
  const selfTradePreventionMode =
    optionalEnum<StpMode>(params, 'selfTradePreventionMode', [
      'EXPIRE_TAKER',
      'EXPIRE_MAKER',
      'EXPIRE_BOTH',
      'NONE',
    ]) ?? 'EXPIRE_MAKER';
  const workingType =
    optionalEnum<WorkingType>(params, 'workingType', ['MARK_PRICE', 'CONTRACT_PRICE']) ?? 'CONTRACT_PRICE';
  const priceProtect = optionalBoolean(params, 'priceProtect') ?? false;
  const priceMatch = optionalEnum(params, 'priceMatch', PRICE_MATCHES) ?? 'NONE';
  if (priceMatch !== 'NONE') {
    const matchable = family === 'fapi' ? type === 'LIMIT' : needsPrice(type);
    if (!matchable) throw refusals.notRequired('priceMatch');
    if (sent(params, 'price')) throw refusals.notRequired('price');
  }
  const timeInForce = timeInForceFor(params, family, type);
  const goodTillDate = goodTillDateFor(params, timeInForce, now);

  const quantity = closePosition ? null : requiredDecimal(params, 'quantity', spec.quantityPrecision);
  let price: Dec | null = null;
  if (needsPrice(type)) {
    if (priceMatch === 'NONE') price = requiredDecimal(params, 'price', spec.pricePrecision);
  } else if (sent(params, 'price')) {
    throw refusals.notRequired('price');
  }
  const stopPrice = needsStopPrice(type)
    ? requiredDecimal(params, names.stopPrice, spec.pricePrecision)
    : null;
  let activationPrice: Dec | null = null;
  let callbackRate: Dec | null = null;
  if (type === 'TRAILING_STOP_MARKET') {
    callbackRate = requiredDecimal(params, 'callbackRate');
    if (callbackRate.lessThan('0.1') || callbackRate.greaterThan(10))
      throw refusals.invalidValue('callbackRate');
    activationPrice = optionalDecimal(params, names.activationPrice, spec.pricePrecision) ?? null;
  }
  return {
    family,
    market,
    side,
    positionSide,
    hedge,
    type,
    timeInForce,
    quantity,
    price,
    stopPrice,
    reduceOnly,
    closePosition,
    workingType,
    priceProtect,
    priceMatch,
    selfTradePreventionMode,
    goodTillDate,
    activationPrice,
    callbackRate,
    clientOrderId,
    respType,
  };
}
