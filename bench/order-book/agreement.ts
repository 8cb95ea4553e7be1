import { toFixed } from '../../main/paper-venue/engine';
import type { LocalBookAdapter } from './adapter';
import type { DepthLevelText, RecordedDepth } from './depth-stream';

const exactly = (text: string): bigint | undefined => {
  try {
    return toFixed(text);
  } catch {
    return undefined;
  }
};

/** Levels (of both sides) where the adapter's book differs from the recorded final book. */
export function levelsDiffering(book: LocalBookAdapter, recorded: RecordedDepth): number {
  const held = book.levels();
  const compare = (got: readonly DepthLevelText[], want: readonly DepthLevelText[]) => {
    let differing = Math.abs(got.length - want.length);
    for (let i = 0; i < Math.min(got.length, want.length); i += 1) {
      const [gotPrice, gotQty] = got[i] as DepthLevelText;
      const [wantPrice, wantQty] = want[i] as DepthLevelText;
      const same = exactly(gotPrice) === toFixed(wantPrice) && exactly(gotQty) === toFixed(wantQty);
      if (!same) differing += 1;
    }
    return differing;
  };
  return compare(held.bids, recorded.final.bids) + compare(held.asks, recorded.final.asks);
}
