import type { CommandResults, EngineQueries, Side, SymbolConfig } from '../engine';
import { EngineError } from '../engine';
import type { StoreCommand } from '../store/venue-store';
import { MarketUnits } from './market-profile';
import { mixSeed, Rng } from './rng';

export type Activity = 'calm' | 'normal' | 'busy' | 'off';
export const ACTIVITIES: readonly Activity[] = ['calm', 'normal', 'busy', 'off'];

/** The store's command and query side, as the simulation uses it. */
export interface SimVenue {
  execute<C extends StoreCommand>(command: C): CommandResults[C['kind']];
  readonly queries: EngineQueries;
}

export interface SimulatedMarketOptions {
  readonly venue: SimVenue;
  readonly symbols: readonly SymbolConfig[];
  readonly activity: Activity;
  readonly seed: number;
  /** Symbols in BREAK or HALT are left alone. */
  readonly isTrading?: (symbol: string) => boolean;
  /** Resting levels per side the makers keep (default 200). */
  readonly levels?: number;
  readonly tickMs?: number;
  /** Runs after every step, once the spot prices have moved (the futures marks follow them). */
  readonly afterStep?: () => void;
}

/**
 * Maker levels a fresh book gets per turn of the event loop: few enough that requests interleave with
 * the seeding, enough that the symbol's open orders are not listed again for every level.
 */
const SEED_BATCH = 16;

/** Per tick and symbol: the taker's chance in % (above 100: one sure, the rest a chance) and maker commands. */
const PACE: Record<Exclude<Activity, 'off'>, { taker: number; upkeep: number }> = {
  calm: { taker: 25, upkeep: 1 },
  normal: { taker: 70, upkeep: 2 },
  busy: { taker: 150, upkeep: 4 },
};

/**
 * A trade this many level spacings from the fair price moved the market (another account swept the
 * book): the fair price starts again from it, as a market maker re-centres after a sweep, instead of
 * the simulation pulling the price straight back.
 */
const IMPACT_SPACINGS = 20;

/** A light symbol's ladder: levels per side, and how many rounds pass between its steps. */
const LIGHT_LEVELS = 8;
const LIGHT_EVERY = 12;

export const SIM_MAKER = 'sim-maker';
export const SIM_TAKER = 'sim-taker';
/** The simulation's accounts: nobody reads their order history, so the engine does not keep it. */
export const SIMULATED_ACCOUNTS: readonly string[] = [SIM_MAKER, SIM_TAKER];

/** A maker's resting order, as the simulation re-quotes by it. */
interface MakerQuote {
  readonly orderId: number;
  readonly side: Side;
  readonly ticks: number;
}

interface SymbolSim {
  readonly units: MarketUnits;
  readonly rng: Rng;
  fair: number;
}

/**
 * Simulated participants: per symbol a market maker keeps a ladder of resting orders around a
 * drifting fair price (a seeded random walk in whole ticks) and a taker sends market orders that
 * lean toward the fair price, filling whatever rests at the top, the user's orders included. All
 * orders go through the venue's store from internal accounts, so they are journaled, show in
 * the book, trades and streams, and survive restarts like any other order.
 */
export class SimulatedMarket {
  private readonly sims: SymbolSim[];
  private timer: NodeJS.Timeout | undefined;
  private rounds = 0;
  /** Whether a round taken one symbol per turn is still under way. */
  private stepping = false;

  constructor(private readonly options: SimulatedMarketOptions) {
    this.sims = options.symbols.map((config) => {
      const units = new MarketUnits(config);
      const last = options.venue.queries.lastPrice(config.symbol);
      return {
        units,
        rng: new Rng(mixSeed(options.seed, config.symbol)),
        fair: last === undefined ? units.referenceTicks : units.ticksOf(last),
      };
    });
    const balances: Record<string, string> = {};
    for (const config of options.symbols) {
      balances[config.baseAsset] = '1000000000';
      balances[config.quoteAsset] = '1000000000000';
    }
    for (const accountId of SIMULATED_ACCOUNTS) {
      options.venue.execute({
        kind: 'openAccount',
        account: { accountId, balances, commission: { maker: '0', taker: '0' } },
      });
    }
  }

  /** The current fair price of a symbol (decimal string). */
  fairPrice(symbol: string): string | undefined {
    const sim = this.sims.find((s) => s.units.config.symbol === symbol);
    return sim && sim.units.price(sim.fair);
  }

  start(): void {
    if (this.options.activity === 'off' || this.timer) return;
    this.timer = setInterval(() => this.stepInTurns(), this.options.tickMs ?? 250);
    this.timer.unref();
    // Fill thin books quickly, a batch at a time so requests interleave with the seeding.
    const seed = () => {
      if (this.timer && this.seedBook()) setImmediate(seed);
    };
    setImmediate(seed);
  }

  /**
   * Places up to `SEED_BATCH` missing maker levels of the first symbol whose ladder is not full; false
   * once every trading symbol has its levels (a fresh venue's book is built this way, a restarted one
   * is already there).
   */
  seedBook(): boolean {
    if (this.options.activity === 'off') return false;
    for (const sim of this.sims) {
      const { symbol } = sim.units.config;
      if (this.options.isTrading && !this.options.isTrading(symbol)) continue;
      // Counting is cheap; the orders' prices are listed only for the symbol that gets levels, once a batch.
      if (this.options.venue.queries.openCounts(SIM_MAKER, symbol).orders >= 2 * this.levelsOf(sim)) continue;
      const quotes = this.quotesOf(sim);
      const taken = new Set(quotes.map(({ side, ticks }) => `${side}${ticks}`));
      let placed = 0;
      while (placed < SEED_BATCH && this.upkeep(sim, quotes, taken)) placed += 1;
      if (placed > 0) return true;
    }
    return false;
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** One round of the simulation at once: every trading symbol drifts, trades and re-quotes. */
  step(): void {
    if (this.options.activity === 'off') return;
    this.rounds += 1;
    for (const sim of this.sims) this.stepSymbol(sim);
    this.options.afterStep?.();
  }

  /**
   * The same round, one symbol per turn of the event loop, so a request that arrives meanwhile (a
   * trader's order) waits for one symbol's step, not for the whole round. A round still running when
   * the next is due lets that one pass.
   */
  private stepInTurns(): void {
    if (this.options.activity === 'off' || this.stepping) return;
    this.rounds += 1;
    this.stepping = true;
    let next = 0;
    const turn = () => {
      if (!this.timer) {
        this.stepping = false;
        return;
      }
      const sim = this.sims[next];
      next += 1;
      if (sim) {
        this.stepSymbol(sim);
        setImmediate(turn);
        return;
      }
      this.stepping = false;
      this.options.afterStep?.();
    };
    turn();
  }

  private stepSymbol(sim: SymbolSim): void {
    const pace = PACE[this.options.activity as Exclude<Activity, 'off'>];
    const { symbol } = sim.units.config;
    if (this.options.isTrading && !this.options.isTrading(symbol)) return;
    if (sim.units.light && this.rounds % LIGHT_EVERY !== 0) return;
    this.followImpact(sim);
    this.drift(sim);
    let chance = pace.taker;
    while (chance > 0) {
      if (chance >= 100 || sim.rng.chance(chance)) this.take(sim);
      chance -= 100;
    }
    const quotes = this.quotesOf(sim);
    const taken = new Set(quotes.map(({ side, ticks }) => `${side}${ticks}`));
    for (let i = 0; i < pace.upkeep; i += 1) if (!this.upkeep(sim, quotes, taken)) break;
  }

  /** The makers' resting orders on the symbol, at their price in ticks. */
  private quotesOf(sim: SymbolSim): MakerQuote[] {
    return this.options.venue.queries
      .openOrderPrices(SIM_MAKER, sim.units.config.symbol)
      .map(({ orderId, side, price }) => ({ orderId, side, ticks: sim.units.ticksOf(price) }));
  }

  private followImpact(sim: SymbolSim): void {
    const last = this.options.venue.queries.lastPrice(sim.units.config.symbol);
    if (last === undefined) return;
    const ticks = sim.units.ticksOf(last);
    if (Math.abs(ticks - sim.fair) > IMPACT_SPACINGS * sim.units.spacing(sim.fair)) sim.fair = ticks;
  }

  private drift(sim: SymbolSim): void {
    const unit = sim.units.spacing(sim.fair);
    const move = sim.rng.int(0, 4);
    // A lattice walk: mostly still or one spacing; reflect far from the reference price.
    const delta = move === 0 ? -unit : move === 4 ? unit : 0;
    const next = sim.fair + delta;
    const ref = sim.units.referenceTicks;
    sim.fair = next < ref / 2 || next > ref * 2 ? sim.fair - delta : next;
  }

  private run<C extends StoreCommand>(command: C): CommandResults[C['kind']] | undefined {
    try {
      return this.options.venue.execute(command);
    } catch (error) {
      if (error instanceof EngineError) return undefined;
      throw error;
    }
  }

  private take(sim: SymbolSim): void {
    const { symbol } = sim.units.config;
    const top = this.options.venue.queries.bookTicker(symbol);
    const ask = sim.units.ticksOf(top.askPrice);
    const bid = sim.units.ticksOf(top.bidPrice);
    // Lean toward the fair price: buy when asks are cheap, sell when bids are rich. A side whose top
    // stands further from the fair price than a sweep's impact is left alone: after another account
    // swept one side, the taker waits for the maker to quote the new price instead of trading the
    // far side's leftovers and pulling the price straight back.
    const reach = IMPACT_SPACINGS * sim.units.spacing(sim.fair);
    const canBuy = ask !== 0 && ask <= sim.fair + reach;
    const canSell = bid !== 0 && bid >= sim.fair - reach;
    const buyChance = !canBuy ? 0 : !canSell ? 100 : ask <= sim.fair ? 75 : bid >= sim.fair ? 25 : 50;
    const side = sim.rng.chance(buyChance) ? 'BUY' : 'SELL';
    if ((side === 'BUY' && !canBuy) || (side === 'SELL' && !canSell)) return;
    const steps = sim.units.lotSteps * sim.rng.int(1, 6);
    this.run({
      kind: 'placeOrder',
      accountId: SIM_TAKER,
      order: { symbol, side, type: 'MARKET', quantity: sim.units.qty(steps) },
    });
  }

  /** One maker command: drop a stale order, or add the missing level nearest the fair price. */
  private upkeep(sim: SymbolSim, orders: MakerQuote[], taken: Set<string>): boolean {
    const { units } = sim;
    const { symbol } = units.config;
    const levels = this.levelsOf(sim);
    const spacing = units.spacing(sim.fair);
    const staleAt = orders.findIndex((order) => this.isStale(order, sim, spacing * (levels + 20)));
    const stale = orders[staleAt];
    if (stale) {
      orders.splice(staleAt, 1);
      taken.delete(`${stale.side}${stale.ticks}`);
      this.run({ kind: 'cancelOrder', accountId: SIM_MAKER, symbol, orderId: stale.orderId });
      return true;
    }
    const grid = Math.floor(sim.fair / spacing) * spacing;
    for (let k = 1; k <= levels; k += 1) {
      for (const side of ['BUY', 'SELL'] as const) {
        const ticks = side === 'BUY' ? grid - k * spacing : grid + k * spacing;
        if (ticks <= 0 || taken.has(`${side}${ticks}`)) continue;
        taken.add(`${side}${ticks}`);
        const steps = units.lotSteps * sim.rng.int(1, 8) * (1 + Math.floor(k / 25));
        this.run({
          kind: 'placeOrder',
          accountId: SIM_MAKER,
          order: {
            symbol,
            side,
            type: 'LIMIT',
            timeInForce: 'GTC',
            price: units.price(ticks),
            quantity: units.qty(steps),
          },
        });
        return true;
      }
    }
    return false;
  }

  private levelsOf(sim: SymbolSim): number {
    const levels = this.options.levels ?? 200;
    return sim.units.light ? Math.min(levels, LIGHT_LEVELS) : levels;
  }

  private isStale({ side, ticks }: MakerQuote, sim: SymbolSim, reach: number): boolean {
    if (side === 'BUY') return ticks > sim.fair || ticks < sim.fair - reach;
    return ticks < sim.fair || ticks > sim.fair + reach;
  }
}
