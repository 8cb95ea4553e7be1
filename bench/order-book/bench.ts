import type { Bench, Figure } from '../harness/figure';
import { fasterBy, measured } from '../harness/figure';
import { alternateRounds, timeNs } from '../harness/rounds';
import type { LocalBookFactory } from './adapter';
import { levelsDiffering } from './agreement';
import { ccxtBook } from './ccxt-adapter';
import { recordDepthStream, type RecordedDepth } from './depth-stream';
import { ourBook } from './our-book';

/** ns per diff event: load the snapshot (not timed), then apply every diff (timed). */
function replayRound(factory: LocalBookFactory, recorded: RecordedDepth): number {
  const book = factory();
  book.load(recorded.snapshot);
  const { diffs } = recorded;
  return (
    timeNs(() => {
      for (let i = 0; i < diffs.length; i += 1) book.apply(diffs[i] as (typeof diffs)[number]);
    }) / diffs.length
  );
}

function differing(factory: LocalBookFactory, recorded: RecordedDepth): number {
  const book = factory();
  book.load(recorded.snapshot);
  for (const diff of recorded.diffs) book.apply(diff);
  return levelsDiffering(book, recorded);
}

/** Item 1: the same recorded diff-depth stream applied by our local book and by ccxt's sides. */
export const orderBookBench: Bench = {
  id: '1',
  title: 'Local order book',
  run({ quick }): Figure[] {
    const plan = quick ? { warmup: 1, rounds: 3 } : { warmup: 2, rounds: 9 };
    return [1_000, 5_000].map((levelsPerSide, index): Figure => {
      const recorded = recordDepthStream({ levelsPerSide, events: quick ? 5_000 : 30_000, seed: 11 + index });
      const changes = recorded.diffs.reduce((sum, diff) => sum + diff.b.length + diff.a.length, 0);
      const workload = `${recorded.diffs.length} diff events (${(changes / recorded.diffs.length).toFixed(1)} level changes each), ${levelsPerSide} levels a side, seed ${11 + index}.`;
      const id = `1${'ab'[index] ?? ''}`;
      const title = `Order book ${levelsPerSide}/side, ns/update`;
      const goal = fasterBy(2, 'ccxt, exact prices');
      const peerCheck = `ccxt: ${differing(ccxtBook, recorded)} levels differ from the recorded book at the end.`;
      const { ours, peer } = alternateRounds(
        () => replayRound(ourBook, recorded),
        () => replayRound(ccxtBook, recorded),
        plan,
      );
      const oursDiffering = differing(ourBook, recorded);
      const exact = ourBook().exact && oursDiffering === 0;
      return measured(
        {
          id,
          title,
          ours: { name: ourBook().name, unit: 'ns/update', stats: ours },
          peer: { name: 'ccxt Bids/Asks', unit: 'ns/update', stats: peer },
          ratio: peer.median / ours.median,
          goal,
          notes: [workload, `ours: ${oursDiffering} levels differ, exact: ${exact}. ${peerCheck}`],
        },
        exact,
      );
    });
  },
};
