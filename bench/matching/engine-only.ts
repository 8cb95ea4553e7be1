import { timeNs } from '../harness/rounds';
import { engineCommands, freshEngine, runEngine } from './engine-runner';
import { matchingStream } from './order-stream';

/**
 * The engine half of the matching bench alone, for profiling (deep book; `thin` for the thin one):
 *   node --cpu-prof --cpu-prof-dir=.tmp/prof --import tsx bench/matching/engine-only.ts [rounds] [thin]
 */
const thin = process.argv[3] === 'thin';
const commands = engineCommands(
  matchingStream({ seed: 20261121, ops: 100_000, openingOrders: thin ? 0 : 20_000 }),
);
const rounds = Number(process.argv[2] ?? 5);
for (let round = 0; round < rounds; round += 1) {
  const ns = timeNs(() => runEngine(freshEngine(), commands));
  console.log(`round ${round}: ${Math.round((commands.length * 1e9) / ns)} ops/s`);
}
