import { isOpen } from './order';
import { accountOf, type FuturesState, type Market, positionOf } from './state';

/**
 * A waiting closePosition order (a position's take-profit or stop-loss) is the system's to cancel
 * once the position it closes has closed: it is marked when it first sees that position open and
 * expires when the position is gone again. One placed before its position opens (a bracket's legs
 * waiting for the entry) keeps waiting until the position opens.
 */
export function expireOrphanedClosers(state: FuturesState, market: Market, now: number): void {
  for (const order of state.orders.values()) {
    if (order.symbol !== market.spec.symbol || !order.closePosition || order.triggered || !isOpen(order))
      continue;
    const held = positionOf(accountOf(state, order.accountId), order.symbol, order.positionSide).amount;
    const closable = order.side === 'SELL' ? held.greaterThan(0) : held.lessThan(0);
    if (closable) {
      order.sawPosition = true;
    } else if (order.sawPosition) {
      order.status = 'EXPIRED';
      order.updateTime = now;
    }
  }
}
