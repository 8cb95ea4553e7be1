import { Dec } from '../../decimal/decimal';
import type Decimal from 'decimal.js';
import type { MaybeDecimal, Stepper } from './stepper';

export interface EmaState {
  /** Inputs seen, up to the period (the seed's count). */
  readonly count: number;
  readonly sum: Decimal;
  readonly value: MaybeDecimal;
}

/**
 * Exponential moving average with alpha = 2 / (period + 1), seeded with the simple average of the
 * first `period` inputs: EMA = previous + alpha × (input − previous). Null inputs are skipped.
 */
export function ema(period: number): Stepper<MaybeDecimal, EmaState> {
  const alpha = new Dec(2).div(period + 1);
  return {
    step(previous, input) {
      const start: EmaState = previous ?? { count: 0, sum: new Dec(0), value: null };
      if (input === null) return start;
      if (start.value !== null)
        return { ...start, value: start.value.plus(alpha.mul(input.minus(start.value))) };
      const count = start.count + 1;
      const sum = start.sum.plus(input);
      return { count, sum, value: count === period ? sum.div(period) : null };
    },
  };
}
