import { useState, type ReactNode } from 'react';
import {
  wasNotPlaced,
  type FuturesFamily,
  type FuturesOrderView,
  type FuturesSymbolView,
} from '@shared/ipc/futures';
import { useTerminal } from '../../api/terminal-context';
import { DataTable, type Column } from '../../ui/table/DataTable';
import { ErrorText } from '../orders/ErrorText';
import { StatusWords } from '../orders/status-words';
import { WordAndApiName } from '../../ui/WordAndApiName';
import { useFamilyAction } from './family-action';
import { symbolFigures, isZero } from './figures';
import { futuresTypeWord, sideWords } from '@shared/ipc/order-words';
import { priceMatchWord } from './type-words';
import { venueRefOf } from './venue-ref';
import { isMovableLimit } from './chart-lines';
import { FuturesModifyDialog } from './FuturesModifyDialog';
import { FuturesMoveTriggerDialog } from './FuturesMoveTriggerDialog';
import { isMovableConditional } from '@shared/ipc/futures-moves';

/** The position an order is for: one-way mode's single position, or hedge mode's long or short. */
const positionSideWords: Readonly<Record<string, string>> = { BOTH: 'One-way', LONG: 'Long', SHORT: 'Short' };

/**
 * The family's working orders, each cancellable; an order whose placing answer was lost shows as
 * unknown until main hears from the venue, and one the venue never got as not placed, with the reason.
 */
export function OpenOrdersTable({
  family,
  orders,
  symbols,
  blockedReason,
}: {
  readonly family: FuturesFamily;
  readonly orders: readonly FuturesOrderView[];
  /** The family's contracts: prices and sizes are shown on their tick and step. */
  readonly symbols?: ReadonlyMap<string, FuturesSymbolView>;
  /** Why cancelling is not possible now (connection lost, rate limited); null when it is. */
  readonly blockedReason: string | null;
}) {
  // Kept here, not in its row: a moved conditional order is a new order, and its old row goes.
  const [moving, setMoving] = useState<FuturesOrderView | null>(null);
  const figures = (o: FuturesOrderView) => symbolFigures(symbols?.get(o.symbol));
  const price = (o: FuturesOrderView, v: string) => (isZero(v) ? '—' : figures(o).price(v));
  const columns: Column<FuturesOrderView>[] = [
    { id: 'symbol', header: 'Symbol', cell: (o) => o.symbol },
    { id: 'side', header: 'Side', cell: (o) => sideWords[o.side] },
    {
      id: 'positionSide',
      header: 'Position side',
      cell: (o) => (
        <WordAndApiName word={positionSideWords[o.positionSide] ?? o.positionSide} name={o.positionSide} />
      ),
    },
    {
      id: 'type',
      header: 'Type',
      cell: (o) => <WordAndApiName word={futuresTypeWord(o.origType)} name={o.origType} />,
    },
    {
      id: 'price',
      header: 'Price',
      numeric: true,
      cell: (o) =>
        o.priceMatch !== 'NONE' ? (
          <WordAndApiName word={priceMatchWord(o.priceMatch)} name={o.priceMatch} />
        ) : (
          price(o, o.price)
        ),
    },
    { id: 'stop', header: 'Stop', numeric: true, cell: (o) => price(o, o.stopPrice) },
    // The take profit and stop loss riding on an entry, placed by main when it first fills.
    ...(orders.some((o) => o.exits)
      ? [
          {
            id: 'exits',
            header: 'TP / SL',
            numeric: true,
            cellClass: () => 'exits-cell',
            cell: (o: FuturesOrderView) => exitsCell(o, figures(o).price),
          },
        ]
      : []),
    {
      id: 'quantity',
      header: 'Quantity',
      numeric: true,
      cell: (o) => (o.closePosition ? 'Close position' : figures(o).size(o.origQty)),
    },
    { id: 'filled', header: 'Filled', numeric: true, cell: (o) => figures(o).size(o.executedQty) },
    { id: 'status', header: 'Status', cell: statusText },
    {
      id: 'action',
      header: 'Action',
      cell: (o) => (
        <>
          {o.orderId !== null && isMovableLimit(o) && (
            <ModifyButton
              family={family}
              order={o}
              symbol={symbols?.get(o.symbol)}
              blocked={blockedReason !== null}
            />
          )}
          {isMovableConditional(o) && (
            <button
              type="button"
              aria-label={`Move the trigger of ${orderName(o).toLowerCase()}`}
              onClick={() => setMoving(o)}
              disabled={blockedReason !== null}
            >
              Move
            </button>
          )}
          {(o.orderId !== null || o.algoId !== undefined) && (
            <CancelButton family={family} order={o} blocked={blockedReason !== null} />
          )}
          {wasNotPlaced(o) && <DismissButton family={family} order={o} />}
        </>
      ),
    },
  ];
  return (
    <>
      <DataTable
        label="Open orders"
        className="data-table"
        columns={columns}
        rows={orders}
        rowKey={(o) => o.clientOrderId}
        rowLabel={orderName}
        rowClass={(o) => (o.status === 'UNKNOWN' ? 'order-unknown' : undefined)}
        empty={<p className="empty">No open orders.</p>}
      />
      {moving && (
        <FuturesMoveTriggerDialog
          family={family}
          order={moving}
          symbol={symbols?.get(moving.symbol)}
          onClose={() => setMoving(null)}
        />
      )}
    </>
  );
}

/** A waiting conditional order goes by its algo id; others by the venue's order id, else the client id. */
const orderName = (o: FuturesOrderView) =>
  o.algoId !== undefined
    ? `Conditional order ${o.algoId}`
    : `Order ${o.orderId === null ? o.clientOrderId : String(o.orderId)}`;

function exitsCell(o: FuturesOrderView, price: (value: string) => string): string {
  if (!o.exits) return '';
  const { takeProfit, stopLoss } = o.exits;
  return `${takeProfit ? `TP ${price(takeProfit)}` : 'TP —'} · ${stopLoss ? `SL ${price(stopLoss)}` : 'SL —'}`;
}

/** What the status cell says: the venue's status, or the terminal's own account of a lost answer. */
function statusText(o: FuturesOrderView): ReactNode {
  if (o.algoStatus === 'NEW') return 'Waiting for trigger';
  if (o.status === 'UNKNOWN') return 'Unknown — checking with the venue';
  if (wasNotPlaced(o)) return `Not placed — ${o.problem?.message ?? 'the venue has no such order'}`;
  return <StatusWords status={o.status} />;
}

function CancelButton({
  family,
  order: o,
  blocked,
}: {
  family: FuturesFamily;
  order: FuturesOrderView;
  blocked: boolean;
}) {
  const terminal = useTerminal();
  const ref = venueRefOf(o);
  const cancel = useFamilyAction(family, () => terminal.futures.cancel({ family, symbol: o.symbol, ...ref }));
  return (
    <>
      <button
        type="button"
        aria-label={`Cancel ${orderName(o).toLowerCase()}`}
        onClick={() => cancel.mutate()}
        disabled={blocked || cancel.isPending}
      >
        Cancel
      </button>
      <ErrorText error={cancel.error} />
    </>
  );
}

function ModifyButton({
  family,
  order: o,
  symbol,
  blocked,
}: {
  family: FuturesFamily;
  order: FuturesOrderView;
  symbol: FuturesSymbolView | undefined;
  blocked: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={`Modify ${orderName(o).toLowerCase()}`}
        onClick={() => setOpen(true)}
        disabled={blocked}
      >
        Modify
      </button>
      {open && (
        <FuturesModifyDialog family={family} order={o} symbol={symbol} onClose={() => setOpen(false)} />
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
