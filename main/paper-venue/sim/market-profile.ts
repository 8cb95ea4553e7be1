import { fromFixed, toFixed } from '../engine/fixed';
import type { SymbolConfig } from '../engine';

/**
 * Where a simulated symbol starts and how big its typical order is (decimal strings). A light symbol
 * (the venue's wider list) gets a short ladder and a step every few seconds, so twenty symbols cost
 * little more than the core seven.
 */
const PROFILES: Readonly<Record<string, { price: string; lot: string; light?: true }>> = {
  BTCUSDT: { price: '65000', lot: '0.004' },
  ETHUSDT: { price: '3200', lot: '0.08' },
  BNBUSDT: { price: '580', lot: '0.4' },
  SOLUSDT: { price: '150', lot: '2' },
  ETHBTC: { price: '0.0492', lot: '0.08' },
  BNBBTC: { price: '0.0089', lot: '0.4' },
  XRPBTC: { price: '0.0000088', lot: '500' },
  XRPUSDT: { price: '0.5512', lot: '500', light: true },
  ADAUSDT: { price: '0.4480', lot: '600', light: true },
  DOGEUSDT: { price: '0.16240', lot: '2000', light: true },
  TRXUSDT: { price: '0.12110', lot: '2500', light: true },
  DOTUSDT: { price: '6.512', lot: '40', light: true },
  LINKUSDT: { price: '14.35', lot: '20', light: true },
  LTCUSDT: { price: '82.40', lot: '3', light: true },
  AVAXUSDT: { price: '31.20', lot: '10', light: true },
  ATOMUSDT: { price: '8.115', lot: '35', light: true },
  UNIUSDT: { price: '8.420', lot: '35', light: true },
  NEARUSDT: { price: '5.260', lot: '60', light: true },
  BCHUSDT: { price: '385.6', lot: '0.8', light: true },
  FILUSDT: { price: '5.140', lot: '60', light: true },
  APTUSDT: { price: '9.820', lot: '30', light: true },
};

/**
 * A symbol in whole ticks and steps: prices and quantities of the simulation are integers of
 * these units (exact, far below 2^53), turned into decimal strings only at the edge.
 */
export class MarketUnits {
  readonly tick: bigint;
  readonly step: bigint;
  readonly minSteps: number;
  readonly referenceTicks: number;
  readonly lotSteps: number;
  /** A symbol of the venue's wider list, simulated lightly. */
  readonly light: boolean;
  /** quote() = ⌊ticks × steps × quoteNumerator / quoteDenominator⌋ (tick × step / 1e8 in lowest terms). */
  private readonly quoteNumerator: number;
  private readonly quoteDenominator: number;

  constructor(readonly config: SymbolConfig) {
    this.tick = toFixed(config.tickSize);
    this.step = toFixed(config.stepSize);
    this.minSteps = Math.max(1, Number(toFixed(config.minQty) / this.step));
    const profile = PROFILES[config.symbol] ?? { price: '100', lot: '1' };
    this.referenceTicks = Number(toFixed(profile.price) / this.tick);
    this.lotSteps = Math.max(this.minSteps, Number(toFixed(profile.lot) / this.step));
    this.light = 'light' in profile && profile.light === true;
    const product = this.tick * this.step;
    const divisor = gcd(product, 100_000_000n);
    this.quoteNumerator = Number(product / divisor);
    this.quoteDenominator = Number(100_000_000n / divisor);
  }

  price(ticks: number): string {
    return fromFixed(BigInt(ticks) * this.tick);
  }

  qty(steps: number): string {
    return fromFixed(BigInt(steps) * this.step);
  }

  ticksOf(price: string): number {
    return Number(toFixed(price) / this.tick);
  }

  /** Book spacing: about 0.002 % of the price, at least one tick. */
  spacing(ticks: number): number {
    return Math.max(1, Math.floor(ticks / 50_000));
  }

  /** price × qty in 1e-8 units, floored like the engine's notional. */
  quote(ticks: number, steps: number): bigint {
    return (BigInt(ticks) * this.tick * BigInt(steps) * this.step) / 100_000_000n;
  }

  /**
   * quote() as a number when every step stays an exact integer below 2^53, else −1: the history's
   * hot loop sums hundreds of thousands of these without a bigint each.
   */
  smallQuote(ticks: number, steps: number): number {
    const scaled = ticks * steps * this.quoteNumerator;
    if (!(scaled <= Number.MAX_SAFE_INTEGER)) return -1;
    const denominator = this.quoteDenominator;
    if (denominator === 1) return scaled;
    let quotient = Math.floor(scaled / denominator);
    // The division rounds; integer checks make the floor exact.
    if (quotient * denominator > scaled) quotient -= 1;
    else if ((quotient + 1) * denominator <= scaled) quotient += 1;
    return quotient;
  }
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}
