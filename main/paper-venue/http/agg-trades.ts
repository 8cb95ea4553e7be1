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

/** What decides an aggregate: one taker order at one price and time. */
interface Aggregated {
  readonly takerOrderId: number;
  readonly price: unknown;
  readonly time: number;
}

/** Runs of consecutive trades of one taker order at one price and time: one aggregate each. */
export function aggregateRuns<T extends Aggregated>(trades: readonly T[]): T[][] {
  const runs: T[][] = [];
  let run: T[] = [];
  for (const trade of trades) {
    const head = run[0];
    if (
      head &&
      (head.takerOrderId !== trade.takerOrderId || head.price !== trade.price || head.time !== trade.time)
    ) {
      runs.push(run);
      run = [];
    }
    run.push(trade);
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/**
 * Groups consecutive trades of one taker order at one price and time. The aggregate's id is its
 * first trade's id, so ids are stable, increasing, and usable as `fromId`.
 */
export function aggregateTrades(trades: readonly PublicTrade[]): AggTrade[] {
  return aggregateRuns(trades).map((run) => {
    const first = run[0] as PublicTrade;
    const last = run.at(-1) as PublicTrade;
    const qty = run.reduce((sum, trade) => sum.plus(trade.qty), new Decimal(0));
    return {
      a: first.id,
      p: first.price,
      q: qty.toFixed(8),
      f: first.id,
      l: last.id,
      T: first.time,
      m: first.isBuyerMaker,
      M: true,
    };
  });
}
