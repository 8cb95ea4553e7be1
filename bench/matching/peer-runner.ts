import { OrderBook, Side } from 'nodejs-order-book';
import type { MatchingOp } from './order-stream';

/**
 * nodejs-order-book takes prices and sizes as JS numbers (floats): the stream's ticks and lots are
 * turned into the decimals a user of that library would pass, before the clock starts.
 */
export type PeerOp =
  | { readonly kind: 'limit'; readonly options: { side: Side; id: string; size: number; price: number } }
  | { readonly kind: 'market'; readonly options: { side: Side; size: number } }
  | { readonly kind: 'cancel'; readonly id: string };

export function peerOps(ops: readonly MatchingOp[]): PeerOp[] {
  const side = (s: 'BUY' | 'SELL') => (s === 'BUY' ? Side.BUY : Side.SELL);
  return ops.map((op): PeerOp => {
    if (op.kind === 'cancel') return op;
    const size = op.lots / 100_000;
    if (op.kind === 'market') return { kind: 'market', options: { side: side(op.side), size } };
    return { kind: 'limit', options: { side: side(op.side), id: op.id, size, price: op.ticks / 100 } };
  });
}

/** Runs every op; returns how many the book refused or could not find. */
export function runPeer(book: OrderBook, ops: readonly PeerOp[]): number {
  let refused = 0;
  for (const op of ops) {
    if (op.kind === 'cancel') {
      if (book.cancel(op.id) === undefined) refused += 1;
    } else if (op.kind === 'limit') {
      if (book.limit(op.options).err) refused += 1;
    } else if (book.market(op.options).err) refused += 1;
  }
  return refused;
}

/** Runs every op and returns the last answer of each kind, holding no other (for the resident book). */
export function lastPeerAnswers(book: OrderBook, ops: readonly PeerOp[]): unknown[] {
  const last = new Map<string, unknown>();
  for (const op of ops) {
    if (op.kind === 'cancel') last.set(op.kind, book.cancel(op.id));
    else last.set(op.kind, op.kind === 'limit' ? book.limit(op.options) : book.market(op.options));
  }
  return [...last.values()];
}

export const freshPeer = (): OrderBook => new OrderBook();
