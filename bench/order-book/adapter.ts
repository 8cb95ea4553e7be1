import type { DepthDiffText, DepthLevelText, DepthSnapshotText } from './depth-stream';

/**
 * What the order-book bench needs from a local book. Each implementation (ccxt's sides, ours)
 * gets the venue's messages exactly as decoded from JSON and does all its own parsing.
 */
export interface LocalBookAdapter {
  readonly name: string;
  /** True when prices and quantities are held exactly (no float). */
  readonly exact: boolean;
  load(snapshot: DepthSnapshotText): void;
  apply(diff: DepthDiffText): void;
  /** Every level, best first, as decimal text (any number of decimals), for the end-of-run check. */
  levels(): { bids: DepthLevelText[]; asks: DepthLevelText[] };
}

export type LocalBookFactory = () => LocalBookAdapter;
