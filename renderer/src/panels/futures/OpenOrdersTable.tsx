import { useMutation, useQueryClient } from '@tanstack/react-query';
import { describeError } from '@shared/ipc/errors';
import { wasNotPlaced, type FuturesFamily, type FuturesOrderView } from '@shared/ipc/futures';
import { futuresQueries } from '../../api/futures-queries';
import { useTerminal } from '../../api/terminal-context';
import { exact, isZero } from './figures';

/**
 * The family's working orders, each cancellable; an order whose placing answer was lost shows as
 * unknown until main hears from the venue, and one the venue never got as not placed, with the reason.
 */
export function OpenOrdersTable({
  family,
  orders,
  blockedReason,
}: {
  readonly family: FuturesFamily;
  readonly orders: readonly FuturesOrderView[];
  /** Why cancelling is not possible now (connection lost, rate limited); null when it is. */
  readonly blockedReason: string | null;
}) {
  if (orders.length === 0) return <p className="empty">No open orders.</p>;
  return (
    <table aria-label="Open orders" className="data-table">
      <thead>
        <tr>
          <th scope="col">Symbol</th>
          <th scope="col">Side</th>
          <th scope="col">Position side</th>
          <th scope="col">Type</th>
          <th scope="col" className="num-col">
            Price
          </th>
          <th scope="col" className="num-col">
            Stop
          </th>
          <th scope="col" className="num-col">
            Quantity
          </th>
          <th scope="col" className="num-col">
            Filled
          </th>
          <th scope="col">Status</th>
          <th scope="col">Action</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((o) => (
          <OrderRow key={o.clientOrderId} family={family} order={o} blocked={blockedReason !== null} />
        ))}
      </tbody>
    </table>
  );
}

/** What the status cell says: the venue's status, or the terminal's own account of a lost answer. */
function statusText(o: FuturesOrderView): string {
  if (o.status === 'UNKNOWN') return 'Unknown — checking with the venue';
  if (wasNotPlaced(o)) return `Not placed — ${o.problem?.message ?? 'the venue has no such order'}`;
  return o.status;
}

function OrderRow({
  family,
  order: o,
  blocked,
}: {
  family: FuturesFamily;
  order: FuturesOrderView;
  blocked: boolean;
}) {
  const price = (v: string) => (isZero(v) ? '—' : exact(v));
  const name = o.orderId === null ? o.clientOrderId : String(o.orderId);
  return (
    <tr aria-label={`Order ${name}`} className={o.status === 'UNKNOWN' ? 'order-unknown' : undefined}>
      <td>{o.symbol}</td>
      <td>{o.side}</td>
      <td>{o.positionSide}</td>
      <td>{o.origType}</td>
      <td className="num">{o.priceMatch !== 'NONE' ? o.priceMatch : price(o.price)}</td>
      <td className="num">{price(o.stopPrice)}</td>
      <td className="num">{o.closePosition ? 'Close position' : exact(o.origQty)}</td>
      <td className="num">{exact(o.executedQty)}</td>
      <td>{statusText(o)}</td>
      <td>
        {o.orderId !== null && (
          <CancelButton family={family} order={o} orderId={o.orderId} blocked={blocked} />
        )}
        {wasNotPlaced(o) && <DismissButton family={family} order={o} />}
      </td>
    </tr>
  );
}

/** Re-reads the family's orders and positions as soon as an action on an order is answered. */
function useFamilyAction(family: FuturesFamily, action: () => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSettled: () => client.invalidateQueries({ queryKey: futuresQueries.family(family) }),
  });
}

function CancelButton({
  family,
  order: o,
  orderId,
  blocked,
}: {
  family: FuturesFamily;
  order: FuturesOrderView;
  orderId: number;
  blocked: boolean;
}) {
  const terminal = useTerminal();
  const cancel = useFamilyAction(family, () =>
    terminal.futures.cancel({ family, symbol: o.symbol, orderId }),
  );
  return (
    <>
      <button
        type="button"
        aria-label={`Cancel order ${orderId}`}
        onClick={() => cancel.mutate()}
        disabled={blocked || cancel.isPending}
      >
        Cancel
      </button>
      {cancel.isError && (
        <p role="alert" className="error-text">
          {describeError(cancel.error)}
        </p>
      )}
    </>
  );
}

function DismissButton({ family, order: o }: { family: FuturesFamily; order: FuturesOrderView }) {
  const terminal = useTerminal();
  const dismiss = useFamilyAction(family, () =>
    terminal.futures.dismiss({ family, clientOrderId: o.clientOrderId }),
  );
  return (
    <button
      type="button"
      aria-label={`Dismiss order ${o.clientOrderId}`}
      onClick={() => dismiss.mutate()}
      disabled={dismiss.isPending}
    >
      Dismiss
    </button>
  );
}
