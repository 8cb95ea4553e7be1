import { useMemo } from 'react';
import { TableHead, TableRow, type Column } from '../../ui/table/DataTable';
import { downloadCsv, toCsv } from './csv';
import type { HistoryColumn, HistoryFormat } from './history-columns';
import { WordAndApiName } from '../../ui/WordAndApiName';

interface HistoryTableProps<Row> {
  readonly name: string;
  readonly rows: readonly Row[];
  readonly columns: readonly HistoryColumn<Row>[];
  readonly rowKey: (row: Row) => string;
  readonly filename: string;
  readonly format: HistoryFormat;
  /** A column whose cell is a link: the button's accessible name and what it does; null: plain text. */
  readonly link?: HistoryLink<Row>;
}

export interface HistoryLink<Row> {
  readonly header: string;
  readonly label: (row: Row) => string | null;
  readonly open: (row: Row) => void;
}

/** A history column on screen: its short label, the venue's name as its tooltip, long ids cut short. */
function screenColumn<Row>(
  c: HistoryColumn<Row>,
  format: HistoryFormat,
  link: HistoryLink<Row> | undefined,
): Column<Row> {
  const text = (row: Row) => (c.show ? c.show(row, format) : String(c.value(row) ?? ''));
  const linked = link?.header === c.header ? link : undefined;
  const apiName = c.apiName;
  const plain =
    c.kind === 'id'
      ? (row: Row) => <span>{text(row)}</span>
      : apiName
        ? (row: Row) => <WordAndApiName word={text(row)} name={apiName(row)} />
        : text;
  return {
    id: c.header,
    header: c.label,
    title: c.header,
    numeric: c.kind === 'num',
    cell: linked
      ? (row) => {
          const label = linked.label(row);
          return label === null ? (
            plain(row)
          ) : (
            <button type="button" className="link-button" aria-label={label} onClick={() => linked.open(row)}>
              {text(row)}
            </button>
          );
        }
      : plain,
    cellTitle: c.kind === 'id' ? text : undefined,
    cellClass: () => (c.kind === 'id' ? 'id-cell' : c.kind === 'time' ? 'num clock' : undefined),
  };
}

/**
 * A history table with the same columns on screen as in its CSV export. Rows are memoized: an update
 * of one order (main's pushes land in the history) renders that row, not every row of the range.
 */
export function HistoryTable<Row>({
  name,
  rows,
  columns,
  rowKey,
  filename,
  format,
  link,
}: HistoryTableProps<Row>) {
  const shown = useMemo(() => columns.map((c) => screenColumn(c, format, link)), [columns, format, link]);
  return (
    <div className="history-table">
      <button
        type="button"
        onClick={() => downloadCsv(filename, toCsv(columns, rows))}
        disabled={rows.length === 0}
      >
        Export {name} to CSV
      </button>
      <table aria-label={name}>
        <TableHead columns={shown} />
        <tbody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} row={row} columns={shown} />
          ))}
        </tbody>
      </table>
      {rows.length === 0 && <p>Nothing in this range.</p>}
    </div>
  );
}
