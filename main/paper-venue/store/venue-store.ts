import { Engine } from '../engine/engine';
import type { CommandOf, CommandResults, EngineCommand } from '../engine/commands';
import { EngineQueries } from '../engine/queries';
import type { SymbolConfig } from '../engine/types';
import { Journal } from './journal';

export interface VenueStoreOptions {
  readonly dataDir: string;
  /** Must be the same on every start: the journal is replayed against them. */
  readonly symbols: readonly SymbolConfig[];
  readonly now?: () => number;
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
 * The engine made durable: every state-changing command is appended to a write-ahead journal and
 * fsync'd before its result is returned, and the journal is replayed on open. The engine is
 * deterministic, so replay rebuilds exactly the state (ids, balances, trades) that was acknowledged.
 * Rejected commands are journaled too, so replay repeats them exactly as they happened.
 */
export class VenueStore {
  readonly engine: Engine;
  readonly queries: EngineQueries;
  private broken: Error | undefined;

  private constructor(
    private readonly journal: Journal<JournalEntry>,
    engine: Engine,
    private readonly now: () => number,
  ) {
    this.engine = engine;
    this.queries = new EngineQueries(engine);
  }

  static open(options: VenueStoreOptions): VenueStore {
    const { journal, entries } = Journal.open<JournalEntry>(options.dataDir, JOURNAL_FILE);
    const engine = new Engine(options.symbols);
    for (const entry of entries) {
      try {
        engine.execute(entry.command);
      } catch {
        // It failed the same way when it first ran; replay only needs its effects, if any.
      }
    }
    return new VenueStore(journal, engine, options.now ?? Date.now);
  }

  /** Runs a command and makes it durable before returning its result (or throwing its EngineError). */
  execute<C extends StoreCommand>(command: C): CommandResults[C['kind']] {
    if (this.broken) throw this.broken;
    type K = C['kind'];
    const full = { ...command, at: command.at ?? this.now() } as unknown as CommandOf<K>;
    let result: CommandResults[K] | undefined;
    let failure: unknown;
    try {
      result = this.engine.execute<K>(full);
    } catch (error) {
      failure = error;
    }
    try {
      this.journal.append({ v: 1, command: full });
    } catch (error) {
      // The engine moved on but the disk did not: refuse everything from now on.
      this.broken = new Error(`paper venue journal write failed: ${(error as Error).message}`);
      throw this.broken;
    }
    if (failure !== undefined) throw failure;
    return result as CommandResults[K];
  }

  close(): void {
    this.journal.close();
  }
}

export function openVenueStore(options: VenueStoreOptions): VenueStore {
  return VenueStore.open(options);
}
