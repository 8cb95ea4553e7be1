import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import type { Side } from '@shared/api/spot/enums';
import type { SymbolInfo } from '@shared/api/spot/exchange-info';
import { describeError } from '@shared/ipc/errors';
import type { NewOrderArgs } from '@shared/ipc/order-args';
import { accountQueries } from '../../api/account-queries';
import { usePlaceOrder } from '../../api/orders-queries';
import { precisionOf } from '@shared/market/symbol-precision';
import { useTerminal } from '../../api/terminal-context';
import { formatPrice, formatQuantity } from '@shared/decimal/format';
import { spotOrderWhat } from '@shared/ipc/order-words';
import { useOrderTicketStore } from '../../stores/order-ticket-store';
import { checkDraft } from '../order-entry/check-order';
import { useOpenOrderCounts } from '../order-entry/open-order-counts';
import { ConfirmDialog } from '../order-entry/ConfirmDialog';
import { emptyDraft } from '../order-entry/order-draft';
import { useLastPrice, useSymbolInfo } from '../order-entry/trading-queries';
import { usePreferences } from '../settings/preferences-store';
import { useTradeMessages } from './trade-messages';

/** An order placed from where the trader looks: a limit or a stop at a price, the form's size. */
export interface QuickOrder {
  readonly side: Side;
  readonly kind: 'limit' | 'stop';
  readonly price: string;
}

/**
 * The order in the words of the order form's result lines: "Limit buy 0.00100 BTCUSDT at 64,000.00",
 * "Stop loss sell 0.50000 ETHUSDT, trigger 3,100.00".
 */
export function quickOrderText(args: NewOrderArgs, symbol: SymbolInfo): string {
  const { tickSize, stepSize } = precisionOf(symbol);
  const what = spotOrderWhat(
    args.type,
    args.side,
    formatQuantity(args.quantity ?? '0', stepSize),
    symbol.symbol,
  );
  if ('stopPrice' in args && args.stopPrice)
    return `${what}, trigger ${formatPrice(args.stopPrice, tickSize)}`;
  const price = 'price' in args && args.price ? ` at ${formatPrice(args.price, tickSize)}` : '';
  return `${what}${price}`;
}

/**
 * Places a limit or stop order at a price picked on the ladder, the chart or by a hotkey, with the size
 * typed in the order form (in its unit: base, quote or a percentage of the balance that pays). It is
 * checked with the symbol's filters first, confirmed where the trader asked for confirmations, and what
 * happened is said where the trader acted.
 */
export function useQuickOrder(symbol: string | null): {
  readonly submit: (order: QuickOrder) => void;
  readonly confirmation: ReactNode;
} {
  const terminal = useTerminal();
  const { info } = useSymbolInfo(symbol);
  const size = useOrderTicketStore((s) => s.size);
  const confirm = usePreferences((s) => s.confirm.order);
  const lastPrice = useLastPrice(symbol);
  const summary = useQuery(accountQueries.summary(terminal));
  const free = useMemo(
    () => new Map((summary.data?.balances ?? []).map((b) => [b.asset, b.free])),
    [summary.data],
  );
  const openCounts = useOpenOrderCounts(symbol ?? '');
  const place = usePlaceOrder();
  const say = useTradeMessages((s) => s.say);
  const [pending, setPending] = useState<{ args: NewOrderArgs; symbol: SymbolInfo } | null>(null);

  const send = (args: NewOrderArgs, symbol: SymbolInfo) =>
    place.mutateAsync({ order: args }).then(
      (view) =>
        say(
          view.status === 'UNKNOWN'
            ? `Sent, answer lost — checking with the venue: ${quickOrderText(args, symbol)}`
            : `Placed: ${quickOrderText(args, symbol)}`,
          'done',
        ),
      (error: unknown) => say(`Not placed: ${describeError(error)}`, 'refused'),
    );

  const submit = (order: QuickOrder) => {
    if (!info) return say('Not placed: the symbol is not known yet.', 'refused');
    if (!size || size.symbol !== info.symbol || size.size === '')
      return say('Not placed: type a size in the order form first.', 'refused');
    const check = checkDraft(
      {
        ...emptyDraft,
        side: order.side,
        type: order.kind === 'limit' ? 'LIMIT' : 'STOP_LOSS',
        price: order.kind === 'limit' ? order.price : '',
        stopPrice: order.kind === 'stop' ? order.price : '',
        size: size.size,
        sizeMode: size.sizeMode,
      },
      info,
      { symbol: info, free, lastPrice, openOrders: openCounts, balancesKnown: summary.data !== undefined },
    );
    if (!check.ok) {
      const { message, code } = check.problem;
      return say(`Not placed: ${code === undefined ? message : `${message} (code ${code})`}`, 'refused');
    }
    if (confirm) setPending({ args: check.args, symbol: info });
    else void send(check.args, info);
  };

  const confirmation = pending && (
    <ConfirmDialog
      title={`Confirm ${pending.args.side === 'BUY' ? 'buy' : 'sell'} order`}
      preview={pending.args}
      confirmLabel="Place order"
      onConfirm={() => {
        setPending(null);
        void send(pending.args, pending.symbol);
      }}
      onCancel={() => setPending(null)}
    >
      <p>{quickOrderText(pending.args, pending.symbol)}</p>
    </ConfirmDialog>
  );
  return { submit, confirmation };
}
