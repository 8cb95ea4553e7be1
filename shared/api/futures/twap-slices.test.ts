import { describe, expect, it } from 'vitest';
import { marketStepOf, sliceAt, twapSlices } from './twap-slices';

describe('twapSlices', () => {
  it('splits the quantity evenly on the step, the last slice taking what is left over', () => {
    expect(twapSlices('0.100', 4, '0.001')).toEqual({ each: '0.025', last: '0.025' });
    // 0.1 / 3 = 0.0333…: 0.033 twice, then 0.034
    expect(twapSlices('0.100', 3, '0.001')).toEqual({ each: '0.033', last: '0.034' });
    expect(twapSlices('10', 3, '1')).toEqual({ each: '3', last: '4' });
  });

  it('is nothing when a slice would be less than one step', () => {
    expect(twapSlices('0.003', 4, '0.001')).toBeNull();
  });
});

describe('marketStepOf', () => {
  it("takes MARKET_LOT_SIZE's step, else LOT_SIZE's", () => {
    const lot = { filterType: 'LOT_SIZE', minQty: '0.001', maxQty: '1000', stepSize: '0.001' } as const;
    const market = { ...lot, filterType: 'MARKET_LOT_SIZE', stepSize: '0.01' } as const;
    expect(marketStepOf([lot, market])).toBe('0.01');
    expect(marketStepOf([lot])).toBe('0.001');
  });
});

describe('sliceAt', () => {
  it('spreads the slices from the start to the end of the duration', () => {
    expect([0, 1, 2, 3, 4].map((i) => sliceAt(1_000, 60, 5, i))).toEqual([
      1_000, 16_000, 31_000, 46_000, 61_000,
    ]);
  });
});
