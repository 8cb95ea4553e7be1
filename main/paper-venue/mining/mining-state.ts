/** The mining endpoints keep no mutable state: every series is derived from (seed, userName, now). */
export interface MiningState {
  readonly seed: number;
}

export function createMiningState(options: { readonly seed?: number } = {}): MiningState {
  return { seed: options.seed ?? 1 };
}
