import { describe, expect, it } from 'vitest';
import { ema } from './ema';
import { fixed, stepAll } from './test-support';

describe('ema', () => {
  it('is seeded with the SMA of the first n inputs, then moves by alpha = 2 / (n + 1)', () => {
    // EMA(3), alpha 2 / 4 = 0.5, of 1, 2, 3, 4, 5: seed (1 + 2 + 3) / 3 = 2;
    // 2 + 0.5 × (4 − 2) = 3; 3 + 0.5 × (5 − 3) = 4.
    expect(stepAll(ema(3), [1, 2, 3, 4, 5]).map((v) => v?.toString() ?? null)).toEqual([
      null,
      null,
      '2',
      '3',
      '4',
    ]);
    // EMA(4), alpha 2 / 5 = 0.4, of 2, 4, 6, 8, 13: seed 20 / 4 = 5; 5 + 0.4 × (13 − 5) = 8.2.
    expect(stepAll(ema(4), [2, 4, 6, 8, 13])[4]?.toString()).toBe('8.2');
  });

  it('carries a non-terminating alpha without drifting', () => {
    // EMA(2), alpha 2 / 3, of 1, 2, 4: seed 1.5; 1.5 + 2/3 × (4 − 1.5) = 19/6 = 3.1666666667.
    expect(fixed(stepAll(ema(2), [1, 2, 4])[2])).toBe('3.1666666667');
  });
});
