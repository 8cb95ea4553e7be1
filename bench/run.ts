import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Bench, Figure } from './harness/figure';
import { machineInfo } from './harness/machine';
import { reportTable, writeReport } from './harness/report';
import { benchClock } from './harness/rounds';
import { matchingBench } from './matching/bench';
import { orderBookBench } from './order-book/bench';
import { bookFrameLatencyBench } from './pending/book-frame-latency';
import { rendererFramesBench } from './pending/renderer-frames';
import { startupMemoryBench } from './pending/startup-memory';
import { roundTripBench } from './round-trip/bench';
import { signingBench } from './signing/bench';

/**
 * `npm run bench [-- [--quick] [item ids…]]`: runs the benches (all, or the listed items), prints one
 * table and writes the same figures as JSON under bench/results/.
 */
const benches: readonly Bench[] = [
  orderBookBench,
  matchingBench,
  signingBench,
  roundTripBench,
  bookFrameLatencyBench,
  rendererFramesBench,
  startupMemoryBench,
];

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const selected = args.filter((arg) => !arg.startsWith('--'));
const chosen = benches.filter((bench) => selected.length === 0 || selected.includes(bench.id));

const figures: Figure[] = [];
for (const bench of chosen) {
  process.stderr.write(`running ${bench.id}. ${bench.title}…\n`);
  figures.push(...(await bench.run({ quick })));
}
const report = { machine: machineInfo(), clock: benchClock, figures };
console.log(reportTable(report));
const written = writeReport(report, path.join(path.dirname(fileURLToPath(import.meta.url)), 'results'));
process.stderr.write(`\nwritten: ${path.relative(process.cwd(), written)} and latest.json\n`);
