import type { Dec } from './decimal';
import type { FuturesOrder } from './order';
import { accountOf, type FuturesState, positionOf } from './state';

/** Does the order only ever reduce a position: reduceOnly, or a hedge-mode SELL LONG / BUY SHORT? */
export function onlyReduces(order: FuturesOrder): boolean {
  if (order.reduceOnly || order.closePosition) return true;
  return (
    (order.positionSide === 'LONG' && order.side === 'SELL') ||
    (order.positionSide === 'SHORT' && order.side === 'BUY')
  );
}

/**
 * How much of the position an only-reducing order may still fill (zero once nothing is left to
 * reduce); null for orders that may open or add.
 */
export function closableQty(state: FuturesState, order: FuturesOrder): Dec | null {
  if (!onlyReduces(order)) return null;
  const held = positionOf(accountOf(state, order.accountId), order.symbol, order.positionSide).amount;
  const reduces = order.side === 'SELL' ? held.greaterThan(0) : held.lessThan(0);
  return reduces ? held.abs() : held.abs().minus(held.abs());
}
