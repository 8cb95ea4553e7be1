import { fromFixed, toFixed } from '../engine/fixed';
import type { KlineRow } from '@shared/market/klines';

const add = (a: string, b: string) => fromFixed(toFixed(a) + toFixed(b));
const max = (a: string, b: string) => (toFixed(a) >= toFixed(b) ? a : b);
const min = (a: string, b: string) => (toFixed(a) <= toFixed(b) ? a : b);

/** One bucket with a historical part (before the venue started) and a live part. */
export function mergeKline(history: KlineRow, live: KlineRow): KlineRow {
  if (live[8] === 0) return history;
  return [
    history[0],
    history[1],
    max(history[2], live[2]),
    min(history[3], live[3]),
    live[4],
    add(history[5], live[5]),
    history[6],
    add(history[7], live[7]),
    history[8] + live[8],
    add(history[9], live[9]),
    add(history[10], live[10]),
    '0',
  ];
}

/**
 * The klines endpoint over history and live trades: `history` rows (from
 * MarketHistory.historicalKlines) and `live` rows (from the engine's trades, same interval, time
 * zone and range), oldest first. The bucket both have is merged, live rows older than the
 * history's newest are dropped, and `limit` keeps the oldest rows when the query had a
 * startTime and the newest otherwise (the REST paging rules).
 */
export function joinKlines(
  history: readonly KlineRow[],
  live: readonly KlineRow[],
  limit: number,
  fromStart: boolean,
): KlineRow[] {
  const rows = [...history];
  const newest = rows.at(-1);
  for (const row of live) {
    if (newest && row[0] < newest[0]) continue;
    if (newest && row[0] === newest[0]) rows[rows.length - 1] = mergeKline(newest, row);
    else rows.push(row);
  }
  return fromStart ? rows.slice(0, limit) : rows.slice(Math.max(0, rows.length - limit));
}
