// Self-trade prevention: what happens when a taker meets a maker of its own account.
// Functions over the Engine (engine.ts), which keeps the state and dispatches commands.
import type { Execution } from './events';
import { fromFixed, minBig } from './fixed';
import { remainingQty } from './order-rules';
import type { SymbolState } from './symbol-state';
import type { Order, SelfTradePreventionMode } from './types';
import type { Engine } from './engine';
import { UNBOUNDED } from './matching';
import { releaseExcess } from './matching';
import { finish } from './order-lifecycle';
import { emitOrder } from './event-emit';

/** Self-trade prevention: the taker's mode decides what expires; the match is recorded. */
export function preventMatch(e: Engine, state: SymbolState, taker: Order, maker: Order, price: bigint): void {
  const mode: SelfTradePreventionMode = taker.selfTradePreventionMode;
  const account = e.ledger.get(taker.accountId);
  const id = state.nextPreventedMatchId++;
  const takerLeft = taker.origQuoteOrderQty > 0n ? UNBOUNDED : remainingQty(taker);
  const makerLeft = remainingQty(maker);
  const overlap = minBig(takerLeft, makerLeft);
  const makerPrevented = mode === 'EXPIRE_TAKER' ? overlap : mode === 'DECREMENT' ? overlap : makerLeft;
  state.prevented.push({
    symbol: state.config.symbol,
    preventedMatchId: id,
    takerOrderId: taker.orderId,
    makerOrderId: maker.orderId,
    tradeGroupId: account.uid,
    selfTradePreventionMode: mode,
    price,
    makerPreventedQuantity: makerPrevented,
    transactTime: e.now,
    accountId: taker.accountId,
  });
  const expireMaker =
    mode === 'EXPIRE_MAKER' || mode === 'EXPIRE_BOTH' || (mode === 'DECREMENT' && makerLeft <= takerLeft);
  const expireTaker =
    mode === 'EXPIRE_TAKER' || mode === 'EXPIRE_BOTH' || (mode === 'DECREMENT' && takerLeft <= makerLeft);
  const prevention = (order: Order, qty: bigint): Partial<Execution> => ({
    preventedMatchId: id,
    lastPreventedQty: fromFixed(qty),
    preventedPrice: fromFixed(price),
    tradeGroupId: account.uid,
    counterOrderId: order === taker ? maker.orderId : taker.orderId,
  });
  if (expireMaker) {
    maker.preventedMatchId = id;
    maker.preventedQuantity += makerLeft;
    state.book.remove(maker);
    finish(e, state, maker, 'EXPIRED_IN_MATCH', 'NONE', 'TRADE_PREVENTION', prevention(maker, makerLeft));
  } else if (mode === 'DECREMENT') {
    maker.preventedMatchId = id;
    maker.preventedQuantity += overlap;
    const shown = minBig(maker.visible, overlap);
    state.book.reduceVisible(maker, shown);
    if (maker.visible === 0n) state.book.requeue(maker, minBig(maker.icebergQty, remainingQty(maker)));
    releaseExcess(e, state, maker);
    emitOrder(e, maker, 'TRADE_PREVENTION', prevention(maker, overlap));
  }
  if (expireTaker) {
    const left = taker.origQuoteOrderQty > 0n ? 0n : remainingQty(taker);
    taker.preventedMatchId = id;
    taker.preventedQuantity += left;
    if (taker.origQuoteOrderQty > 0n) taker.origQty = taker.executedQty;
    finish(e, state, taker, 'EXPIRED_IN_MATCH', 'NONE', 'TRADE_PREVENTION', prevention(taker, left));
  } else if (mode === 'DECREMENT') {
    taker.preventedMatchId = id;
    taker.preventedQuantity += overlap;
    emitOrder(e, taker, 'TRADE_PREVENTION', prevention(taker, overlap));
  }
}
