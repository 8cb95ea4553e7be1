import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { numberedFiles } from './numbered-files';

/** The journal's first segment, from entry 0 (the whole journal, before segments). */
export const JOURNAL_FILE = 'engine-journal.jsonl';
const SEGMENT_NAME = /^engine-journal-(\d+)\.jsonl$/;

/**
 * The journal is a run of segments, each named by the index of its first entry: a new one begins
 * where a snapshot is taken, so the files before an older snapshot can be removed.
 */
export const segmentFile = (firstEntry: number) =>
  firstEntry === 0 ? JOURNAL_FILE : `engine-journal-${firstEntry}.jsonl`;

export interface Segment {
  readonly file: string;
  readonly firstEntry: number;
}

/** The journal's segments in `dir`, oldest first. */
export function listSegments(dir: string): Segment[] {
  const found = numberedFiles(dir, SEGMENT_NAME).map(({ file, number }) => ({ file, firstEntry: number }));
  return existsSync(join(dir, JOURNAL_FILE)) ? [{ file: JOURNAL_FILE, firstEntry: 0 }, ...found] : found;
}
