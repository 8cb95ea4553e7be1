import type { HistoryColumn } from './history-columns';

/** The names of Row's fields whose values are of type V. */
type FieldOf<Row, V> = { [K in keyof Row]: Row[K] extends V ? K : never }[keyof Row] & string;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * A time field: ISO 8601 in the export, the trader's time zone on screen; `none` says what a missing
 * time means (empty in the export).
 */
export function timeColumn<Row>(
  field: FieldOf<Row, number | null>,
  label = 'Time',
  none?: string,
): HistoryColumn<Row> {
  const ms = (row: Row) => row[field] as number | null;
  return {
    header: field,
    label,
    kind: 'time',
    value: (r) => iso(ms(r)),
    show: (r, f) => (none !== undefined && ms(r) === null ? none : f.time(ms(r))),
  };
}

/** A price or quantity of the row's symbol, shown on the symbol's tick or step. */
function symbolFigureColumn<Row extends { symbol: string }>(
  field: FieldOf<Row, string>,
  label: string,
  figure: 'price' | 'quantity',
): HistoryColumn<Row> {
  const text = (row: Row) => row[field] as string;
  return { header: field, label, kind: 'num', value: text, show: (r, f) => f[figure](r.symbol, text(r)) };
}

export const quantityColumn = <Row extends { symbol: string }>(field: FieldOf<Row, string>, label: string) =>
  symbolFigureColumn<Row>(field, label, 'quantity');

export const priceColumn = <Row extends { symbol: string }>(field: FieldOf<Row, string>, label: string) =>
  symbolFigureColumn<Row>(field, label, 'price');

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

/** A venue's name shown in a trader's words, the name after them as secondary text; the export keeps the name. */
export function wordColumn<Row>(
  field: FieldOf<Row, string>,
  label: string,
  words: (name: string) => string,
): HistoryColumn<Row> {
  const name = (row: Row) => row[field] as string;
  return { header: field, label, value: name, show: (r) => words(name(r)), apiName: name };
}
