import type { SpotClient } from '../../venue/spot-client';
import type { RangeStep } from './history-ranges';
import type { WeightPacer } from './weight-pacer';

/** GET /api/v3/klines. */
const klinesWeight = 2;

interface SymbolCloses {
  /** Close price by open time, closed klines only. */
  readonly closes: Map<number, string>;
  /** The first and last open time held, every closed kline between them included. */
  from: number;
  to: number;
}

/**
 * Closing prices of closed klines per symbol and interval. A closed kline never changes, so each is
 * fetched once; a later call asks only for the klines closed since.
 */
export function createKlineCache(deps: {
  readonly spot: () => Promise<SpotClient>;
  readonly paced: WeightPacer;
}) {
  const cache = new Map<string, SymbolCloses>();

  const fetchInto = async (
    symbol: string,
    step: RangeStep,
    entry: SymbolCloses,
    first: number,
    last: number,
  ) => {
    await deps.paced(klinesWeight);
    const rows = await (
      await deps.spot()
    ).klines({
      symbol,
      interval: step.interval,
      startTime: first,
      endTime: last + step.intervalMs - 1,
      limit: Math.min(1000, (last - first) / step.intervalMs + 1),
    });
    for (const row of rows) if (row.openTime <= last) entry.closes.set(row.openTime, row.close);
  };

  return {
    /** Closes for the buckets opening at `first` … `last` (all closed), by open time; gaps have none. */
    async closes(
      symbol: string,
      step: RangeStep,
      first: number,
      last: number,
    ): Promise<ReadonlyMap<number, string>> {
      const key = `${symbol} ${step.interval}`;
      const held = cache.get(key);
      if (held && held.from <= first && held.to + step.intervalMs >= first) {
        if (held.to < last) {
          await fetchInto(symbol, step, held, held.to + step.intervalMs, last);
          held.to = last;
        }
        return held.closes;
      }
      const entry: SymbolCloses = { closes: new Map(), from: first, to: last };
      await fetchInto(symbol, step, entry, first, last);
      cache.set(key, entry);
      return entry.closes;
    },
  };
}

export type KlineCache = ReturnType<typeof createKlineCache>;
