import { isConditionalType } from '../api/futures/algo-order';
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
