import { hashSeed, seededIntegers } from '../futures/seeded-random';
import type { MiningAlgorithm } from './algorithms';
import type { MiningState } from './mining-state';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface HashratePoint {
  readonly time: number;
  readonly hashrate: string;
  readonly reject: string;
}

/** A whole number of H/s within ±20 % of `base`, and a reject rate of 0–3 % with four decimals. */
function point(random: ReturnType<typeof seededIntegers>, time: number, base: bigint): HashratePoint {
  const permille = BigInt(random.between(800, 1200));
  const rejectBasisPoints = random.between(0, 300);
  return {
    time,
    hashrate: `${(base * permille) / 1000n}.00000000`,
    reject: `0.${String(rejectBasisPoints).padStart(4, '0')}0000`,
  };
}

/** The account's steady hashrate for an algorithm, fixed by the name. */
export function baseHashrate(state: MiningState, algorithm: MiningAlgorithm, userName: string): bigint {
  const random = seededIntegers(hashSeed(`${state.seed}:${algorithm.name}:${userName}:base`));
  const span = algorithm.maxHashrate - algorithm.minHashrate;
  return algorithm.minHashrate + (span * BigInt(random.between(0, 1_000_000))) / 1_000_000n;
}

/**
 * `count` points, oldest first, one every `interval` ms, the last at the latest whole interval
 * before `now`. Each point is seeded by its own time, so overlapping windows agree.
 */
export function hashrateSeries(
  state: MiningState,
  algorithm: MiningAlgorithm,
  userName: string,
  now: number,
  interval: 'hour' | 'day',
  count: number,
): HashratePoint[] {
  const step = interval === 'hour' ? HOUR : DAY;
  const last = Math.floor(now / step) * step - step;
  const base = baseHashrate(state, algorithm, userName);
  return Array.from({ length: count }, (_, i) => {
    const time = last - (count - 1 - i) * step;
    return point(seededIntegers(hashSeed(`${state.seed}:${algorithm.name}:${userName}:${time}`)), time, base);
  });
}
