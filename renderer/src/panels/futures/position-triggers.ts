import type { FuturesOrderView, PositionView } from '@shared/ipc/futures';
import { isNegative } from './figures';

export type TriggerKind = 'takeProfit' | 'stopLoss';

export const triggerTypes: Record<TriggerKind, 'TAKE_PROFIT_MARKET' | 'STOP_MARKET'> = {
  takeProfit: 'TAKE_PROFIT_MARKET',
  stopLoss: 'STOP_MARKET',
};

/** The side an order closing this position takes: SELL closes a long, BUY a short. */
export function closingSide(p: PositionView): 'BUY' | 'SELL' {
  if (p.positionSide === 'LONG') return 'SELL';
  if (p.positionSide === 'SHORT') return 'BUY';
  return isNegative(p.size) ? 'BUY' : 'SELL';
}

/**
 * The position's working take-profit or stop-loss: a closePosition order of that type on its symbol
 * and position side, on the closing side, still waiting for its trigger.
 */
export function triggerOf(
  p: PositionView,
  orders: readonly FuturesOrderView[],
  kind: TriggerKind,
): FuturesOrderView | undefined {
  return orders.find(
    (o) =>
      o.symbol === p.symbol &&
      o.positionSide === p.positionSide &&
      o.closePosition &&
      o.origType === triggerTypes[kind] &&
      o.side === closingSide(p) &&
      o.status === 'NEW',
  );
}
