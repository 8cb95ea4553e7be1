import { describeError } from '@shared/ipc/errors';
import { formatTyped } from '@shared/decimal/format';

/** What placing a scaled order did: the orders the venue took, and the one it refused, if any. */
export interface ScaledOutcome<T extends { readonly status: string }> {
  readonly total: number;
  readonly placed: readonly T[];
  readonly refused?: { readonly index: number; readonly price: string; readonly error: unknown };
}

/**
 * Places the orders one after another, in price order from the start, and stops at the first the
 * venue refuses: the ones after it are not sent, so a refusal (a balance spent meanwhile, a limit
 * reached) never leaves a set with holes in the middle of its range.
 */
export async function placeInTurn<
  O extends { readonly price: string },
  T extends { readonly status: string },
>(orders: readonly O[], place: (order: O) => Promise<T>): Promise<ScaledOutcome<T>> {
  const placed: T[] = [];
  for (const [index, order] of orders.entries()) {
    try {
      placed.push(await place(order));
    } catch (error) {
      return { total: orders.length, placed, refused: { index, price: order.price, error } };
    }
  }
  return { total: orders.length, placed };
}

const open = (o: { readonly status: string }) => o.status === 'NEW' || o.status === 'PARTIALLY_FILLED';

/** "Placed 5 of 5 orders: 4 open, 1 filled." or which order was refused and what was not sent. */
export function scaledOutcomeText<T extends { readonly status: string }>(
  outcome: ScaledOutcome<T>,
  tickSize: string,
): string {
  const { total, placed, refused } = outcome;
  const filled = placed.filter((o) => o.status === 'FILLED').length;
  const resting = placed.filter(open).length;
  const other = placed.length - filled - resting;
  const parts = [
    resting > 0 && `${resting} open`,
    filled > 0 && `${filled} filled`,
    other > 0 && `${other} ended otherwise`,
  ].filter(Boolean);
  const head = `Placed ${placed.length} of ${total} orders${parts.length > 0 ? `: ${parts.join(', ')}` : ''}.`;
  if (!refused) return head;
  const position = refused.index + 1;
  const rest =
    position === total
      ? ''
      : position + 1 === total
        ? ` Order ${total} was not sent.`
        : ` Orders ${position + 1}–${total} were not sent.`;
  return `${head} Order ${position} (${formatTyped(refused.price, tickSize)}) was refused: ${describeError(refused.error)}${rest}`;
}
