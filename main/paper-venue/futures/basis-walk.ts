import { hashSeed, seededIntegers } from './seeded-random';

/** How far the mark may stand from the index, in basis points (0.05 %). */
export const BASIS_BOUND_BP = 5;

/**
 * A contract's premium over its index in whole basis points: a seeded walk that stays within
 * ±BASIS_BOUND_BP, moving at most one point a step (or staying), like a funding-driven basis.
 * The same seed and symbol give the same sequence.
 */
export function basisWalk(seed: number, symbol: string) {
  const random = seededIntegers(hashSeed(`${seed}:${symbol}:basis`));
  let bp = random.between(-BASIS_BOUND_BP, BASIS_BOUND_BP);
  return {
    current: (): number => bp,
    next(): number {
      const step = random.between(-1, 1);
      const moved = bp + step;
      bp = Math.abs(moved) > BASIS_BOUND_BP ? bp - step : moved;
      return bp;
    },
  };
}
