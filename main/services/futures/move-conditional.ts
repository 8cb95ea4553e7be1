import { dec } from '@shared/decimal/decimal';
import { describeError } from '@shared/ipc/errors';
import type { FuturesFamily, FuturesOrderView, MovedConditionalView } from '@shared/ipc/futures';
import type { MoveConditionalArgs, PlaceFuturesOrderArgs } from '@shared/ipc/futures-args';
import {
  isMovableConditional,
  limitAtTrigger,
  replacementOf,
  waitsForTrigger,
} from '@shared/ipc/futures-moves';
import { VenueError } from '../../venue/venue-error';
import { refusedBeforeSending } from './not-sent';

export interface ConditionalRef {
  readonly family: FuturesFamily;
  readonly symbol: string;
  readonly clientOrderId: string;
  readonly algoId?: number;
}

export interface MoveConditionalDeps {
  /** The order as the venue holds it now (the algo service's record for a USD-M one). */
  readonly read: (ref: ConditionalRef) => Promise<FuturesOrderView>;
  /**
   * Places an order through every pre-send check; `beforeSend` runs once they pass. The position
   * rules count the open orders but the one it is `replacing` (cancelled in `beforeSend`).
   */
  readonly place: (
    args: PlaceFuturesOrderArgs,
    own?: { readonly beforeSend?: () => Promise<void>; readonly replacing?: string },
  ) => Promise<FuturesOrderView>;
  readonly cancel: (order: FuturesOrderView) => Promise<FuturesOrderView>;
  /** A price in words, on the contract's tick. */
  readonly price: (family: FuturesFamily, symbol: string, value: string) => string;
}

/**
 * Moves a waiting conditional order to a new trigger (a stop-limit's limit price moving with it,
 * unless a new one is given). The futures API changes no conditional order in place, so the order is
 * placed again and the old one cancelled, in the order that keeps the trader safe: a reduce-only or
 * close-position order (a position's protection) is placed anew before the old one goes, so the
 * position is never without it, unless the two would close more than the position (the venue's
 * -4118); an order that opens is cancelled first, so the two can never both trigger. The new order
 * is checked as any new order before anything is sent. Should the venue refuse it after the old one
 * was cancelled, the old one is placed again where it was.
 */
export async function moveConditional(
  deps: MoveConditionalDeps,
  args: MoveConditionalArgs,
): Promise<MovedConditionalView> {
  const { family, symbol } = args;
  const endpoint = family === 'usdm' ? 'POST /fapi/v1/algoOrder' : 'POST /dapi/v1/order';
  const current = await deps.read(args);
  if (!waitsForTrigger(current))
    throw refusedBeforeSending(family, undefined, notWaitingWords(current), endpoint);
  if (!isMovableConditional(current))
    throw refusedBeforeSending(
      family,
      undefined,
      'A trailing stop follows the price by itself and is not moved: cancel it and place it again.',
      endpoint,
    );
  const price = limitAtTrigger(current, args.stopPrice, args.price);
  if (dec(args.stopPrice).eq(current.stopPrice) && (price === undefined || dec(price).eq(current.price)))
    return { order: current, warning: null };
  const order = { family, order: replacementOf(current, args.stopPrice, price) } as PlaceFuturesOrderArgs;
  const at = (value: string) => deps.price(family, symbol, value);

  /** The old order cancelled first, then the new one placed; the old one placed again if the venue refuses it. */
  const cancelFirst = async (): Promise<MovedConditionalView> => {
    let cancelled = false;
    try {
      const beforeSend = async () => {
        await deps.cancel(current);
        cancelled = true;
      };
      return {
        order: await deps.place(order, { beforeSend, replacing: current.clientOrderId }),
        warning: null,
      };
    } catch (error) {
      if (!cancelled) throw error;
      const again = replacementOf(
        current,
        current.stopPrice,
        price === undefined ? undefined : current.price,
      );
      try {
        await deps.place({ family, order: again } as PlaceFuturesOrderArgs);
      } catch (restoreError) {
        throw notMoved(
          error,
          `The old order at ${at(current.stopPrice)} was cancelled first and could not be placed again (${describeError(restoreError)}): it no longer works.`,
        );
      }
      throw notMoved(
        error,
        `The old order was cancelled first; it stands again at ${at(current.stopPrice)}, with a new id.`,
      );
    }
  };

  if (!current.reduceOnly && !current.closePosition) return cancelFirst();
  let placed: FuturesOrderView;
  try {
    placed = await deps.place(order);
  } catch (error) {
    // With the old one still open the two would close more than the position (-4118): then the old
    // one goes first after all, as for an order that opens.
    if (error instanceof VenueError && error.code === -4118 && isNotSent(error)) return cancelFirst();
    throw error;
  }
  // A lost answer may not stand: the old one stays until the new one is known.
  if (placed.status === 'UNKNOWN')
    return {
      order: placed,
      warning: `The venue's answer was lost: the old order at ${at(current.stopPrice)} stays until the new one is known.`,
    };
  try {
    await deps.cancel(current);
    return { order: placed, warning: null };
  } catch (error) {
    return {
      order: placed,
      warning: `The old order at ${at(current.stopPrice)} was not cancelled: ${describeError(error)}`,
    };
  }
}

const isNotSent = (error: VenueError) =>
  typeof error.data === 'object' &&
  error.data !== null &&
  (error.data as { notSent?: unknown }).notSent === true;

function notWaitingWords(o: FuturesOrderView): string {
  if (o.origType === 'LIMIT' || o.origType === 'MARKET')
    return 'Only a conditional order waiting for its trigger is moved this way; a limit is modified in place.';
  if (o.status === 'NEW' || o.status === 'PARTIALLY_FILLED' || o.algoStatus === 'TRIGGERED')
    return 'It has triggered and works in the book now: it is not moved.';
  return 'It no longer waits for its trigger: it has triggered, was cancelled or expired.';
}

/** The venue's refusal of the new order, with what became of the old one said after it. */
function notMoved(error: unknown, what: string): VenueError {
  if (!(error instanceof VenueError))
    return new VenueError({ kind: 'venue', endpoint: 'move', message: `${describeError(error)} ${what}` });
  return new VenueError({
    kind: error.kind,
    endpoint: error.endpoint,
    message: `${error.message.slice(error.endpoint.length + 2)} ${what}`,
    ...(error.code === undefined ? {} : { code: error.code }),
    ...(error.data === undefined ? {} : { data: error.data }),
  });
}
