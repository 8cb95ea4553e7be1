import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { formatAmount, formatPrice, formatQuantity } from '@shared/decimal/format';
import type { SpotTwapArgs } from '@shared/ipc/order-args';
import { precisionOf } from '@shared/market/symbol-precision';
import { accountQueries } from '../../api/account-queries';
import { useTerminal } from '../../api/terminal-context';
import { SideToggle } from '../../ui/SideToggle';
import { ErrorText } from '../orders/ErrorText';
import { usePreferences } from '../settings/preferences-store';
import { ConfirmDialog } from './ConfirmDialog';
import { Choice, Field } from './Field';
import { FormProblems } from './FormProblems';
import type { SpotFormProps } from './SpotOrderForm';
import { SpotTwaps } from './SpotTwaps';
import { foldSpotTwap } from '../../api/orders-queries';
import { checkSpotTwap, emptySpotTwapDraft, type SpotTwapDraft } from './spot-twap-check';
import { durationUnits, twapPlanText, type DurationUnit } from './twap-plan';

const units = Object.keys(durationUnits) as DurationUnit[];

/**
 * A spot TWAP: a size main buys or sells at market in equal slices spread evenly over a time, the first
 * at once; a limit skips a slice whose price would be past it. Checked as main and the venue will check
 * it, confirmed where orders are; the TWAPs are listed under the form.
 */
export function SpotTwapForm({ symbol, lastPrice, blockedReason }: SpotFormProps) {
  const terminal = useTerminal();
  const [draft, setDraft] = useState<SpotTwapDraft>(emptySpotTwapDraft);
  const [confirming, setConfirming] = useState(false);
  const confirm = usePreferences((s) => s.confirm.order);
  const client = useQueryClient();
  // The answer is the TWAP as it stands once its first slice is placed: listed at once.
  const start = useMutation({
    mutationFn: (args: SpotTwapArgs) => terminal.orders.twap(args),
    onSuccess: (twap) => foldSpotTwap(terminal, client, twap),
  });
  const summary = useQuery(accountQueries.summary(terminal));
  const free = useMemo(
    () => summary.data && new Map(summary.data.balances.map((b) => [b.asset, b.free])),
    [summary.data],
  );
  const { tickSize, stepSize } = precisionOf(symbol);
  const size = (v: string) => formatQuantity(v, stepSize);
  const price = (v: string) => formatPrice(v, tickSize);
  const set = (change: Partial<SpotTwapDraft>) => {
    start.reset();
    setDraft((d) => ({ ...d, ...change }));
  };
  const check = checkSpotTwap(draft, symbol, { free, lastPrice });
  const buy = draft.side === 'BUY';
  const sideWord = buy ? 'buy' : 'sell';
  const plan = check.ok ? twapPlanText(check.plan, draft.side, symbol.baseAsset, size, price) : '';
  const send = () => {
    if (!check.ok) return;
    start.mutate(check.args);
    setConfirming(false);
  };
  return (
    <>
      <form
        aria-label="TWAP order"
        className="order-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (!check.ok || blockedReason) return;
          if (confirm) setConfirming(true);
          else send();
        }}
      >
        <SideToggle side={draft.side} onChange={(side) => set({ side })} />
        <Field
          label="Total size"
          name="TWAP size"
          value={draft.quantity}
          suffix={symbol.baseAsset}
          onChange={(quantity) => set({ quantity: quantity.trim() })}
        />
        <Field
          label="Slices"
          value={draft.slices}
          inputMode="numeric"
          onChange={(slices) => set({ slices: slices.trim() })}
        />
        <Field
          label="Over"
          name="Duration"
          value={draft.duration}
          onChange={(duration) => set({ duration: duration.trim() })}
        />
        <Choice label="Unit" value={draft.unit} options={units} onChange={(unit) => set({ unit })} />
        <Field
          label={buy ? 'Skip above' : 'Skip below'}
          name="TWAP limit price"
          value={draft.limitPrice}
          suffix={symbol.quoteAsset}
          onChange={(limitPrice) => set({ limitPrice: limitPrice.trim() })}
        />
        <div className="order-form-footer">
          {check.ok && (
            <p className="order-preview" role="status" aria-label="TWAP plan">
              {plan}
              {check.takes &&
                (buy
                  ? ` About ${formatAmount(check.takes.amount, check.takes.asset)} ${check.takes.asset} at the last price.`
                  : ` ${size(check.takes.amount)} ${check.takes.asset} in all.`)}
            </p>
          )}
          <FormProblems problem={(!check.ok && check.problem) || null} blockedReason={blockedReason} />
          <button
            type="submit"
            className={`submit side-${draft.side.toLowerCase()}`}
            disabled={!check.ok || blockedReason !== null || start.isPending}
          >
            Start TWAP {sideWord}
          </button>
          <ErrorText error={start.error} label="TWAP refused" />
        </div>
        {confirming && check.ok && (
          <ConfirmDialog
            title={`Confirm TWAP ${sideWord}`}
            confirmLabel="Start TWAP"
            onConfirm={send}
            onCancel={() => setConfirming(false)}
          >
            <p>{plan}</p>
          </ConfirmDialog>
        )}
      </form>
      <SpotTwaps />
    </>
  );
}
