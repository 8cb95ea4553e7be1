import type { Measurement } from './figure';

/** 3 significant digits with a k/M suffix: 95.1k, 1.23M, 812. */
export function compact(value: number): string {
  const abs = Math.abs(value);
  if (abs >= 1e6) return `${(value / 1e6).toPrecision(3)}M`;
  if (abs >= 1e4) return `${(value / 1e3).toPrecision(3)}k`;
  if (abs >= 100) return value.toFixed(0);
  return value.toPrecision(3);
}

/** "95.1k ops/s ±4%": the median with the spread of the rounds. */
export function measurementText(side: Measurement): string {
  if (side.display !== undefined) return side.display;
  return `${compact(side.stats.median)} ${side.unit} ±${side.stats.spreadPercent.toFixed(0)}%`;
}

export function ratioText(ratio: number, unit: string): string {
  return `${ratio.toFixed(2)}${unit}`;
}
