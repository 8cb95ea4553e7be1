import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Figure } from '../harness/figure';

export interface SideRun {
  readonly figures: readonly Figure[];
  readonly loadAverage1m: number;
}

/**
 * One `npm run bench -- <args>` in `tree` (its own bench code against its own source), as a child
 * process. Its figures are read from the report it writes: into BENCH_RESULTS_DIR when it knows that
 * variable, else into its own bench/results/latest.json (a ref older than the variable; its tree is
 * temporary).
 */
export async function runSide(tree: string, args: readonly string[], label: string): Promise<SideRun> {
  const out = mkdtempSync(path.join(os.tmpdir(), 'tt-bench-out-'));
  const ownLatest = path.join(tree, 'bench', 'results', 'latest.json');
  try {
    const code = await new Promise<number | null>((resolve, reject) => {
      const child = spawn('npm', ['run', '--silent', 'bench', '--', ...args], {
        cwd: tree,
        env: { ...process.env, BENCH_RESULTS_DIR: out },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      child.stderr.on('data', (chunk: Buffer) => {
        for (const line of chunk.toString().split('\n'))
          if (line.trim() !== '') process.stderr.write(`  [${label}] ${line}\n`);
      });
      child.on('error', reject);
      child.on('exit', resolve);
    });
    if (code !== 0) throw new Error(`the bench in ${tree} exited with ${code}`);
    const written = path.join(out, 'latest.json');
    const file = existsSync(written) ? written : ownLatest;
    const report = JSON.parse(readFileSync(file, 'utf8')) as {
      figures: Figure[];
      machine: { loadAverage1m: number };
    };
    return { figures: report.figures, loadAverage1m: report.machine.loadAverage1m };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
