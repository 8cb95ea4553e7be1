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
  /** The session began before the first bar given: its sums would leave out its start. */
  readonly partial: boolean;
  readonly value: MaybeDecimal;
}

/**
 * Volume-weighted average price from the session's start: Σ typical × volume / Σ volume, the typical
 * price being (high + low + close) / 3. A session is a UTC day; the sums restart with each day's
 * first bar. Null while the session has traded nothing, and through a session whose start is not among
 * the bars (the series begins inside it): a VWAP without the session's start would be another number.
 */
export function vwap(): Stepper<IndicatorBar, VwapState> {
  return {
    step(previous, bar) {
      const session = Math.floor(bar.openTime / dayMs);
      const start = previous?.session === session ? previous : undefined;
      const partial = start ? start.partial : !previous && bar.openTime % dayMs !== 0;
      const triple = new Dec(bar.high).plus(bar.low).plus(bar.close);
      const tripleSum = (start?.tripleSum ?? new Dec(0)).plus(triple.mul(bar.volume));
      const volume = (start?.volume ?? new Dec(0)).plus(bar.volume);
      const value = partial || volume.isZero() ? null : tripleSum.div(volume.mul(3));
      return { session, tripleSum, volume, partial, value };
    },
  };
}
