import { fundingBoundaryAfter } from './funding';
import { premiumSum } from './premium-average';
import type { FuturesState, Market } from './state';
import { listOf, type PriceSample } from './tape';

/** Samples kept per symbol; the oldest go first beyond it. */
const MAX_SAMPLES = 200_000;

/**
 * Records the market's mark and index at `now` (a later sample in the same millisecond replaces it),
 * and adds the sample before it to its funding period's premium sum, so a settlement never sums a
 * whole period at once (~115,000 samples in 8 hours, for every contract at the same instant).
 */
export function recordPrices(state: FuturesState, market: Market, now: number): void {
  const samples = listOf(state.tape.samples, market.spec.symbol);
  const sample: PriceSample = { time: now, mark: market.mark, index: market.index };
  const last = samples.at(-1);
  if (last && last.time === now) samples[samples.length - 1] = sample;
  else if (!last || last.time < now) samples.push(sample);
  else return; // a clock behind the newest sample records nothing
  if (samples.length > MAX_SAMPLES) samples.splice(0, samples.length - MAX_SAMPLES);
  // A sample on a funding time belongs to the period that ends there.
  const interval = state.tape.fundingIntervalMs;
  const end = fundingBoundaryAfter(now - 1, interval);
  premiumSum(samples, end - interval, end, now);
}

/** The symbol's samples, oldest first; one at `now` standing for the current prices when none was recorded. */
export function priceSamples(state: FuturesState, market: Market, now: number): readonly PriceSample[] {
  const samples = state.tape.samples.get(market.spec.symbol);
  if (samples && samples.length > 0) return samples;
  return [{ time: Math.min(now, state.clock || now), mark: market.mark, index: market.index }];
}
