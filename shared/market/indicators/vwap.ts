import { Dec } from '../../decimal/decimal';
import type Decimal from 'decimal.js';
import type { IndicatorBar, MaybeDecimal, Stepper } from './stepper';

const dayMs = 86_400_000;

export interface VwapState {
  /** The UTC day (days since the epoch) the sums belong to. */
  readonly session: number;
  /** Σ (high + low + close) × volume: three times the typical price's sum, kept exact. */
  readonly tripleSum: Decimal;
  readonly volume: Decimal;
  readonly value: MaybeDecimal;
}

/**
 * Volume-weighted average price from the session's start: Σ typical × volume / Σ volume, the typical
 * price being (high + low + close) / 3. A session is a UTC day; the sums restart with each day's
 * first bar. Null while the session has traded nothing.
 */
export function vwap(): Stepper<IndicatorBar, VwapState> {
  return {
    step(previous, bar) {
      const session = Math.floor(bar.openTime / dayMs);
      const start = previous?.session === session ? previous : undefined;
      const triple = new Dec(bar.high).plus(bar.low).plus(bar.close);
      const tripleSum = (start?.tripleSum ?? new Dec(0)).plus(triple.mul(bar.volume));
      const volume = (start?.volume ?? new Dec(0)).plus(bar.volume);
      return { session, tripleSum, volume, value: volume.isZero() ? null : tripleSum.div(volume.mul(3)) };
    },
  };
}
