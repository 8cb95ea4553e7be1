import { useState } from 'react';
import { useCancelAll } from '../../api/orders-queries';
import { useMarketStore } from '../../stores/market-store';
import { ConfirmDialog } from '../order-entry/ConfirmDialog';
import { useHotkey } from '../order-entry/use-hotkeys';
import { usePreferences } from '../settings/preferences-store';
import { ErrorText } from './ErrorText';

interface CancelAllButtonProps {
  readonly symbol: string;
  readonly blockedReason: string | null;
  /** Whether the cancel-all hotkey acts through this button (one place in the window only). */
  readonly withHotkey?: boolean;
}

/** Cancels every open order and list of a symbol, after confirmation where the trader wants one. */
export function CancelAllButton({ symbol, blockedReason, withHotkey }: CancelAllButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const confirm = usePreferences((s) => s.confirm.cancelAll);
  const cancelAll = useCancelAll();
  const run = () => {
    setConfirming(false);
    cancelAll.mutate(symbol);
  };
  const start = () => {
    if (blockedReason) return;
    if (confirm) setConfirming(true);
    else run();
  };
  useHotkey('cancelAll', () => {
    // With a futures contract on the market panels the hotkey cancels its orders instead (FuturesHotkeys).
    if (withHotkey && !useMarketStore.getState().linkedFutures) start();
  });
  return (
    <>
      <button type="button" onClick={start} disabled={blockedReason !== null || cancelAll.isPending}>
        Cancel all {symbol}
      </button>
      <ErrorText error={cancelAll.error} label="Cancel all error" />
      {cancelAll.data && (
        <p role="status" aria-label="Cancel all result">
          Cancelled {cancelAll.data.length} order{cancelAll.data.length === 1 ? '' : 's'} on {symbol}.
        </p>
      )}
      {confirming && (
        <ConfirmDialog
          title={`Cancel every open order on ${symbol}?`}
          confirmLabel="Cancel all orders"
          onConfirm={run}
          onCancel={() => setConfirming(false)}
        >
          <p>Every open order and order list on {symbol} will be cancelled.</p>
        </ConfirmDialog>
      )}
    </>
  );
}
