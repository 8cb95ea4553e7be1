import { averageEntry, notional, pnl } from './contract-math';
import type { Dec } from './decimal';
import type { FuturesOrder } from './order';
import { accountOf, type FuturesState, type Market, positionOf, walletOf } from './state';

/**
 * Books one fill of `order` into its account: the position on the order's side moves by ±qty
 * (opening or adding moves the entry price; reducing realises profit into the wallet; in one-way
 * mode crossing zero opens the other way at the fill price), the fee is charged, and the order's
 * executed quantity and cumulative value grow. Answers the profit realised and the fee charged.
 */
export function settleFill(
  state: FuturesState,
  market: Market,
  order: FuturesOrder,
  price: Dec,
  qty: Dec,
  isMaker: boolean,
  now: number,
): { realised: Dec; fee: Dec; value: Dec } {
  const { spec } = market;
  const account = accountOf(state, order.accountId);
  const position = positionOf(account, order.symbol, order.positionSide);
  const delta = order.side === 'BUY' ? qty : qty.negated();
  const held = position.amount;
  let realised = price.minus(price);
  if (held.isZero() || held.greaterThan(0) === delta.greaterThan(0)) {
    position.entryPrice = averageEntry(spec, held.abs(), position.entryPrice, qty, price);
    position.amount = held.plus(delta);
  } else {
    const closing = qty.lessThan(held.abs()) ? qty : held.abs();
    const closedAmount = held.greaterThan(0) ? closing : closing.negated();
    realised = pnl(spec, closedAmount, position.entryPrice, price);
    position.amount = held.plus(delta);
    if (position.amount.isZero()) {
      position.entryPrice = price.minus(price);
      position.addedMargin = price.minus(price);
    } else if (position.amount.greaterThan(0) !== held.greaterThan(0)) position.entryPrice = price;
  }
  position.updateTime = now;
  const value = notional(spec, qty, price);
  const fee = value.times(isMaker ? state.fees.maker : state.fees.taker);
  account.wallets.set(spec.marginAsset, walletOf(account, spec.marginAsset).plus(realised).minus(fee));
  order.executedQty = order.executedQty.plus(qty);
  order.cumQuote = order.cumQuote.plus(value);
  order.status = order.executedQty.equals(order.origQty) ? 'FILLED' : 'PARTIALLY_FILLED';
  order.updateTime = now;
  market.last = price;
  return { realised, fee, value };
}
