import { Dec } from '../../decimal/decimal';
import type Decimal from 'decimal.js';
import type { MaybeDecimal, Stepper } from './stepper';

export interface SmaState {
  /** The last `period` inputs, oldest first. */
  readonly window: readonly Decimal[];
  readonly sum: Decimal;
  readonly value: MaybeDecimal;
}

/**
 * Simple moving average: the mean of the last `period` inputs, from the `period`-th input on. A null
 * input (a source not defined yet) leaves the average where it was.
 */
export function sma(period: number): Stepper<MaybeDecimal, SmaState> {
  return {
    step(previous, input) {
      const start: SmaState = previous ?? { window: [], sum: new Dec(0), value: null };
      if (input === null) return start;
      const full = start.window.length === period;
      const window = full ? [...start.window.slice(1), input] : [...start.window, input];
      const sum = start.sum.plus(input).minus(full ? start.window[0]! : 0);
      return { window, sum, value: window.length === period ? sum.div(period) : null };
    },
  };
}
