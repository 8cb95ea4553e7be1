import type { FuturesFamily } from '@shared/ipc/futures';
import { VenueError } from '../../venue/venue-error';

/** The endpoint a family's orders go to. */
export const orderPath = (family: FuturesFamily) =>
  family === 'usdm' ? 'POST /fapi/v1/order' : 'POST /dapi/v1/order';

/**
 * A refusal main foresaw, and nothing was sent: the venue's own code and message where the venue has
 * one for it, else main's words.
 */
export function refusedBeforeSending(
  family: FuturesFamily,
  code: number | undefined,
  message: string,
  endpoint = orderPath(family),
): VenueError {
  return new VenueError({
    kind: 'invalid-arguments',
    endpoint,
    ...(code === undefined ? {} : { code }),
    message,
    data: { notSent: true },
  });
}
