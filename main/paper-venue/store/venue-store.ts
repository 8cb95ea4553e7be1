import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Engine, type EngineOptions } from '../engine/engine';
import type { CommandOf, CommandResults, EngineCommand } from '../engine/commands';
import { EngineQueries } from '../engine/queries';
import { restoreSnapshot, takeCompactSnapshot } from '../engine/snapshot';
import type { SymbolConfig } from '../engine/types';
import { Journal, type JournalSync } from './journal';
import { listSegments, segmentFile, type Segment } from './journal-segments';
import {
  compactSnapshotBytes,
  compactSnapshotFile,
  isUnfinishedSnapshot,
  listCompactSnapshots,
  OLD_SNAPSHOT_FILE,
  readSnapshot,
  writeSnapshot,
  writeSnapshotSync,
} from './snapshot-file';

export interface VenueStoreOptions {
  readonly dataDir: string;
  /** Must be the same on every start: the journal is replayed against them. */
  readonly symbols: readonly SymbolConfig[];
  readonly now?: () => number;
  /**
   * Take a snapshot after this many journaled commands, and on close. The journal starts a new
   * segment there, and the segments older than the second newest snapshot are removed, so a start
   * loads a snapshot and replays fewer commands than this, however long the venue has run. The
   * snapshot keeps the trade tapes as their columns' bytes and is written off the event loop. Off
   * unless set: the journal then grows for ever and a start replays all of it.
   */
  readonly snapshotEvery?: number;
  /** The engine's history-free accounts (`EngineOptions`). */
  readonly historyFreeAccounts?: readonly string[];
  /** The engine's trade retention (`EngineOptions`); must be the same on every start, as the symbols. */
  readonly tradeRetentionMs?: number;
  /** fsync every command before answering (`each`, the default) or soon after (`background`). */
  readonly sync?: JournalSync;
}

interface JournalEntry {
  readonly v: 1;
  readonly command: EngineCommand;
}

export { JOURNAL_FILE } from './journal-segments';

/** Snapshots kept: the newest, and one before it in case the newest cannot be read. */
const SNAPSHOTS_KEPT = 2;

/** A command as callers send it: `at` is filled from the store's clock when left out. */
export type StoreCommand = EngineCommand extends infer C
  ? C extends EngineCommand
    ? Omit<C, 'at'> & { readonly at?: number }
    : never
  : never;

/**
 * The engine made durable: every state-changing command is appended to a write-ahead journal
 * before its result is returned (and fsync'd then, or within milliseconds with `sync:
 * 'background'`), and the journal is replayed on open. The engine is deterministic, so replay
 * rebuilds exactly the state (ids, balances, trades) that was acknowledged. Rejected commands are
 * journaled too, so replay repeats them exactly as they happened.
 *
 * With `snapshotEvery`, a snapshot (written atomically) stands for the journal up to a segment's
 * start: a start loads the newest snapshot it can read and replays the segments from there on. A
 * snapshot that cannot be read falls back to the one before it, whose segments are still kept.
 */
export class VenueStore {
  readonly engine: Engine;
  readonly queries: EngineQueries;
  private broken: Error | undefined;
  private writing: Promise<void> | undefined;

  private constructor(
    private journal: Journal<JournalEntry>,
    /** The entry the journal's current segment starts at. */
    private segmentStart: number,
    engine: Engine,
    private journalEntries: number,
    private sinceSnapshot: number,
    private readonly options: VenueStoreOptions,
  ) {
    this.engine = engine;
    this.queries = new EngineQueries(engine);
  }

  static open(options: VenueStoreOptions): VenueStore {
    const dir = options.dataDir;
    mkdirSync(dir, { recursive: true });
    for (const file of readdirSync(dir))
      if (isUnfinishedSnapshot(file)) rmSync(join(dir, file), { force: true });
    const segments = listSegments(dir);
    const engineOptions = {
      historyFreeAccounts: options.historyFreeAccounts ?? [],
      ...(options.tradeRetentionMs !== undefined ? { tradeRetentionMs: options.tradeRetentionMs } : {}),
    };
    const start = startingPoint(dir, segments, options.symbols, engineOptions);
    const { engine } = start;
    const replay = (entry: JournalEntry) => {
      try {
        engine.execute(entry.command);
      } catch {
        // It failed the same way when it first ran; replay only needs its effects, if any.
      }
    };
    let next: number | undefined;
    let journal: Journal<JournalEntry> | undefined;
    segments.forEach((segment, index) => {
      const following = segments[index + 1];
      if (following && following.firstEntry <= start.journalEntries) return;
      const expected = next ?? Math.min(segment.firstEntry, start.journalEntries);
      if (segment.firstEntry !== expected)
        throw new Error(
          `paper venue journal in ${dir} is corrupt: ${segment.file} follows a segment that ends at entry ${expected}`,
        );
      let at = segment.firstEntry;
      const run = (entry: JournalEntry) => {
        if (at >= start.journalEntries) replay(entry);
        at += 1;
      };
      if (following) Journal.read(join(dir, segment.file), run);
      else journal = Journal.open(dir, segment.file, options.sync, run).journal;
      next = at;
    });
    const segmentStart = segments.at(-1)?.firstEntry ?? 0;
    journal ??= Journal.open<JournalEntry>(dir, segmentFile(segmentStart), options.sync).journal;
    const entries = next ?? 0;
    const store = new VenueStore(
      journal,
      segmentStart,
      engine,
      entries,
      entries - start.journalEntries,
      options,
    );
    store.snapshotWhenDue();
    return store;
  }

  /** Runs a command and makes it durable before returning its result (or throwing its EngineError). */
  execute<C extends StoreCommand>(command: C): CommandResults[C['kind']] {
    if (this.broken) throw this.broken;
    type K = C['kind'];
    const full = {
      ...command,
      at: command.at ?? (this.options.now ?? Date.now)(),
    } as unknown as CommandOf<K>;
    let result: CommandResults[K] | undefined;
    let failure: unknown;
    try {
      result = this.engine.execute<K>(full);
    } catch (error) {
      failure = error;
    }
    try {
      this.journal.append({ v: 1, command: full });
      this.journalEntries += 1;
      this.sinceSnapshot += 1;
    } catch (error) {
      // The engine moved on but the disk did not: refuse everything from now on.
      this.broken = new Error(`paper venue journal write failed: ${(error as Error).message}`);
      throw this.broken;
    }
    this.snapshotWhenDue();
    if (failure !== undefined) throw failure;
    return result as CommandResults[K];
  }

  /** Commands journaled since the data directory was first opened. */
  get commandCount(): number {
    return this.journalEntries;
  }

  /** Resolves once no snapshot is being written. */
  async settled(): Promise<void> {
    await this.writing;
  }

  private snapshotWhenDue(): void {
    const every = this.options.snapshotEvery;
    if (every !== undefined && this.sinceSnapshot >= every && !this.writing) this.snapshot(false);
  }

  /**
   * Starts a new journal segment here and saves the state it starts from; `wait` writes it before
   * returning, otherwise off the event loop. A snapshot only shortens the next start, and the
   * segments it would let go are removed only once it is written: failing to write one loses nothing.
   */
  private snapshot(wait: boolean): void {
    const { dataDir } = this.options;
    const at = this.journalEntries;
    try {
      if (this.segmentStart !== at) {
        this.journal.close();
        this.journal = Journal.open<JournalEntry>(dataDir, segmentFile(at), this.options.sync).journal;
        this.segmentStart = at;
      }
    } catch (error) {
      this.broken = new Error(`paper venue journal write failed: ${(error as Error).message}`);
      return;
    }
    this.sinceSnapshot = 0;
    const file = compactSnapshotFile(at);
    try {
      const bytes = compactSnapshotBytes(at, takeCompactSnapshot(this.engine));
      if (wait) {
        writeSnapshotSync(dataDir, file, bytes);
        removeSuperseded(dataDir);
        return;
      }
      this.writing = writeSnapshot(dataDir, file, bytes)
        .then(() => removeSuperseded(dataDir))
        .catch(() => undefined)
        .finally(() => {
          this.writing = undefined;
        });
    } catch {
      // Nothing was removed; the next snapshot tries again.
    }
  }

  close(): void {
    // A snapshot still being written is written again here: the process may exit once this returns.
    const unsaved = this.sinceSnapshot > 0 || this.writing !== undefined;
    if (!this.broken && this.options.snapshotEvery !== undefined && unsaved) this.snapshot(true);
    this.journal.close();
  }
}

/**
 * Where a start begins: the newest readable snapshot whose segment is there, else the empty engine
 * when the journal starts at entry 0. Throws when neither is there: the venue's history would be lost.
 */
function startingPoint(
  dir: string,
  segments: readonly Segment[],
  symbols: readonly SymbolConfig[],
  engineOptions: EngineOptions,
): { engine: Engine; journalEntries: number } {
  const snapshots = listCompactSnapshots(dir);
  for (const { file, journalEntries } of snapshots) {
    if (!segments.some((segment) => segment.firstEntry === journalEntries)) continue;
    const saved = readSnapshot(dir, file);
    if (!saved) continue;
    try {
      return { engine: restoreSnapshot(symbols, saved.engine, engineOptions, saved.columns), journalEntries };
    } catch {
      // Saved with other symbols or accounts: the one before it, or the journal, may still serve.
    }
  }
  const first = segments[0];
  if (first ? first.firstEntry === 0 : snapshots.length === 0)
    return { engine: new Engine(symbols, engineOptions), journalEntries: 0 };
  throw new Error(
    `paper venue data in ${dir} cannot be opened: no snapshot it holds can be read, and its journal` +
      ` starts at entry ${first?.firstEntry ?? 'none'}`,
  );
}

/** Removes the snapshots beyond the newest two, and the segments and old snapshot file before both. */
function removeSuperseded(dir: string): void {
  const snapshots = listCompactSnapshots(dir);
  const oldestKept = snapshots[SNAPSHOTS_KEPT - 1];
  if (!oldestKept) return;
  const remove = (file: string) => rmSync(join(dir, file), { force: true });
  for (const { file } of snapshots.slice(SNAPSHOTS_KEPT)) remove(file);
  remove(OLD_SNAPSHOT_FILE);
  const segments = listSegments(dir);
  segments.forEach((segment, index) => {
    const following = segments[index + 1];
    if (following && following.firstEntry <= oldestKept.journalEntries) remove(segment.file);
  });
}

export function openVenueStore(options: VenueStoreOptions): VenueStore {
  return VenueStore.open(options);
}
