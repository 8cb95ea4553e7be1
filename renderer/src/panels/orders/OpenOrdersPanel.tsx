import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { OrderListView, OrderView } from '@shared/ipc/orders';
import { ordersQueries, useCancelList, useCancelOrder } from '../../api/orders-queries';
import { useTerminal } from '../../api/terminal-context';
import { useLastPrice, useSymbolInfo } from '../order-entry/trading-queries';
import { useTradingSymbol } from '../order-entry/trading-symbol-store';
import { useTradingGuard } from '../../api/use-trading-guard';
import { useUiStore } from '../../stores/ui-store';
import { formatPrice, formatQuantity } from '@shared/decimal/format';
import { formatClock } from '../../ui/format-time';
import { CancelAllButton } from './CancelAllButton';
import { ErrorText } from './ErrorText';
import { ModifyOrderDialog } from './ModifyOrderDialog';
import { OrderStatus } from './OrderStatus';
import { TableHead, type Column } from '../../ui/table/DataTable';
import { listStatusWord, sideWords, spotTypeWord } from '@shared/ipc/order-words';
import { WordAndApiName } from '../../ui/WordAndApiName';

/** The columns' headers; rows are drawn by hand, as a list's orders sit under a row of their own. */
const openOrderHeaders: Column<never>[] = [
  { id: 'time', header: 'Time', cell: () => null },
  { id: 'symbol', header: 'Symbol', cell: () => null },
  { id: 'side', header: 'Side', cell: () => null },
  { id: 'type', header: 'Type', cell: () => null },
  { id: 'price', header: 'Price', numeric: true, cell: () => null },
  { id: 'stop', header: 'Stop', numeric: true, cell: () => null },
  { id: 'filled', header: 'Filled / qty', numeric: true, cell: () => null },
  { id: 'status', header: 'Status', cell: () => null },
  { id: 'actions', header: 'Actions', cell: () => null },
];

/** Open orders and order lists, kept current by main's pushes, with cancel and modify. */
export function OpenOrdersPanel() {
  const terminal = useTerminal();
  const open = useQuery(ordersQueries.open(terminal));
  const lists = useQuery(ordersQueries.openLists(terminal));
  const activeSymbol = useTradingSymbol((s) => s.symbol);
  const guard = useTradingGuard();
  const cancel = useCancelOrder();
  const cancelList = useCancelList();
  const [modifying, setModifying] = useState<OrderView | null>(null);
  const { symbols } = useSymbolInfo(null);
  const modifyInfo = modifying ? symbols?.get(modifying.symbol) : undefined;
  const lastPrice = useLastPrice(modifying?.symbol ?? null);
  const timeDisplay = useUiStore((s) => s.timeDisplay);
  const blocked = guard.reason !== null;

  /** Prices and sizes at the symbol's tick and step, whether main built the view or the venue did. */
  const shown = (o: OrderView) => {
    const info = symbols?.get(o.symbol);
    const tick = info?.filters.find((f) => f.filterType === 'PRICE_FILTER');
    const step = info?.filters.find((f) => f.filterType === 'LOT_SIZE');
    const price = (v: string) => (tick?.filterType === 'PRICE_FILTER' ? formatPrice(v, tick.tickSize) : v);
    const qty = (v: string) => (step?.filterType === 'LOT_SIZE' ? formatQuantity(v, step.stepSize) : v);
    return { price, qty };
  };

  const row = (o: OrderView, inList: boolean) => (
    <tr key={o.clientOrderId} className={o.status === 'UNKNOWN' ? 'row-unknown' : undefined}>
      <td className="num clock">{formatClock(o.time, timeDisplay)}</td>
      <td>{o.symbol}</td>
      <td className={`side-${o.side.toLowerCase()}`}>{sideWords[o.side]}</td>
      <td>
        <WordAndApiName word={spotTypeWord(o.type)} name={o.type} />
      </td>
      <td className="num">{shown(o).price(o.price)}</td>
      <td className="num">{o.stopPrice === null ? '' : shown(o).price(o.stopPrice)}</td>
      <td className="num">
        {shown(o).qty(o.executedQty)} / {shown(o).qty(o.origQty)}
      </td>
      <td>
        <OrderStatus order={o} />
      </td>
      <td>
        {!inList && (
          <>
            <button
              type="button"
              aria-label={`Cancel ${o.clientOrderId}`}
              disabled={blocked || o.status === 'SENDING'}
              onClick={() =>
                cancel.mutate({
                  order:
                    o.orderId === null
                      ? { symbol: o.symbol, clientOrderId: o.clientOrderId }
                      : { symbol: o.symbol, orderId: o.orderId },
                })
              }
            >
              Cancel
            </button>
            <button
              type="button"
              aria-label={`Modify ${o.clientOrderId}`}
              disabled={blocked || o.status === 'UNKNOWN' || o.status === 'SENDING' || o.orderId === null}
              onClick={() => setModifying(o)}
            >
              Modify
            </button>
          </>
        )}
      </td>
    </tr>
  );

  const singles = (open.data ?? []).filter((o) => o.orderListId === -1);
  const listBlock = (l: OrderListView) => (
    <tbody key={l.listClientOrderId} aria-label={`${l.contingencyType} ${l.listClientOrderId}`}>
      <tr className="list-head">
        <th colSpan={8} scope="rowgroup">
          {l.contingencyType} {l.symbol} ·{' '}
          <WordAndApiName word={listStatusWord(l.listOrderStatus)} name={l.listOrderStatus} />
        </th>
        <td>
          <button
            type="button"
            aria-label={`Cancel list ${l.listClientOrderId}`}
            disabled={blocked || l.orderListId === null}
            onClick={() =>
              l.orderListId !== null && cancelList.mutate({ symbol: l.symbol, orderListId: l.orderListId })
            }
          >
            Cancel list
          </button>
        </td>
      </tr>
      {l.orders.map((o) => row(o, true))}
    </tbody>
  );

  return (
    <section className="panel orders-panel" aria-labelledby="open-orders-heading">
      <h2 id="open-orders-heading">Open orders</h2>
      <div className="actions">
        {activeSymbol && <CancelAllButton symbol={activeSymbol} blockedReason={guard.reason} />}
        {guard.reason && (
          <p role="alert" className="error-text" aria-label="Trading disabled">
            {guard.reason}
          </p>
        )}
      </div>
      <ErrorText error={open.error} label="Open orders could not be loaded" />
      <ErrorText error={lists.error} label="Open order lists could not be loaded" />
      <ErrorText error={cancel.error} label="Cancel error" />
      <ErrorText error={cancelList.error} label="Cancel list error" />
      <table aria-label="Open orders">
        <TableHead columns={openOrderHeaders} />
        <tbody>{singles.map((o) => row(o, false))}</tbody>
        {(lists.data ?? []).map(listBlock)}
      </table>
      {open.isSuccess && singles.length === 0 && (lists.data ?? []).length === 0 && <p>No open orders.</p>}
      {modifying && modifyInfo && (
        <ModifyOrderDialog
          order={modifying}
          symbol={modifyInfo}
          lastPrice={lastPrice}
          onClose={() => setModifying(null)}
        />
      )}
    </section>
  );
}
