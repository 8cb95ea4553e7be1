import { dec, type Dec } from '../../decimal/decimal';
import type { FuturesFilter } from './exchange-info';
import type { FuturesRefusal } from './refusals';
import { futuresRefusals as refuse } from './refusals';

/** What the checks read of a symbol: both families' exchangeInfo symbols fit. */
export interface FuturesSymbolRules {
  readonly symbol: string;
  readonly pricePrecision: number;
  readonly quantityPrecision: number;
  readonly orderTypes: readonly string[];
  readonly filters: readonly FuturesFilter[];
}

/** A futures order as it will be sent (decimals as wire strings). */
export interface ProspectiveFuturesOrder {
  readonly side: 'BUY' | 'SELL';
  readonly type: string;
  readonly positionSide?: string;
  readonly timeInForce?: string;
  readonly quantity?: string;
  readonly price?: string;
  readonly stopPrice?: string;
  readonly activationPrice?: string;
  readonly callbackRate?: string;
  readonly priceMatch?: string;
  readonly reduceOnly?: boolean;
  readonly closePosition?: boolean;
  readonly goodTillDate?: number;
  /** Conditional types: the price the trigger watches (default CONTRACT_PRICE). */
  readonly workingType?: string;
}

export interface FuturesCheckContext {
  /** The account's position mode in this family: true is hedge. */
  readonly hedge: boolean;
  /** Venue time (ms): for the goodTillDate window. */
  readonly now: number;
  /** The symbol's mark price, when known: PERCENT_PRICE, MIN_NOTIONAL of a MARKET order, triggers on the mark. */
  readonly markPrice?: string;
  /** The contract (last trade) price, when known: triggers on the contract price. */
  readonly lastPrice?: string;
}

export type FuturesOrderCheck =
  | { readonly ok: true; readonly unchecked: readonly string[] }
  | { readonly ok: false; readonly refusal: FuturesRefusal };

const GTD_MIN_AHEAD_MS = 600_000;
const GTD_CEILING = 253402300799000;
const CONDITIONAL = ['STOP', 'STOP_MARKET', 'TAKE_PROFIT', 'TAKE_PROFIT_MARKET', 'TRAILING_STOP_MARKET'];

class Refused {
  constructor(readonly refusal: FuturesRefusal) {}
}
const fail = (refusal: FuturesRefusal): never => {
  throw new Refused(refusal);
};

const places = (text: string) => (text.split('.')[1] ?? '').replace(/0+$/, '').length;
const onStep = (value: Dec, min: string, step: string) =>
  dec(step).isZero() || value.minus(min).mod(step).isZero();
const filterOf = <T extends FuturesFilter['filterType']>(rules: FuturesSymbolRules, type: T) =>
  rules.filters.find((f): f is Extract<FuturesFilter, { filterType: T }> => f.filterType === type);

function checkShape(rules: FuturesSymbolRules, order: ProspectiveFuturesOrder, context: FuturesCheckContext) {
  if (CONDITIONAL.includes(order.type) && !rules.orderTypes.includes(order.type))
    fail(refuse.useAlgoEndpoint());
  const side = order.positionSide ?? 'BOTH';
  if (context.hedge === (side === 'BOTH')) fail(refuse.positionSideMismatch());
  if (context.hedge && order.reduceOnly !== undefined) fail(refuse.notRequired('reduceOnly'));
  if (order.closePosition) {
    if (order.quantity !== undefined) fail(refuse.closePositionWithQty());
    if (order.reduceOnly) fail(refuse.closePositionWithReduceOnly());
    if ((order.side === 'BUY' && side === 'LONG') || (order.side === 'SELL' && side === 'SHORT'))
      fail(refuse.reduceOnlyRejected());
  }
  if (order.priceMatch !== undefined && order.priceMatch !== 'NONE' && order.price !== undefined)
    fail(refuse.notRequired('price'));
  if (order.timeInForce === 'GTD') {
    if (order.goodTillDate === undefined) fail(refuse.mandatory('goodTillDate'));
    const date = order.goodTillDate!;
    if (date <= context.now + GTD_MIN_AHEAD_MS || date >= GTD_CEILING)
      fail(refuse.invalidValue('goodTillDate'));
  }
  if (order.callbackRate !== undefined) {
    const rate = dec(order.callbackRate);
    if (rate.lt('0.1') || rate.gt(10)) fail(refuse.invalidValue('callbackRate'));
  }
  checkPrecision(rules, order);
}

function checkPrecision(rules: FuturesSymbolRules, order: ProspectiveFuturesOrder) {
  for (const price of [order.price, order.stopPrice, order.activationPrice])
    if (price !== undefined && places(price) > rules.pricePrecision) fail(refuse.precision());
  if (order.quantity !== undefined && places(order.quantity) > rules.quantityPrecision)
    fail(refuse.precision());
}

function checkPriceFilter(rules: FuturesSymbolRules, order: ProspectiveFuturesOrder) {
  const filter = filterOf(rules, 'PRICE_FILTER');
  if (!filter) return;
  for (const text of [order.price, order.stopPrice, order.activationPrice]) {
    if (text === undefined) continue;
    const price = dec(text);
    if (price.lt(filter.minPrice)) fail(refuse.priceBelowMin());
    if (price.gt(filter.maxPrice)) fail(refuse.priceAboveMax());
    if (!onStep(price, filter.minPrice, filter.tickSize)) fail(refuse.priceNotOnTick());
  }
}

function checkQuantity(rules: FuturesSymbolRules, order: ProspectiveFuturesOrder) {
  if (order.quantity === undefined) return;
  const marketLike = !['LIMIT', 'STOP', 'TAKE_PROFIT'].includes(order.type);
  const filter = filterOf(rules, marketLike ? 'MARKET_LOT_SIZE' : 'LOT_SIZE') ?? filterOf(rules, 'LOT_SIZE');
  const qty = dec(order.quantity);
  if (qty.isZero() || qty.isNegative()) fail(refuse.qtyBelowZero());
  if (!filter) return;
  if (qty.lt(filter.minQty)) fail(refuse.qtyBelowMin());
  if (qty.gt(filter.maxQty)) fail(refuse.qtyAboveMax());
  if (!onStep(qty, filter.minQty, filter.stepSize)) fail(refuse.qtyNotOnStep());
}

/** PERCENT_PRICE and MIN_NOTIONAL need the mark price; without it they are reported unchecked. */
function checkAgainstMark(
  rules: FuturesSymbolRules,
  order: ProspectiveFuturesOrder,
  mark: string | undefined,
  unchecked: string[],
) {
  const percent = filterOf(rules, 'PERCENT_PRICE');
  if (percent && order.price !== undefined) {
    if (mark === undefined) unchecked.push('PERCENT_PRICE');
    else if (order.side === 'BUY' && dec(order.price).gt(dec(mark).mul(percent.multiplierUp)))
      fail(refuse.aboveMultiplierCap());
    else if (order.side === 'SELL' && dec(order.price).lt(dec(mark).mul(percent.multiplierDown)))
      fail(refuse.belowMultiplierFloor());
  }
  const minimum = filterOf(rules, 'MIN_NOTIONAL');
  if (minimum && order.quantity !== undefined && !order.reduceOnly) {
    const matched = order.priceMatch !== undefined && order.priceMatch !== 'NONE';
    const price = order.price ?? (matched ? undefined : mark);
    if (price === undefined) unchecked.push('MIN_NOTIONAL');
    else if (dec(order.quantity).mul(price).lt(minimum.notional)) fail(refuse.minNotional(minimum.notional));
  }
}

/**
 * -2021: a stop or take-profit whose trigger the watched price (mark or contract, per workingType) has
 * already reached, or a trailing stop whose activation price is on the wrong side of it. STOP fires
 * BUY at or above, SELL at or below; TAKE_PROFIT the other way round.
 */
function checkTrigger(order: ProspectiveFuturesOrder, context: FuturesCheckContext, unchecked: string[]) {
  if (!CONDITIONAL.includes(order.type)) return;
  const watched = order.workingType === 'MARK_PRICE' ? context.markPrice : context.lastPrice;
  const trailing = order.type === 'TRAILING_STOP_MARKET';
  const trigger = trailing ? order.activationPrice : order.stopPrice;
  if (trigger === undefined) return;
  if (watched === undefined) {
    unchecked.push('TRIGGER');
    return;
  }
  const latest = dec(watched);
  const stop = dec(trigger);
  const buy = order.side === 'BUY';
  const reached = trailing
    ? buy
      ? stop.gte(latest)
      : stop.lte(latest)
    : order.type.startsWith('STOP') === buy
      ? latest.gte(stop)
      : latest.lte(stop);
  if (reached) fail(refuse.wouldTrigger());
}

/**
 * The futures venue's own checks, in its order, on an order before it is sent: conditional types the
 * symbol no longer takes (-4120), position side against the account's mode (-4061), reduceOnly in hedge
 * mode and priceMatch with price (-1106), closePosition conflicts (-4137/-4138/-2022), goodTillDate
 * (-1102/-1130), callbackRate (-1130), precision (-1111), the futures filters (-40xx), then a trigger
 * the watched price has already reached (-2021).
 */
export function checkFuturesOrder(
  rules: FuturesSymbolRules,
  order: ProspectiveFuturesOrder,
  context: FuturesCheckContext,
): FuturesOrderCheck {
  const unchecked: string[] = [];
  try {
    checkShape(rules, order, context);
    checkPriceFilter(rules, order);
    checkQuantity(rules, order);
    checkAgainstMark(rules, order, context.markPrice, unchecked);
    checkTrigger(order, context, unchecked);
  } catch (thrown) {
    if (thrown instanceof Refused) return { ok: false, refusal: thrown.refusal };
    throw thrown;
  }
  return { ok: true, unchecked };
}

/** A working limit order's new price and quantity (PUT order), with what it was. */
export interface ProspectiveModify {
  readonly side: 'BUY' | 'SELL';
  readonly price: string;
  readonly quantity: string;
  readonly reduceOnly: boolean;
  readonly was: { readonly price: string; readonly quantity: string };
}

/**
 * The venue's checks on a limit order's modification before it is sent: a change to nothing (-5027),
 * precision (-1111), the price and lot filters (-40xx), then PERCENT_PRICE and MIN_NOTIONAL against
 * the mark when it is known.
 */
export function checkFuturesModify(
  rules: FuturesSymbolRules,
  modify: ProspectiveModify,
  markPrice: string | undefined,
): FuturesOrderCheck {
  const unchecked: string[] = [];
  const order: ProspectiveFuturesOrder = {
    side: modify.side,
    type: 'LIMIT',
    price: modify.price,
    quantity: modify.quantity,
    reduceOnly: modify.reduceOnly,
  };
  try {
    if (dec(modify.price).eq(modify.was.price) && dec(modify.quantity).eq(modify.was.quantity))
      fail(refuse.nothingToModify());
    checkPrecision(rules, order);
    checkPriceFilter(rules, order);
    checkQuantity(rules, order);
    checkAgainstMark(rules, order, markPrice, unchecked);
  } catch (thrown) {
    if (thrown instanceof Refused) return { ok: false, refusal: thrown.refusal };
    throw thrown;
  }
  return { ok: true, unchecked };
}
