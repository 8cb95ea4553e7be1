/** The figures one side of a comparison produced: one value per measured round. */
export interface RoundStats {
  readonly median: number;
  readonly min: number;
  readonly max: number;
  /** (max − min) / median, in percent. */
  readonly spreadPercent: number;
  readonly rounds: number;
}

export function roundStats(values: readonly number[]): RoundStats {
  if (values.length === 0) throw new RangeError('no rounds measured');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >>> 1;
  const median =
    sorted.length % 2 === 1
      ? (sorted[mid] as number)
      : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
  const min = sorted[0] as number;
  const max = sorted[sorted.length - 1] as number;
  return {
    median,
    min,
    max,
    spreadPercent: median === 0 ? 0 : ((max - min) / median) * 100,
    rounds: values.length,
  };
}
