import { Dec } from '../../decimal/decimal';
import type Decimal from 'decimal.js';
import type { MaybeDecimal, Stepper } from './stepper';

export interface BollingerValue {
  readonly middle: Decimal;
  readonly upper: Decimal;
  readonly lower: Decimal;
}

export interface BollingerState {
  readonly window: readonly Decimal[];
  readonly value: BollingerValue | null;
}

/**
 * Bollinger bands: the simple average of the last `period` inputs, and that average plus and minus
 * `width` population standard deviations of the same inputs (divided by the period, not period − 1).
 */
export function bollinger(period: number, width: Decimal.Value): Stepper<MaybeDecimal, BollingerState> {
  const k = new Dec(width);
  return {
    step(previous, input) {
      const start: BollingerState = previous ?? { window: [], value: null };
      if (input === null) return start;
      const window = [...start.window, input].slice(-period);
      if (window.length < period) return { window, value: null };
      const middle = window.reduce((sum, x) => sum.plus(x), new Dec(0)).div(period);
      const variance = window.reduce((sum, x) => sum.plus(x.minus(middle).pow(2)), new Dec(0)).div(period);
      const band = k.mul(variance.sqrt());
      return { window, value: { middle, upper: middle.plus(band), lower: middle.minus(band) } };
    },
  };
}
