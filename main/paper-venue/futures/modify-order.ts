import { removeOrder } from './book';
import { Dec } from './decimal';
import { refusals } from './errors';
import { assetFigures, orderInitialMargin } from './margin';
import { advanceTo, settleMarket } from './market-moves';
import { execute, wouldTake } from './matching';
import { type FuturesOrder, isOpen, PRICE_MATCHES, remainingQty, type Side } from './order';
import { checkPercentPrice, checkPrice, checkQuantity } from './order-checks';
import { findOrder } from './order-queries';
import { orderView } from './order-view';
import { optionalDecimal, optionalEnum, requiredEnum, sent } from './params';
import { matchedPrice } from './price-match';
import type { VenueCall } from './route-table';
import { accountOf, type FuturesState, type Market, positionOf } from './state';
import type { Family } from './symbols';

/** Binance's limit on modifications of one order. */
export const MAX_MODIFICATIONS = 10_000;

/** The new price and quantity a PUT order asks for (what it leaves out stays as it is). */
function requested(market: Market, family: Family, order: FuturesOrder, params: VenueCall['params']) {
  const { spec } = market;
  const priceMatch = optionalEnum(params, 'priceMatch', PRICE_MATCHES);
  if (priceMatch !== undefined && sent(params, 'price')) throw refusals.notRequired('price');
  const quantity = optionalDecimal(params, 'quantity', spec.quantityPrecision);
  const price = optionalDecimal(params, 'price', spec.pricePrecision);
  // USD-M wants both figures (priceMatch standing in for the price); COIN-M either one.
  if (family === 'fapi') {
    if (quantity === undefined) throw refusals.mandatory('quantity');
    if (price === undefined && priceMatch === undefined) throw refusals.mandatory('price');
  } else if (quantity === undefined && price === undefined && priceMatch === undefined) {
    throw refusals.eitherMandatory('quantity', 'price');
  }
  return {
    price: priceMatch !== undefined ? matchedPrice(market, order.side, priceMatch) : (price ?? order.price),
    quantity: quantity ?? order.origQty,
    priceMatched: priceMatch !== undefined,
  };
}

/** A reduce-only order may not grow past the position its side closes, with the side's other ones (-4118). */
function checkReduceOnly(state: FuturesState, order: FuturesOrder, grows: Dec): void {
  if (!order.reduceOnly || !grows.greaterThan(0)) return;
  const held = positionOf(accountOf(state, order.accountId), order.symbol, order.positionSide).amount.abs();
  const pending = [...state.orders.values()]
    .filter((o) => o.accountId === order.accountId && o.symbol === order.symbol && isOpen(o))
    .filter((o) => o.reduceOnly && o.side === order.side)
    .reduce((sum, o) => sum.plus(remainingQty(o)), new Dec(0));
  if (pending.plus(grows).greaterThan(held)) throw refusals.reduceOnlyMarginCheck();
}

/** What more initial margin the modified order holds must fit what is available (-2019). */
function checkMarginFor(state: FuturesState, order: FuturesOrder, changed: FuturesOrder): void {
  const account = accountOf(state, order.accountId);
  const more = orderInitialMargin(state, account, changed).minus(orderInitialMargin(state, account, order));
  if (!more.greaterThan(0)) return;
  const { family, marginAsset } = state.markets.get(order.symbol)!.spec;
  if (more.greaterThan(assetFigures(state, account, family, marginAsset).available))
    throw refusals.marginInsufficient();
}

/**
 * PUT /fapi/v1/order and PUT /dapi/v1/order (Binance's Modify Order): a working LIMIT order's price
 * and quantity change in place, keeping its ids; it goes to the back of its new price's queue and, if
 * the new price crosses the book, trades at once. A change the filters refuse leaves the order as it
 * was. It is cancelled instead when a partly filled order's new quantity is not above what has filled,
 * or when a post-only (GTX) order's new price would trade at once.
 */
export function modifyOrder(state: FuturesState, family: Family, call: VenueCall): Record<string, unknown> {
  advanceTo(state, call.now);
  const side = requiredEnum<Side>(call.params, 'side', ['BUY', 'SELL'], refusals.invalidSide);
  const order = findOrder(state, family, call);
  if (!order || !isOpen(order)) throw refusals.noSuchOrder();
  const market = state.markets.get(order.symbol)!;
  // Only limit orders can be modified; the docs give no code for the others, nor for another side.
  if (order.origType !== 'LIMIT') throw refusals.invalidType();
  if (side !== order.side) throw refusals.invalidSide();
  const { price, quantity, priceMatched } = requested(market, family, order, call.params);
  if (price.equals(order.price) && quantity.equals(order.origQty)) throw refusals.nothingToModify();
  if ((order.amendments ?? 0) >= MAX_MODIFICATIONS) throw refusals.modifyLimit();
  const { spec } = market;
  checkPrice(spec, price);
  checkQuantity(spec, quantity, false);
  if (!priceMatched) checkPercentPrice(spec, market.mark, order.side, price);
  if (spec.minNotional && !order.reduceOnly && quantity.times(price).lessThan(spec.minNotional))
    throw refusals.minNotional(spec.minNotional);
  checkReduceOnly(state, order, quantity.minus(order.origQty));
  checkMarginFor(state, order, { ...order, price, origQty: quantity });

  removeOrder(market.book, order);
  order.amendments = (order.amendments ?? 0) + 1;
  order.updateTime = call.now;
  const cancels =
    (order.executedQty.greaterThan(0) && !quantity.greaterThan(order.executedQty)) ||
    (order.timeInForce === 'GTX' && wouldTake(market.book, order.side, price));
  if (cancels) {
    order.status = 'CANCELED';
    return orderView(spec, order);
  }
  order.price = price;
  order.origQty = quantity;
  execute(state, market, order, call.now);
  settleMarket(state, market, call.now);
  return orderView(spec, order);
}
