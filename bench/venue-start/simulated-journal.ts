import { engineSymbolConfig } from '../../main/paper-venue/adapter/symbol-config';
import { PAPER_VENUE_SYMBOLS, symbolCatalog } from '../../main/paper-venue/config/symbols';
import { engineSymbols } from '../../main/paper-venue/sim/engine-symbols';
import { SimulatedMarket, SIMULATED_ACCOUNTS } from '../../main/paper-venue/sim/simulated-market';
import { openVenueStore, type VenueStoreOptions } from '../../main/paper-venue/store/venue-store';
import { TRADE_RETENTION_MS } from '../../main/paper-venue/venue';

/** The simulated market steps every 250 ms of venue time. */
const STEP_MS = 250;

/** The store options the venue opens its data directory with, except how often it snapshots. */
export function venueStoreOptions(dataDir: string): VenueStoreOptions {
  return {
    dataDir,
    symbols: symbolCatalog(PAPER_VENUE_SYMBOLS).all.map(engineSymbolConfig),
    historyFreeAccounts: SIMULATED_ACCOUNTS,
    tradeRetentionMs: TRADE_RETENTION_MS,
    sync: 'background',
  };
}

/**
 * Fills `dataDir` with a journal of `entries` commands of the simulated market at the `normal`
 * activity the terminal starts with, on a venue clock that steps as the market's timer would, but
 * without waiting for it; no snapshot. Returns the venue time the journal covers.
 */
export function simulatedJournal(dataDir: string, entries: number): { hours: number } {
  let clock = Date.UTC(2026, 10, 1);
  const started = clock;
  const store = openVenueStore({ ...venueStoreOptions(dataDir), now: () => clock });
  const symbols = symbolCatalog(PAPER_VENUE_SYMBOLS).all.filter((info) => info.status === 'TRADING');
  const sim = new SimulatedMarket({
    venue: store,
    symbols: engineSymbols(symbols),
    activity: 'normal',
    seed: 1,
  });
  while (sim.seedBook()) clock += 1;
  while (store.commandCount < entries) {
    sim.step();
    clock += STEP_MS;
  }
  store.close();
  return { hours: (clock - started) / 3_600_000 };
}
