import { useState } from 'react';
import type { FuturesFamily } from '@shared/ipc/futures';
import { useTerminal } from '../../api/terminal-context';
import { ConfirmDialog } from '../order-entry/ConfirmDialog';
import { ErrorText } from '../orders/ErrorText';
import { marketLabels } from '../market-panel/PanelSymbolBar';
import { usePreferences } from '../settings/preferences-store';
import { useFamilyAction } from './family-action';

/**
 * Cancels every working order of a contract, its waiting conditional orders too, after confirmation
 * where the trader wants one. `start` is what the cancel-all hotkey calls.
 */
export function useFuturesCancelAll(
  family: FuturesFamily,
  symbol: string,
  told?: { readonly done: (cancelled: number) => void; readonly failed: (error: unknown) => void },
) {
  const terminal = useTerminal();
  const confirm = usePreferences((s) => s.confirm.cancelAll);
  const [confirming, setConfirming] = useState(false);
  const cancelAll = useFamilyAction(family, () => terminal.futures.cancelAll({ family, symbol }));
  const run = () =>
    cancelAll.mutate(undefined, {
      onSuccess: ({ cancelled }) => told?.done(cancelled),
      onError: (error) => told?.failed(error),
    });
  const start = () => (confirm ? setConfirming(true) : run());
  const name = `${symbol} (${marketLabels[family]})`;
  const confirmation = confirming && (
    <ConfirmDialog
      title={`Cancel every open order on ${name}?`}
      confirmLabel="Cancel all orders"
      onConfirm={() => {
        setConfirming(false);
        run();
      }}
      onCancel={() => setConfirming(false)}
    >
      <p>Limits and conditional orders alike; positions stay open, and their take profit and stop loss go.</p>
    </ConfirmDialog>
  );
  return { start, cancelAll, confirmation, name };
}

/** The futures pane's Cancel all button for the contract it shows, and what it did. */
export function FuturesCancelAll({
  family,
  symbol,
  blocked,
  none,
}: {
  readonly family: FuturesFamily;
  readonly symbol: string;
  readonly blocked: boolean;
  /** No order of the contract is working: nothing to cancel. */
  readonly none: boolean;
}) {
  const { start, cancelAll, confirmation, name } = useFuturesCancelAll(family, symbol);
  const cancelled = cancelAll.data?.cancelled;
  return (
    <>
      <button type="button" onClick={start} disabled={blocked || none || cancelAll.isPending}>
        Cancel all {symbol}
      </button>
      <ErrorText error={cancelAll.error} label="Cancel all error" />
      {cancelled !== undefined && (
        <p role="status" aria-label="Cancel all result">
          Cancelled {cancelled} order{cancelled === 1 ? '' : 's'} on {name}.
        </p>
      )}
      {confirmation}
    </>
  );
}
