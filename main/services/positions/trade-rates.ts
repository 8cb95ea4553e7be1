import type { RangeStep } from '../account/history-ranges';
import type { KlineCache } from '../account/kline-cache';
import { pathPrice } from '../account/path-price';
import { pricePath, type Pair, type PriceLeg } from '../account/price-paths';
import type { RateAt } from './ledger';

const dayMs = 86_400_000;
export const dailyStep: RangeStep = { interval: '1d', intervalMs: dayMs, spanMs: 1000 * dayMs };

export { pathPrice };

/**
 * Rates into the valuation asset at a trade's time: the close of the trade's UTC day (daily klines, read
 * once: a closed kline never changes), through the same paths as the portfolio value; a trade of today,
 * or of a day with no kline, at the last price.
 */
export async function tradeRates(options: {
  readonly klines: KlineCache;
  readonly pairs: readonly Pair[];
  readonly quoteAsset: string;
  /** The assets to value and the time of the oldest trade that needs one. */
  readonly assets: ReadonlySet<string>;
  readonly since: number;
  readonly now: number;
  readonly lastPrices: ReadonlyMap<string, string>;
}): Promise<RateAt> {
  const { klines, pairs, quoteAsset, lastPrices } = options;
  const today = Math.floor(options.now / dayMs) * dayMs;
  const first = Math.max(Math.floor(options.since / dayMs) * dayMs, today - 999 * dayMs);
  const paths = new Map<string, PriceLeg[] | undefined>();
  const closes = new Map<string, ReadonlyMap<number, string>>();
  for (const asset of options.assets) {
    const path = pricePath(pairs, asset, quoteAsset);
    paths.set(asset, path);
    for (const leg of path ?? [])
      if (!closes.has(leg.symbol) && first < today)
        closes.set(leg.symbol, await klines.closes(leg.symbol, dailyStep, first, today - dayMs));
  }
  return (asset, time) => {
    const path = paths.get(asset) ?? pricePath(pairs, asset, quoteAsset);
    if (!path) return null;
    const day = Math.floor(time / dayMs) * dayMs;
    return pathPrice(path, (symbol) => closes.get(symbol)?.get(day) ?? lastPrices.get(symbol));
  };
}
