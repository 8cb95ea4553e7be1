import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bookFrameLatencyBench } from './app/book-frame-latency';
import { parseCompareArgs, runCompare } from './compare/compare';
import { rendererFramesBench } from './app/renderer-frames';
import { startupMemoryBench } from './app/startup-memory';
import { symbolSwitchBench } from './app/symbol-switch';
import type { Bench, Figure } from './harness/figure';
import { machineInfo } from './harness/machine';
import { reportTable, writeReport } from './harness/report';
import { benchClock } from './harness/rounds';
import { ladderMoveBench } from './ladder-move/bench';
import { fundingBench } from './funding/bench';
import { matchingBench } from './matching/bench';
import { orderBookBench } from './order-book/bench';
import { positionsBench } from './positions/bench';
import { roundTripBench } from './round-trip/bench';
import { signingBench } from './signing/bench';
import { venueLoadBench } from './venue-load/bench';
import { venueStartBench } from './venue-start/bench';
import { nodeTooOld } from '../scripts/preflight.mjs';

/**
 * `npm run bench [-- [--quick] [--long] [item ids…]]`: runs the benches (all, or the listed items),
 * prints one table and writes the same figures as JSON under bench/results/ (or $BENCH_RESULTS_DIR).
 * Items 4–7, 9 and 10 need the renderer build (npm run build:renderer) and, for the Paper profile, a
 * keyring (scripts/with-keyring.sh). `--compare <git-ref> [--runs N]` runs them against that ref instead.
 */
const benches: readonly Bench[] = [
  orderBookBench,
  matchingBench,
  signingBench,
  roundTripBench,
  bookFrameLatencyBench,
  rendererFramesBench,
  startupMemoryBench,
  venueLoadBench,
  symbolSwitchBench,
  ladderMoveBench,
  positionsBench,
  fundingBench,
  venueStartBench,
];

const benchDir = path.dirname(fileURLToPath(import.meta.url));

// An older Node runs most items, but with other figures and without the thread clock some items read.
const manifest = JSON.parse(readFileSync(path.join(benchDir, '..', 'package.json'), 'utf8'));
const tooOld = nodeTooOld(process.version, manifest.engines.node);
if (tooOld) {
  console.error(`${tooOld}: run the bench on that Node or a newer one.`);
  process.exit(1);
}

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const long = args.includes('--long');
const busyArg = args.find((arg) => arg.startsWith('--busy-minutes='));
const busyMinutes = busyArg === undefined ? undefined : Number(busyArg.slice('--busy-minutes='.length));
if (busyMinutes !== undefined && !(busyMinutes > 0))
  throw new Error('--busy-minutes=N needs minutes above 0');
const selected = args.filter((arg) => !arg.startsWith('--'));
const chosen = benches.filter((bench) => selected.length === 0 || selected.includes(bench.id));

if (args.includes('--compare')) {
  await runCompare(path.dirname(benchDir), parseCompareArgs(args));
} else {
  const figures: Figure[] = [];
  for (const bench of chosen) {
    process.stderr.write(`running ${bench.id}. ${bench.title}…\n`);
    try {
      figures.push(...(await bench.run({ quick, long, busyMinutes })));
    } catch (error) {
      // One item's failure keeps the others' figures; the run still exits non-zero.
      const reason = `the run failed: ${error instanceof Error ? error.message : String(error)}`;
      process.stderr.write(`item ${bench.id} failed: ${reason}\n`);
      figures.push({ status: 'failed', id: bench.id, title: bench.title, goal: '—', reason });
      process.exitCode = 1;
    }
  }
  const report = { machine: machineInfo(), clock: benchClock, figures };
  console.log(reportTable(report));
  const written = writeReport(report, process.env.BENCH_RESULTS_DIR ?? path.join(benchDir, 'results'));
  process.stderr.write(`\nwritten: ${path.relative(process.cwd(), written)} and latest.json\n`);
}
