import type { HistoryColumn } from '../history/history-columns';
import { amountColumn, fieldColumn, quantityColumn, timeColumn } from '../history/column-builders';
import { pnlFigure } from './figures';
import type { PositionRound } from './position-rounds';

const none = '—';
const sideWords = { LONG: 'Long', SHORT: 'Short' } as const;
const modeWords: Readonly<Record<string, string>> = { BOTH: 'one-way', LONG: 'hedge', SHORT: 'hedge' };

/** An average price, or none where the range holds no fill of it. */
const averageColumn = (field: 'entryPrice' | 'closePrice', label: string): HistoryColumn<PositionRound> => ({
  header: field,
  label,
  kind: 'num',
  value: (r) => r[field],
  show: (r, f) => (r[field] === null ? none : f.amount(r[field])),
});

/** A contract's positions over the range, each from its opening fill to its closing one. */
export const positionRoundColumns: HistoryColumn<PositionRound>[] = [
  fieldColumn('symbol', 'Symbol'),
  {
    header: 'side',
    label: 'Position',
    value: (r) => r.side,
    show: (r) => `${sideWords[r.side]} (${modeWords[r.positionSide] ?? r.positionSide})`,
  },
  timeColumn('opened', 'Opened', 'Before the range'),
  timeColumn('closed', 'Closed', 'Open'),
  averageColumn('entryPrice', 'Entry price'),
  averageColumn('closePrice', 'Close price'),
  quantityColumn('maxSize', 'Max size'),
  quantityColumn('closedSize', 'Closed'),
  {
    header: 'realizedPnl',
    label: 'Realized P&L',
    kind: 'num',
    value: (r) => r.realizedPnl,
    show: (r) => pnlFigure(r.realizedPnl, r.pnlAsset),
  },
  amountColumn('fees', 'Fees'),
  { header: 'feeAsset', label: 'Fee asset', value: (r) => r.feeAsset ?? 'mixed' },
  {
    header: 'funding',
    label: 'Funding',
    kind: 'num',
    value: (r) => r.funding,
    show: (r) => (r.funding === null ? none : pnlFigure(r.funding, r.pnlAsset)),
  },
  {
    header: 'netPnl',
    label: 'Net P&L',
    kind: 'num',
    value: (r) => r.netPnl,
    show: (r) => (r.netPnl === null ? none : pnlFigure(r.netPnl, r.pnlAsset)),
  },
  fieldColumn('pnlAsset', 'P&L asset'),
];
