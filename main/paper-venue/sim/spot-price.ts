import type { EngineQueries } from '../engine';
import type { SimulatedMarket } from './simulated-market';

/**
 * The spot price a futures index reads: the simulated symbol's last trade, or before its first
 * trade the simulation's starting (fair) price; undefined for a symbol the simulation does not run.
 */
export function spotPrice(
  queries: Pick<EngineQueries, 'lastPrice'>,
  sim: Pick<SimulatedMarket, 'fairPrice'>,
): (symbol: string) => string | undefined {
  return (symbol) => {
    const fair = sim.fairPrice(symbol);
    return fair === undefined ? undefined : (queries.lastPrice(symbol) ?? fair);
  };
}
