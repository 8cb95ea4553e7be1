import type { OrderBook } from 'nodejs-order-book';
import { EngineQueries, type Engine } from '../../main/paper-venue/engine';

export interface BookAgreement {
  readonly oursLevels: number;
  readonly peerLevels: number;
  /** Levels at the same price on both books whose quantities differ (the peer's float sums drift). */
  readonly quantityMismatches: number;
  /** Prices present on one book only. */
  readonly priceMismatches: number;
}

/**
 * Compares the two books after the same stream: same prices, and the peer's float quantity against
 * our exact decimal read as the nearest double (what the peer would hold had its sums been exact).
 */
export function compareBooks(engine: Engine, peer: OrderBook): BookAgreement {
  const ours = new EngineQueries(engine).depth('BTCUSDT', Number.MAX_SAFE_INTEGER);
  const [peerAsks, peerBids] = peer.depth();
  let quantityMismatches = 0;
  let priceMismatches = 0;
  const compareSide = (exact: [string, string][], floats: [number, number][]) => {
    const byPrice = new Map(floats.map(([price, size]) => [price, size]));
    for (const [price, qty] of exact) {
      const size = byPrice.get(Number(price));
      if (size === undefined) priceMismatches += 1;
      else if (size !== Number(qty)) quantityMismatches += 1;
      byPrice.delete(Number(price));
    }
    priceMismatches += [...byPrice.values()].filter((size) => size > 0).length;
  };
  compareSide(ours.bids, peerBids);
  compareSide(ours.asks, peerAsks);
  return {
    oursLevels: ours.bids.length + ours.asks.length,
    peerLevels: peerBids.length + peerAsks.length,
    quantityMismatches,
    priceMismatches,
  };
}
