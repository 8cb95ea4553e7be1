import type { BookFrame } from '@shared/ipc/market';

type Level = readonly [price: string, quantity: string];

export interface BookFrameSpec {
  readonly symbol?: string;
  readonly group: string;
  /** Numbers the update and stamps the frame's event and cut times. */
  readonly updateId?: number;
  /** Best first; each level's total is its own quantity. */
  readonly bids: readonly Level[];
  readonly asks: readonly Level[];
  readonly spread: string;
  readonly mid: string;
}

/** A book frame as main pushes it to `watchId`, its best bid and ask the first levels given. */
export function bookFrame(
  watchId: string,
  { symbol = 'BTCUSDT', group, updateId = 1, bids, asks, spread, mid }: BookFrameSpec,
): BookFrame {
  const level = ([price, quantity]: Level) => ({ price, quantity, total: quantity });
  return {
    watchId,
    symbol,
    group,
    updateId,
    eventTime: updateId,
    frameTime: updateId,
    bids: bids.map(level),
    asks: asks.map(level),
    bestBid: bids[0]?.[0] ?? null,
    bestAsk: asks[0]?.[0] ?? null,
    spread,
    mid,
  };
}
