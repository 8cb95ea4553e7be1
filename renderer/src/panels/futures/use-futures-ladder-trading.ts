import { useMemo } from 'react';
import type { FuturesFamily } from '@shared/ipc/futures';
import type { LadderTrading } from '../depth-ladder/DepthLadderPanel';
import type { OrderMark } from '../orders/marked-orders';
import { useMovesInFlight, withMovesInFlight } from '../orders/moves-in-flight';
import { futuresMarks } from './futures-marks';
import { useFuturesOrderActions } from './use-futures-order-actions';
import { useFuturesQuickOrder } from './use-futures-quick-order';

/**
 * What the ladder does with a futures contract's orders: marks them at their levels, cancels one
 * there, moves a limit in place, a waiting conditional order's trigger, or a position's take profit
 * or stop loss to the level it is dropped on, and places a limit with the futures form's size on a click with the placing modifier.
 */
export function useFuturesLadderTrading(family: FuturesFamily, symbol: string) {
  const actions = useFuturesOrderActions(family);
  const quick = useFuturesQuickOrder(family, symbol);
  const moving = useMovesInFlight((s) => s.to);
  const marks = useMemo(
    () => futuresMarks(symbol, actions.positions, actions.orders),
    [symbol, actions.positions, actions.orders],
  );
  const openOrders = useMemo(() => withMovesInFlight(marks, moving), [marks, moving]);
  const markOf = (id: string) => marks.find((m) => m.id === id);
  const trading: LadderTrading = {
    openOrders,
    cancel: (id) => {
      const mark = markOf(id);
      if (mark) actions.cancel(mark.order);
    },
    move: (moved: OrderMark, price) => {
      const mark = markOf(moved.id);
      if (!mark || mark.fixed) return;
      if (mark.exit)
        actions.setTrigger({ position: mark.exit.position, kind: mark.exit.kind, stopPrice: price });
      else if (mark.kind === 'stop') actions.moveConditional({ o: mark.order, stopPrice: price });
      else actions.modify({ o: mark.order, price });
    },
    place: (side, price) => quick.submit(side, price),
  };
  return { trading, refused: actions.refused, confirmation: quick.confirmation };
}
