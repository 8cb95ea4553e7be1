/** One symbol's entries, at most `limit` of them. */
export interface SymbolLimit {
  readonly symbol: string;
  readonly limit?: number;
}

/** Entries from `startTime` to `endTime` (ms since the epoch), either end open. */
export interface TimeRange {
  readonly startTime?: number;
  readonly endTime?: number;
}
