import { useMemo } from 'react';
import { useSymbolPrecision } from '../../api/use-symbols';
import { moveTo, type OrderMark } from '../orders/marked-orders';
import { useCancelMyOrder, useMyOpenOrders } from '../orders/use-my-orders';
import { useMoveOrder } from '../orders/use-move-order';
import { useMovesInFlight, withMovesInFlight } from '../orders/moves-in-flight';
import { useQuickOrder } from '../orders/use-quick-order';

/**
 * What a market panel needs to trade the symbol's spot orders where they are drawn: the open orders,
 * cancelling and moving one to a price, and the quick order that places at a price.
 */
export function useSpotTrading(symbol: string | null) {
  const precision = useSymbolPrecision(symbol);
  const placed = useMyOpenOrders(symbol);
  const inFlight = useMovesInFlight((s) => s.to);
  const openOrders = useMemo(() => withMovesInFlight(placed, inFlight), [placed, inFlight]);
  const cancel = useCancelMyOrder(symbol);
  const { move } = useMoveOrder(precision);
  const quick = useQuickOrder(symbol);
  const orders = {
    openOrders,
    cancel,
    move: (mark: OrderMark, price: string) => {
      const order = openOrders.find((o) => o.id === mark.id);
      if (!order) return;
      const end = useMovesInFlight.getState().start(order.id, price);
      void move({ symbol: order.order.symbol, clientOrderId: order.id }, moveTo(order, price)).finally(end);
    },
  };
  return { precision, quick, orders };
}
