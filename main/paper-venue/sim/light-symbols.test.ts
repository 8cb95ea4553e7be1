import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { PAPER_MORE_SYMBOLS } from '@shared/market/paper-symbols';
import { PAPER_SYMBOLS, PAPER_VENUE_SYMBOLS } from '../config/symbols';
import { engineSymbols } from './engine-symbols';
import { MarketUnits } from './market-profile';
import { memoryVenue } from './memory-venue';
import { SimulatedMarket } from './simulated-market';

const filter = (symbol: (typeof PAPER_VENUE_SYMBOLS)[number], type: string) =>
  symbol.filters.find((f) => f.filterType === type) as Record<string, string>;

describe('the venue’s wider list', () => {
  it('lists at least twenty symbols, each once, the core pairs first and unchanged', () => {
    const names = PAPER_VENUE_SYMBOLS.map((s) => s.symbol);
    expect(names.length).toBeGreaterThanOrEqual(20);
    expect(new Set(names).size).toBe(names.length);
    expect(PAPER_VENUE_SYMBOLS.slice(0, PAPER_SYMBOLS.length)).toEqual(PAPER_SYMBOLS);
  });

  it('gives each added pair a start price on its tick, a lot above its minimums, and a light market', () => {
    for (const info of PAPER_MORE_SYMBOLS) {
      const [config] = engineSymbols([info]);
      const units = new MarketUnits(config!);
      expect(units.light, info.symbol).toBe(true);
      const price = new Decimal(units.price(units.referenceTicks));
      const { tickSize, minPrice, maxPrice } = filter(info, 'PRICE_FILTER');
      expect(price.mod(tickSize!).isZero(), info.symbol).toBe(true);
      expect(price.gte(minPrice!) && price.lte(maxPrice!), info.symbol).toBe(true);
      // A typical order is worth more than the minimum notional and is a whole number of steps.
      const lot = new Decimal(units.qty(units.lotSteps));
      expect(lot.times(price).gte(filter(info, 'NOTIONAL').minNotional!), info.symbol).toBe(true);
    }
    for (const info of PAPER_SYMBOLS) expect(new MarketUnits(engineSymbols([info])[0]!).light).toBe(false);
  });

  it('keeps a short ladder for a light pair and steps it only every few rounds', () => {
    const { venue } = memoryVenue(PAPER_VENUE_SYMBOLS);
    const symbols = engineSymbols(
      PAPER_VENUE_SYMBOLS.filter((s) => ['BTCUSDT', 'DOGEUSDT'].includes(s.symbol)),
    );
    const sim = new SimulatedMarket({ venue, symbols, activity: 'busy', seed: 3, levels: 50 });
    while (sim.seedBook());
    const depth = (symbol: string) => venue.queries.depth(symbol, 5000);
    expect([depth('BTCUSDT').bids.length, depth('BTCUSDT').asks.length]).toEqual([50, 50]);
    expect([depth('DOGEUSDT').bids.length, depth('DOGEUSDT').asks.length]).toEqual([8, 8]);
    for (let i = 0; i < 24; i += 1) sim.step();
    const trades = (symbol: string) => venue.queries.recentTrades(symbol, 1000).length;
    // Busy: at least one taker order per symbol and round; the light pair has had two rounds.
    expect(trades('BTCUSDT')).toBeGreaterThanOrEqual(24);
    expect(trades('DOGEUSDT')).toBeGreaterThanOrEqual(2);
    expect(trades('DOGEUSDT')).toBeLessThanOrEqual(2 * 8);
  });
});
