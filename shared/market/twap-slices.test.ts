import { describe, expect, it } from 'vitest';
import { marketStepOf, sliceAt, twapSlices } from './twap-slices';

describe('twapSlices', () => {
  it('shares the quantity out in whole steps, the later slices one step larger where it does not divide', () => {
    expect(twapSlices('0.100', 4, '0.001')).toEqual(['0.025', '0.025', '0.025', '0.025']);
    // 100 steps in 3: 33, 33, 34
    expect(twapSlices('0.100', 3, '0.001')).toEqual(['0.033', '0.033', '0.034']);
    // 10 in 4: 2, 2, 3, 3
    expect(twapSlices('10', 4, '1')).toEqual(['2', '2', '3', '3']);
  });

  it('is nothing when a slice would be less than one step, or the quantity is off the step', () => {
    expect(twapSlices('0.003', 4, '0.001')).toBeNull();
    expect(twapSlices('0.0035', 2, '0.001')).toBeNull();
  });
});

describe('marketStepOf', () => {
  it("takes MARKET_LOT_SIZE's step, else LOT_SIZE's", () => {
    const lot = { filterType: 'LOT_SIZE', minQty: '0.001', maxQty: '1000', stepSize: '0.001' } as const;
    const market = { ...lot, filterType: 'MARKET_LOT_SIZE', stepSize: '0.01' } as const;
    expect(marketStepOf([lot, market])).toBe('0.01');
    expect(marketStepOf([lot])).toBe('0.001');
    // Spot's MARKET_LOT_SIZE of step 0 sets no step of its own
    const anyMarketLot = { ...market, stepSize: '0.00000000' };
    expect(marketStepOf([lot, anyMarketLot])).toBe('0.001');
  });
});

describe('sliceAt', () => {
  it('spreads the slices from the start to the end of the duration', () => {
    expect([0, 1, 2, 3, 4].map((i) => sliceAt(1_000, 60, 5, i))).toEqual([
      1_000, 16_000, 31_000, 46_000, 61_000,
    ]);
  });
});
