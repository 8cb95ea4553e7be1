// Matching a taker against the opposite side by price then time, and settling each fill between the
// two accounts (commissions, locks, trades, events).
// Functions over the Engine (engine.ts), which keeps the state and dispatches commands.
import type { Execution } from './events';
import { fromFixed, minBig, notionalFloor, qtyForQuote, SCALE } from './fixed';
import { isMarketType, isOpenStatus, lockRequirement, remainingQty } from './order-rules';
import { priceAcceptable } from './liquidity';
import type { SymbolState } from './symbol-state';
import type { Order } from './types';
import type { Engine } from './engine';
import { preventMatch } from './self-trade-prevention';
import { afterTerminal, resolveOcoPair } from './order-lifecycle';
import { emitOrder } from './event-emit';

/** What a quote-sized order has left in base units: no bound until its quote runs out. */
export const UNBOUNDED = 1n << 120n;

/** Returns true when matching stopped because the book ran out of acceptable liquidity. */
export function match(e: Engine, state: SymbolState, taker: Order): boolean {
  const opposite = state.book.sideOf(taker.side === 'BUY' ? 'SELL' : 'BUY');
  const quoteSized = taker.origQuoteOrderQty > 0n;
  const market = isMarketType(taker.type);
  for (;;) {
    if (!isOpenStatus(taker)) return false;
    const left = quoteSized ? UNBOUNDED : remainingQty(taker);
    if (left <= 0n) return false;
    const level = opposite.best();
    if (!level || !priceAcceptable(taker, level.price)) return true;
    const maker = level.head as Order;
    if (maker.accountId === taker.accountId && taker.selfTradePreventionMode !== 'NONE') {
      preventMatch(e, state, taker, maker, level.price);
      continue;
    }
    let qty = minBig(left, maker.visible);
    if (quoteSized) {
      const quoteLeft = taker.origQuoteOrderQty - taker.cumQuote;
      qty = minBig(qty, qtyForQuote(quoteLeft, level.price, state.step));
      if (taker.side === 'SELL') qty = minBig(qty, taker.locked);
    }
    if (market && taker.side === 'BUY') qty = minBig(qty, qtyForQuote(taker.locked, level.price, state.step));
    if (qty <= 0n) return false;
    fill(e, state, taker, maker, level.price, qty);
  }
}

export function fill(
  e: Engine,
  state: SymbolState,
  taker: Order,
  maker: Order,
  price: bigint,
  qty: bigint,
): void {
  const { baseAsset, quoteAsset } = state.config;
  if (maker.executedQty === 0n) resolveOcoPair(e, state, maker);
  const quote = notionalFloor(price, qty);
  const buyer = taker.side === 'BUY' ? taker : maker;
  const seller = taker.side === 'BUY' ? maker : taker;
  const buyerAccount = e.ledger.get(buyer.accountId);
  const sellerAccount = e.ledger.get(seller.accountId);
  const buyerRate = buyer === taker ? buyerAccount.takerRate : buyerAccount.makerRate;
  const sellerRate = seller === taker ? sellerAccount.takerRate : sellerAccount.makerRate;
  const buyerCommission = (qty * buyerRate) / SCALE;
  const sellerCommission = (quote * sellerRate) / SCALE;

  e.ledger.spendLocked(buyerAccount, quoteAsset, quote);
  buyer.locked -= quote;
  e.ledger.receive(buyerAccount, baseAsset, qty, buyerCommission);
  e.ledger.spendLocked(sellerAccount, baseAsset, qty);
  seller.locked -= qty;
  e.ledger.receive(sellerAccount, quoteAsset, quote, sellerCommission);
  buyerAccount.updateTime = e.now;
  sellerAccount.updateTime = e.now;

  const trade = {
    symbol: state.config.symbol,
    id: state.nextTradeId++,
    price,
    qty,
    quoteQty: quote,
    time: e.now,
    isBuyerMaker: maker === buyer,
    buyerOrderId: buyer.orderId,
    sellerOrderId: seller.orderId,
    buyerAccountId: buyer.accountId,
    sellerAccountId: seller.accountId,
    buyerOrderListId: buyer.orderListId,
    sellerOrderListId: seller.orderListId,
    buyerCommission,
    sellerCommission,
    takerOrderId: taker.orderId,
  };
  state.recordTrade(trade);
  e.prices.push({ state, price });

  maker.executedQty += qty;
  maker.cumQuote += quote;
  maker.updateTime = e.now;
  taker.executedQty += qty;
  taker.cumQuote += quote;
  taker.updateTime = e.now;
  const quoteSized = taker.origQuoteOrderQty > 0n;
  if (quoteSized) taker.origQty = taker.executedQty + taker.preventedQuantity;
  state.book.reduceVisible(maker, qty);
  const makerDone = remainingQty(maker) === 0n;
  if (makerDone) {
    state.book.remove(maker);
  } else if (maker.visible === 0n) {
    state.book.requeue(maker, minBig(maker.icebergQty, remainingQty(maker)));
  }
  const takerDone = quoteSized
    ? qtyForQuote(taker.origQuoteOrderQty - taker.cumQuote, price, state.step) === 0n
    : remainingQty(taker) === 0n;
  maker.status = makerDone ? 'FILLED' : 'PARTIALLY_FILLED';
  taker.status = takerDone ? 'FILLED' : 'PARTIALLY_FILLED';
  releaseExcess(e, state, maker);
  if (!isMarketType(taker.type) || takerDone) releaseExcess(e, state, taker);

  const buyerIsTaker = buyer === taker;
  let fills = e.takerFills.get(taker);
  if (!fills) {
    fills = [];
    e.takerFills.set(taker, fills);
  }
  fills.push({
    price,
    qty,
    commission: buyerIsTaker ? buyerCommission : sellerCommission,
    commissionAsset: buyerIsTaker ? baseAsset : quoteAsset,
    tradeId: trade.id,
  });
  if (!e.events.active) {
    state.nextExecutionId += 2;
  } else {
    e.events.trade(e.now, trade);
    const tradeExecution = (order: Order, isMaker: boolean): Partial<Execution> => {
      const isBuyer = order === buyer;
      return {
        lastQty: fromFixed(qty),
        lastPrice: fromFixed(price),
        lastQuoteQty: fromFixed(quote),
        commission: fromFixed(isBuyer ? buyerCommission : sellerCommission),
        commissionAsset: isBuyer ? baseAsset : quoteAsset,
        tradeId: trade.id,
        isMaker,
      };
    };
    emitOrder(e, maker, 'TRADE', tradeExecution(maker, true));
    emitOrder(e, taker, 'TRADE', tradeExecution(taker, false));
  }
  if (makerDone) afterTerminal(e, state, maker);
  if (takerDone) afterTerminal(e, state, taker);
}

/** Gives back funds an order no longer needs (a buy that filled below its limit, or decrements). */
export function releaseExcess(e: Engine, state: SymbolState, order: Order): void {
  const needed = isOpenStatus(order) ? lockRequirement(order, state.lastPrice) : 0n;
  if (order.locked > needed) {
    const account = e.ledger.get(order.accountId);
    const asset = order.side === 'BUY' ? state.config.quoteAsset : state.config.baseAsset;
    e.ledger.unlock(account, asset, order.locked - needed);
    order.locked = needed;
  }
}
