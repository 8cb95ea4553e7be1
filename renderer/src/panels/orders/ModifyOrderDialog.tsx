import { useState } from 'react';
import type { SymbolInfo } from '@shared/api/spot/exchange-info';
import { dec } from '@shared/decimal/decimal';
import type { MoveOrderArgs, MoveOutcome, OrderView } from '@shared/ipc/orders';
import { precisionOf } from '@shared/market/symbol-precision';
import { useOrdersMutation } from '../../api/orders-queries';
import { formatPrice, formatQuantity } from '@shared/decimal/format';
import { Dialog } from '../../ui/Dialog';
import { ModifyResult } from './ModifyResult';
import { Field } from '../order-entry/Field';
import { fieldsOf, isDecimalText } from '../order-entry/order-draft';
import { orderKind, spotTypeWords } from '@shared/ipc/order-words';
import { ReplaceOptions } from './ReplaceOptions';

interface ModifyOrderDialogProps {
  readonly order: OrderView;
  readonly symbol: SymbolInfo;
  readonly lastPrice: string | null;
  readonly onClose: () => void;
}

const remaining = (o: OrderView) => dec(o.origQty).minus(o.executedQty);

/** The order in the words its title uses: "BTCUSDT Limit buy at 64,000.00". */
export function orderTitle(order: OrderView, tickSize: string): string {
  const stopOnly = order.type === 'STOP_LOSS' || order.type === 'TAKE_PROFIT';
  const at = stopOnly ? order.stopPrice : order.price;
  const price = at && dec(at).gt(0) ? ` at ${formatPrice(at, tickSize)}` : '';
  return `${order.symbol} ${orderKind(spotTypeWords[order.type], order.side)}${price}`;
}

/** What the result line says: the order as it now stands, or why it was not changed. */
function resultText(outcome: MoveOutcome, tickSize: string, stepSize: string): string {
  if (!outcome.moved || !outcome.order)
    return `Not modified: ${outcome.reason ?? 'the venue did not say why'}`;
  const now = outcome.order;
  const open = formatQuantity(remaining(now).toFixed(), stepSize);
  const where = orderTitle(now, tickSize).replace(`${now.symbol} `, '');
  const kept = outcome.how === 'amend' ? '; it kept its place in the queue' : '';
  return `Modified: ${where}, ${open} open${kept}.`;
}

/**
 * Changes an open order: its price (or trigger) first, then its open quantity. Main picks the call —
 * amend keepPriority when only the quantity falls, cancel-replace otherwise, a list placed again for a
 * list's leg — and says "Modified" with the order as it now stands. The venue's own cancel-replace
 * choices stay one click away for whoever wants them.
 */
export function ModifyOrderDialog({ order, symbol, lastPrice, onClose }: ModifyOrderDialogProps) {
  const { tickSize, stepSize } = precisionOf(symbol);
  const fields = fieldsOf[order.type];
  const [price, setPrice] = useState(fields.price ? order.price : '');
  const [trigger, setTrigger] = useState(order.stopPrice ?? '');
  const [quantity, setQuantity] = useState(remaining(order).toFixed());
  const move = useOrdersMutation(
    (t, args: MoveOrderArgs & { readonly order: { symbol: string; clientOrderId: string } }) =>
      t.orders.move(args),
  );
  const changes: MoveOrderArgs = {
    ...(fields.price && isDecimalText(price) && !dec(price).eq(order.price) ? { price } : {}),
    ...(fields.trigger && isDecimalText(trigger) && !dec(trigger).eq(order.stopPrice ?? 0)
      ? { stopPrice: trigger }
      : {}),
    ...(isDecimalText(quantity) && !dec(quantity).eq(remaining(order)) ? { quantity } : {}),
  };
  const typed = [fields.price ? price : '0', fields.trigger ? trigger : '0', quantity].every(isDecimalText);
  const nothing = Object.keys(changes).length === 0;
  return (
    <Dialog title={`Modify ${orderTitle(order, tickSize)}`}>
      <form
        aria-label="Modify order"
        onSubmit={(event) => {
          event.preventDefault();
          if (!nothing && typed)
            move.mutate({
              order: { symbol: order.symbol, clientOrderId: order.clientOrderId },
              ...changes,
            });
        }}
      >
        {fields.price && <Field label="Price" value={price} suffix={symbol.quoteAsset} onChange={setPrice} />}
        {fields.trigger && (
          <Field
            label="Trigger price"
            apiName="stopPrice"
            value={trigger}
            suffix={symbol.quoteAsset}
            onChange={setTrigger}
          />
        )}
        <Field label="Open quantity" value={quantity} suffix={symbol.baseAsset} onChange={setQuantity} />
        {!typed && (
          <p role="alert" className="error-text">
            Prices and quantities are plain decimals, like 64000.5.
          </p>
        )}
        <button type="submit" disabled={nothing || !typed || move.isPending}>
          Modify
        </button>
      </form>
      <ModifyResult
        error={move.error}
        outcome={
          move.data ? { text: resultText(move.data, tickSize, stepSize), done: move.data.moved } : null
        }
      />
      <ReplaceOptions order={order} symbol={symbol} lastPrice={lastPrice} />
      <div className="dialog-actions">
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
