import { classifyDiff, formatScaled, OrderBook, type BookSide } from '@shared/market/book';
import type { LocalBookAdapter, LocalBookFactory } from './adapter';
import type { DepthLevelText } from './depth-stream';

function levelsOf(side: BookSide): DepthLevelText[] {
  const out: DepthLevelText[] = [];
  for (let rank = 0; rank < side.length; rank += 1) {
    const price = side.priceAt(rank) as number;
    out.push([formatScaled(price, side.scale), side.quantityAt(price) as string]);
  }
  return out;
}

/**
 * Our local order book (shared/market/book), driven as the market service drives it
 * (main/services/market/depth-book.ts): continuity check of the update ids, then apply.
 */
export const ourBook: LocalBookFactory = (): LocalBookAdapter => {
  let book = new OrderBook();
  return {
    name: 'shared/market/book',
    exact: true,
    load(snapshot) {
      book = new OrderBook();
      book.load(snapshot);
    },
    apply(diff) {
      const verdict = classifyDiff(book.updateId, diff.U, diff.u);
      if (verdict !== 'apply') throw new Error(`recorded stream out of sequence: ${verdict} at ${diff.U}`);
      book.apply(diff.b, diff.a, diff.u);
    },
    levels: () => ({ bids: levelsOf(book.bids), asks: levelsOf(book.asks) }),
  };
};
