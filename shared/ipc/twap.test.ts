import { describe, expect, it } from 'vitest';
import { twapArgs } from './futures-args';
import { spotTwapArgs } from './order-args';

const spot = { symbol: 'BTCUSDT', side: 'BUY', quantity: '0.003', slices: 3, durationSeconds: 2 };

describe("a TWAP's args", () => {
  it('take 2 to 100 slices over 2 s to a day, a second at least between two', () => {
    expect(spotTwapArgs.safeParse(spot).success).toBe(true);
    expect(spotTwapArgs.safeParse({ ...spot, slices: 10, durationSeconds: 8 }).error?.issues).toMatchObject([
      { message: 'at least a second between slices', path: ['durationSeconds'] },
    ]);
    for (const slices of [1, 101, 2.5])
      expect(spotTwapArgs.safeParse({ ...spot, slices }).success).toBe(false);
    for (const durationSeconds of [1, 86_401])
      expect(spotTwapArgs.safeParse({ ...spot, durationSeconds }).success).toBe(false);
  });

  it('on futures, name the family and may name the position side or reduce only', () => {
    const futures = { ...spot, family: 'usdm', positionSide: 'LONG' };
    expect(twapArgs.safeParse(futures).success).toBe(true);
    expect(twapArgs.safeParse({ ...futures, family: 'spot' }).success).toBe(false);
    expect(spotTwapArgs.safeParse({ ...spot, reduceOnly: true }).success).toBe(false);
  });
});
