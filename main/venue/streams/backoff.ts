export interface BackoffPolicy {
  /** Delay before the first retry (ms). */
  readonly initialMs: number;
  /** The cap the doubling stops at (ms). */
  readonly maxMs: number;
}

export const defaultBackoff: BackoffPolicy = { initialMs: 500, maxMs: 30_000 };

/**
 * The wait before retry number `attempt` (1-based): doubling from `initialMs`, capped at `maxMs`, then
 * "equal jitter" — half fixed, half random — so clients that dropped together do not return together.
 */
export function backoffDelay(policy: BackoffPolicy, attempt: number, random: () => number): number {
  const ceiling = Math.min(policy.maxMs, policy.initialMs * 2 ** Math.min(attempt - 1, 30));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
