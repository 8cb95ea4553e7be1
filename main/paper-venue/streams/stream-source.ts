import type { Engine, EngineQueries } from '../engine';

/** What the streams read: the engine's event log and queries (a VenueStore is one). */
export interface StreamSource {
  readonly engine: Pick<Engine, 'subscribe' | 'symbol'>;
  readonly queries: EngineQueries;
}
