import { isConditionalType } from '../api/futures/algo-order';
import { dec } from '../decimal/decimal';
import type { FuturesOrderView } from './futures';

/** The conditional types a move places again at another trigger; a trailing stop follows the price itself. */
const movableTypes: ReadonlySet<string> = new Set([
  'STOP',
  'STOP_MARKET',
  'TAKE_PROFIT',
  'TAKE_PROFIT_MARKET',
]);

/** A conditional order still waiting for its trigger: in USD-M's algo service, or not yet in COIN-M's book. */
export function waitsForTrigger(o: FuturesOrderView): boolean {
  if (o.family === 'usdm') return o.algoId !== undefined && o.algoStatus === 'NEW';
  return o.status === 'NEW' && o.type === o.origType && isConditionalType(o.origType);
}

/** A conditional order `tt:futures:moveConditional` moves: waiting, and not a trailing stop. */
export const isMovableConditional = (o: FuturesOrderView): boolean =>
  movableTypes.has(o.origType) && waitsForTrigger(o);

/** A stop-limit or take-profit-limit: a trigger and a limit price. */
export const hasLimitPrice = (o: FuturesOrderView): boolean =>
  (o.origType === 'STOP' || o.origType === 'TAKE_PROFIT') && o.priceMatch === 'NONE';

/**
 * A stop-limit's limit price at a new trigger: the one typed, else the old one moved as far as the
 * trigger moved; undefined for an order without a limit price.
 */
export function limitAtTrigger(o: FuturesOrderView, stopPrice: string, typed?: string): string | undefined {
  if (!hasLimitPrice(o)) return undefined;
  if (typed !== undefined) return typed;
  // Written with as many places as the prices it comes from have (the tick's, as the venue writes them).
  const places = Math.max(...[o.price, stopPrice, o.stopPrice].map((t) => (t.split('.')[1] ?? '').length));
  return dec(o.price).plus(dec(stopPrice).minus(o.stopPrice)).toFixed(places);
}

/** The conditional order placed again as the trader placed it, at a new trigger (and limit price). */
export function replacementOf(o: FuturesOrderView, stopPrice: string, price: string | undefined) {
  const oneWay = o.positionSide === 'BOTH';
  return {
    type: o.origType,
    symbol: o.symbol,
    side: o.side,
    stopPrice,
    ...(oneWay ? {} : { positionSide: o.positionSide }),
    ...(o.closePosition ? { closePosition: true } : { quantity: o.origQty }),
    ...(oneWay && o.reduceOnly && !o.closePosition ? { reduceOnly: true } : {}),
    ...(price === undefined ? {} : { price }),
    ...(o.priceMatch !== 'NONE' ? { priceMatch: o.priceMatch } : {}),
    ...(o.origType === 'STOP' || o.origType === 'TAKE_PROFIT' ? { timeInForce: o.timeInForce } : {}),
    workingType: o.workingType,
    ...(o.priceProtect ? { priceProtect: true } : {}),
  };
}
