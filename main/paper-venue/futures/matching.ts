import { atOrBetter, type Book, type BookEntry, opposite, rest, sideOf } from './book';
import { Dec, minDec } from './decimal';
import { type FuturesOrder, remainingQty, type Side } from './order';
import { closableQty } from './closing-limit';
import { bookFill } from './fills';
import type { FuturesState, Market } from './state';

/** Self-trade prevention applies with GTC, IOC and GTD (and market orders), per the spec. */
function stpApplies(order: FuturesOrder): boolean {
  if (order.selfTradePreventionMode === 'NONE') return false;
  return order.type === 'MARKET' || ['GTC', 'IOC', 'GTD'].includes(order.timeInForce);
}

function expireMaker(
  market: Market,
  entry: BookEntry,
  now: number,
  status: 'EXPIRED' | 'EXPIRED_IN_MATCH',
): void {
  const maker = entry.order;
  if (!maker) return;
  maker.status = status;
  maker.updateTime = now;
  const entries = sideOf(market.book, maker.side);
  entries.splice(entries.indexOf(entry), 1);
}

/**
 * Matches `order` as taker against the opposite side, best price first, never beyond `worst`.
 * Fills settle both accounts (the market maker has none). Returns false when STP expired the taker.
 */
export function matchTaker(
  state: FuturesState,
  market: Market,
  order: FuturesOrder,
  worst: Dec,
  now: number,
): boolean {
  const entries = sideOf(market.book, opposite(order.side));
  const stp = stpApplies(order);
  while (remainingQty(order).greaterThan(0)) {
    const best = entries[0];
    if (!best || !atOrBetter(order.side, worst, best.price)) break;
    const takerCap = closableQty(state, order);
    if (takerCap?.isZero()) break;
    const maker = best.order;
    if (maker && maker.accountId === order.accountId && stp) {
      const mode = order.selfTradePreventionMode;
      if (mode === 'EXPIRE_MAKER' || mode === 'EXPIRE_BOTH')
        expireMaker(market, best, now, 'EXPIRED_IN_MATCH');
      if (mode === 'EXPIRE_TAKER' || mode === 'EXPIRE_BOTH') {
        order.status = 'EXPIRED_IN_MATCH';
        order.updateTime = now;
        return false;
      }
      continue;
    }
    const makerCap = maker ? closableQty(state, maker) : null;
    if (makerCap?.isZero()) {
      expireMaker(market, best, now, 'EXPIRED');
      continue;
    }
    let qty = minDec(remainingQty(order), best.qty);
    if (takerCap) qty = minDec(qty, takerCap);
    if (makerCap) qty = minDec(qty, makerCap);
    bookFill(state, market, { taker: order, maker, takerSide: order.side, price: best.price, qty, now });
    best.qty = best.qty.minus(qty);
    if (best.qty.isZero()) entries.shift();
  }
  return true;
}

/** Quantity on the opposite side at `worst` or better. */
export function fillableQty(book: Book, side: Side, worst: Dec): Dec {
  return sideOf(book, opposite(side))
    .filter((e) => atOrBetter(side, worst, e.price))
    .reduce((sum, e) => sum.plus(e.qty), new Dec(0));
}

/** Would a limit order at `price` take liquidity at once? */
export function wouldTake(book: Book, side: Side, price: Dec): boolean {
  const best = sideOf(book, opposite(side))[0];
  return best !== undefined && atOrBetter(side, price, best.price);
}

/** The worst price a market order may reach: the mark ± marketTakeBound. */
export function marketBound(market: Market, side: Side): Dec {
  const bound = new Dec(market.spec.marketTakeBound);
  return market.mark.times(side === 'BUY' ? bound.plus(1) : new Dec(1).minus(bound));
}

/**
 * Runs a working (untriggered conditional orders excluded) LIMIT or MARKET order: takes what it
 * can, then a market or IOC remainder expires and a GTC/GTD/GTX remainder rests on the book.
 */
export function execute(state: FuturesState, market: Market, order: FuturesOrder, now: number): void {
  const isMarket = order.type === 'MARKET';
  const postOnlyTakes = order.timeInForce === 'GTX' && wouldTake(market.book, order.side, order.price);
  const fokShort =
    order.timeInForce === 'FOK' &&
    fillableQty(market.book, order.side, order.price).lessThan(remainingQty(order));
  if (!isMarket && (postOnlyTakes || fokShort)) {
    // Reached only by triggered STOP/TAKE_PROFIT orders: new orders are refused earlier (-5022/-5021).
    order.status = 'EXPIRED';
    order.updateTime = now;
    return;
  }
  const worst = isMarket ? marketBound(market, order.side) : order.price;
  if (!matchTaker(state, market, order, worst, now)) return;
  if (!remainingQty(order).greaterThan(0)) return;
  if (isMarket || order.timeInForce === 'IOC' || order.timeInForce === 'FOK') {
    order.status = 'EXPIRED';
    order.updateTime = now;
    return;
  }
  rest(market.book, order.side, order.price, remainingQty(order), order);
}
