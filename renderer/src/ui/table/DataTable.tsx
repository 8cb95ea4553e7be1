import { memo, type ReactNode } from 'react';

/** One column of a table: its header, and how a row fills its cell. */
export interface Column<Row> {
  readonly id: string;
  /** The header as it reads on screen: a trader's word. */
  readonly header: string;
  /** The header's tooltip, e.g. the API's name for the field. */
  readonly title?: string;
  /** A figure: right-aligned, tabular digits, header aligned with it. */
  readonly numeric?: boolean;
  /** The row's name cell (`<th scope="row">`), which screen readers announce with every cell. */
  readonly rowHeader?: boolean;
  readonly cell: (row: Row) => ReactNode;
  /** Extra classes for the cell (a P&L colour, say). */
  readonly cellClass?: (row: Row) => string | undefined;
  /** The cell's tooltip: the whole value where the cell shows it cut short. */
  readonly cellTitle?: (row: Row) => string;
  /** Its header sorts the table (when the table is given a `sort`). */
  readonly sortable?: boolean;
}

/** Which column a table is sorted by; its sortable headers are buttons that ask to sort by them. */
export interface TableSort {
  readonly column: string;
  readonly direction: 'ascending' | 'descending';
  readonly onSort: (column: string) => void;
}

/** The header row of a column-driven table; for tables whose bodies are built by hand (grouped rows). */
export function TableHead<Row>({
  columns,
  sort,
}: {
  readonly columns: readonly Column<Row>[];
  readonly sort?: TableSort;
}) {
  return (
    <thead>
      <tr>
        {columns.map((c) => (
          <th
            key={c.id}
            scope="col"
            title={c.title}
            className={c.numeric ? 'num-col' : undefined}
            aria-sort={sort && c.sortable ? (sort.column === c.id ? sort.direction : 'none') : undefined}
          >
            {sort && c.sortable ? (
              <button type="button" className="sort-header" onClick={() => sort.onSort(c.id)}>
                {c.header}
                <span aria-hidden="true">
                  {sort.column === c.id ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ''}
                </span>
              </button>
            ) : (
              c.header
            )}
          </th>
        ))}
      </tr>
    </thead>
  );
}

interface RowProps<Row> {
  readonly row: Row;
  readonly columns: readonly Column<Row>[];
  readonly label?: string;
  readonly className?: string;
}

function RowCells<Row>({ row, columns, label, className }: RowProps<Row>) {
  return (
    <tr aria-label={label} className={className}>
      {columns.map((c) => {
        const classes = [c.numeric ? 'num' : undefined, c.cellClass?.(row)].filter(Boolean).join(' ');
        return c.rowHeader ? (
          <th key={c.id} scope="row" className={classes || undefined}>
            {c.cell(row)}
          </th>
        ) : (
          <td key={c.id} className={classes || undefined} title={c.cellTitle?.(row)}>
            {c.cell(row)}
          </td>
        );
      })}
    </tr>
  );
}

/** One row, memoized: a push that changes one row renders that row, not the table. */
export const TableRow = memo(RowCells) as typeof RowCells;

interface DataTableProps<Row> {
  /** The table's accessible name. */
  readonly label: string;
  readonly columns: readonly Column<Row>[];
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row) => string;
  /** A row's accessible name, when a test or a screen reader needs to find it. */
  readonly rowLabel?: (row: Row) => string;
  readonly rowClass?: (row: Row) => string | undefined;
  readonly className?: string;
  /** Shown instead of the table when there are no rows; the table (headers only) when absent. */
  readonly empty?: ReactNode;
  /** The order the rows are in (the caller sorts them) and how a header asks for another. */
  readonly sort?: TableSort;
}

/** A table described by its columns: every pane's tables look and read the same way. */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  rowLabel,
  rowClass,
  className,
  empty,
  sort,
}: DataTableProps<Row>) {
  if (rows.length === 0 && empty !== undefined) return <>{empty}</>;
  return (
    <table aria-label={label} className={className}>
      <TableHead columns={columns} sort={sort} />
      <tbody>
        {rows.map((row) => (
          <TableRow
            key={rowKey(row)}
            row={row}
            columns={columns}
            label={rowLabel?.(row)}
            className={rowClass?.(row)}
          />
        ))}
      </tbody>
    </table>
  );
}
