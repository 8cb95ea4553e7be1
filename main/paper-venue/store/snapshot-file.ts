import { closeSync, fsyncSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from '../../settings/atomic-write';
import type { CompactSnapshot, EngineSnapshot } from '../engine/snapshot';
import { syncDirectory } from './journal';
import { numberedFiles } from './numbered-files';

/**
 * What earlier versions saved when asked: the whole state as one JSON document. Their journal was
 * never cut, so it is not read (a start replays that journal) and is removed with the first
 * snapshots.
 */
export const OLD_SNAPSHOT_FILE = 'engine-snapshot.json';

/**
 * A compact snapshot standing for the journal's first `journalEntries` entries. Its layout: the
 * 8 bytes of `MAGIC`, the JSON header's byte length (32-bit little-endian), the header (the engine
 * state without its trade columns, and each column's byte length), then the columns' bytes.
 */
export const compactSnapshotFile = (journalEntries: number) => `engine-snapshot-${journalEntries}.bin`;
const COMPACT_NAME = /^engine-snapshot-(\d+)\.bin$/;
/** A snapshot whose write did not finish (the process ended first). */
export const isUnfinishedSnapshot = (file: string) =>
  /^engine-snapshot-\d+\.bin(\.[0-9a-f]+)?\.tmp$/.test(file);
const MAGIC = Buffer.from('TTSNAP2\n');
const PREFIX_BYTES = MAGIC.length + 4;

/** A saved engine state, its trade columns, and how many journal entries it already contains. */
export interface SavedSnapshot {
  readonly journalEntries: number;
  readonly engine: EngineSnapshot;
  readonly columns: readonly Uint8Array[];
}

interface CompactHeader {
  readonly journalEntries: number;
  readonly engine: EngineSnapshot;
  readonly columns: readonly number[];
}

/** A snapshot file in the directory and the journal entries it stands for. */
export interface SnapshotFile {
  readonly file: string;
  readonly journalEntries: number;
}

/** The compact snapshots in `dir`, newest first. */
export function listCompactSnapshots(dir: string): SnapshotFile[] {
  return numberedFiles(dir, COMPACT_NAME)
    .map(({ file, number }) => ({ file, journalEntries: number }))
    .reverse();
}

/** The snapshot in `file`, or undefined when it cannot be read whole. */
export function readSnapshot(dir: string, file: string): SavedSnapshot | undefined {
  try {
    return readCompact(readFileSync(join(dir, file)));
  } catch {
    return undefined;
  }
}

function readCompact(bytes: Buffer): SavedSnapshot | undefined {
  if (bytes.length < PREFIX_BYTES || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) return undefined;
  const headerEnd = PREFIX_BYTES + bytes.readUInt32LE(MAGIC.length);
  if (headerEnd > bytes.length) return undefined;
  const header = JSON.parse(bytes.toString('utf8', PREFIX_BYTES, headerEnd)) as CompactHeader;
  if (!Number.isInteger(header.journalEntries) || header.engine?.version !== 2) return undefined;
  const columns: Uint8Array[] = [];
  let offset = headerEnd;
  for (const length of header.columns) {
    columns.push(bytes.subarray(offset, offset + length));
    offset += length;
  }
  return offset === bytes.length ? { ...header, columns } : undefined;
}

/** A compact snapshot as the byte runs of its file, in order (the columns are not copied). */
export function compactSnapshotBytes(journalEntries: number, snapshot: CompactSnapshot): Uint8Array[] {
  const header: CompactHeader = {
    journalEntries,
    engine: snapshot.engine,
    columns: snapshot.columns.map((column) => column.byteLength),
  };
  const json = Buffer.from(JSON.stringify(header));
  const prefix = Buffer.alloc(PREFIX_BYTES);
  MAGIC.copy(prefix);
  prefix.writeUInt32LE(json.length, MAGIC.length);
  return [prefix, json, ...snapshot.columns];
}

/** Writes a snapshot file so that a crash leaves the old ones as they were, never a torn file. */
export function writeSnapshotSync(dir: string, file: string, parts: readonly Uint8Array[]): void {
  const path = join(dir, file);
  const tmp = `${path}.tmp`;
  const fd = openSync(tmp, 'w', 0o600);
  try {
    for (const part of parts) {
      for (let written = 0; written < part.byteLength;) written += writeSync(fd, part, written);
    }
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    renameSync(tmp, path);
  } catch (error) {
    rmSync(tmp, { force: true });
    throw error;
  }
  syncDirectory(dir);
}

/** The same write off the event loop (in libuv's thread pool); the parts must not change meanwhile. */
export const writeSnapshot = (dir: string, file: string, parts: readonly Uint8Array[]): Promise<void> =>
  writeFileAtomic(join(dir, file), parts);
