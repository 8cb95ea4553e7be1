import type { Figure, MeasuredFigure } from '../harness/figure';
import { compact } from '../harness/format';
import { roundStats, type RoundStats } from '../harness/stats';

/** One figure's readings across the runs of one side. */
interface SideFigure {
  readonly ours: RoundStats;
  readonly peer: RoundStats;
  readonly ratio: RoundStats;
  readonly sample: MeasuredFigure;
}

/** A figure is the same figure on both sides when its id and title are (item 4 has two rows "4"). */
const keyOf = (figure: Figure) => `${figure.id}\u0000${figure.title}`;

function collect(runs: readonly (readonly Figure[])[]): Map<string, SideFigure> {
  const byKey = new Map<string, MeasuredFigure[]>();
  for (const figures of runs)
    for (const figure of figures) {
      if (figure.status !== 'measured') continue;
      const list = byKey.get(keyOf(figure)) ?? [];
      list.push(figure);
      byKey.set(keyOf(figure), list);
    }
  const result = new Map<string, SideFigure>();
  for (const [key, list] of byKey)
    result.set(key, {
      ours: roundStats(list.map((f) => f.ours.stats.median)),
      peer: roundStats(list.map((f) => f.peer.stats.median)),
      ratio: roundStats(list.map((f) => f.ratio)),
      sample: list[0] as MeasuredFigure,
    });
  return result;
}

/** Rates are better higher (ops/s); times, sizes and costs lower. */
const higherIsBetter = (unit: string) => unit.endsWith('/s');

/** How many times better `current` is than `ref` (> 1: current is better), or a signed difference. */
function gain(ref: number, current: number, unit: string): string {
  if (ref <= 0 || current <= 0) return `${current - ref >= 0 ? '+' : ''}${compact(current - ref)} ${unit}`;
  const factor = higherIsBetter(unit) ? current / ref : ref / current;
  return `${factor.toFixed(2)}×`;
}

const spread = (stats: RoundStats) => (stats.rounds > 1 ? ` ±${stats.spreadPercent.toFixed(0)}%` : '');
const value = (stats: RoundStats, unit: string) => `${compact(stats.median)} ${unit}${spread(stats)}`;
const ratioValue = (stats: RoundStats, unit: string) =>
  `${stats.median.toFixed(unit.startsWith('×') ? 2 : 1)}${unit}`;

/**
 * The side-by-side table: each figure's median over the runs of the ref and of the current tree,
 * and the gain of the current one (> 1× is better). The peer's gain is the control: the peer's code
 * is the same on both sides, so its gain away from 1× is what the machine's drift alone does.
 */
export function compareTable(
  refLabel: string,
  refRuns: readonly (readonly Figure[])[],
  currentRuns: readonly (readonly Figure[])[],
): string {
  const ref = collect(refRuns);
  const current = collect(currentRuns);
  const header = [
    '#',
    'Figure',
    refLabel,
    'current',
    'gain',
    'peer gain (control)',
    `vs peer: ${refLabel} → current`,
  ];
  const rows: string[][] = [header];
  for (const [key, now] of current) {
    const before = ref.get(key);
    const { sample } = now;
    const unit = sample.ours.unit;
    const ratioUnit = sample.goal.ratioUnit;
    if (!before) {
      rows.push([
        sample.id,
        sample.title,
        'absent',
        value(now.ours, unit),
        '—',
        '—',
        `— → ${ratioValue(now.ratio, ratioUnit)}`,
      ]);
      continue;
    }
    rows.push([
      sample.id,
      sample.title,
      value(before.ours, unit),
      value(now.ours, unit),
      gain(before.ours.median, now.ours.median, unit),
      sample.peer.name === 'goal' ? '—' : gain(before.peer.median, now.peer.median, sample.peer.unit),
      `${ratioValue(before.ratio, ratioUnit)} → ${ratioValue(now.ratio, ratioUnit)}`,
    ]);
  }
  for (const [key, before] of ref)
    if (!current.has(key))
      rows.push([
        before.sample.id,
        before.sample.title,
        value(before.ours, before.sample.ours.unit),
        'absent',
        '—',
        '—',
        '—',
      ]);
  const widths = header.map((_, column) => Math.max(...rows.map((cells) => (cells[column] ?? '').length)));
  const line = (cells: readonly string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' │ ');
  const rule = widths.map((width) => '─'.repeat(width)).join('─┼─');
  return [line(header), rule, ...rows.slice(1).map(line)].join('\n');
}
