import { useOrdersMutation } from '../../api/orders-queries';
import type { LimitArgs } from './scaled-check';
import { placeInTurn } from './scaled-outcome';

/** Places a spot scaled order's limit orders in turn, stopping at the first refusal. */
export const usePlaceScaled = () =>
  useOrdersMutation((terminal, orders: readonly LimitArgs[]) =>
    placeInTurn(orders, (order) => terminal.orders.place({ order })),
  );
