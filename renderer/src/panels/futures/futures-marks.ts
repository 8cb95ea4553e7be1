import type { ExitKind } from '@shared/api/futures/attached-exits';
import { dec } from '@shared/decimal/decimal';
import type { FuturesOrderView, PositionView } from '@shared/ipc/futures';
import type { OrderMark } from '../orders/marked-orders';
import { isMovableConditional } from '@shared/ipc/futures-moves';
import { isMovableLimit, isWorking, orderPrice } from './chart-lines';
import { isZero } from './figures';
import { triggerOf } from './position-triggers';

/** A futures order's mark, with the order and, for a position's take profit or stop loss, the position. */
export interface FuturesMark extends OrderMark {
  readonly order: FuturesOrderView;
  readonly exit?: { readonly position: PositionView; readonly kind: ExitKind };
}

/**
 * A contract's working futures orders as the ladder marks them: a limit at its price (moved in place),
 * a position's take profit and stop loss at their trigger (moved as on the chart), any other
 * conditional order at its trigger (moved to another trigger while it waits; a trailing stop is
 * cancelled there but not moved).
 */
export function futuresMarks(
  symbol: string,
  positions: readonly PositionView[],
  orders: readonly FuturesOrderView[],
): FuturesMark[] {
  const exits = new Map<FuturesOrderView, FuturesMark['exit']>();
  for (const position of positions) {
    if (position.symbol !== symbol || isZero(position.size)) continue;
    for (const kind of ['takeProfit', 'stopLoss'] as const) {
      const order = triggerOf(position, orders, kind);
      if (order) exits.set(order, { position, kind });
    }
  }
  const marks: FuturesMark[] = [];
  for (const order of orders) {
    const at = orderPrice(order);
    if (order.symbol !== symbol || !isWorking(order) || at === null) continue;
    const exit = exits.get(order);
    const limit = order.origType === 'LIMIT';
    marks.push({
      id: order.clientOrderId,
      side: order.side,
      kind: limit ? 'limit' : 'stop',
      pending: false,
      role: exit ? (exit.kind === 'takeProfit' ? 'take-profit' : 'stop-loss') : null,
      at,
      remaining: dec(order.origQty).minus(order.executedQty).toFixed(),
      ...(order.closePosition ? { closesPosition: true } : {}),
      ...(isMovableLimit(order) || isMovableConditional(order) || exit ? {} : { fixed: true }),
      order,
      ...(exit ? { exit } : {}),
    });
  }
  return marks;
}
