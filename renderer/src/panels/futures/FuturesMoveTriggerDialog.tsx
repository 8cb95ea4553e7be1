import { checkFuturesOrder } from '@shared/api/futures/pre-send-checks';
import { isPositiveDecimal } from '@shared/decimal/decimal';
import type { FuturesFamily, FuturesOrderView, FuturesSymbolView } from '@shared/ipc/futures';
import { hasLimitPrice, limitAtTrigger, replacementOf } from '@shared/ipc/futures-moves';
import { futuresTypeWord, orderKind } from '@shared/ipc/order-words';
import { useState } from 'react';
import { useTerminal } from '../../api/terminal-context';
import { Dialog } from '../../ui/Dialog';
import { ModifyResult } from '../orders/ModifyResult';
import { useFamilyAction } from './family-action';
import { symbolFigures } from './figures';
import { TextField } from './form-fields';
import { refusalWords } from './refusal-hint';

/**
 * Moves a conditional order waiting for its trigger: a new trigger and, for a stop-limit, a limit
 * price (moved as far as the trigger until typed). The futures API changes no conditional order in
 * place, so main places it again and cancels the old one; the dialog says in which order. Checked
 * as the venue checks a new order while typed; the trigger against the market main checks before
 * sending.
 */
export function FuturesMoveTriggerDialog({
  family,
  order,
  symbol,
  onClose,
}: {
  readonly family: FuturesFamily;
  readonly order: FuturesOrderView;
  readonly symbol: FuturesSymbolView | undefined;
  readonly onClose: () => void;
}) {
  const terminal = useTerminal();
  const figures = symbolFigures(symbol);
  const [stopPrice, setStopPrice] = useState(order.stopPrice);
  const [typedLimit, setTypedLimit] = useState<string | undefined>(undefined);
  const withLimit = hasLimitPrice(order);
  const trigger = stopPrice.trim();
  const typed =
    isPositiveDecimal(trigger) && (typedLimit === undefined || isPositiveDecimal(typedLimit.trim()));
  const limit = typed ? limitAtTrigger(order, trigger, typedLimit?.trim()) : typedLimit;
  const move = useFamilyAction(family, () =>
    terminal.futures.moveConditional({
      family,
      symbol: order.symbol,
      clientOrderId: order.clientOrderId,
      ...(order.algoId === undefined ? {} : { algoId: order.algoId }),
      stopPrice: trigger,
      ...(typedLimit === undefined ? {} : { price: typedLimit.trim() }),
    }),
  );
  const check =
    typed && symbol
      ? checkFuturesOrder(symbol, replacementOf(order, trigger, limit), {
          hedge: order.positionSide !== 'BOTH',
          // Only a goodTillDate reads the clock, and a conditional order has none.
          now: order.updateTime,
        })
      : null;
  const refusal = check && !check.ok && symbol ? refusalWords(check.refusal, symbol) : null;
  const what = `${order.symbol} ${orderKind(futuresTypeWord(order.origType), order.side)}`;
  const protective = order.reduceOnly || order.closePosition;
  const moved = move.data;
  return (
    <Dialog title={`Move ${what} triggering at ${figures.price(order.stopPrice)}`} onDismiss={onClose}>
      <form
        aria-label="Move trigger"
        onSubmit={(event) => {
          event.preventDefault();
          if (check?.ok) move.mutate();
        }}
      >
        <TextField label="Trigger price" value={stopPrice} onChange={setStopPrice} />
        {withLimit && (
          <TextField label="Limit price" value={limit ?? ''} onChange={(value) => setTypedLimit(value)} />
        )}
        <p className="muted">
          {protective
            ? 'A new order is placed at the new trigger, then this one is cancelled: the position is never without it (where the two would close more than the position holds, this one goes first).'
            : 'This order is cancelled, then a new one is placed at the new trigger: the two never both trigger. Should the venue refuse the new one, this one is placed again.'}
        </p>
        {!typed && (
          <p role="alert" className="error-text">
            Prices are plain decimals above zero, like 64000.5.
          </p>
        )}
        {refusal && (
          <p role="alert" className="error-text">
            {refusal}
          </p>
        )}
        {/* Once moved, this order is gone: a new one stands in its place, moved from its own row. */}
        <button type="submit" disabled={!check?.ok || move.isPending || moved !== undefined}>
          Move
        </button>
      </form>
      <ModifyResult
        error={move.error}
        outcome={
          moved
            ? {
                text: `Moved: triggers at ${figures.price(moved.order.stopPrice)}.${moved.warning ? ` ${moved.warning}` : ''}`,
                done: moved.warning === null,
              }
            : null
        }
      />
      <div className="dialog-actions">
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
