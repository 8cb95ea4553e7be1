/** Paging rules shared by the history queries. */
export interface WindowQuery {
  /** Items whose id is >= fromId, oldest first. */
  readonly fromId?: number;
  readonly startTime?: number;
  readonly endTime?: number;
  readonly limit?: number;
}

/**
 * Picks from items sorted oldest first: by fromId, the oldest from it; with startTime (and maybe
 * endTime), the oldest from startTime up to endTime; with only endTime, the newest up to it;
 * with nothing, the newest. Always returns oldest first.
 */
export function selectWindow<T>(
  items: readonly T[],
  idOf: (item: T) => number,
  timeOf: (item: T) => number,
  query: WindowQuery,
  defaultLimit = 500,
): T[] {
  const limit = query.limit ?? defaultLimit;
  const { fromId, startTime, endTime } = query;
  if (fromId !== undefined) {
    const start = lowerBound(items, (item) => idOf(item) >= fromId);
    return items
      .slice(start)
      .filter(
        (item) =>
          (startTime === undefined || timeOf(item) >= startTime) &&
          (endTime === undefined || timeOf(item) <= endTime),
      )
      .slice(0, limit);
  }
  if (startTime !== undefined) {
    const start = lowerBound(items, (item) => timeOf(item) >= startTime);
    const out: T[] = [];
    for (let i = start; i < items.length && out.length < limit; i += 1) {
      const item = items[i] as T;
      if (endTime !== undefined && timeOf(item) > endTime) break;
      out.push(item);
    }
    return out;
  }
  const end = endTime === undefined ? items.length : lowerBound(items, (item) => timeOf(item) > endTime);
  return items.slice(Math.max(0, end - limit), end);
}

/** First index whose item satisfies a predicate that is false then true along the array. */
function lowerBound<T>(items: readonly T[], predicate: (item: T) => boolean): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (predicate(items[mid] as T)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
