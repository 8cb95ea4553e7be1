import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { NewOrderArgs } from '@shared/ipc/order-args';
import { useTerminal } from '../../api/terminal-context';
import { Dialog } from '../../ui/Dialog';
import { CommissionFigures } from './CommissionFigures';
import { ErrorText } from '../orders/ErrorText';

interface ConfirmDialogProps {
  readonly title: string;
  readonly children: ReactNode;
  /** The order whose commission order/test previews (a list's working or first leg). */
  readonly preview?: NewOrderArgs;
  readonly confirmLabel: string;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** Asks before an action, with order/test's commission preview for orders; Escape or a click outside cancels. */
export function ConfirmDialog({
  title,
  children,
  preview,
  confirmLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const terminal = useTerminal();
  const commission = useQuery({
    queryKey: ['orders', 'test', preview] as const,
    queryFn: () => terminal.orders.test({ order: preview!, computeCommissionRates: true }),
    enabled: preview !== undefined,
    retry: false,
    staleTime: 0,
  });
  return (
    <Dialog title={title} onDismiss={onCancel}>
      <div className="dialog-body">{children}</div>
      {preview && (
        <section aria-label="Commission preview" className="commission-preview">
          {commission.isPending && <p>Asking the venue for the commission…</p>}
          <ErrorText error={commission.error} label="Order test failed" />
          {commission.data && (
            <CommissionFigures
              standardTerm="Commission maker / taker"
              standard={commission.data.standardCommissionForOrder}
              tax={commission.data.taxCommissionForOrder}
              discount={commission.data.discount}
            />
          )}
          {commission.isSuccess && commission.data === null && <p>The venue gave no commission rates.</p>}
        </section>
      )}
      <div className="dialog-actions">
        <button type="button" onClick={onConfirm} autoFocus>
          {confirmLabel}
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </Dialog>
  );
}
