import type {
  FuturesAccountView,
  FuturesFamily,
  FuturesOrderView,
  FuturesSymbolView,
  PositionView,
} from '@shared/ipc/futures';
import { MARGIN_RATIO_WARNING, marginRatioText, positionMarginRatio } from './margin-ratios';
import { ClosePosition } from './ClosePosition';
import { ReversePosition } from './ReversePosition';
import { IsolatedMargin } from './IsolatedMargin';
import { PositionTriggers } from './PositionTriggers';
import type { PositionControlProps } from './position-edit';
import { positionName, sideName } from './position-triggers';
import { DataTable, type Column } from '../../ui/table/DataTable';
import { positionRoePercent } from '@shared/api/futures/position-roe';
import { tickAndStepOf } from '@shared/market/symbol-precision';
import { symbolFigures, isNegative, isZero, pnl, signedPercent } from './figures';

interface PositionsTableProps {
  readonly family: FuturesFamily;
  readonly positions: readonly PositionView[];
  readonly symbols: ReadonlyMap<string, FuturesSymbolView>;
  /** The family's open orders: the positions' take-profit and stop-loss are among them. */
  readonly orders: readonly FuturesOrderView[];
  /** Why closing (a new order) is not possible now; null when it is. */
  readonly blockedReason: string | null;
  /** The family's account, for the margin ratios; undefined until read. */
  readonly account?: FuturesAccountView | undefined;
}

/**
 * Open positions with their figures, margin (isolated margin can be added or removed), take-profit and
 * stop-loss (set or moved), each closable (all or part, at market or a limit) and a one-way one
 * reversible, after a confirmation.
 */
export function PositionsTable({
  family,
  positions,
  symbols,
  orders,
  blockedReason,
  account,
}: PositionsTableProps) {
  const open = positions.filter((p) => !isZero(p.size));
  const figures = (p: PositionView) => symbolFigures(symbols.get(p.symbol));
  const marginAsset = (p: PositionView) => symbols.get(p.symbol)?.marginAsset;
  // Each row's margin ratio, worked out once for its cell and its colour.
  const ratios = new Map(
    open.map((p) => [p, positionMarginRatio(p, account, (s) => symbols.get(s)?.marginAsset)]),
  );
  /** What each of a row's controls needs: the position, its name in labels, whether it may act now. */
  const controls = (p: PositionView): PositionControlProps => ({
    family,
    position: p,
    name: positionName(p),
    blocked: blockedReason !== null,
  });
  const columns: Column<PositionView>[] = [
    { id: 'symbol', header: 'Symbol', cell: (p) => p.symbol },
    { id: 'side', header: 'Side', cell: sideName },
    { id: 'size', header: 'Size', numeric: true, cell: (p) => figures(p).size(p.size) },
    { id: 'entry', header: 'Entry', numeric: true, cell: (p) => figures(p).average(p.entryPrice) },
    { id: 'mark', header: 'Mark', numeric: true, cell: (p) => figures(p).price(p.markPrice) },
    {
      id: 'pnl',
      header: 'Unrealized P&L (ROE)',
      numeric: true,
      cell: (p) => {
        const asset = marginAsset(p);
        const roe = positionRoePercent(p);
        const amount = asset ? pnl(p.unrealizedPnl, asset) : p.unrealizedPnl;
        // Each figure keeps to one line; the ROE goes under the amount when the column is narrow.
        return (
          <>
            <span className="unbroken">{amount}</span>
            {roe !== null && <span className="unbroken"> ({signedPercent(roe)})</span>}
          </>
        );
      },
      cellClass: (p) => (isNegative(p.unrealizedPnl) ? 'dir-down' : 'dir-up'),
    },
    { id: 'leverage', header: 'Leverage', numeric: true, cell: (p) => `${p.leverage}×` },
    {
      id: 'liquidation',
      header: 'Liq. price',
      numeric: true,
      cell: (p) =>
        p.liquidationPrice !== null ? (
          figures(p).price(p.liquidationPrice)
        ) : (
          <span className="liquidation-note" title={p.liquidationNote ?? undefined}>
            {p.liquidationNote ?? '—'}
          </span>
        ),
    },
    {
      id: 'ratio',
      header: 'Margin ratio',
      numeric: true,
      cell: (p) => {
        const ratio = ratios.get(p);
        return ratio ? <span className="unbroken">{marginRatioText(ratio)}</span> : '—';
      },
      cellClass: (p) => (ratios.get(p)?.gte(MARGIN_RATIO_WARNING) ? 'dir-down' : undefined),
    },
    { id: 'margin', header: 'Margin', cell: (p) => <IsolatedMargin {...controls(p)} /> },
    {
      id: 'triggers',
      header: 'TP / SL',
      cell: (p) => {
        const symbol = symbols.get(p.symbol);
        const tickSize = symbol ? tickAndStepOf(symbol.filters).tickSize : undefined;
        return (
          <PositionTriggers
            {...controls(p)}
            orders={orders}
            tickSize={tickSize}
            figures={symbolFigures(symbol)}
          />
        );
      },
    },
    {
      id: 'action',
      header: 'Action',
      cell: (p) => (
        <div className="position-actions">
          <ClosePosition {...controls(p)} symbol={symbols.get(p.symbol)} />
          {/* One-way positions only: in hedge mode each side closes on its own. */}
          {p.positionSide === 'BOTH' && <ReversePosition {...controls(p)} symbol={symbols.get(p.symbol)} />}
        </div>
      ),
    },
  ];
  return (
    <DataTable
      label="Positions"
      className="data-table"
      columns={columns}
      rows={open}
      rowKey={(p) => `${p.symbol}-${p.positionSide}`}
      rowLabel={(p) => `${positionName(p)} position`}
      empty={<p className="empty">No open positions.</p>}
    />
  );
}
