import { describe, expect, it } from 'vitest';
import { sma } from './sma';
import { fixed, stepAll } from './test-support';

describe('sma', () => {
  it('is the mean of the last n inputs, from the n-th on', () => {
    // SMA(3) of 1, 2, 3, 4: (1 + 2 + 3) / 3 = 2, then (2 + 3 + 4) / 3 = 3.
    expect(stepAll(sma(3), [1, 2, 3, 4]).map((v) => v?.toString() ?? null)).toEqual([null, null, '2', '3']);
  });

  it('keeps decimals exact and divides only at the end', () => {
    // SMA(2) of 0.1, 0.2, 0.35: (0.1 + 0.2) / 2 = 0.15 (not 0.15000000000000002), (0.2 + 0.35) / 2 = 0.275.
    expect(stepAll(sma(2), ['0.1', '0.2', '0.35']).map((v) => v?.toString() ?? null)).toEqual([
      null,
      '0.15',
      '0.275',
    ]);
    // SMA(3) of 1, 1, 2 = 4 / 3 = 1.3333333333 to ten places.
    expect(fixed(stepAll(sma(3), [1, 1, 2])[2])).toBe('1.3333333333');
  });

  it('skips inputs that are not defined yet', () => {
    // SMA(2) of -, 4, 6 = (4 + 6) / 2 = 5.
    expect(stepAll(sma(2), [null, 4, 6]).map((v) => v?.toString() ?? null)).toEqual([null, null, '5']);
  });
});
