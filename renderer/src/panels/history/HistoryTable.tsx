import { downloadCsv, toCsv, type CsvColumn } from './csv';

interface HistoryTableProps<Row> {
  readonly name: string;
  readonly rows: readonly Row[];
  readonly columns: readonly CsvColumn<Row>[];
  readonly rowKey: (row: Row) => string;
  readonly filename: string;
}

/** A history table with the same columns on screen as in its CSV export. */
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
              <th key={c.header} scope="col">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.header}>{String(c.value(row) ?? '')}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 && <p>Nothing in this range.</p>}
    </div>
  );
}
