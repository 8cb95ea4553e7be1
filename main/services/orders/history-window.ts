/** The venue answers at most 24 hours of history per request. */
export const dayMs = 24 * 60 * 60 * 1000;

export interface HistoryRange {
  readonly startTime?: number;
  readonly endTime?: number;
  readonly limit?: number;
}

/**
 * Pages a time range longer than the venue's 24-hour window: one request per window, oldest first,
 * until `limit` items are collected. Ranges within one window (or without a startTime) are one request.
 */
export async function pagedByDay<T>(
  range: HistoryRange,
  now: number,
  fetchWindow: (window: { startTime?: number; endTime?: number; limit?: number }) => Promise<readonly T[]>,
): Promise<T[]> {
  const { startTime, limit } = range;
  const endTime = range.endTime ?? now;
  if (startTime === undefined || endTime - startTime <= dayMs)
    return [...(await fetchWindow({ startTime, endTime: range.endTime, limit }))];
  const wanted = limit ?? 500;
  const collected: T[] = [];
  for (let from = startTime; from <= endTime && collected.length < wanted; from += dayMs) {
    const to = Math.min(endTime, from + dayMs - 1);
    const page = await fetchWindow({
      startTime: from,
      endTime: to,
      limit: Math.min(1000, wanted - collected.length),
    });
    collected.push(...page);
  }
  return collected.slice(0, wanted);
}
