import { useState } from 'react';
import type { SymbolInfo } from '@shared/api/spot/exchange-info';
import { dec } from '@shared/decimal/decimal';
import type { NewOrderArgs } from '@shared/ipc/order-args';
import type { OrderView } from '@shared/ipc/orders';
import { useCancelReplace } from '../../api/orders-queries';
import { checkDraft } from '../order-entry/check-order';
import { Choice, Field } from '../order-entry/Field';
import { emptyDraft, fieldsOf } from '../order-entry/order-draft';
import { ProblemText } from '../order-entry/problem-text';
import { CancelReplaceOutcome } from './CancelReplaceOutcome';
import { ErrorText } from './ErrorText';

type ReplaceMode = 'STOP_ON_FAILURE' | 'ALLOW_FAILURE';

export const modeExplanations: Record<ReplaceMode, string> = {
  STOP_ON_FAILURE: 'If the cancel fails, no new order is placed: the old order stays as it is.',
  ALLOW_FAILURE:
    'The new order is placed even if the cancel fails: you may end up with both orders, or with the old one cancelled and the new one refused.',
};

const remaining = (o: OrderView) => dec(o.origQty).minus(o.executedQty);

/**
 * Cancel-replace with every choice the venue offers, for the trader who wants them: what to do if the
 * cancel fails, and if the order rate limit is reached. Modify's own button picks the safe call itself.
 */
export function ReplaceOptions({
  order,
  symbol,
  lastPrice,
}: {
  readonly order: OrderView;
  readonly symbol: SymbolInfo;
  readonly lastPrice: string | null;
}) {
  const fields = fieldsOf[order.type];
  const [price, setPrice] = useState(order.price);
  const [stopPrice, setStopPrice] = useState(order.stopPrice ?? '');
  const [quantity, setQuantity] = useState(remaining(order).toFixed());
  const [mode, setMode] = useState<ReplaceMode>('STOP_ON_FAILURE');
  const [rateLimitMode, setRateLimitMode] = useState<'DO_NOTHING' | 'CANCEL_ONLY'>('DO_NOTHING');
  const replace = useCancelReplace();
  const ref = {
    symbol: order.symbol,
    ...(order.orderId === null ? { clientOrderId: order.clientOrderId } : { orderId: order.orderId }),
  };
  const replacement = checkDraft(
    {
      ...emptyDraft,
      side: order.side,
      type: order.type,
      price,
      stopPrice,
      trailingDelta: order.trailingDelta === null ? '' : String(order.trailingDelta),
      timeInForce: (order.timeInForce as 'GTC' | 'IOC' | 'FOK' | null) ?? 'GTC',
      icebergQty: order.icebergQty ?? '',
      size: quantity,
    },
    symbol,
    { symbol, free: new Map(), lastPrice },
  );
  return (
    <details className="replace-options">
      <summary>Cancel-replace options</summary>
      {fields.price && <Field label="New price" value={price} onChange={setPrice} />}
      {fields.trigger && <Field label="New trigger price" value={stopPrice} onChange={setStopPrice} />}
      <Field label="New quantity" value={quantity} onChange={setQuantity} />
      {!replacement.ok && (
        <p role="alert" className="error-text">
          <ProblemText {...replacement.problem} />
        </p>
      )}
      <Choice
        label="If the cancel fails"
        value={mode}
        options={['STOP_ON_FAILURE', 'ALLOW_FAILURE'] as const}
        labels={{
          STOP_ON_FAILURE: 'Stop (place nothing)',
          ALLOW_FAILURE: 'Place the new order anyway',
        }}
        onChange={setMode}
      />
      <p className="muted">{modeExplanations[mode]}</p>
      <Choice
        label="If the order rate limit is exceeded"
        value={rateLimitMode}
        options={['DO_NOTHING', 'CANCEL_ONLY'] as const}
        labels={{
          DO_NOTHING: 'Do nothing (keep the old order)',
          CANCEL_ONLY: 'Cancel the old order only',
        }}
        onChange={setRateLimitMode}
      />
      <button
        type="button"
        disabled={!replacement.ok || replace.isPending || !symbol.cancelReplaceAllowed}
        onClick={() =>
          replacement.ok &&
          replace.mutate({
            cancel: ref,
            mode,
            orderRateLimitExceededMode: rateLimitMode,
            order: replacement.args satisfies NewOrderArgs,
          })
        }
      >
        Cancel and replace
      </button>
      {!symbol.cancelReplaceAllowed && (
        <p className="muted">{symbol.symbol} does not allow cancel-replace.</p>
      )}
      <ErrorText error={replace.error} label="Replace error" />
      {replace.data && <CancelReplaceOutcome view={replace.data} />}
    </details>
  );
}
