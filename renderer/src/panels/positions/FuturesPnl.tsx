import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { FuturesFamily } from '@shared/ipc/futures';
import type { ClosedPositionView, FuturesPositionPnl } from '@shared/ipc/futures-pnl';
import { useFuturesChanges } from '../../api/futures-changes';
import { futuresQueries } from '../../api/futures-queries';
import { useTerminal } from '../../api/terminal-context';
import { useUiStore, type TimeDisplay } from '../../stores/ui-store';
import { formatDateTime } from '../../ui/format-time';
import { DataTable, type Column } from '../../ui/table/DataTable';
import { Choice } from '../order-entry/Field';
import { ErrorText } from '../orders/ErrorText';
import { direction, percent, quantity, signed } from './figures';

const familyLabels: Record<FuturesFamily, string> = { usdm: 'USDⓈ-M', coinm: 'COIN-M' };
const when = (ms: number | null, display: TimeDisplay) =>
  ms === null ? 'before the span' : formatDateTime(ms, display);
const sideOf = (p: { positionSide: string }) => (p.positionSide === 'BOTH' ? 'One-way' : p.positionSide);

/** A signed amount in the row's asset, green or red by its sign. */
function pnlColumn<Row extends { asset: string }>(
  id: string,
  header: string,
  amount: (row: Row) => string | null,
): Column<Row> {
  return {
    id,
    header,
    numeric: true,
    cell: (row) => signed(amount(row), row.asset),
    cellClass: (row) => direction(amount(row)),
  };
}

/** Futures realized P&L, ROE, funding and closed positions, read from the venue's own records. */
export function FuturesPnl() {
  const terminal = useTerminal();
  const [family, setFamily] = useState<FuturesFamily>('usdm');
  const pnl = useQuery(futuresQueries.pnl(terminal, family));
  const timeDisplay = useUiStore((s) => s.timeDisplay);
  // A fill or a funding payment told by the user-data stream: read the records again.
  useFuturesChanges(family);
  const view = pnl.data;

  const positionColumns: Column<FuturesPositionPnl>[] = [
    { id: 'symbol', header: 'Symbol', rowHeader: true, cell: (p) => p.symbol },
    { id: 'side', header: 'Side', cell: sideOf },
    { id: 'size', header: 'Size', numeric: true, cell: (p) => quantity(p.size) },
    pnlColumn('realized', 'Realized P&L', (p) => p.realizedPnl),
    { id: 'commission', header: 'Commission', numeric: true, cell: (p) => signed(p.commission, p.asset) },
    pnlColumn('funding', 'Funding', (p) => p.funding),
    pnlColumn('unrealized', 'Unrealized P&L', (p) => p.unrealizedPnl),
    {
      id: 'roe',
      header: 'ROE',
      numeric: true,
      cell: (p) => percent(p.roePercent),
      cellClass: (p) => direction(p.roePercent),
    },
  ];
  const closedColumns: Column<ClosedPositionView>[] = [
    { id: 'symbol', header: 'Symbol', rowHeader: true, cell: (c) => c.symbol },
    { id: 'direction', header: 'Position', cell: (c) => `${c.direction} ${quantity(c.maxSize)}` },
    { id: 'opened', header: 'Opened', cell: (c) => when(c.openedAt, timeDisplay) },
    { id: 'closed', header: 'Closed', cell: (c) => when(c.closedAt, timeDisplay) },
    {
      id: 'entry',
      header: 'Entry',
      numeric: true,
      cell: (c) => (c.entryPrice === null ? '—' : quantity(c.entryPrice)),
    },
    { id: 'exit', header: 'Exit', numeric: true, cell: (c) => quantity(c.exitPrice) },
    pnlColumn('realized', 'Realized P&L', (c) => c.realizedPnl),
    { id: 'funding', header: 'Funding', numeric: true, cell: (c) => signed(c.funding, c.asset) },
    pnlColumn('net', 'Net after fees', (c) => c.net),
    { id: 'roe', header: 'ROE', numeric: true, cell: (c) => percent(c.roePercent) },
  ];

  return (
    <div className="futures-pnl">
      <Choice
        label="Futures"
        name="Futures family"
        value={family}
        options={['usdm', 'coinm'] as const}
        labels={familyLabels}
        onChange={setFamily}
      />
      <ErrorText error={pnl.error} label="Futures P&L could not be read" />
      {pnl.isPending && <p aria-live="polite">Reading the futures account&apos;s records…</p>}
      {view && (
        <>
          {view.totals.map((t) => (
            <dl key={t.asset} className="figures positions-totals" aria-label={`Futures P&L in ${t.asset}`}>
              <dt>Realized</dt>
              <dd className={direction(t.realizedPnl)}>{signed(t.realizedPnl, t.asset)}</dd>
              <dt>Commission</dt>
              <dd>{signed(t.commission, t.asset)}</dd>
              <dt>Funding</dt>
              <dd className={direction(t.funding)}>{signed(t.funding, t.asset)}</dd>
              <dt>Net</dt>
              <dd className={direction(t.net)}>
                {signed(t.net, t.asset)} {t.asset}
              </dd>
              <dt>Unrealized</dt>
              <dd className={direction(t.unrealizedPnl)}>{signed(t.unrealizedPnl, t.asset)}</dd>
            </dl>
          ))}
          <DataTable
            label={`${familyLabels[family]} P&L per position`}
            columns={positionColumns}
            rows={view.positions}
            rowKey={(p) => `${p.symbol} ${p.positionSide}`}
            rowLabel={(p) => `${p.symbol} ${sideOf(p)} futures position`}
            empty={<p>No futures position and no fills in the last 7 days.</p>}
          />
          <h4>Closed positions</h4>
          <DataTable
            label={`${familyLabels[family]} closed positions`}
            columns={closedColumns}
            rows={view.closed}
            rowKey={(c) => `${c.symbol} ${c.positionSide} ${c.closedAt}`}
            rowLabel={(c) => `${c.symbol} ${c.direction} closed ${when(c.closedAt, timeDisplay)}`}
            empty={<p>No position was closed in the last 7 days.</p>}
          />
          <p className="muted">
            From the venue&apos;s income history and fills over the last 7 days. ROE: unrealized P&amp;L over
            the margin the position needs at the mark (closed: realized over the margin its largest size
            needed at today&apos;s leverage). Funding is booked per symbol.
          </p>
        </>
      )}
    </div>
  );
}
