import { execFileSync } from 'node:child_process';
import type { Figure } from '../harness/figure';
import { machineInfo } from '../harness/machine';
import { compareTable } from './compare-table';
import { checkoutRef } from './ref-worktree';
import { runSide, type SideRun } from './side-run';

/** Items that drive the built app in Chromium: the ref needs its renderer built for them. */
const APP_ITEMS = new Set(['4', '5', '6', '7', '9', '10']);

export interface CompareOptions {
  readonly ref: string;
  /** The item ids and flags (--quick, --long) handed to both sides' `npm run bench`. */
  readonly benchArgs: readonly string[];
  /** Runs per side, alternating (ref, current, current, ref, …). */
  readonly runs: number;
}

/** `--compare <ref> [--runs N]`, the rest passed to both sides. */
export function parseCompareArgs(args: readonly string[]): CompareOptions {
  const at = args.indexOf('--compare');
  const ref = args[at + 1];
  if (ref === undefined || ref.startsWith('--'))
    throw new Error('--compare needs a git ref, e.g. --compare main');
  const runsAt = args.indexOf('--runs');
  const runs = runsAt === -1 ? 3 : Number(args[runsAt + 1]);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs needs a whole number ≥ 1');
  const skip = new Set([at, at + 1, ...(runsAt === -1 ? [] : [runsAt, runsAt + 1])]);
  return { ref, runs, benchArgs: args.filter((_, i) => !skip.has(i)) };
}

/**
 * Builds `ref` in a temporary worktree and runs the chosen items there and here in alternation,
 * each run a fresh `npm run bench` process, pairs ordered ABBA so that a drift in the machine's
 * load falls on both sides alike; prints the medians side by side with the gain.
 */
export async function runCompare(root: string, options: CompareOptions): Promise<void> {
  const items = options.benchArgs.filter((arg) => !arg.startsWith('--'));
  const renderer = items.length === 0 || items.some((item) => APP_ITEMS.has(item));
  process.stderr.write(`preparing ${options.ref} in a temporary worktree…\n`);
  const tree = checkoutRef(root, options.ref, { renderer });
  const refLabel = `${options.ref} (${tree.commit.slice(0, 8)})`;
  const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).trim() !== '';
  const head = execFileSync('git', ['rev-parse', '--short=8', 'HEAD'], {
    cwd: root,
    encoding: 'utf8',
  }).trim();
  const refRuns: Figure[][] = [];
  const currentRuns: Figure[][] = [];
  const loads: number[] = [];
  const record = (into: Figure[][], run: SideRun) => {
    into.push([...run.figures]);
    loads.push(run.loadAverage1m);
  };
  const interrupted = () => {
    tree.remove();
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  try {
    process.stderr.write(
      `node_modules ${tree.modules === 'linked' ? 'linked (same lockfile)' : 'installed (npm ci)'}\n`,
    );
    for (let i = 0; i < options.runs; i += 1) {
      const refFirst = i % 2 === 0;
      for (const side of refFirst ? ['ref', 'current'] : ['current', 'ref']) {
        process.stderr.write(`run ${i + 1}/${options.runs}: ${side === 'ref' ? refLabel : 'current'}\n`);
        if (side === 'ref') record(refRuns, await runSide(tree.dir, options.benchArgs, options.ref));
        else record(currentRuns, await runSide(root, options.benchArgs, 'current'));
      }
    }
  } finally {
    process.off('SIGINT', interrupted);
    tree.remove();
  }
  const m = machineInfo();
  console.log(
    [
      `Machine: ${m.cpuModel}, ${m.cores} cores, ${m.memoryGiB} GiB, Node ${m.node}, load ${Math.min(...loads)}–${Math.max(...loads)}, ${m.date}`,
      `Compared: ${refLabel} against the current tree (HEAD ${head}${dirty ? ' with uncommitted changes' : ''}), ${options.runs} alternating runs each of \`npm run bench -- ${options.benchArgs.join(' ')}\``,
      '',
      compareTable(refLabel, refRuns, currentRuns),
      '',
      "Each cell: the median over the runs of the figure's own median, ± the spread over the runs. gain: how many times better",
      "the current tree is (> 1× better; rates higher, times and costs lower). The peer's code is the same on both sides: its",
      "gain away from 1× is the machine's drift alone. The last column is the figure's own ratio or headline, before → after.",
    ].join('\n'),
  );
}
