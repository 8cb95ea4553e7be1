import Decimal from 'decimal.js';
import type { PublicTrade } from './engine-port';

/** An aggregate trade as GET /api/v3/aggTrades answers it. */
export interface AggTrade {
  readonly a: number;
  readonly p: string;
  readonly q: string;
  readonly f: number;
  readonly l: number;
  readonly T: number;
  readonly m: boolean;
  readonly M: boolean;
}

/**
 * Groups consecutive trades of one taker order at one price and time. The aggregate's id is its
 * first trade's id, so ids are stable, increasing, and usable as `fromId`.
 */
export function aggregateTrades(trades: readonly PublicTrade[]): AggTrade[] {
  const result: AggTrade[] = [];
  let group: PublicTrade[] = [];
  const flush = () => {
    const first = group[0];
    const last = group.at(-1);
    if (!first || !last) return;
    const qty = group.reduce((sum, trade) => sum.plus(trade.qty), new Decimal(0));
    result.push({
      a: first.id,
      p: first.price,
      q: qty.toFixed(8),
      f: first.id,
      l: last.id,
      T: first.time,
      m: first.isBuyerMaker,
      M: true,
    });
    group = [];
  };
  for (const trade of trades) {
    const head = group[0];
    if (
      head &&
      (head.takerOrderId !== trade.takerOrderId || head.price !== trade.price || head.time !== trade.time)
    ) {
      flush();
    }
    group.push(trade);
  }
  flush();
  return result;
}
