import { notional } from './contract-math';
import { Dec } from './decimal';
import { premium, premiumSum } from './premium-average';
import type { FuturesState, Market } from './state';
import { walletOf } from './state';

/** The interest part of the funding rate per period, 0.01 % as on the live venue. */
export const INTEREST_RATE = new Dec('0.0001');
/** The premium-to-interest correction is clamped to ±0.05 %; the rate itself to ±0.75 %. */
const CORRECTION_CLAMP = new Dec('0.0005');
const RATE_CAP = new Dec('0.0075');

const clamp = (value: Dec, bound: Dec) => Dec.min(Dec.max(value, bound.negated()), bound);

/** The funding time after `time`: periods are aligned to the epoch (00:00, 08:00, 16:00 UTC for 8 h). */
export function fundingBoundaryAfter(time: number, interval: number): number {
  return Math.floor(time / interval) * interval + interval;
}

/** The next funding time as of `now`. */
export function nextFundingTime(state: FuturesState, now: number): number {
  return state.tape.nextFundingTime || fundingBoundaryAfter(now, state.tape.fundingIntervalMs);
}

/**
 * The funding rate of the period ending at `end`, as it stands at `now`: the average premium
 * P = (mark − index) / index of the mark moves recorded in the period (the current premium when
 * there were none), plus clamp(interest − P, ±0.05 %), capped at ±0.75 %.
 */
export function fundingRate(state: FuturesState, market: Market, end: number, now: number): Dec {
  const start = end - state.tape.fundingIntervalMs;
  const { sum, count } = premiumSum(state.tape.samples.get(market.spec.symbol) ?? [], start, end, now);
  const average = count === 0 ? premium(market.mark, market.index) : sum.dividedBy(count);
  const rate = average.plus(clamp(INTEREST_RATE.minus(average), CORRECTION_CLAMP));
  return clamp(rate, RATE_CAP).toDecimalPlaces(8, Dec.ROUND_HALF_UP);
}

/**
 * Settles one funding time: every contract's rate is recorded, and every open position pays
 * (rate > 0: longs pay shorts) or receives value at the mark × rate in its margin asset.
 */
function settleFunding(state: FuturesState, time: number): void {
  const { tape } = state;
  for (const market of state.markets.values()) {
    const { spec, mark } = market;
    const rate = fundingRate(state, market, time, time);
    tape.funding.push({ symbol: spec.symbol, fundingTime: time, fundingRate: rate, markPrice: mark });
    for (const account of state.accounts.values()) {
      for (const position of account.positions.values()) {
        if (position.symbol !== spec.symbol || position.amount.isZero()) continue;
        const income = notional(spec, position.amount, mark).times(rate).negated();
        account.wallets.set(spec.marginAsset, walletOf(account, spec.marginAsset).plus(income));
        tape.income.push({
          accountId: account.id,
          symbol: spec.symbol,
          incomeType: 'FUNDING_FEE',
          income,
          asset: spec.marginAsset,
          time,
          tranId: tape.nextTranId++,
          tradeId: '',
        });
      }
    }
  }
}

/** Settles every funding time up to `now` (the first call only sets the schedule). */
export function chargeFundingUntil(state: FuturesState, now: number): void {
  const { tape } = state;
  if (now <= 0) return;
  if (tape.nextFundingTime === 0) {
    tape.nextFundingTime = fundingBoundaryAfter(now, tape.fundingIntervalMs);
    return;
  }
  while (now >= tape.nextFundingTime) {
    settleFunding(state, tape.nextFundingTime);
    tape.nextFundingTime += tape.fundingIntervalMs;
  }
}
