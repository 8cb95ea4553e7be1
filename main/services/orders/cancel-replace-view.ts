import {
  cancelReplaceErrorData,
  type CancelReplaceErrorData,
  type CancelReplaceOutcome,
} from '@shared/api/spot/cancel-replace';
import type { TerminalErrorPayload } from '@shared/ipc/errors';
import type { CancelReplaceView, OrderView } from '@shared/ipc/orders';
import { VenueError } from '../../venue/venue-error';
import type { VenueOrderFields } from './order-view';

type Part = CancelReplaceErrorData['cancelResponse'] | CancelReplaceErrorData['newOrderResponse'];
type Result = CancelReplaceView['cancelResult'];

const endpoint = 'POST /api/v3/order/cancelReplace';

const asError = (part: Part): TerminalErrorPayload | null =>
  part !== null && 'code' in part && 'msg' in part
    ? { kind: 'venue', code: part.code, message: part.msg }
    : null;

const asOrder = (part: Part): VenueOrderFields | null =>
  part !== null && 'orderId' in part ? (part as VenueOrderFields) : null;

function explain(
  cancel: Result,
  placed: Result,
  cancelError: TerminalErrorPayload | null,
  newError: TerminalErrorPayload | null,
  oldId: string,
): string {
  const why = (e: TerminalErrorPayload | null) =>
    e ? `${e.message} (code ${e.code ?? '?'})` : 'no reason given';
  const old =
    cancel === 'SUCCESS'
      ? `The old order ${oldId} was cancelled`
      : cancel === 'FAILURE'
        ? `The old order ${oldId} was NOT cancelled: ${why(cancelError)}; it may still be open`
        : `The old order ${oldId} was not touched (the cancel was not attempted)`;
  const fresh =
    placed === 'SUCCESS'
      ? 'the new order was placed'
      : placed === 'FAILURE'
        ? `the new order was NOT placed: ${why(newError)}`
        : 'no new order was placed (not attempted)';
  return `${old}; ${fresh}.`;
}

export interface CancelReplaceParts {
  readonly view: Omit<CancelReplaceView, 'canceled' | 'placed'>;
  readonly canceled: VenueOrderFields | null;
  readonly placed: VenueOrderFields | null;
}

/** Any answer of cancelReplace as the outcome it is: a full success or one row of the spec's table. */
export function cancelReplaceParts(outcome: CancelReplaceOutcome, oldId: string): CancelReplaceParts {
  if (outcome.outcome === 'replaced')
    return {
      view: {
        cancelResult: 'SUCCESS',
        newOrderResult: 'SUCCESS',
        cancelError: null,
        newOrderError: null,
        status: 200,
        explanation: explain('SUCCESS', 'SUCCESS', null, null, oldId),
      },
      canceled: outcome.cancelResponse,
      placed: outcome.newOrderResponse as VenueOrderFields,
    };
  return fromErrorData(outcome.data, outcome.status, oldId);
}

function fromErrorData(data: CancelReplaceErrorData, status: number, oldId: string): CancelReplaceParts {
  const cancelError = asError(data.cancelResponse);
  const newOrderError = asError(data.newOrderResponse);
  return {
    view: {
      cancelResult: data.cancelResult,
      newOrderResult: data.newOrderResult,
      cancelError,
      newOrderError,
      status,
      explanation: explain(data.cancelResult, data.newOrderResult, cancelError, newOrderError, oldId),
    },
    canceled: asOrder(data.cancelResponse),
    placed: asOrder(data.newOrderResponse),
  };
}

/**
 * The refusals that are still rows of the table: -2022 (nothing done, with its `data`) and a 429 under
 * DO_NOTHING (nothing attempted). Anything else is not an outcome and is rethrown by the caller.
 */
export function cancelReplaceRefusal(error: unknown, oldId: string): CancelReplaceParts | undefined {
  if (!(error instanceof VenueError)) return undefined;
  const data = cancelReplaceErrorData.safeParse(error.data);
  if (data.success) return fromErrorData(data.data, error.status ?? 400, oldId);
  if (error.kind === 'rate-limited') {
    const problem = error.toPayload();
    return {
      view: {
        cancelResult: 'NOT_ATTEMPTED',
        newOrderResult: 'NOT_ATTEMPTED',
        cancelError: problem,
        newOrderError: problem,
        status: error.status ?? 429,
        explanation: `Nothing was done: the order rate limit is exceeded (${problem.message}); the old order ${oldId} is unchanged.`,
      },
      canceled: null,
      placed: null,
    };
  }
  return undefined;
}

export const withOrders = (
  parts: CancelReplaceParts,
  canceled: OrderView | null,
  placed: OrderView | null,
): CancelReplaceView => ({ ...parts.view, canceled, placed });

export { endpoint as cancelReplaceEndpoint };
