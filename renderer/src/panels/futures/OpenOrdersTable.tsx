import { useMutation } from '@tanstack/react-query';
import { describeError } from '../../../../shared/ipc/errors';
import type { FuturesFamily, FuturesOrderView } from '../../../../shared/ipc/futures';
import { useTerminal } from '../../api/terminal-context';
import { exact, isZero } from './figures';

/** The family's working orders, each cancellable. */
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
          <th scope="col">Price</th>
          <th scope="col">Stop</th>
          <th scope="col">Quantity</th>
          <th scope="col">Filled</th>
          <th scope="col">Status</th>
          <th scope="col">Action</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((o) => (
          <OrderRow key={o.orderId} family={family} order={o} blocked={blockedReason !== null} />
        ))}
      </tbody>
    </table>
  );
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
  const terminal = useTerminal();
  const cancel = useMutation({
    mutationFn: () => terminal.futures.cancel({ family, symbol: o.symbol, orderId: o.orderId }),
  });
  const price = (v: string) => (isZero(v) ? '—' : exact(v));
  return (
    <tr aria-label={`Order ${o.orderId}`}>
      <td>{o.symbol}</td>
      <td>{o.side}</td>
      <td>{o.positionSide}</td>
      <td>{o.origType}</td>
      <td className="num">{o.priceMatch !== 'NONE' ? o.priceMatch : price(o.price)}</td>
      <td className="num">{price(o.stopPrice)}</td>
      <td className="num">{o.closePosition ? 'Close position' : exact(o.origQty)}</td>
      <td className="num">{exact(o.executedQty)}</td>
      <td>{o.status}</td>
      <td>
        <button
          type="button"
          aria-label={`Cancel order ${o.orderId}`}
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
      </td>
    </tr>
  );
}
