import { roundStats, type RoundStats } from './stats';

export interface RoundPlan {
  readonly warmup: number;
  readonly rounds: number;
}

/** One measured round: returns the figure for that round (e.g. ns per update, ops per second). */
export type Round = () => number;

const collectGarbage = (globalThis as { gc?: () => void }).gc;

/**
 * Runs both sides in alternation (ours, peer, ours, peer, …) so that both see the same machine
 * state, after `warmup` unrecorded rounds each; collects garbage between rounds when node runs
 * with --expose-gc, so one side does not pay for the other's garbage.
 */
export function alternateRounds(
  ours: Round,
  peer: Round,
  plan: RoundPlan,
): { ours: RoundStats; peer: RoundStats } {
  const oursValues: number[] = [];
  const peerValues: number[] = [];
  for (let i = 0; i < plan.warmup + plan.rounds; i += 1) {
    collectGarbage?.();
    const a = ours();
    collectGarbage?.();
    const b = peer();
    if (i >= plan.warmup) {
      oursValues.push(a);
      peerValues.push(b);
    }
  }
  return { ours: roundStats(oursValues), peer: roundStats(peerValues) };
}

/**
 * Which clock rounds are timed with: `cpu` (default) is the process's user + system CPU time, all
 * threads (so a GC helper thread counts against whoever made the garbage); it stays meaningful on a
 * machine shared with other work. `wall` (BENCH_CLOCK=wall) is elapsed time, for an idle machine.
 */
export const benchClock: 'cpu' | 'wall' = process.env.BENCH_CLOCK === 'wall' ? 'wall' : 'cpu';

/** Nanoseconds taken by `work`, on the bench clock. */
export function timeNs(work: () => void): number {
  if (benchClock === 'wall') {
    const start = process.hrtime.bigint();
    work();
    return Number(process.hrtime.bigint() - start);
  }
  const start = process.cpuUsage();
  work();
  const used = process.cpuUsage(start);
  return (used.user + used.system) * 1_000;
}

/**
 * Nanoseconds of this thread's CPU time taken by `work`: how long it held the event loop, without
 * the garbage collector's helper threads that the process clock also counts (BENCH_CLOCK=wall:
 * elapsed time, as `timeNs`).
 */
export function timeThreadNs(work: () => void): number {
  if (benchClock === 'wall') return timeNs(work);
  const start = process.threadCpuUsage();
  work();
  const used = process.threadCpuUsage(start);
  return (used.user + used.system) * 1_000;
}
