import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { isPositiveDecimal } from '@shared/decimal/decimal';
import { formatPrice, formatQuantity, onTickText } from '@shared/decimal/format';
import type { SpotChaseArgs } from '@shared/ipc/order-args';
import { precisionOf } from '@shared/market/symbol-precision';
import { accountQueries } from '../../api/account-queries';
import { foldSpotChase } from '../../api/orders-queries';
import { useTerminal } from '../../api/terminal-context';
import { SideToggle } from '../../ui/SideToggle';
import { ErrorText } from '../orders/ErrorText';
import { checkDraft } from './check-order';
import { ConfirmDialog } from './ConfirmDialog';
import { Field } from './Field';
import { FormProblems } from './FormProblems';
import { useOpenOrderCounts } from './open-order-counts';
import { emptyDraft } from './order-draft';
import { SpotChases } from './SpotChases';
import type { SpotFormProps } from './SpotOrderForm';
import { useConfirmed } from './use-confirmed';

interface ChaseDraft {
  readonly side: 'BUY' | 'SELL';
  readonly quantity: string;
  readonly limitPrice: string;
}

/**
 * A spot chase: a Limit maker main keeps at the best bid (a buy) or ask (a sell) until it fills,
 * replaced as that price moves (spot changes no price in place: each move is a new order for what is
 * left), no further than the limit if one is typed. Checked as the Limit maker it starts as, at the
 * last price, before anything is sent; the chases are listed under the form.
 */
export function SpotChaseForm({ symbol, lastPrice, blockedReason }: SpotFormProps) {
  const terminal = useTerminal();
  const client = useQueryClient();
  const [draft, setDraft] = useState<ChaseDraft>({ side: 'BUY', quantity: '', limitPrice: '' });
  const start = useMutation({
    mutationFn: (args: SpotChaseArgs) => terminal.orders.chase(args),
    onSuccess: (chase) => foldSpotChase(terminal, client, chase),
  });
  const set = (change: Partial<ChaseDraft>) => {
    start.reset();
    setDraft((d) => ({ ...d, ...change }));
  };
  const summary = useQuery(accountQueries.summary(terminal));
  const free = useMemo(
    () => new Map((summary.data?.balances ?? []).map((b) => [b.asset, b.free])),
    [summary.data],
  );
  const openOrders = useOpenOrderCounts(symbol.symbol);
  const { tickSize, stepSize } = precisionOf(symbol);
  const best = draft.side === 'BUY' ? 'bid' : 'ask';
  const sideWord = draft.side === 'BUY' ? 'buy' : 'sell';
  const limitOk = draft.limitPrice === '' || isPositiveDecimal(draft.limitPrice);
  // Judged as the Limit maker it starts as, at the last price (the best price it joins is near it).
  const check =
    lastPrice === null
      ? null
      : checkDraft(
          {
            ...emptyDraft,
            side: draft.side,
            type: 'LIMIT_MAKER',
            price: onTickText(lastPrice, tickSize),
            size: draft.quantity,
          },
          symbol,
          { symbol, free, lastPrice, openOrders, balancesKnown: summary.data !== undefined },
        );
  const problem =
    draft.quantity === ''
      ? null
      : check === null
        ? { message: 'No last price yet: the chase is checked at it.' }
        : !check.ok
          ? check.problem
          : !limitOk
            ? { message: `Not a price: "${draft.limitPrice}".` }
            : null;
  const ready = check?.ok === true && limitOk;
  const bound =
    draft.limitPrice !== '' && limitOk
      ? `, no ${draft.side === 'BUY' ? 'higher' : 'lower'} than ${formatPrice(draft.limitPrice, tickSize)}`
      : '';
  const plan = `A Limit maker at the best ${best}, replaced as the ${best} moves (a new order for what is left each time), until it fills${bound}.`;
  const confirmation = useConfirmed('order', (args: SpotChaseArgs) => start.mutate(args));
  return (
    <>
      <form
        aria-label="Chase order"
        className="order-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (!ready || blockedReason) return;
          confirmation.ask({
            symbol: symbol.symbol,
            side: draft.side,
            quantity: draft.quantity,
            ...(draft.limitPrice === '' ? {} : { limitPrice: draft.limitPrice }),
          });
        }}
      >
        <SideToggle side={draft.side} onChange={(side) => set({ side })} />
        <Field
          label="Size"
          name="Chase quantity"
          value={draft.quantity}
          suffix={symbol.baseAsset}
          onChange={(quantity) => set({ quantity: quantity.trim() })}
        />
        <Field
          label={draft.side === 'BUY' ? 'No higher than' : 'No lower than'}
          name="Chase limit price"
          value={draft.limitPrice}
          suffix={symbol.quoteAsset}
          onChange={(limitPrice) => set({ limitPrice: limitPrice.trim() })}
        />
        <div className="order-form-footer">
          <p className="order-preview" aria-label="Chase plan">
            {plan}
          </p>
          <FormProblems problem={problem} blockedReason={blockedReason} />
          <button
            type="submit"
            className={`submit side-${draft.side.toLowerCase()}`}
            disabled={!ready || blockedReason !== null || start.isPending}
          >
            Chase {sideWord} at the best {best}
          </button>
          <ErrorText error={start.error} label="Chase refused" />
        </div>
        {confirmation.held && (
          <ConfirmDialog
            title={`Confirm chase ${sideWord}`}
            confirmLabel="Start chase"
            onConfirm={confirmation.confirm}
            onCancel={confirmation.cancel}
          >
            <p>
              Chase {sideWord} {formatQuantity(confirmation.held.value.quantity, stepSize)} {symbol.baseAsset}{' '}
              of {symbol.symbol}: {plan}
            </p>
          </ConfirmDialog>
        )}
      </form>
      <SpotChases />
    </>
  );
}
