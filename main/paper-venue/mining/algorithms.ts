/**
 * The mining algorithms the paper pool knows, with a plausible per-account hashrate range (H/s)
 * and the coin a hashrate resale pays in. Names match case-insensitively (the pool accepts "SHA256").
 */
export interface MiningAlgorithm {
  readonly name: string;
  readonly coin: string;
  readonly minHashrate: bigint;
  readonly maxHashrate: bigint;
  /** Daily income per 1 TH/s (10^12 H/s) of resold hashrate, in units of 10^-8 coin. */
  readonly unitsPerTeraDay: bigint;
}

export const MINING_ALGORITHMS: readonly MiningAlgorithm[] = [
  {
    name: 'sha256',
    coin: 'BTC',
    minHashrate: 10n ** 13n,
    maxHashrate: 5n * 10n ** 14n,
    unitsPerTeraDay: 95n,
  },
  {
    name: 'scrypt',
    coin: 'LTC',
    minHashrate: 10n ** 9n,
    maxHashrate: 5n * 10n ** 10n,
    unitsPerTeraDay: 1_250_000_000n,
  },
  {
    name: 'ethash',
    coin: 'ETC',
    minHashrate: 10n ** 8n,
    maxHashrate: 5n * 10n ** 9n,
    unitsPerTeraDay: 2_100_000_000_000n,
  },
];

export function algorithmNamed(name: string): MiningAlgorithm | undefined {
  return MINING_ALGORITHMS.find((a) => a.name === name.toLowerCase());
}
