import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Figure } from './figure';
import { measurementText, ratioText } from './format';
import type { MachineInfo } from './machine';

export interface BenchReport {
  readonly machine: MachineInfo;
  /** The clock rounds were timed with (see rounds.ts). */
  readonly clock: 'cpu' | 'wall';
  readonly figures: readonly Figure[];
}

const header = ['#', 'Figure', 'Ours', 'Peer', 'Ratio', 'Goal', 'Mark'] as const;

function row(figure: Figure): string[] {
  if (figure.status !== 'measured')
    return [
      figure.id,
      figure.title,
      figure.status === 'failed' ? 'run failed' : 'not measured yet',
      '—',
      '—',
      figure.goal,
      figure.status.toUpperCase(),
    ];
  return [
    figure.id,
    figure.title,
    `${figure.ours.name}: ${measurementText(figure.ours)}`,
    `${figure.peer.name}: ${measurementText(figure.peer)}`,
    ratioText(figure.ratio, figure.goal.ratioUnit),
    figure.goal.text,
    figure.pass ? 'PASS' : 'MISS',
  ];
}

/** The one table `npm run bench` prints, with the machine and the notes under it. */
export function reportTable(report: BenchReport): string {
  const rows = [header.slice(), ...report.figures.map(row)];
  const widths = header.map((_, column) => Math.max(...rows.map((cells) => (cells[column] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' │ ');
  const rule = widths.map((width) => '─'.repeat(width)).join('─┼─');
  const m = report.machine;
  const notes = report.figures.flatMap((figure) =>
    figure.status !== 'measured'
      ? [`  ${figure.id}: ${figure.reason}`]
      : figure.notes.map((note) => `  ${figure.id}: ${note}`),
  );
  return [
    `Machine: ${m.cpuModel}, ${m.cores} cores, ${m.memoryGiB} GiB, ${m.platform} ${m.arch}, Node ${m.node}, load ${m.loadAverage1m}, ${m.date}`,
    '',
    line(rows[0] as string[]),
    rule,
    ...rows.slice(1).map(line),
    '',
    `Medians over the measured rounds (${report.clock === 'cpu' ? 'process CPU time' : 'wall-clock time'}), ± the spread (max − min) / median. Notes:`,
    ...notes,
  ].join('\n');
}

/** The same figures as JSON: bench/results/<date>.json and bench/results/latest.json. */
export function writeReport(report: BenchReport, directory: string): string {
  mkdirSync(directory, { recursive: true });
  const json = `${JSON.stringify(report, undefined, 2)}\n`;
  const dated = path.join(directory, `${report.machine.date.replace(/[:.]/g, '-')}.json`);
  writeFileSync(dated, json);
  writeFileSync(path.join(directory, 'latest.json'), json);
  return dated;
}
