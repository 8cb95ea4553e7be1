import { z } from 'zod';
import { venueErrorBody } from '../wire';
import { canceledOrder, orderAck, orderFull, orderResult } from './order';

export const cancelReplaceResult = z.enum(['SUCCESS', 'FAILURE', 'NOT_ATTEMPTED']);

const errorObject = z.object({ code: z.number().int(), msg: z.string() });
const newOrderResponse = z.union([orderFull, orderResult, orderAck]);

/** POST /api/v3/order/cancelReplace, HTTP 200: both parts succeeded. */
export const cancelReplaceResponse = z.object({
  cancelResult: z.literal('SUCCESS'),
  newOrderResult: z.literal('SUCCESS'),
  cancelResponse: canceledOrder,
  newOrderResponse,
});
export type CancelReplaceSuccess = z.infer<typeof cancelReplaceResponse>;

/** The `data` of a -2021/-2022 error: each part is a report or an error object. */
export const cancelReplaceErrorData = z.object({
  cancelResult: cancelReplaceResult,
  newOrderResult: cancelReplaceResult,
  cancelResponse: z.union([errorObject, canceledOrder]),
  newOrderResponse: z.union([errorObject, newOrderResponse]).nullable(),
});
export type CancelReplaceErrorData = z.infer<typeof cancelReplaceErrorData>;

export const cancelReplaceErrorBody = venueErrorBody.extend({ data: cancelReplaceErrorData });

/**
 * What a cancelReplace call resolves to: full success, or a partial outcome (one part done, the other
 * failed: HTTP 409, or 429 with CANCEL_ONLY) that the caller must see, not lose in an exception.
 */
export type CancelReplaceOutcome =
  | ({ readonly outcome: 'replaced' } & CancelReplaceSuccess)
  | {
      readonly outcome: 'partial';
      readonly status: number;
      readonly code: number;
      readonly msg: string;
      readonly data: CancelReplaceErrorData;
    };
