import { PAPER_SYMBOLS } from '../config/symbols';
import { Engine, EngineQueries, type CommandResults } from '../engine';
import type { StoreCommand } from '../store/venue-store';
import { engineSymbols } from './engine-symbols';
import { SIMULATED_ACCOUNTS, type SimVenue } from './simulated-market';

/** An in-memory venue for the simulation's tests, whose clock moves 50 ms per command. */
export function memoryVenue(symbols: Parameters<typeof engineSymbols>[0] = PAPER_SYMBOLS) {
  const engine = new Engine(engineSymbols(symbols), { historyFreeAccounts: SIMULATED_ACCOUNTS });
  let clock = Date.parse('2026-11-01T00:00:00Z');
  const venue: SimVenue = {
    queries: new EngineQueries(engine),
    execute: <C extends StoreCommand>(command: C) =>
      engine.execute({ ...command, at: command.at ?? (clock += 50) } as never) as CommandResults[C['kind']],
  };
  return { engine, venue, queries: venue.queries, now: () => clock };
}
