import { create } from 'zustand';
import type { MarkedOrder } from './marked-orders';

interface MovesInFlight {
  /** Client order id → the price its mark was dropped at, while the venue has not answered. */
  readonly to: ReadonlyMap<string, string>;
  readonly start: (clientOrderId: string, price: string) => void;
  readonly end: (clientOrderId: string) => void;
}

/**
 * Orders dragged to a new price and not yet answered, shared by the panels that draw them (ladder,
 * chart), so a mark lands where it was dropped at once instead of after the round trip to the venue.
 */
export const useMovesInFlight = create<MovesInFlight>()((set) => ({
  to: new Map(),
  start: (clientOrderId, price) => set(({ to }) => ({ to: new Map(to).set(clientOrderId, price) })),
  end: (clientOrderId) =>
    set(({ to }) => {
      if (!to.has(clientOrderId)) return {};
      const next = new Map(to);
      next.delete(clientOrderId);
      return { to: next };
    }),
}));

/**
 * The marks as the trader last placed them: an order being moved is shown at the price it was
 * dropped at, marked `moving`, until the venue answers (its own update then shows where it stands).
 */
export function withMovesInFlight(
  orders: readonly MarkedOrder[],
  to: ReadonlyMap<string, string>,
): readonly MarkedOrder[] {
  if (to.size === 0) return orders;
  return orders.map((order) => {
    const at = to.get(order.id);
    return at === undefined ? order : { ...order, at, moving: true };
  });
}
