import type { TimeDisplay } from '../stores/ui-store';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `HH:MM:SS`, in UTC or the local zone: a clock that ticks by the second. */
export function formatClockSeconds(epochMs: number, display: TimeDisplay): string {
  return formatClock(epochMs, display).slice(0, 8);
}

/** `HH:MM:SS.mmm`, in UTC or the local zone. */
export function formatClock(epochMs: number, display: TimeDisplay): string {
  const d = new Date(epochMs);
  const [h, m, s, ms] =
    display === 'utc'
      ? [d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds()]
      : [d.getHours(), d.getMinutes(), d.getSeconds(), d.getMilliseconds()];
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms, 3)}`;
}

/** `YYYY-MM-DD HH:MM:SS`, in UTC or the local zone: a row of a history. */
export function formatDateTime(epochMs: number, display: TimeDisplay): string {
  const d = new Date(epochMs);
  const [y, mo, day, h, m, s] =
    display === 'utc'
      ? [
          d.getUTCFullYear(),
          d.getUTCMonth() + 1,
          d.getUTCDate(),
          d.getUTCHours(),
          d.getUTCMinutes(),
          d.getUTCSeconds(),
        ]
      : [d.getFullYear(), d.getMonth() + 1, d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds()];
  return `${y}-${pad(mo)}-${pad(day)} ${pad(h)}:${pad(m)}:${pad(s)}`;
}

/** A signed millisecond figure: `+12 ms`, `−3 ms`, `0 ms`. */
export function formatOffset(ms: number): string {
  if (ms === 0) return '0 ms';
  return `${ms > 0 ? '+' : '−'}${Math.abs(ms)} ms`;
}
