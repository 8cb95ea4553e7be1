/** The REST `timeZone` parameter of klines: hours or hours:minutes, -12:00 … +14:00. */
const TIME_ZONE = /^([+-]?)(\d{1,2})(?::(\d{2}))?$/;

const MIN_OFFSET_MINUTES = -12 * 60;
const MAX_OFFSET_MINUTES = 14 * 60;

/** Parses `8`, `-1:00`, `05:45`, `+08:00` into minutes east of UTC; `undefined` when invalid. */
export function parseTimeZoneOffset(text: string): number | undefined {
  const match = TIME_ZONE.exec(text);
  if (!match) return undefined;
  const hours = Number(match[2]);
  const minutes = match[3] === undefined ? 0 : Number(match[3]);
  if (minutes >= 60) return undefined;
  const sign = match[1] === '-' ? -1 : 1;
  const offset = sign * (hours * 60 + minutes);
  if (offset < MIN_OFFSET_MINUTES || offset > MAX_OFFSET_MINUTES) return undefined;
  return offset === 0 ? 0 : offset;
}
