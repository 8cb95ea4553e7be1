import { create } from 'zustand';
import type { OrderMark } from './marked-orders';

interface MovesInFlight {
  /** Client order id → the price its mark was dropped at, while the venue has not answered. */
  readonly to: ReadonlyMap<string, string>;
  /** Notes a move; returns what ends it: ending an earlier move of the same order, dropped again before its answer, leaves the later one. */
  readonly start: (clientOrderId: string, price: string) => () => void;
}

let nextMove = 0;
/** Client order id → the move that set its price in `to` (the latest one). */
const latest = new Map<string, number>();

/**
 * Orders dragged to a new price and not yet answered, shared by the panels that draw them (ladder,
 * chart), so a mark lands where it was dropped at once instead of after the round trip to the venue.
 */
export const useMovesInFlight = create<MovesInFlight>()((set) => ({
  to: new Map(),
  start: (clientOrderId, price) => {
    const move = (nextMove += 1);
    latest.set(clientOrderId, move);
    set(({ to }) => ({ to: new Map(to).set(clientOrderId, price) }));
    return () => {
      if (latest.get(clientOrderId) !== move) return;
      latest.delete(clientOrderId);
      set(({ to }) => {
        const next = new Map(to);
        next.delete(clientOrderId);
        return { to: next };
      });
    };
  },
}));

/**
 * The marks as the trader last placed them: an order being moved is shown at the price it was
 * dropped at, marked `moving`, until the venue answers (its own update then shows where it stands).
 */
export function withMovesInFlight<M extends OrderMark>(
  orders: readonly M[],
  to: ReadonlyMap<string, string>,
): readonly M[] {
  if (to.size === 0) return orders;
  return orders.map((order) => {
    const at = to.get(order.id);
    return at === undefined ? order : { ...order, at, moving: true };
  });
}
