import type { Params } from './params';
import { fail } from './venue-failure';

/** 2017-01-01T00:00:00Z: no earlier timestamp is accepted. */
const EARLIEST_TIMESTAMP_MS = 1_483_228_800_000;
const LATEST_AHEAD_MS = 10_000;
const AHEAD_TOLERANCE_MS = 1000;
const DEFAULT_RECV_WINDOW_MS = 5000;
const MAX_RECV_WINDOW_MS = 60_000;
/** A timestamp this large is in microseconds (as milliseconds it would be beyond the year 5000). */
const MICROSECOND_THRESHOLD = 100_000_000_000_000;
const RECV_WINDOW = /^([0-9]{1,20})(?:\.([0-9]+))?$/;

/** A signed request's `timestamp` and `recvWindow`, in microseconds. */
export interface RequestTiming {
  readonly timestampUs: number;
  readonly recvWindowUs: number;
}

/** Reads `recvWindow`: milliseconds, at most 60000, at most 3 decimals (µs). */
function readRecvWindowUs(params: Params): number {
  const text = params.text('recvWindow');
  if (text === undefined) return DEFAULT_RECV_WINDOW_MS * 1000;
  const match = RECV_WINDOW.exec(text);
  if (!match) throw fail.illegalCharsIn('recvWindow', '^[0-9]{1,20}(\\.[0-9]{1,3})?$');
  const fraction = match[2] ?? '';
  if (fraction.replace(/0+$/, '').length > 3) throw fail.tooMuchPrecision('recvWindow');
  const microseconds = Number(match[1]) * 1000 + Number(fraction.slice(0, 3).padEnd(3, '0'));
  if (microseconds > MAX_RECV_WINDOW_MS * 1000)
    throw fail.greaterThan('recvWindow', String(MAX_RECV_WINDOW_MS));
  return microseconds;
}

/** Reads `timestamp` (ms or µs) and `recvWindow`. */
export function readTiming(params: Params): RequestTiming {
  const timestamp = params.long('timestamp', { required: true });
  const timestampUs = timestamp >= MICROSECOND_THRESHOLD ? timestamp : timestamp * 1000;
  return { timestampUs, recvWindowUs: readRecvWindowUs(params) };
}

/** The -1021 rules: not before 2017, at most 1 s ahead, within recvWindow; at server time `nowMs`. */
export function checkTiming(timing: RequestTiming, nowMs: number): void {
  const nowUs = nowMs * 1000;
  if (timing.timestampUs < EARLIEST_TIMESTAMP_MS * 1000) throw fail.outsideRecvWindow();
  if (timing.timestampUs > nowUs + LATEST_AHEAD_MS * 1000) throw fail.aheadOfServer();
  if (timing.timestampUs >= nowUs + AHEAD_TOLERANCE_MS * 1000) throw fail.aheadOfServer();
  checkRecvWindow(timing, nowMs);
}

/** The late check, run again just before a request reaches the matching engine. */
export function checkRecvWindow(timing: RequestTiming, nowMs: number): void {
  if (nowMs * 1000 - timing.timestampUs > timing.recvWindowUs) throw fail.outsideRecvWindow();
}
