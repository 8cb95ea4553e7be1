import { describeError } from '@shared/ipc/errors';
import type { MoveOrderArgs, MoveOutcome } from '@shared/ipc/orders';
import { useOrdersMutation } from '../../api/orders-queries';
import { formatPrice, formatQuantity } from '@shared/decimal/format';
import { useTradeMessages } from './trade-messages';

export interface MoveTarget {
  readonly symbol: string;
  readonly clientOrderId: string;
}

/** The outcome in words: where the order went, or why it stayed. */
export function moveMessage(
  outcome: MoveOutcome,
  move: MoveOrderArgs,
  precision: { readonly tickSize: string; readonly stepSize: string },
): string {
  if (!outcome.moved) return `Not moved: ${outcome.reason ?? 'the venue did not say why'}`;
  const to = move.price ?? move.stopPrice;
  if (to !== undefined) return `Moved to ${formatPrice(to, precision.tickSize)}`;
  if (move.quantity !== undefined)
    return `Modified: ${formatQuantity(move.quantity, precision.stepSize)} open`;
  return 'Modified';
}

/**
 * Moves one of the trader's orders (a ladder or chart drag, the Modify dialog) and says what happened
 * where the trader acted. Main picks the venue call; a refusal before sending comes back in the venue's
 * words.
 */
export function useMoveOrder(
  precision: { readonly tickSize: string; readonly stepSize: string } | undefined,
) {
  const say = useTradeMessages((s) => s.say);
  const mutation = useOrdersMutation((t, args: MoveOrderArgs & { readonly order: MoveTarget }) =>
    t.orders.move(args),
  );
  const move = async (order: MoveTarget, to: MoveOrderArgs): Promise<MoveOutcome | null> => {
    try {
      const outcome = await mutation.mutateAsync({ order, ...to });
      if (precision) say(moveMessage(outcome, to, precision), outcome.moved ? 'done' : 'refused');
      return outcome;
    } catch (error) {
      say(`Not moved: ${describeError(error)}`, 'refused');
      return null;
    }
  };
  return { move, pending: mutation.isPending };
}
