import { hashSeed, seededIntegers } from '../futures/seeded-random';
import { MINING_ALGORITHMS } from './algorithms';
import { baseHashrate } from './hashrate-series';
import type { MiningState } from './mining-state';

const DAY = 86_400_000;

export interface ProfitTransfer {
  readonly poolUsername: string;
  readonly toPoolUsername: string;
  readonly algoName: string;
  readonly hashRate: number;
  readonly day: number;
  readonly amount: number;
  readonly coinName: string;
}

function yyyymmdd(time: number): number {
  const date = new Date(time);
  return date.getUTCFullYear() * 10_000 + (date.getUTCMonth() + 1) * 100 + date.getUTCDate();
}

/** 10^-8 units as a decimal string, e.g. 12345n → "0.00012345". */
function fromUnits(units: bigint): string {
  const text = units.toString().padStart(9, '0');
  return `${text.slice(0, -8)}.${text.slice(-8)}`;
}

/**
 * Every daily transfer of one resale configuration, newest first. The configuration fixes the
 * algorithm, the buyer account, the share of hashrate resold and how many days it has run
 * (7–120, ending yesterday); the day's income is hashrate × the algorithm's daily yield.
 */
export function profitTransfers(
  state: MiningState,
  configId: number,
  userName: string,
  now: number,
): ProfitTransfer[] {
  const config = seededIntegers(hashSeed(`${state.seed}:${userName}:config:${configId}`));
  const algorithm = MINING_ALGORITHMS[config.between(0, MINING_ALGORITHMS.length - 1)]!;
  const toPoolUsername = `${userName.slice(0, 20)}buyer${config.between(1, 99)}`;
  const sharePercent = BigInt(config.between(10, 60));
  const days = config.between(7, 120);
  const resold = (baseHashrate(state, algorithm, userName) * sharePercent) / 100n;
  const yesterday = Math.floor(now / DAY) * DAY - DAY;
  return Array.from({ length: days }, (_, i) => {
    const time = yesterday - i * DAY;
    const daily = seededIntegers(hashSeed(`${state.seed}:${userName}:${configId}:${time}`));
    const hashRate = (resold * BigInt(daily.between(900, 1100))) / 1000n;
    const units = (hashRate * algorithm.unitsPerTeraDay) / 10n ** 12n;
    return {
      poolUsername: userName,
      toPoolUsername,
      algoName: algorithm.name,
      // The spec types hashRate and amount as JSON numbers; both come from exact integers here.
      hashRate: Number(hashRate),
      day: yyyymmdd(time),
      amount: Number(fromUnits(units)),
      coinName: algorithm.coin,
    };
  });
}
