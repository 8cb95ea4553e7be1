import { checkFuturesModify } from '@shared/api/futures/pre-send-checks';
import { isPositiveDecimal } from '@shared/decimal/decimal';
import type { FuturesFamily, FuturesOrderView, FuturesSymbolView } from '@shared/ipc/futures';
import { futuresTypeWord, orderKind } from '@shared/ipc/order-words';
import { useState } from 'react';
import { useTerminal } from '../../api/terminal-context';
import { Dialog } from '../../ui/Dialog';
import { ModifyResult } from '../orders/ModifyResult';
import { useFamilyAction } from './family-action';
import { symbolFigures, isZero } from './figures';
import { TextField } from './form-fields';
import { refusalWords } from './refusal-hint';

/**
 * Changes a working limit order's price and size in place (Binance's Modify Order): it keeps its ids
 * and goes to the back of the queue at its price. Checked as the venue checks it while typed; what
 * needs the mark (PERCENT_PRICE, MIN_NOTIONAL) main checks before sending.
 */
export function FuturesModifyDialog({
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
  const [price, setPrice] = useState(order.price);
  const [quantity, setQuantity] = useState(order.origQty);
  const modify = useFamilyAction(family, () =>
    terminal.futures.modify({
      family,
      symbol: order.symbol,
      clientOrderId: order.clientOrderId,
      price,
      quantity,
    }),
  );
  const typed = isPositiveDecimal(price.trim()) && isPositiveDecimal(quantity.trim());
  const check =
    typed && symbol
      ? checkFuturesModify(
          symbol,
          {
            side: order.side,
            price: price.trim(),
            quantity: quantity.trim(),
            reduceOnly: order.reduceOnly,
            was: { price: order.price, quantity: order.origQty },
          },
          undefined,
        )
      : null;
  const refusal = check && !check.ok && symbol ? refusalWords(check.refusal, symbol) : null;
  const what = `${order.symbol} ${orderKind(futuresTypeWord(order.origType), order.side)}`;
  return (
    <Dialog title={`Modify ${what} at ${figures.price(order.price)}`} onDismiss={onClose}>
      <form
        aria-label="Modify order"
        onSubmit={(event) => {
          event.preventDefault();
          if (check?.ok) modify.mutate();
        }}
      >
        <TextField label="Price" value={price} onChange={setPrice} />
        <TextField label="Quantity" value={quantity} onChange={setQuantity} />
        <p className="muted">It keeps its order id and goes to the back of the queue at its price.</p>
        {!typed && (
          <p role="alert" className="error-text">
            Price and quantity are plain decimals above zero, like 64000.5.
          </p>
        )}
        {refusal && (
          <p role="alert" className="error-text">
            {refusal}
          </p>
        )}
        <button type="submit" disabled={!check?.ok || modify.isPending}>
          Modify
        </button>
      </form>
      <ModifyResult error={modify.error} outcome={modify.data ? outcomeOf(modify.data, figures) : null} />
      <div className="dialog-actions">
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}

/** The venue's answer in words: the order as it now stands, or why it cancelled it instead. */
function outcomeOf(moved: FuturesOrderView, figures: ReturnType<typeof symbolFigures>) {
  if (moved.status !== 'CANCELED')
    return { text: `Modified: ${figures.size(moved.origQty)} at ${figures.price(moved.price)}.`, done: true };
  const why = isZero(moved.executedQty)
    ? 'a post-only order would have traded at the new price.'
    : 'the new quantity is not above what has filled.';
  return { text: `Cancelled by the venue instead: ${why}`, done: false };
}
