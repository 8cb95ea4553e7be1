import { memo } from 'react';
import { downloadCsv, toCsv } from './csv';
import type { HistoryColumn } from './history-columns';

const cellClass = { num: 'num', time: 'num clock', id: 'id-cell', text: undefined } as const;

interface HistoryTableProps<Row> {
  readonly name: string;
  readonly rows: readonly Row[];
  readonly columns: readonly HistoryColumn<Row>[];
  readonly rowKey: (row: Row) => string;
  readonly filename: string;
}

interface HistoryRowProps<Row> {
  readonly row: Row;
  readonly columns: readonly HistoryColumn<Row>[];
}

function HistoryRowCells<Row>({ row, columns }: HistoryRowProps<Row>) {
  return (
    <tr>
      {columns.map((c) => {
        const text = String(c.value(row) ?? '');
        if (c.kind === 'id')
          return (
            <td key={c.header} className="id-cell" title={text}>
              <span>{text}</span>
            </td>
          );
        return (
          <td key={c.header} className={cellClass[c.kind ?? 'text']}>
            {text}
          </td>
        );
      })}
    </tr>
  );
}

/**
 * One row, memoized: an update of one order (main's pushes land in the history) renders that row, not
 * every row of the range.
 */
const HistoryRow = memo(HistoryRowCells) as typeof HistoryRowCells;

/** A history table with the same columns on screen as in its CSV export, each titled with its CSV name. */
export function HistoryTable<Row>({ name, rows, columns, rowKey, filename }: HistoryTableProps<Row>) {
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
        <thead>
          <tr>
            {columns.map((c) => (
              <th
                key={c.header}
                scope="col"
                title={c.header}
                className={c.kind === 'num' ? 'num-col' : undefined}
              >
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <HistoryRow key={rowKey(row)} row={row} columns={columns} />
          ))}
        </tbody>
      </table>
      {rows.length === 0 && <p>Nothing in this range.</p>}
    </div>
  );
}
