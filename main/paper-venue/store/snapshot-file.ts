import { closeSync, fsyncSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { EngineSnapshot } from '../engine/snapshot';

export const SNAPSHOT_FILE = 'engine-snapshot.json';

/** A saved engine state and how many journal entries it already contains. */
export interface SavedSnapshot {
  readonly journalEntries: number;
  readonly engine: EngineSnapshot;
}

/** The saved snapshot, or undefined when there is none or it cannot be read (the journal still has everything). */
export function readSnapshot(dir: string): SavedSnapshot | undefined {
  try {
    const saved = JSON.parse(readFileSync(join(dir, SNAPSHOT_FILE), 'utf8')) as SavedSnapshot;
    return Number.isInteger(saved.journalEntries) && saved.engine?.version === 1 ? saved : undefined;
  } catch {
    return undefined;
  }
}

/** Writes the snapshot so that a crash leaves the old one or the new one, never a torn file. */
export function writeSnapshot(dir: string, saved: SavedSnapshot): void {
  const path = join(dir, SNAPSHOT_FILE);
  const tmp = `${path}.tmp`;
  const fd = openSync(tmp, 'w', 0o600);
  try {
    writeSync(fd, JSON.stringify(saved));
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
  const dirFd = openSync(dir, 'r');
  try {
    fsyncSync(dirFd);
  } finally {
    closeSync(dirFd);
  }
}
