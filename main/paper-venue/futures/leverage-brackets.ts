import { Dec } from './decimal';

/**
 * One simple bracket table for every symbol: the largest position value (in USD) a leverage allows.
 * Contract-quantity symbols express it as contracts (value / contractSize).
 */
export const BRACKETS: readonly (readonly [maxLeverage: number, maxValue: string])[] = [
  [1, '500000000'],
  [2, '200000000'],
  [5, '50000000'],
  [10, '20000000'],
  [20, '5000000'],
  [50, '1000000'],
  [100, '250000'],
  [125, '50000'],
];

export function maxPositionValue(leverage: number): Dec {
  const bracket = BRACKETS.find(([maxLeverage]) => leverage <= maxLeverage) ?? BRACKETS[BRACKETS.length - 1]!;
  return new Dec(bracket[1]);
}
