import type { HistoryColumn } from '../history/history-columns';
import { fieldColumn } from '../history/column-builders';
import { pnlFigure } from './figures';
import type { DailyPnl } from './daily-pnl';

/** A signed figure of the day in its asset, as the P&L shows it ("+12.50", "−0.30"). */
const signedColumn = (
  field: 'realizedPnl' | 'fees' | 'funding' | 'netPnl',
  label: string,
): HistoryColumn<DailyPnl> => ({
  header: field,
  label,
  kind: 'num',
  value: (d) => d[field],
  show: (d) => pnlFigure(d[field], d.asset),
});

/** The family's result per day and margin asset. */
export const dailyPnlColumns: HistoryColumn<DailyPnl>[] = [
  fieldColumn('day', 'Day'),
  signedColumn('realizedPnl', 'Realized P&L'),
  signedColumn('fees', 'Fees'),
  signedColumn('funding', 'Funding'),
  signedColumn('netPnl', 'Net P&L'),
  fieldColumn('asset', 'Asset'),
];
