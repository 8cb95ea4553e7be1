import { describeError } from '@shared/ipc/errors';
import type { CancelReplaceView } from '@shared/ipc/orders';

const resultWords = {
  SUCCESS: 'succeeded',
  FAILURE: 'failed',
  NOT_ATTEMPTED: 'was not attempted',
} as const;

/** Every cancelReplace outcome told apart: what happened to the old order and to the new one, and why. */
export function CancelReplaceOutcome({ view }: { view: CancelReplaceView }) {
  const partial = view.cancelResult !== view.newOrderResult || view.cancelResult !== 'SUCCESS';
  return (
    <div
      role="status"
      aria-label="Cancel-replace result"
      className={partial ? 'outcome-partial' : 'outcome-ok'}
    >
      <p>{view.explanation}</p>
      <ul>
        <li>
          Cancel {resultWords[view.cancelResult]}
          {view.cancelError && `: ${describeError(view.cancelError)}`}
        </li>
        <li>
          New order {resultWords[view.newOrderResult]}
          {view.newOrderError && `: ${describeError(view.newOrderError)}`}
          {view.placed &&
            ` (${view.placed.status}${view.placed.orderId === null ? '' : `, order ${view.placed.orderId}`})`}
        </li>
      </ul>
      {view.status !== 200 && <p className="muted">The venue answered HTTP {view.status}.</p>}
    </div>
  );
}
