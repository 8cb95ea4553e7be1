import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { formatAmount, formatPrice, formatQuantity } from '@shared/decimal/format';
import { dec } from '@shared/decimal/decimal';
import { precisionOf } from '@shared/market/symbol-precision';
import { accountQueries } from '../../api/account-queries';
import { useTerminal } from '../../api/terminal-context';
import { SideToggle } from '../../ui/SideToggle';
import { usePreferences } from '../settings/preferences-store';
import { filterInWords } from './filter-hint';
import { checkScaled, type ScaledDraft } from './scaled-check';
import { useOpenOrderCounts } from './open-order-counts';
import { usePickedPrice } from './use-picked-price';
import type { SpotFormProps } from './SpotOrderForm';
import { scaledPreview } from './form-preview';
import { useFormPreview } from './use-form-preview';
import { scaledPreviewText } from './scaled-preview';
import type { ScaleField, SizeDistribution } from './scaled-orders';
import { usePlaceScaled } from './place-scaled';
import { ScaledPlacing } from './ScaledPlacing';
import { ConfirmDialog } from './ConfirmDialog';
import { Choice, Field } from './Field';
import { FormProblems } from './FormProblems';
import { ProblemText } from './problem-text';

const emptyDraft: ScaledDraft = {
  side: 'BUY',
  start: '',
  end: '',
  count: '5',
  total: '',
  distribution: 'even',
};

const distributionWords: Record<SizeDistribution, string> = {
  even: 'Even',
  towardEnd: 'Larger at the end',
  towardStart: 'Larger at the start',
};

/**
 * A range of limit orders from a start to an end price, a total size shared over them: each order is
 * checked with the symbol's filters and the set against the balance it locks before the first is sent.
 */
export function ScaledOrderForm({ symbol, lastPrice, blockedReason }: SpotFormProps) {
  const terminal = useTerminal();
  const [draft, setDraft] = useState<ScaledDraft>(emptyDraft);
  const [confirming, setConfirming] = useState(false);
  const confirm = usePreferences((s) => s.confirm.order);
  const place = usePlaceScaled();
  const summary = useQuery(accountQueries.summary(terminal));
  const openOrders = useOpenOrderCounts(symbol.symbol);
  const free = useMemo(
    () => summary.data && new Map(summary.data.balances.map((b) => [b.asset, b.free])),
    [summary.data],
  );
  const precision = precisionOf(symbol);

  const set = (change: Partial<ScaledDraft>) => {
    place.reset();
    setDraft((d) => ({ ...d, ...change }));
  };
  // A price picked on the ladder becomes the start price, then the end price.
  usePickedPrice('spot', symbol.symbol, (price) => {
    place.reset();
    setDraft((d) => (d.start === '' ? { ...d, start: price } : { ...d, end: price }));
  });

  const check = checkScaled(draft, symbol, { free, lastPrice, openOrders });
  useFormPreview(check.ok && !place.data ? scaledPreview(check.orders, precision) : null);
  const touched = draft.start !== '' || draft.end !== '' || draft.total !== '';
  const problem = !check.ok && touched ? check.problem : null;
  const problemOf = (field: ScaleField) =>
    problem && problem.field === field ? <ProblemText {...problem} /> : undefined;
  const buy = draft.side === 'BUY';
  const sideWord = buy ? 'buy' : 'sell';

  const send = () => {
    if (!check.ok) return;
    place.mutate(check.orders);
    if (confirming) setConfirming(false);
  };
  const submit = () => {
    if (!check.ok || blockedReason) return;
    if (confirm) setConfirming(true);
    else send();
  };

  return (
    <form
      aria-label="Scaled order"
      className="order-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <SideToggle side={draft.side} onChange={(side) => set({ side })} />
      <Field
        label="Start price"
        value={draft.start}
        suffix={symbol.quoteAsset}
        onChange={(start) => set({ start })}
        problem={problemOf('start')}
      />
      <Field
        label="End price"
        value={draft.end}
        suffix={symbol.quoteAsset}
        onChange={(end) => set({ end })}
        problem={problemOf('end')}
      />
      <Field
        label="Orders"
        name="Number of orders"
        value={draft.count}
        inputMode="numeric"
        onChange={(count) => set({ count })}
        problem={problemOf('count')}
      />
      <Field
        label="Total size"
        value={draft.total}
        suffix={symbol.baseAsset}
        onChange={(total) => set({ total })}
        problem={problemOf('total')}
      />
      <Choice
        label="Sizes"
        name="Size distribution"
        value={draft.distribution}
        options={['even', 'towardEnd', 'towardStart'] as const}
        labels={distributionWords}
        onChange={(distribution) => set({ distribution })}
      />
      {check.ok && (
        <table className="scaled-orders" aria-label="Scaled orders">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Price</th>
              <th scope="col">Size ({symbol.baseAsset})</th>
              <th scope="col">Total ({symbol.quoteAsset})</th>
            </tr>
          </thead>
          <tbody>
            {check.orders.map((order, i) => (
              <tr key={order.price}>
                <td>{i + 1}</td>
                <td className="num">{formatPrice(order.price, precision.tickSize)}</td>
                <td className="num">{formatQuantity(order.quantity, precision.stepSize)}</td>
                <td className="num">
                  {formatAmount(dec(order.price).times(order.quantity).toFixed(), symbol.quoteAsset)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="order-form-footer">
        {check.ok && (
          <p className="order-preview" aria-label="Scaled order preview">
            {scaledPreviewText(check, draft, symbol, summary.data?.commissionRates.maker)}
            {check.unchecked.length > 0 &&
              ` Checked by the venue only: ${check.unchecked.map(filterInWords).join(', ')}.`}
          </p>
        )}
        <FormProblems
          problem={problem && problem.field === null ? problem : null}
          blockedReason={blockedReason}
        />
        <button
          type="submit"
          className={`submit side-${draft.side.toLowerCase()}`}
          disabled={!check.ok || blockedReason !== null || place.isPending}
        >
          {check.ok ? `Place ${check.orders.length} ${sideWord} orders` : `Place ${sideWord} orders`}
        </button>
        <ScaledPlacing pending={place.isPending} outcome={place.data} tickSize={precision.tickSize} />
      </div>
      {confirming && check.ok && (
        <ConfirmDialog
          title={`Confirm ${check.orders.length} ${sideWord} orders`}
          preview={check.orders[0]}
          confirmLabel="Place orders"
          onConfirm={send}
          onCancel={() => setConfirming(false)}
        >
          <p>
            {check.orders.length} limit {sideWord}s of {formatQuantity(draft.total, precision.stepSize)}{' '}
            {symbol.baseAsset} in all, from {formatPrice(draft.start, precision.tickSize)} to{' '}
            {formatPrice(draft.end, precision.tickSize)}.
          </p>
        </ConfirmDialog>
      )}
    </form>
  );
}
