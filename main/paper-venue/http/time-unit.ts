import { VenueFailure } from './venue-failure';

/** Fields holding epoch times in response bodies (ids and counts are left alone). */
const TIME_FIELDS = new Set([
  'serverTime',
  'time',
  'transactTime',
  'transactionTime',
  'updateTime',
  'workingTime',
  'openTime',
  'closeTime',
  'T',
]);
const KLINE_PATHS = new Set(['/api/v3/klines', '/api/v3/uiKlines']);

export type TimeUnit = 'MILLISECOND' | 'MICROSECOND';

/** `X-MBX-TIME-UNIT` (either case); anything else is refused. */
export function readTimeUnit(header: string | string[] | undefined): TimeUnit {
  if (header === undefined) return 'MILLISECOND';
  const value = typeof header === 'string' ? header.toUpperCase() : '';
  if (value === 'MILLISECOND' || value === 'MICROSECOND') return value;
  throw new VenueFailure(400, -1194, 'Invalid time unit; expected MICROSECOND or MILLISECOND.');
}

const scale = (value: unknown) => (typeof value === 'number' && value >= 0 ? value * 1000 : value);

function scaleFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(scaleFields);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      TIME_FIELDS.has(key) ? scale(field) : scaleFields(field),
    ]),
  );
}

/** A response body with its times in microseconds (-1, "not yet", stays -1). */
export function inMicroseconds(path: string, body: unknown): unknown {
  if (KLINE_PATHS.has(path) && Array.isArray(body)) {
    return body.map((row: unknown) =>
      Array.isArray(row) ? row.map((cell, index) => (index === 0 || index === 6 ? scale(cell) : cell)) : row,
    );
  }
  return scaleFields(body);
}
