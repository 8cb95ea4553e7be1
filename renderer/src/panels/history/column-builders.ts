import type { HistoryColumn } from './history-columns';

/** The names of Row's fields whose values are of type V. */
type FieldOf<Row, V> = { [K in keyof Row]: Row[K] extends V ? K : never }[keyof Row] & string;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** A time field: ISO 8601 in the export, the trader's time zone on screen. */
export function timeColumn<Row>(field: FieldOf<Row, number | null>, label = 'Time'): HistoryColumn<Row> {
  const ms = (row: Row) => row[field] as number | null;
  return { header: field, label, kind: 'time', value: (r) => iso(ms(r)), show: (r, f) => f.time(ms(r)) };
}

/** A quantity of the row's symbol, shown at the symbol's step. */
export function quantityColumn<Row extends { symbol: string }>(
  field: FieldOf<Row, string>,
  label: string,
): HistoryColumn<Row> {
  const text = (row: Row) => row[field] as string;
  return { header: field, label, kind: 'num', value: text, show: (r, f) => f.quantity(r.symbol, text(r)) };
}

/** A quote or fee amount. */
export function amountColumn<Row>(field: FieldOf<Row, string>, label: string): HistoryColumn<Row> {
  const text = (row: Row) => row[field] as string;
  return { header: field, label, kind: 'num', value: text, show: (r, f) => f.amount(text(r)) };
}

/** A field as the venue sends it, on screen and in the export alike. */
export function fieldColumn<Row>(
  field: FieldOf<Row, string | number | boolean | null>,
  label: string,
  kind?: 'num' | 'id',
): HistoryColumn<Row> {
  const value = (row: Row) => row[field] as string | number | boolean | null;
  return kind === undefined ? { header: field, label, value } : { header: field, label, kind, value };
}
