import type { Bench, Figure } from '../harness/figure';
import { fasterBy, measured } from '../harness/figure';
import { alternateRounds, timeNs, type RoundPlan } from '../harness/rounds';
import { compareBooks } from './book-agreement';
import { engineCommands, freshEngine, lastAnswers, runEngine } from './engine-runner';
import { matchingStream, type MatchingStreamOptions } from './order-stream';
import { freshPeer, lastPeerAnswers, peerOps, runPeer } from './peer-runner';

const SEED = 20261121;
/** Operations a resident engine and a resident peer book run before the rounds (see below). */
const RESIDENT_OPS = 2_000;

interface Workload {
  readonly id: string;
  readonly title: string;
  readonly stream: MatchingStreamOptions;
}

function measureWorkload({ id, title, stream }: Workload, plan: RoundPlan): Figure {
  const ops = matchingStream(stream);
  const commands = engineCommands(ops);
  const peerInput = peerOps(ops);
  const perSecond = (ns: number) => (ops.length * 1e9) / ns;
  // A venue's engine lives as long as its process, and a venue collects garbage while it answers
  // orders. Here every round's engine and answers die at the collection before the next round, and
  // with the last instance of each class V8 drops the classes' object shapes and with them all
  // optimised code that depends on them: each round would pay a re-optimisation of both sides (on
  // compiler threads the CPU clock counts), which a running venue does not. One small engine and
  // one small peer book stay alive through all rounds, each with its last answer of every kind (a
  // venue's answers in flight). Not every answer: V8 would then see what the answers hold survive
  // and allocate it in the old generation from then on (pretenuring), in every round.
  const residents = [freshEngine(), freshPeer()] as const;
  const residentAnswers = [
    ...lastAnswers(residents[0], commands.slice(0, RESIDENT_OPS)),
    ...lastPeerAnswers(residents[1], peerInput.slice(0, RESIDENT_OPS)),
  ];
  const { ours, peer } = alternateRounds(
    () => perSecond(timeNs(() => runEngine(freshEngine(), commands))),
    () => perSecond(timeNs(() => runPeer(freshPeer(), peerInput))),
    plan,
  );
  const engine = freshEngine();
  const oursRefused = runEngine(engine, commands);
  const book = freshPeer();
  const peerRefused = runPeer(book, peerInput);
  const agreement = compareBooks(engine, book);
  const count = (kind: string) => ops.filter((op) => op.kind === kind).length;
  const residentOrders = residents[0].symbolList[0]?.open.size ?? 0;
  const kept = residentAnswers.length;
  return measured({
    id,
    title,
    ours: { name: 'engine', unit: 'ops/s', stats: ours },
    peer: { name: 'nodejs-order-book', unit: 'ops/s', stats: peer },
    ratio: ours.median / peer.median,
    goal: fasterBy(2, 'nodejs-order-book, exact'),
    notes: [
      `${ops.length} ops per round (${stream.openingOrders ?? 0} opening passive orders, then limit/market/cancel mixed: limit ${count('limit')}, market ${count('market')}, cancel ${count('cancel')} in all), seed ${stream.seed}, fresh book each round (and one resident engine and peer book of ${RESIDENT_OPS} ops each, alive through the rounds with their last answer of each kind (${kept} answers): ${residentOrders} open orders in ours); the engine keeps full history and accounts, no listener.`,
      `refused or not found: engine ${oursRefused}, peer ${peerRefused}; final books: engine ${agreement.oursLevels} levels, peer ${agreement.peerLevels}, ${agreement.priceMismatches} price and ${agreement.quantityMismatches} quantity mismatches (the peer sums floats; the engine is exact).`,
    ],
  });
}

/**
 * Item 2: the same seeded order stream through our engine and through nodejs-order-book, on a deep
 * book (an opening of 20,000 resting orders: long queues per price) and on a thin one (no opening).
 */
export const matchingBench: Bench = {
  id: '2',
  title: 'Matching engine',
  run({ quick }): Figure[] {
    const plan = quick ? { warmup: 1, rounds: 3 } : { warmup: 2, rounds: 7 };
    const ops = quick ? 20_000 : 100_000;
    return [
      {
        id: '2a',
        title: 'Matching, deep book, orders/s',
        stream: { seed: SEED, ops, openingOrders: quick ? 5_000 : 20_000 },
      },
      { id: '2b', title: 'Matching, thin book, orders/s', stream: { seed: SEED, ops } },
    ].map((workload) => measureWorkload(workload, plan));
  },
};
