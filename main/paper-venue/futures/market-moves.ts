import { removeOrder, requote } from './book';
import { Dec, minDec } from './decimal';
import { closableQty } from './closing-limit';
import { expireOrphanedClosers } from './closers';
import { liquidateUnderwater } from './liquidation';
import { execute } from './matching';
import { type FuturesOrder, isOpen } from './order';
import { matchedPrice } from './price-match';
import { bookFill } from './fills';
import { chargeFundingUntil } from './funding';
import { recordPrices } from './price-history';
import { accountOf, type FuturesState, type Market, positionOf } from './state';

/**
 * Resting user orders that the requoted market maker now crosses fill at their own (maker) price,
 * an only-reducing order no further than the position it reduces.
 */
function crossResting(state: FuturesState, market: Market, now: number): void {
  const { bids, asks } = market.book;
  for (;;) {
    const bid = bids[0];
    const ask = asks[0];
    if (!bid || !ask || bid.price.lessThan(ask.price)) return;
    const maker = bid.order && (!ask.order || bid.seq < ask.seq) ? bid : ask;
    const taker = maker === bid ? ask : bid;
    let qty = minDec(bid.qty, ask.qty);
    for (const entry of [bid, ask]) {
      const cap = entry.order ? closableQty(state, entry.order) : null;
      if (cap) qty = minDec(qty, cap);
    }
    if (qty.isZero()) {
      // an only-reducing order with nothing left to reduce
      expireStaleReduceOnly(state, market, now);
      continue;
    }
    bookFill(state, market, {
      taker: taker.order,
      maker: maker.order,
      takerSide: taker === bid ? 'BUY' : 'SELL',
      price: maker.price,
      qty,
      now,
    });
    bid.qty = bid.qty.minus(qty);
    ask.qty = ask.qty.minus(qty);
    if (bid.qty.isZero()) bids.shift();
    if (ask.qty.isZero()) asks.shift();
  }
}

/** The price a conditional order watches: the mark or the contract (last) price. */
export function latestFor(market: Market, order: Pick<FuturesOrder, 'workingType'>): Dec {
  return order.workingType === 'MARK_PRICE' ? market.mark : market.last;
}

/** Spec rule 2 (stop and take-profit conditions) and rule 3 (trailing stops). */
export type TriggerView = Pick<
  FuturesOrder,
  'side' | 'origType' | 'stopPrice' | 'trailExtreme' | 'priceRate' | 'activatePrice'
>;

export function triggerReached(order: TriggerView, latest: Dec): boolean {
  const stop = order.stopPrice;
  const buy = order.side === 'BUY';
  switch (order.origType) {
    case 'STOP':
    case 'STOP_MARKET':
      return stop !== null && (buy ? latest.greaterThanOrEqualTo(stop) : latest.lessThanOrEqualTo(stop));
    case 'TAKE_PROFIT':
    case 'TAKE_PROFIT_MARKET':
      return stop !== null && (buy ? latest.lessThanOrEqualTo(stop) : latest.greaterThanOrEqualTo(stop));
    case 'TRAILING_STOP_MARKET': {
      const extreme = order.trailExtreme ?? latest;
      const rate = (order.priceRate ?? new Dec(0)).dividedBy(100);
      const activation = order.activatePrice;
      if (buy) {
        const active = activation === null || extreme.lessThanOrEqualTo(activation);
        return active && latest.greaterThanOrEqualTo(extreme.times(rate.plus(1)));
      }
      const active = activation === null || extreme.greaterThanOrEqualTo(activation);
      return active && latest.lessThanOrEqualTo(extreme.times(new Dec(1).minus(rate)));
    }
    default:
      return false;
  }
}

/** Spec rule 1: with priceProtect, mark and contract price may differ by at most triggerProtect. */
function protectionHolds(market: Market, order: FuturesOrder): boolean {
  if (!order.priceProtect) return true;
  const gap = market.mark.minus(market.last).abs().dividedBy(market.mark);
  return gap.lessThanOrEqualTo(market.spec.triggerProtect);
}

function fire(state: FuturesState, market: Market, order: FuturesOrder, now: number): void {
  order.triggered = true;
  order.triggerTime = now;
  order.updateTime = now;
  order.type = order.origType === 'STOP' || order.origType === 'TAKE_PROFIT' ? 'LIMIT' : 'MARKET';
  if (order.type === 'LIMIT' && order.priceMatch !== 'NONE') {
    order.price = matchedPrice(market, order.side, order.priceMatch);
  }
  if (order.closePosition) {
    const held = positionOf(accountOf(state, order.accountId), order.symbol, order.positionSide).amount;
    const closes = order.side === 'SELL' ? held.greaterThan(0) : held.lessThan(0);
    if (!closes) {
      order.status = 'EXPIRED';
      return;
    }
    order.origQty = held.abs();
  }
  execute(state, market, order, now);
}

/** Tracks trailing extremes and fires every conditional order whose trigger is reached. */
function runTriggers(state: FuturesState, market: Market, now: number): boolean {
  let fired = false;
  const waiting = [...state.orders.values()].filter(
    (o) => o.symbol === market.spec.symbol && isOpen(o) && !o.triggered,
  );
  for (const order of waiting) {
    if (!isOpen(order) || order.triggered) continue;
    const latest = latestFor(market, order);
    if (order.origType === 'TRAILING_STOP_MARKET') {
      const extreme = order.trailExtreme ?? latest;
      order.trailExtreme = order.side === 'BUY' ? minDec(extreme, latest) : Dec.max(extreme, latest);
    }
    if (triggerReached(order, latest) && protectionHolds(market, order)) {
      fire(state, market, order, now);
      fired = true;
    }
  }
  return fired;
}

/** Working only-reducing orders expire once the position they would reduce is gone or has turned. */
function expireStaleReduceOnly(state: FuturesState, market: Market, now: number): void {
  for (const order of state.orders.values()) {
    if (order.symbol !== market.spec.symbol || !order.triggered || !isOpen(order)) continue;
    if (!closableQty(state, order)?.isZero()) continue;
    order.status = 'EXPIRED';
    order.updateTime = now;
    removeOrder(market.book, order);
  }
}

/**
 * Brings a market to rest after its prices or positions moved: crossings fill, triggers fire,
 * reduce-only orders with nothing left to reduce expire, until nothing changes.
 */
export function settleMarket(state: FuturesState, market: Market, now: number): void {
  for (let round = 0; round < 100; round += 1) {
    crossResting(state, market, now);
    expireStaleReduceOnly(state, market, now);
    expireOrphanedClosers(state, market, now);
    if (!runTriggers(state, market, now)) return;
  }
}

/**
 * Moves a symbol's mark price (tests and the simulator drive prices with this): the market maker
 * requotes around the new mark, the contract price becomes `lastPrice` (default: the mark), then
 * resting orders the new quotes cross fill, conditional orders trigger, and accounts whose margin
 * no longer covers the maintenance margin are liquidated (liquidation.ts). The index becomes
 * `index` (default: the mark).
 */
export function setMarkPrice(
  state: FuturesState,
  symbol: string,
  mark: string,
  now: number,
  lastPrice?: string,
  index?: string,
): void {
  const market = state.markets.get(symbol);
  if (!market) throw new Error(`Unknown futures symbol ${symbol}`);
  advanceTo(state, now);
  market.mark = new Dec(mark);
  market.last = new Dec(lastPrice ?? mark);
  market.index = new Dec(index ?? mark);
  recordPrices(state, market, now);
  market.quoteVersion += 1;
  requote(market.book, market.spec, market.mark, state.seed, market.quoteVersion);
  settleMarket(state, market, now);
  liquidateUnderwater(state, market.spec.family, market.spec.marginAsset, now);
  for (const other of state.markets.values()) {
    if (other.spec.family === market.spec.family) expireOrphanedClosers(state, other, now);
  }
}

/**
 * Advances the venue clock: funding settles at every funding time passed, and GTD orders whose
 * goodTillDate has passed expire.
 */
export function advanceTo(state: FuturesState, now: number): void {
  if (now > state.clock) state.clock = now;
  chargeFundingUntil(state, state.clock);
  for (const order of state.orders.values()) {
    if (isOpen(order) && order.timeInForce === 'GTD' && order.goodTillDate <= state.clock) {
      order.status = 'EXPIRED';
      order.updateTime = order.goodTillDate;
      const market = state.markets.get(order.symbol);
      if (market) removeOrder(market.book, order);
    }
  }
}
