import { notional } from './contract-math';
import { Dec, isStepFrom } from './decimal';
import { refusals } from './errors';
import { maxPositionValue } from './leverage-brackets';
import { assetFigures } from './margin';
import { marketBound, fillableQty, wouldTake } from './matching';
import { latestFor, type TriggerView, triggerReached } from './market-moves';
import { type FuturesOrder, isOpen, remainingQty } from './order';
import type { OrderRequest } from './order-request';
import { accountOf, type FuturesState, leverageOf, positionOf } from './state';
import type { SymbolSpec } from './symbols';
import { isConditional } from './symbols';

/** PRICE_FILTER, futures rule: min ≤ p ≤ max and (p − min) % tick == 0. */
export function checkPrice(spec: SymbolSpec, price: Dec): void {
  if (price.lessThan(spec.minPrice)) throw refusals.priceBelowMin();
  if (price.greaterThan(spec.maxPrice)) throw refusals.priceAboveMax();
  if (!isStepFrom(price, new Dec(spec.minPrice), new Dec(spec.tickSize))) throw refusals.priceNotOnTick();
}

/** LOT_SIZE (MARKET_LOT_SIZE for market orders): min ≤ q ≤ max and (q − min) % step == 0. */
export function checkQuantity(spec: SymbolSpec, qty: Dec, market: boolean): void {
  const [min, max, step] = market
    ? [spec.marketMinQty, spec.marketMaxQty, spec.marketStepSize]
    : [spec.minQty, spec.maxQty, spec.stepSize];
  if (qty.isZero()) throw refusals.qtyBelowZero();
  if (qty.lessThan(min)) throw refusals.qtyBelowMin();
  if (qty.greaterThan(max)) throw refusals.qtyAboveMax();
  if (!isStepFrom(qty, new Dec(min), new Dec(step))) throw refusals.qtyNotOnStep();
}

/** PERCENT_PRICE: BUY price ≤ mark × multiplierUp, SELL price ≥ mark × multiplierDown. */
export function checkPercentPrice(spec: SymbolSpec, mark: Dec, side: 'BUY' | 'SELL', price: Dec): void {
  if (side === 'BUY' && price.greaterThan(mark.times(spec.multiplierUp))) throw refusals.aboveMultiplierCap();
  if (side === 'SELL' && price.lessThan(mark.times(spec.multiplierDown)))
    throw refusals.belowMultiplierFloor();
}

function openOrdersOf(state: FuturesState, accountId: string, symbol: string): FuturesOrder[] {
  return [...state.orders.values()].filter(
    (o) => o.accountId === accountId && o.symbol === symbol && isOpen(o),
  );
}

/** Filters on the request's values; `price` is the resolved limit price (after priceMatch). */
export function checkFilters(
  state: FuturesState,
  request: OrderRequest,
  accountId: string,
  price: Dec | null,
): void {
  const { spec, mark } = request.market;
  if (price) checkPrice(spec, price);
  if (request.stopPrice) checkPrice(spec, request.stopPrice);
  if (request.activationPrice) checkPrice(spec, request.activationPrice);
  const marketLike = request.type !== 'LIMIT' && request.type !== 'STOP' && request.type !== 'TAKE_PROFIT';
  if (request.quantity) checkQuantity(spec, request.quantity, marketLike);
  if (price && request.priceMatch === 'NONE') checkPercentPrice(spec, mark, request.side, price);
  if (spec.minNotional && request.quantity && !request.reduceOnly) {
    const value = request.quantity.times(price ?? mark);
    if (value.lessThan(spec.minNotional)) throw refusals.minNotional(spec.minNotional);
  }
  const open = openOrdersOf(state, accountId, spec.symbol);
  if (isConditional(request.type)) {
    if (open.filter((o) => !o.triggered).length >= spec.maxNumAlgoOrders) throw refusals.maxStopOrders();
  } else if (open.filter((o) => o.triggered).length >= spec.maxNumOrders) {
    throw refusals.maxOpenOrders();
  }
}

/**
 * Position rules: a one-way reduceOnly order must shrink the position (-2022) and, with the other
 * open reduceOnly orders on that side, not exceed it (-4118); a hedge-mode closing order
 * (SELL LONG, BUY SHORT) must not exceed the position it closes (-2022).
 */
export function checkPositionRules(state: FuturesState, request: OrderRequest, accountId: string): void {
  const account = accountOf(state, accountId);
  const { symbol } = request.market.spec;
  const held = positionOf(account, symbol, request.positionSide).amount;
  const qty = request.quantity;
  if (!qty) return;
  if (request.reduceOnly) {
    const shrinks = request.side === 'BUY' ? held.lessThan(0) : held.greaterThan(0);
    if (!shrinks) throw refusals.reduceOnlyRejected();
    const pending = openOrdersOf(state, accountId, symbol)
      .filter((o) => o.reduceOnly && o.side === request.side)
      .reduce((sum, o) => sum.plus(remainingQty(o)), new Dec(0));
    if (pending.plus(qty).greaterThan(held.abs())) throw refusals.reduceOnlyMarginCheck();
  }
  const closing =
    (request.positionSide === 'LONG' && request.side === 'SELL') ||
    (request.positionSide === 'SHORT' && request.side === 'BUY');
  if (closing && qty.greaterThan(held.abs())) throw refusals.reduceOnlyRejected();
}

/** A position's value in USD: qty × price (linear) or contracts × contractSize (inverse). */
export function usdValue(spec: SymbolSpec, qty: Dec, price: Dec): Dec {
  return spec.contractSize === undefined ? qty.times(price) : qty.times(spec.contractSize);
}

/** The part of `qty` that opens or adds exposure (what needs initial margin). */
function increasingQty(request: OrderRequest, held: Dec, qty: Dec): Dec {
  if (request.reduceOnly) return new Dec(0);
  if (request.positionSide !== 'BOTH') {
    const opens = (request.positionSide === 'LONG') === (request.side === 'BUY');
    return opens ? qty : new Dec(0);
  }
  const against = request.side === 'BUY' ? held.lessThan(0) : held.greaterThan(0);
  if (!against) return qty;
  const beyond = qty.minus(held.abs());
  return beyond.greaterThan(0) ? beyond : new Dec(0);
}

/** Cross margin: the initial margin of the exposure the order adds must fit the available balance (-2019). */
export function checkMargin(
  state: FuturesState,
  request: OrderRequest,
  accountId: string,
  price: Dec | null,
): void {
  if (!request.quantity || isConditional(request.type)) return;
  const account = accountOf(state, accountId);
  const { spec, mark } = request.market;
  const held = positionOf(account, spec.symbol, request.positionSide).amount;
  const adds = increasingQty(request, held, request.quantity);
  if (adds.isZero()) return;
  const leverage = leverageOf(state, account, spec.symbol);
  if (usdValue(spec, held.abs().plus(adds), mark).greaterThan(maxPositionValue(leverage))) {
    throw refusals.positionTooBig();
  }
  const needed = notional(spec, adds, price ?? mark).dividedBy(leverage);
  const available = assetFigures(state, account, spec.family, spec.marginAsset).available;
  if (needed.greaterThan(available)) throw refusals.marginInsufficient();
}

/** Checks that depend on the book: GTX would take (-5022), FOK not fully fillable (-5021), market bound (-4131). */
export function checkExecution(request: OrderRequest, price: Dec | null): void {
  const { market } = request;
  if (request.type === 'MARKET') {
    const best = fillableQty(
      market.book,
      request.side,
      request.side === 'BUY' ? new Dec('1e30') : new Dec(0),
    );
    if (best.isZero()) throw refusals.unableToFill();
    if (fillableQty(market.book, request.side, marketBound(market, request.side)).isZero()) {
      throw refusals.marketBeyondBound();
    }
    return;
  }
  if (request.type !== 'LIMIT' || !price || !request.quantity) return;
  if (request.timeInForce === 'GTX' && wouldTake(market.book, request.side, price))
    throw refusals.gtxRejected();
  if (
    request.timeInForce === 'FOK' &&
    fillableQty(market.book, request.side, price).lessThan(request.quantity)
  ) {
    throw refusals.fokRejected();
  }
}

/** Conditional orders whose trigger is already reached are refused (-2021), trailing stops per spec rule 3. */
export function checkNotTriggered(request: OrderRequest): void {
  if (!isConditional(request.type)) return;
  const latest = latestFor(request.market, request);
  if (request.type === 'TRAILING_STOP_MARKET') {
    const activation = request.activationPrice;
    if (!activation) return;
    const early =
      request.side === 'BUY' ? activation.greaterThanOrEqualTo(latest) : activation.lessThanOrEqualTo(latest);
    if (early) throw refusals.wouldTrigger();
    return;
  }
  const probe: TriggerView = {
    side: request.side,
    origType: request.type,
    stopPrice: request.stopPrice,
    trailExtreme: null,
    priceRate: null,
    activatePrice: null,
  };
  if (triggerReached(probe, latest)) throw refusals.wouldTrigger();
}
