import type { SymbolInfo } from '@shared/api/spot/exchange-info';
import type { VenueStore } from '../store/venue-store';
import { engineSymbols } from './engine-symbols';
import { historyAnchor } from './history-anchor';
import { MarketHistory } from './history';
import { MarketUnits } from './market-profile';
import { SimulatedMarket, type Activity } from './simulated-market';

export interface LiveMarketOptions {
  readonly store: VenueStore;
  /** The store's directory, where the history's anchor is kept. */
  readonly dataDir: string;
  /** Every listed symbol; those TRADING are simulated and get a history. */
  readonly symbols: readonly SymbolInfo[];
  readonly activity: Activity;
  readonly seed: number;
  readonly now: () => number;
  /** Symbols in BREAK or HALT are left alone. */
  readonly isTrading?: (symbol: string) => boolean;
  /** Simulation period (default 250 ms). */
  readonly tickMs?: number;
  /** Runs after every simulation step. */
  readonly afterStep?: () => void;
}

export interface LiveMarket {
  readonly sim: SimulatedMarket;
  readonly history: MarketHistory;
  /** Starts the simulation and, after start-up, generates each symbol's history in the background. */
  start(): void;
  stop(): void;
}

/** How long after start the background history generation begins, and its pause between symbols. */
const WARM_DELAY_MS = 2000;
const WARM_PAUSE_MS = 100;

/**
 * The simulated market in the venue's store, and the history that ends at its starting prices.
 * Creating it only opens the simulation's internal accounts; nothing heavy runs before `start`.
 */
export function createLiveMarket(options: LiveMarketOptions): LiveMarket {
  const trading = engineSymbols(options.symbols.filter((info) => info.status === 'TRADING'));
  const sim = new SimulatedMarket({
    venue: options.store,
    symbols: trading,
    activity: options.activity,
    seed: options.seed,
    isTrading: options.isTrading,
    tickMs: options.tickMs,
    afterStep: options.afterStep,
  });
  // History ends at the directory's first start, at the price the market started from there.
  const history = new MarketHistory({
    seed: options.seed,
    symbols: trading,
    // A journal from before the anchor was kept: history ends where its trades begin.
    anchorTime: historyAnchor(options.dataDir, () =>
      Math.min(
        options.now(),
        ...trading.map((config) => options.store.queries.trades(config.symbol).firstTradeTime ?? Infinity),
      ),
    ),
  });
  let warmTimer: NodeJS.Timeout | undefined;
  // The core pairs first, then the wider list's light ones (about half the work each), a pause between.
  const light = (config: (typeof trading)[number]) => new MarketUnits(config).light;
  const warmed = [...trading.filter((c) => !light(c)), ...trading.filter(light)];
  const warm = (index: number) => {
    const config = warmed[index];
    if (!config) return;
    history.tradeCount(config.symbol);
    warmTimer = setTimeout(() => warm(index + 1), WARM_PAUSE_MS).unref();
  };
  return {
    sim,
    history,
    start: () => {
      sim.start();
      warmTimer = setTimeout(() => warm(0), WARM_DELAY_MS).unref();
    },
    stop: () => {
      sim.stop();
      clearTimeout(warmTimer);
    },
  };
}
