import { describe, expect, it } from 'vitest';
import { Dec } from '../../decimal/decimal';
import { rsi, type RsiState } from './rsi';
import { fixed } from './test-support';

const rsiOf = (period: number, closes: readonly (string | number)[]) => {
  const stepper = rsi(period);
  let state: RsiState | undefined;
  return closes.map((close) => fixed((state = stepper.step(state, new Dec(close))).value));
};

describe('rsi', () => {
  it("averages the first n changes, then smooths by Wilder's (previous × (n − 1) + change) / n", () => {
    // RSI(3) of 10, 11, 10.5, 12, 11, 11.5: changes +1, −0.5, +1.5, −1, +0.5.
    // First averages: gain (1 + 0 + 1.5) / 3 = 5/6, loss 0.5 / 3 = 1/6; RS 5, RSI 100 − 100/6 = 83.33….
    // Then −1: gain (5/6 × 2 + 0) / 3 = 5/9, loss (1/6 × 2 + 1) / 3 = 4/9; RS 1.25, RSI 100 − 100/2.25 = 55.55….
    // Then +0.5: gain (5/9 × 2 + 0.5) / 3 = 29/54, loss (4/9 × 2) / 3 = 16/54; RS 29/16,
    // RSI 100 − 100 / (45/16) = 580/9 = 64.44….
    expect(rsiOf(3, [10, 11, '10.5', 12, 11, '11.5'])).toEqual([
      null,
      null,
      null,
      '83.3333333333',
      '55.5555555556',
      '64.4444444444',
    ]);
  });

  it('is 100 with no losses and 0 with no gains', () => {
    expect(rsiOf(2, [1, 2, 3, 4]).at(-1)).toBe('100.0000000000');
    // RSI(2) of 4, 3, 2: gain 0, loss 1; RS 0, RSI 100 − 100 / 1 = 0.
    expect(rsiOf(2, [4, 3, 2]).at(-1)).toBe('0.0000000000');
  });
});
