import type { Bench, Figure } from '../harness/figure';
import { fasterBy, measured } from '../harness/figure';
import { alternateRounds, timeNs } from '../harness/rounds';
import { compareBooks } from './book-agreement';
import { engineCommands, freshEngine, runEngine } from './engine-runner';
import { matchingStream } from './order-stream';
import { freshPeer, peerOps, runPeer } from './peer-runner';

/** Item 2: the same seeded order stream through our engine and through nodejs-order-book. */
export const matchingBench: Bench = {
  id: '2',
  title: 'Matching engine',
  run({ quick }): Figure[] {
    const ops = matchingStream({ seed: 20261121, ops: quick ? 20_000 : 100_000 });
    const commands = engineCommands(ops);
    const peerInput = peerOps(ops);
    const perSecond = (ns: number) => (ops.length * 1e9) / ns;
    const { ours, peer } = alternateRounds(
      () => perSecond(timeNs(() => runEngine(freshEngine(), commands))),
      () => perSecond(timeNs(() => runPeer(freshPeer(), peerInput))),
      quick ? { warmup: 1, rounds: 3 } : { warmup: 2, rounds: 7 },
    );
    const engine = freshEngine();
    const oursRefused = runEngine(engine, commands);
    const book = freshPeer();
    const peerRefused = runPeer(book, peerInput);
    const agreement = compareBooks(engine, book);
    const counts = ops.reduce(
      (sum, op) => ({ ...sum, [op.kind]: (sum[op.kind] ?? 0) + 1 }),
      {} as Record<string, number>,
    );
    return [
      measured({
        id: '2',
        title: 'Matching engine, orders/s',
        ours: { name: 'engine', unit: 'ops/s', stats: ours },
        peer: { name: 'nodejs-order-book', unit: 'ops/s', stats: peer },
        ratio: ours.median / peer.median,
        goal: fasterBy(2, 'nodejs-order-book, exact'),
        notes: [
          `${ops.length} ops per round (limit ${counts.limit ?? 0}, market ${counts.market ?? 0}, cancel ${counts.cancel ?? 0}), seed 20261121, fresh book each round; engine keeps full history, no listener.`,
          `refused/not found: engine ${oursRefused}, peer ${peerRefused}.`,
          `final books: engine ${agreement.oursLevels} levels, peer ${agreement.peerLevels}; ${agreement.priceMismatches} price and ${agreement.quantityMismatches} quantity mismatches (peer sums floats; engine is exact).`,
        ],
      }),
    ];
  },
};
