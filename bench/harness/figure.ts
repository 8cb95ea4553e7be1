import type { RoundStats } from './stats';

/** How a figure's ratio is read and judged. */
export interface Goal {
  /** As the issue states it, e.g. "≥ 2× ccxt's speed". */
  readonly text: string;
  /** What the ratio means, e.g. "× faster" or "× bare cost". */
  readonly ratioUnit: string;
  readonly met: (ratio: number) => boolean;
}

export interface Measurement {
  readonly name: string;
  readonly unit: string;
  readonly stats: RoundStats;
  /** What the table shows instead of "median ±spread" (e.g. percentiles of a latency). */
  readonly display?: string;
}

/** One row of the table: our figure beside its peer, measured in the same run. */
export interface MeasuredFigure {
  readonly status: 'measured';
  readonly id: string;
  readonly title: string;
  readonly ours: Measurement;
  readonly peer: Measurement;
  readonly ratio: number;
  readonly goal: Goal;
  readonly pass: boolean;
  /** Facts that qualify the figure (workload, exactness checks). */
  readonly notes: readonly string[];
}

/** A row without its figure, with the reason: its subject is not built yet (pending), or its run failed. */
export interface PendingFigure {
  readonly status: 'pending' | 'failed';
  readonly id: string;
  readonly title: string;
  readonly goal: string;
  readonly reason: string;
}

export type Figure = MeasuredFigure | PendingFigure;

/** A bench module: one numbered item of the issue, giving one or more rows. */
export interface Bench {
  readonly id: string;
  readonly title: string;
  run(options: BenchOptions): Figure[] | Promise<Figure[]>;
}

export interface BenchOptions {
  /** Fewer rounds and smaller workloads, for a smoke run. */
  readonly quick: boolean;
  /** Item 7's second heap reading at 10 minutes of busy market instead of 2. */
  readonly long: boolean;
  /** Item 7's second heap and RSS reading after this many minutes of busy market (--busy-minutes=N). */
  readonly busyMinutes?: number;
}

/** Builds a measured row; `ratio` is computed by the caller so that it reads as the goal states. */
export function measured(
  fields: Omit<MeasuredFigure, 'status' | 'pass'>,
  extraPass: boolean = true,
): MeasuredFigure {
  return { status: 'measured', ...fields, pass: extraPass && fields.goal.met(fields.ratio) };
}

export const fasterBy = (factor: number, peer: string): Goal => ({
  text: `≥ ${factor}× ${peer}`,
  ratioUnit: '× faster',
  met: (ratio) => ratio >= factor,
});

export const costWithin = (factor: number, peer: string): Goal => ({
  text: `≤ ${factor}× ${peer}`,
  ratioUnit: '× cost',
  met: (ratio) => ratio <= factor,
});
