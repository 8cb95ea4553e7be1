import { Engine } from '../engine/engine';
import type { CommandOf, CommandResults, EngineCommand } from '../engine/commands';
import { EngineQueries } from '../engine/queries';
import { restoreSnapshot, takeSnapshot } from '../engine/snapshot';
import type { SymbolConfig } from '../engine/types';
import { Journal, type JournalSync } from './journal';
import { readSnapshot, writeSnapshot } from './snapshot-file';

export interface VenueStoreOptions {
  readonly dataDir: string;
  /** Must be the same on every start: the journal is replayed against them. */
  readonly symbols: readonly SymbolConfig[];
  readonly now?: () => number;
  /**
   * Save a snapshot after this many journaled commands, and on close. Off unless set: a snapshot
   * serializes the whole history on the event loop (about a second after 40,000 orders, growing with
   * the history) while every request waits, and opening from one took longer than replaying the
   * journal it stood for (bench/README.md, "The venue's snapshots").
   */
  readonly snapshotEvery?: number;
  /** The engine's history-free accounts (`EngineOptions`). */
  readonly historyFreeAccounts?: readonly string[];
  /** fsync every command before answering (`each`, the default) or soon after (`background`). */
  readonly sync?: JournalSync;
}

interface JournalEntry {
  readonly v: 1;
  readonly command: EngineCommand;
}

export const JOURNAL_FILE = 'engine-journal.jsonl';

/** A command as callers send it: `at` is filled from the store's clock when left out. */
export type StoreCommand = EngineCommand extends infer C
  ? C extends EngineCommand
    ? Omit<C, 'at'> & { readonly at?: number }
    : never
  : never;

/**
 * The engine made durable: every state-changing command is appended to a write-ahead journal
 * before its result is returned (and fsync'd then, or within milliseconds with `sync:
 * 'background'`), and the journal is replayed on open. The engine is
 * deterministic, so replay rebuilds exactly the state (ids, balances, trades) that was acknowledged.
 * Rejected commands are journaled too, so replay repeats them exactly as they happened.
 * Snapshots (written atomically, only when `snapshotEvery` asks) stand for the journal up to a
 * point: a start loads the snapshot and replays the journal entries after it, and a missing or
 * unreadable snapshot just means a full replay.
 */
export class VenueStore {
  readonly engine: Engine;
  readonly queries: EngineQueries;
  private broken: Error | undefined;
  private sinceSnapshot = 0;

  private constructor(
    private readonly journal: Journal<JournalEntry>,
    engine: Engine,
    private journalEntries: number,
    private readonly options: VenueStoreOptions,
  ) {
    this.engine = engine;
    this.queries = new EngineQueries(engine);
  }

  static open(options: VenueStoreOptions): VenueStore {
    const { journal, entries } = Journal.open<JournalEntry>(options.dataDir, JOURNAL_FILE, options.sync);
    const saved = readSnapshot(options.dataDir);
    const usable = saved !== undefined && saved.journalEntries <= entries.length;
    const engineOptions = { historyFreeAccounts: options.historyFreeAccounts ?? [] };
    const engine = usable
      ? restoreSnapshot(options.symbols, saved.engine, engineOptions)
      : new Engine(options.symbols, engineOptions);
    for (const entry of entries.slice(usable ? saved.journalEntries : 0)) {
      try {
        engine.execute(entry.command);
      } catch {
        // It failed the same way when it first ran; replay only needs its effects, if any.
      }
    }
    return new VenueStore(journal, engine, entries.length, options);
  }

  /** Saves the current state so the next start replays only what comes after it. */
  snapshot(): void {
    writeSnapshot(this.options.dataDir, {
      journalEntries: this.journalEntries,
      engine: takeSnapshot(this.engine),
    });
    this.sinceSnapshot = 0;
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
    const every = this.options.snapshotEvery;
    if (every !== undefined && this.sinceSnapshot >= every) this.trySnapshot();
    if (failure !== undefined) throw failure;
    return result as CommandResults[K];
  }

  /** A snapshot only shortens the next start; failing to write one loses nothing. */
  private trySnapshot(): void {
    try {
      this.snapshot();
    } catch {
      this.sinceSnapshot = 0;
    }
  }

  close(): void {
    if (!this.broken && this.options.snapshotEvery !== undefined && this.sinceSnapshot > 0)
      this.trySnapshot();
    this.journal.close();
  }
}

export function openVenueStore(options: VenueStoreOptions): VenueStore {
  return VenueStore.open(options);
}
