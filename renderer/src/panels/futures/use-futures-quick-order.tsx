import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { isPositiveDecimal } from '@shared/decimal/decimal';
import { formatPrice, formatQuantity, onTickText } from '@shared/decimal/format';
import { describeError } from '@shared/ipc/errors';
import type { FuturesFamily } from '@shared/ipc/futures';
import type { PlaceFuturesOrderArgs } from '@shared/ipc/futures-args';
import { orderKind } from '@shared/ipc/order-words';
import { futuresQueries } from '../../api/futures-queries';
import { marketLabels } from '../market-panel/PanelSymbolBar';
import { useSymbolPrecision } from '../../api/use-symbols';
import { useTerminal } from '../../api/terminal-context';
import { useOrderTicketStore, type FuturesTicketSize } from '../../stores/order-ticket-store';
import { quantityForValue } from './order-value';
import { ConfirmDialog } from '../order-entry/ConfirmDialog';
import { useTradeMessages } from '../orders/trade-messages';
import { usePreferences } from '../settings/preferences-store';

const noSize = 'Not placed: type a size in the futures form first.';
const notDecimal = (what: string, example: string) =>
  `Not placed: the futures form's ${what} is not a plain decimal above zero, like ${example}.`;

/**
 * Places a futures limit at a price picked on the contract's ladder or chart, with the size typed in
 * the futures form: GTC, in hedge mode for the form's position side (a sell on a Long closes it). Main checks it with
 * the venue's rules before sending; it is confirmed where the trader asked for confirmations, and what
 * happened is said where the trader acted.
 */
export function useFuturesQuickOrder(
  family: FuturesFamily,
  symbol: string,
): { readonly submit: (side: 'BUY' | 'SELL', price: string) => void; readonly confirmation: ReactNode } {
  const terminal = useTerminal();
  const client = useQueryClient();
  const confirm = usePreferences((s) => s.confirm.order);
  const hedge = useQuery(futuresQueries.positionMode(terminal, family)).data?.hedge;
  const precision = useSymbolPrecision(symbol, family);
  const say = useTradeMessages((s) => s.say);
  const [pending, setPending] = useState<PlaceFuturesOrderArgs | null>(null);
  const place = useMutation({
    mutationFn: terminal.futures.place,
    onSettled: () => client.invalidateQueries({ queryKey: futuresQueries.family(family) }),
  });

  const words = (args: PlaceFuturesOrderArgs) => {
    const { order } = args;
    const quantity = precision ? formatQuantity(order.quantity ?? '0', precision.stepSize) : order.quantity;
    const price =
      precision && 'price' in order && order.price ? formatPrice(order.price, precision.tickSize) : '';
    return `${orderKind('Limit', order.side)} ${quantity} ${order.symbol} (${marketLabels[family]}) at ${price}`;
  };
  const send = (args: PlaceFuturesOrderArgs) =>
    place.mutateAsync(args).then(
      (view) =>
        say(
          view.status === 'UNKNOWN'
            ? `Sent, answer lost — checking with the venue: ${words(args)}`
            : `Placed: ${words(args)}`,
          'done',
        ),
      (error: unknown) => say(`Not placed: ${describeError(error)}`, 'refused'),
    );

  /** The form's size at `price`: as typed, or what its order value buys there. */
  const quantityOf = (
    size: FuturesTicketSize,
    price: string,
  ): { ok: true; quantity: string } | { ok: false; refusal: string } => {
    if (size.value !== undefined) {
      if (!isPositiveDecimal(size.value.trim()))
        return { ok: false, refusal: size.value.trim() === '' ? noSize : notDecimal('order value', '100') };
      if (!precision) return { ok: false, refusal: 'Not placed: the contract’s step is not known yet.' };
      const quantity = quantityForValue(size.value, price, precision.stepSize, size.contractSize ?? null);
      if (!isPositiveDecimal(quantity))
        return {
          ok: false,
          refusal: `Not placed: the futures form's order value buys less than one step (${precision.stepSize}) at ${formatPrice(price, precision.tickSize)}.`,
        };
      return { ok: true, quantity };
    }
    const quantity = size.quantity.trim();
    if (quantity === '') return { ok: false, refusal: noSize };
    if (!isPositiveDecimal(quantity)) return { ok: false, refusal: notDecimal('size', '0.010') };
    return { ok: true, quantity };
  };

  const submit = (side: 'BUY' | 'SELL', price: string) => {
    if (hedge === undefined) return say('Not placed: the position mode is not known yet.', 'refused');
    const size = useOrderTicketStore.getState().futuresSize;
    if (!size || size.market !== family || size.symbol !== symbol) return say(noSize, 'refused');
    // A ladder level's price is written at the book's eight places: sent at the tick's.
    const onTick = precision ? onTickText(price, precision.tickSize) : price;
    const quantity = quantityOf(size, onTick);
    if (!quantity.ok) return say(quantity.refusal, 'refused');
    const order = {
      type: 'LIMIT' as const,
      symbol,
      side,
      quantity: quantity.quantity,
      price: onTick,
      timeInForce: 'GTC' as const,
      ...(hedge ? { positionSide: size.positionSide ?? ('LONG' as const) } : {}),
    };
    const args: PlaceFuturesOrderArgs = family === 'usdm' ? { family, order } : { family, order };
    if (confirm) setPending(args);
    else void send(args);
  };

  const confirmation = pending && (
    <ConfirmDialog
      title={`Confirm ${pending.order.side === 'BUY' ? 'buy' : 'sell'} order`}
      confirmLabel="Place order"
      onConfirm={() => {
        setPending(null);
        void send(pending);
      }}
      onCancel={() => setPending(null)}
    >
      <p>{words(pending)}</p>
    </ConfirmDialog>
  );
  return { submit, confirmation };
}
