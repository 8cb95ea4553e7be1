import { BookSide } from './book-side';
import { topGroupedLevels, type GroupedLevel } from './group-levels';
import { formatScaled, parseScaled } from './scaled';

export type Level = readonly [price: string, quantity: string];

export interface BookScales {
  /** Decimals kept for prices (8 covers every Binance-style tick). */
  readonly priceScale?: number;
  /** Decimals kept for quantities. */
  readonly quantityScale?: number;
}

export interface BookTop {
  readonly bids: GroupedLevel[];
  readonly asks: GroupedLevel[];
  readonly bestBid: string | null;
  readonly bestAsk: string | null;
  readonly spread: string | null;
  readonly mid: string | null;
}

/** A local order book: exact levels, diffs applied in place, the top read without sorting. */
export class OrderBook {
  readonly bids: BookSide;
  readonly asks: BookSide;
  readonly priceScale: number;
  readonly quantityScale: number;
  /** The update id the book reflects (a snapshot's lastUpdateId, then each applied event's `u`). */
  updateId = 0;

  constructor(scales: BookScales = {}) {
    this.priceScale = scales.priceScale ?? 8;
    this.quantityScale = scales.quantityScale ?? 8;
    this.bids = new BookSide(true, this.priceScale);
    this.asks = new BookSide(false, this.priceScale);
  }

  load(snapshot: {
    readonly lastUpdateId: number;
    readonly bids: readonly Level[];
    readonly asks: readonly Level[];
  }) {
    this.bids.load(snapshot.bids);
    this.asks.load(snapshot.asks);
    this.updateId = snapshot.lastUpdateId;
  }

  /** Sets every listed level to its absolute quantity ("0" removes it) and moves to `updateId`. */
  apply(bids: readonly Level[], asks: readonly Level[], updateId: number): void {
    for (const [price, quantity] of bids) this.bids.set(price, quantity);
    for (const [price, quantity] of asks) this.asks.set(price, quantity);
    this.updateId = updateId;
  }

  /** The best `levels` per side grouped to `group` (a decimal string, a multiple of the tick). */
  /** The best bid and ask prices (null for an empty side), without grouping the levels. */
  best(): { readonly bid: string | null; readonly ask: string | null } {
    const bid = this.bids.priceAt(0);
    const ask = this.asks.priceAt(0);
    return {
      bid: bid === undefined ? null : formatScaled(bid, this.priceScale),
      ask: ask === undefined ? null : formatScaled(ask, this.priceScale),
    };
  }

  top(levels: number, group: string): BookTop {
    const step = parseScaled(group, this.priceScale);
    const bestBid = this.bids.priceAt(0);
    const bestAsk = this.asks.priceAt(0);
    const scale = this.priceScale;
    const both = bestBid !== undefined && bestAsk !== undefined;
    return {
      bids: topGroupedLevels(this.bids, levels, step, this.quantityScale),
      asks: topGroupedLevels(this.asks, levels, step, this.quantityScale),
      bestBid: bestBid === undefined ? null : formatScaled(bestBid, scale),
      bestAsk: bestAsk === undefined ? null : formatScaled(bestAsk, scale),
      spread: both ? formatScaled(bestAsk - bestBid, scale) : null,
      // The sum is even or odd; one more decimal holds the half exactly.
      mid: both ? formatScaled((BigInt(bestAsk) + BigInt(bestBid)) * 5n, scale + 1) : null,
    };
  }
}
