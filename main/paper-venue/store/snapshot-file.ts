import {
  closeSync,
  fsyncSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writevSync,
} from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { CompactSnapshot, EngineSnapshot } from '../engine/snapshot';
import { syncDirectory } from './journal';

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
export const isUnfinishedSnapshot = (file: string) => /^engine-snapshot-\d+\.bin\.tmp$/.test(file);
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
  const found: SnapshotFile[] = [];
  for (const file of readdirSync(dir)) {
    const match = COMPACT_NAME.exec(file);
    if (match) found.push({ file, journalEntries: Number(match[1]) });
  }
  return found.sort((a, b) => b.journalEntries - a.journalEntries);
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

/** writev takes at most this many buffers at a time (IOV_MAX on Linux). */
const WRITEV_MAX = 1024;

/** Writes a snapshot file so that a crash leaves the old ones as they were, never a torn file. */
export function writeSnapshotSync(dir: string, file: string, parts: readonly Uint8Array[]): void {
  const path = join(dir, file);
  const tmp = `${path}.tmp`;
  const fd = openSync(tmp, 'w', 0o600);
  try {
    for (let index = 0; index < parts.length; index += WRITEV_MAX) {
      const batch = parts.slice(index, index + WRITEV_MAX);
      const total = batch.reduce((sum, part) => sum + part.byteLength, 0);
      let written = 0;
      while (written < total) written += writevSync(fd, unwritten(batch, written));
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
export async function writeSnapshot(dir: string, file: string, parts: readonly Uint8Array[]): Promise<void> {
  const path = join(dir, file);
  const tmp = `${path}.tmp`;
  const handle = await open(tmp, 'w', 0o600);
  try {
    for (let index = 0; index < parts.length; index += WRITEV_MAX) {
      const batch = parts.slice(index, index + WRITEV_MAX);
      const total = batch.reduce((sum, part) => sum + part.byteLength, 0);
      let written = 0;
      while (written < total) written += (await handle.writev(unwritten(batch, written))).bytesWritten;
    }
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(tmp, path);
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
  const dirHandle = await open(dir, 'r');
  try {
    await dirHandle.sync();
  } finally {
    await dirHandle.close();
  }
}

/** The parts from byte `skip` on (a short write leaves the rest to write). */
function unwritten(parts: readonly Uint8Array[], skip: number): Uint8Array[] {
  const out: Uint8Array[] = [];
  let left = skip;
  for (const part of parts) {
    if (left >= part.byteLength) {
      left -= part.byteLength;
      continue;
    }
    out.push(left > 0 ? part.subarray(left) : part);
    left = 0;
  }
  return out;
}
