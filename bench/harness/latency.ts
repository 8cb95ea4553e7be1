import type { Goal } from './figure';

/** The p-th percentile (0–100) of sorted values, nearest rank. */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;

/** Latencies in ms, ascending: what a latency figure's percentiles are read from. */
export const ascending = (latencies: readonly number[]): number[] => [...latencies].sort((a, b) => a - b);

/** "p50 … ms, p99 … ms" of sorted latencies, to the hundredth of a ms. */
export const latencyText = (sorted: readonly number[]): string =>
  `p50 ${percentile(sorted, 50).toFixed(2)} ms, p99 ${percentile(sorted, 99).toFixed(2)} ms`;

/** The goal of a latency figure whose ratio is its p99 in ms. */
export const p99Under = (ms: number): Goal => ({
  text: `p99 < ${ms} ms`,
  ratioUnit: ' ms p99',
  met: (p99) => p99 < ms,
});
