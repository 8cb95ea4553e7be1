import { describe, expect, it } from 'vitest';
import { bollinger } from './bollinger';
import { fixed, stepAll } from './test-support';

const bands = (v: { middle: unknown; upper: unknown; lower: unknown } | null) =>
  v && [String(v.lower), String(v.middle), String(v.upper)];

describe('bollinger', () => {
  it('is the SMA plus and minus k population standard deviations', () => {
    // Period 8 over 2, 4, 4, 4, 5, 5, 7, 9: mean 40 / 8 = 5; squared deviations 9, 1, 1, 1, 0, 0, 4, 16
    // sum to 32; population variance 32 / 8 = 4, σ = 2 (the sample σ would be √(32/7)).
    // Width 2: 5 ± 4 = 1 and 9.
    const values = stepAll(bollinger(8, 2), [2, 4, 4, 4, 5, 5, 7, 9]).map(bands);
    expect(values.slice(0, 7)).toEqual(Array(7).fill(null));
    expect(values[7]).toEqual(['1', '5', '9']);
  });

  it('slides its window and takes a decimal width', () => {
    // Period 3, width 1.5, over 1, 2, 3, 4: the last window is 2, 3, 4, mean 3, variance (1 + 0 + 1) / 3
    // = 2/3, σ = 0.8164965809…, 1.5σ = 1.2247448714 (√1.5); bands 1.7752551286 and 4.2247448714.
    const last = stepAll(bollinger(3, '1.5'), [1, 2, 3, 4])[3]!;
    expect([fixed(last.lower), fixed(last.middle), fixed(last.upper)]).toEqual([
      '1.7752551286',
      '3.0000000000',
      '4.2247448714',
    ]);
  });
});
