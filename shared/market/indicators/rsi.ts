import { Dec } from '../../decimal/decimal';
import type Decimal from 'decimal.js';
import type { MaybeDecimal, Stepper } from './stepper';

export interface RsiState {
  readonly previous: Decimal;
  /** Changes seen, up to the period. */
  readonly count: number;
  /** Sums of gains and losses until the period's change, then Wilder's averages of them. */
  readonly gain: Decimal;
  readonly loss: Decimal;
  readonly value: MaybeDecimal;
}

const hundred = new Dec(100);

/**
 * Relative strength index with Wilder's smoothing. The first average gain and loss are the simple
 * averages of the first `period` changes; each later one is (previous × (period − 1) + change) / period.
 * RSI = 100 − 100 / (1 + gain / loss), and 100 when the average loss is zero.
 */
export function rsi(period: number): Stepper<Decimal, RsiState> {
  return {
    step(state, input) {
      if (!state) return { previous: input, count: 0, gain: new Dec(0), loss: new Dec(0), value: null };
      const change = input.minus(state.previous);
      const up = Dec.max(change, 0);
      const down = Dec.max(change.neg(), 0);
      const count = Math.min(state.count + 1, period);
      if (count < period)
        return {
          previous: input,
          count,
          gain: state.gain.plus(up),
          loss: state.loss.plus(down),
          value: null,
        };
      const [gain, loss] =
        state.count < period
          ? [state.gain.plus(up).div(period), state.loss.plus(down).div(period)]
          : [
              state.gain
                .mul(period - 1)
                .plus(up)
                .div(period),
              state.loss
                .mul(period - 1)
                .plus(down)
                .div(period),
            ];
      const value = loss.isZero() ? hundred : hundred.minus(hundred.div(gain.div(loss).plus(1)));
      return { previous: input, count, gain, loss, value };
    },
  };
}
