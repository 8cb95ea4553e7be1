import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bookFrameLatencyBench } from './app/book-frame-latency';
import { rendererFramesBench } from './app/renderer-frames';
import { startupMemoryBench } from './app/startup-memory';
import type { Bench, Figure } from './harness/figure';
import { machineInfo } from './harness/machine';
import { reportTable, writeReport } from './harness/report';
import { benchClock } from './harness/rounds';
import { matchingBench } from './matching/bench';
import { orderBookBench } from './order-book/bench';
import { positionsBench } from './positions/bench';
import { roundTripBench } from './round-trip/bench';
import { signingBench } from './signing/bench';

/**
 * `npm run bench [-- [--quick] [--long] [item ids…]]`: runs the benches (all, or the listed items),
 * prints one table and writes the same figures as JSON under bench/results/. Items 4–7 need the
 * renderer build (npm run build:renderer) and, for the Paper profile, a keyring (scripts/with-keyring.sh).
 */
const benches: readonly Bench[] = [
  orderBookBench,
  matchingBench,
  signingBench,
  roundTripBench,
  bookFrameLatencyBench,
  rendererFramesBench,
  startupMemoryBench,
  positionsBench,
];

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const long = args.includes('--long');
const selected = args.filter((arg) => !arg.startsWith('--'));
const chosen = benches.filter((bench) => selected.length === 0 || selected.includes(bench.id));

const figures: Figure[] = [];
for (const bench of chosen) {
  process.stderr.write(`running ${bench.id}. ${bench.title}…\n`);
  figures.push(...(await bench.run({ quick, long })));
}
const report = { machine: machineInfo(), clock: benchClock, figures };
console.log(reportTable(report));
const written = writeReport(report, path.join(path.dirname(fileURLToPath(import.meta.url)), 'results'));
process.stderr.write(`\nwritten: ${path.relative(process.cwd(), written)} and latest.json\n`);
