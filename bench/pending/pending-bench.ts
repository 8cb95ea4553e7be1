import type { Bench } from '../harness/figure';

/** An item whose subject is not built yet: it prints as PENDING with what it needs. */
export function pendingBench(id: string, title: string, goal: string, reason: string): Bench {
  return { id, title, run: () => [{ status: 'pending', id, title, goal, reason }] };
}
