import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { costMethodLabels, costMethods, type CostMethod } from '@shared/ipc/positions';
import { positionsQueries } from '../../api/positions-queries';
import { useTerminal } from '../../api/terminal-context';
import { DataTable } from '../../ui/table/DataTable';
import { downloadCsv, toCsv } from '../history/csv';
import { Choice } from '../order-entry/Field';
import { ErrorText } from '../orders/ErrorText';
import { AllocationBar } from './AllocationBar';
import { CostLots } from './CostLots';
import { DailyPnl } from './DailyPnl';
import { FuturesPnl } from './FuturesPnl';
import { direction, money, signed } from './figures';
import { positionColumns, sortPositions } from './position-columns';
import { positionCsvColumns, realizedCsvColumns } from './positions-csv';
import { ProfileTotals } from './ProfileTotals';
import './positions.css';

type ExportRange = '1d' | '7d' | '30d' | 'all';
const exportRangeLabels: Record<ExportRange, string> = {
  '1d': 'Last 24 hours',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  all: 'All time',
};
const rangeMs: Record<Exclude<ExportRange, 'all'>, number> = {
  '1d': 86_400_000,
  '7d': 7 * 86_400_000,
  '30d': 30 * 86_400_000,
};

/** Spot positions per asset with their cost and P&L, computed in main from the account's own trades. */
export function PositionsPanel() {
  const terminal = useTerminal();
  const [quoteAsset, setQuoteAsset] = useState('USDT');
  const [method, setMethod] = useState<CostMethod>('average');
  const [sort, setSort] = useState<{ column: string; descending: boolean }>({
    column: 'marketValue',
    descending: true,
  });
  const [drilled, setDrilled] = useState<string | null>(null);
  const [everyProfile, setEveryProfile] = useState(false);
  const [futures, setFutures] = useState(false);
  const [exportRange, setExportRange] = useState<ExportRange>('30d');
  const [exportError, setExportError] = useState<unknown>(null);
  const view = useQuery(positionsQueries.list(terminal, quoteAsset, method));

  const shown = view.data;
  const q = shown?.quoteAsset ?? quoteAsset;
  const positions = sortPositions(shown?.positions ?? [], sort.column, sort.descending);
  const drilledPosition = positions.find((p) => p.asset === drilled);
  const columns = positionColumns(q, (p) => (
    <button
      type="button"
      aria-expanded={drilled === p.asset}
      aria-label={`Trades making up the cost of ${p.asset}`}
      onClick={() => setDrilled(drilled === p.asset ? null : p.asset)}
    >
      Trades
    </button>
  ));
  const stamp = () => new Date().toISOString().slice(0, 10);

  const exportRealized = async () => {
    setExportError(null);
    try {
      const now = Date.now();
      const rows = await terminal.positions.realized({
        quoteAsset,
        method,
        ...(exportRange === 'all' ? {} : { startTime: now - rangeMs[exportRange], endTime: now }),
      });
      downloadCsv(
        `realized-pnl-${method}-${quoteAsset}-${exportRange}-${stamp()}.csv`,
        toCsv(realizedCsvColumns(method, quoteAsset), rows),
      );
    } catch (error) {
      setExportError(error);
    }
  };

  const assets = [
    ...new Set([quoteAsset, 'USDT', 'BTC', ...(view.data?.positions ?? []).map((p) => p.asset)]),
  ];
  return (
    <section className="panel positions-panel" aria-labelledby="positions-heading">
      <h2 id="positions-heading">Positions</h2>
      <div className="actions">
        <Choice
          label="Value in"
          name="Valuation asset"
          value={quoteAsset}
          options={assets}
          onChange={setQuoteAsset}
        />
        <Choice
          label="Cost method"
          name="Cost method"
          value={method}
          options={costMethods}
          labels={costMethodLabels}
          onChange={setMethod}
        />
      </div>
      <ErrorText error={view.error} label="Positions could not be computed" />
      {view.isPending && <p aria-live="polite">Reading the account&apos;s trades…</p>}
      {shown && (
        <>
          <p className="muted" aria-live="polite">
            Costs by {costMethodLabels[shown.method]}, in {shown.quoteAsset}
            {view.isPlaceholderData ? ' (updating…)' : ''}
          </p>
          {/* One wrapping line of label–figure pairs, so the summary fits the bottom strip. */}
          <dl className="positions-totals" aria-label="Portfolio P&L">
            <div>
              <dt>Value</dt>
              <dd>
                {money(shown.total, q)} {q}
              </dd>
            </div>
            <SignedFigure label="Unrealized" value={shown.unrealized} asset={q} />
            <SignedFigure label="Realized today" value={shown.realized.today} asset={q} />
            <SignedFigure label="7 d" title="Realized over 7 days" value={shown.realized.d7} asset={q} />
            <SignedFigure label="30 d" title="Realized over 30 days" value={shown.realized.d30} asset={q} />
            <SignedFigure label="All time" title="Realized all time" value={shown.realized.all} asset={q} />
            <div>
              <dt>Fees paid</dt>
              <dd>{money(shown.feesValue, q)}</dd>
            </div>
          </dl>
          {shown.unpriced.length > 0 && (
            <p className="muted">
              Not valued (no price in {quoteAsset}): {shown.unpriced.join(', ')}
            </p>
          )}
          <AllocationBar positions={shown.positions} />
          <div className="positions-table">
            <DataTable
              label="Spot positions"
              columns={columns}
              rows={positions}
              rowKey={(p) => p.asset}
              rowLabel={(p) => `${p.asset} position`}
              sort={{
                column: sort.column,
                direction: sort.descending ? 'descending' : 'ascending',
                onSort: (column) =>
                  setSort((s) => ({
                    column,
                    descending: s.column === column ? !s.descending : column !== 'asset',
                  })),
              }}
              empty={<p>Nothing held and no trades read yet.</p>}
            />
          </div>
          {drilledPosition && (
            <CostLots
              position={drilledPosition}
              method={method}
              quoteAsset={q}
              onClose={() => setDrilled(null)}
            />
          )}
          <DailyPnl view={view.data} />
          <p className="muted">
            Trades read from {shown.symbols.length} symbols. Fees count as realized P&amp;L when paid;
            deposits and transfers are held without a cost and never count as P&amp;L.
          </p>
          <div className="actions">
            <button
              type="button"
              onClick={() =>
                downloadCsv(
                  `positions-${shown.method}-${shown.quoteAsset}-${stamp()}.csv`,
                  toCsv(positionCsvColumns(shown.method, shown.quoteAsset), positions),
                )
              }
            >
              Export positions to CSV
            </button>
            <Choice
              label="Realized P&L range"
              name="Realized P&L export range"
              value={exportRange}
              options={['1d', '7d', '30d', 'all'] as const}
              labels={exportRangeLabels}
              onChange={setExportRange}
            />
            <button type="button" onClick={() => void exportRealized()}>
              Export realized P&amp;L per trade to CSV
            </button>
          </div>
          <ErrorText error={exportError} label="Realized P&L could not be exported" />
        </>
      )}
      <h3>Futures</h3>
      {futures ? (
        <FuturesPnl />
      ) : (
        <button type="button" onClick={() => setFutures(true)}>
          Show futures realized P&amp;L, ROE, funding and closed positions
        </button>
      )}
      <h3>Every profile</h3>
      {everyProfile ? (
        <ProfileTotals quoteAsset={quoteAsset} method={method} />
      ) : (
        <button type="button" onClick={() => setEveryProfile(true)}>
          Show every profile&apos;s value and P&amp;L
        </button>
      )}
    </section>
  );
}

/** One P&L figure of the summary: signed, coloured by its direction. */
function SignedFigure({
  label,
  title,
  value,
  asset,
}: {
  readonly label: string;
  readonly title?: string;
  readonly value: string;
  readonly asset: string;
}) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={direction(value)} title={title}>
        {signed(value, asset)}
      </dd>
    </div>
  );
}
