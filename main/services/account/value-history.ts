import type { BalanceView, PortfolioHistory, PortfolioRange } from '@shared/ipc/account';
import { dec } from '@shared/decimal/decimal';
import type { AccountReaderDeps } from './account-reader-deps';
import { closedOpens, rangeSteps } from './history-ranges';
import { holdingsAt, type SidedTrade } from './holdings-over-time';
import { createKlineCache } from './kline-cache';
import { createLiveSamples } from './live-samples';
import { pathPrice } from './path-price';
import { pricePath, type Pair, type PriceLeg } from './price-paths';
import { createTradeCache } from './trade-cache';
import { venuePairs } from './venue-pairs';
import { createWeightPacer } from './weight-pacer';

/** At most this many symbols' trades are read (each costs a myTrades request, weight 20). */
const maxTradedSymbols = 30;
/** GET /api/v3/ticker/price with symbols. */
const tickerPricesWeight = 4;

export interface ValueHistoryDeps extends AccountReaderDeps {
  /** myTrades page size (default the venue's maximum, 1000). */
  readonly tradesPageSize?: number;
}

/**
 * The pairs whose trades move the holdings: both sides among the account's assets and one side held now,
 * pairs of two held assets first.
 */
function tradedPairs(pairs: readonly Pair[], balances: readonly BalanceView[]): Pair[] {
  const listed = new Set(balances.map((b) => b.asset));
  const held = new Set(balances.filter((b) => !dec(b.free).plus(b.locked).isZero()).map((b) => b.asset));
  const heldSides = (p: Pair) => Number(held.has(p.baseAsset)) + Number(held.has(p.quoteAsset));
  return pairs
    .filter((p) => listed.has(p.baseAsset) && listed.has(p.quoteAsset) && heldSides(p) > 0)
    .sort((a, b) => heldSides(b) - heldSides(a) || a.symbol.localeCompare(b.symbol))
    .slice(0, maxTradedSymbols);
}

/**
 * The account's value over time per quote asset and range: the balances now rolled back through the
 * account's trades, valued at each closed kline's close (directly or through a bridge asset), then the
 * values taken since the last close (live samples, one per computation) and now at last prices. Trades,
 * klines and the symbol list are cached; requests go one at a time, paced by weight.
 */
export function createValueHistory(deps: ValueHistoryDeps) {
  const paced = createWeightPacer({ meter: deps.meter, sleep: deps.sleep });
  // A profile change replaces them whole: a computation still running writes only into the old ones.
  const freshCaches = () => ({
    trades: createTradeCache({ spot: deps.spot, paced, now: deps.now, pageSize: deps.tradesPageSize }),
    klines: createKlineCache({ spot: deps.spot, paced }),
    live: createLiveSamples(Math.max(...Object.values(rangeSteps).map((step) => step.intervalMs))),
    pairs: venuePairs(deps.spot, paced),
  });
  let caches = freshCaches();
  let queue: Promise<unknown> = Promise.resolve();

  async function compute(quoteAsset: string, range: PortfolioRange): Promise<PortfolioHistory> {
    const { trades, klines, pairs, live } = caches;
    const step = rangeSteps[range];
    const now = deps.now();
    const opens = closedOpens(step, now);
    const since = opens[0] ?? now;
    const balances = await deps.balances();
    const allPairs = await pairs();
    const traded = tradedPairs(allPairs, balances);
    const sided: SidedTrade[] = [];
    for (const pair of traded)
      for (const trade of await trades.since(pair.symbol, since))
        sided.push({ baseAsset: pair.baseAsset, quoteAsset: pair.quoteAsset, trade });

    const times = [...opens.map((open) => open + step.intervalMs - 1), now];
    const current = new Map(balances.map((b) => [b.asset, dec(b.free).plus(b.locked)]));
    const held = holdingsAt(current, sided, times);

    const assets = new Set(
      held.flatMap((h) => [...h].filter(([, amount]) => !amount.isZero()).map(([a]) => a)),
    );
    const paths = new Map<string, PriceLeg[]>();
    const unpriced: string[] = [];
    for (const asset of [...assets].sort()) {
      const path = pricePath(allPairs, asset, quoteAsset);
      if (path) paths.set(asset, path);
      else unpriced.push(asset);
    }
    const symbols = [...new Set([...paths.values()].flat().map((leg) => leg.symbol))].sort();

    // Each symbol's close per point, carried forward over buckets without a kline; then the last price.
    const pricesBySymbol = new Map<string, Array<string | undefined>>();
    for (const symbol of symbols) {
      const closes =
        opens.length > 0 ? await klines.closes(symbol, step, opens[0]!, opens.at(-1)!) : new Map();
      let carried: string | undefined;
      pricesBySymbol.set(
        symbol,
        opens.map((open) => (carried = closes.get(open) ?? carried)),
      );
    }
    if (symbols.length > 0) {
      await paced(tickerPricesWeight);
      const last = new Map((await (await deps.spot()).tickerPrices(symbols)).map((p) => [p.symbol, p.price]));
      for (const symbol of symbols) pricesBySymbol.get(symbol)!.push(last.get(symbol));
    }

    const points = times.map((at, i) => {
      let total = dec('0');
      for (const [asset, amount] of held[i]!) {
        const path = paths.get(asset);
        const price = path && pathPrice(path, (symbol) => pricesBySymbol.get(symbol)![i]);
        if (price && !amount.isZero()) total = total.plus(amount.times(price));
      }
      return { at, total: total.toDecimalPlaces(8).toFixed() };
    });
    const closed = points.slice(0, -1);
    return {
      quoteAsset,
      range,
      interval: step.interval,
      points: [...closed, ...live.add(quoteAsset, points.at(-1)!, closed.at(-1)?.at ?? -Infinity)],
      unpriced,
      tradedSymbols: traded.map((p) => p.symbol),
    };
  }

  return {
    /** The venue's pairs (exchangeInfo, read once per profile). */
    pairs: () => caches.pairs(),
    /** One computation at a time, so two ranges asked together share what the first one fetched. */
    history(quoteAsset: string, range: PortfolioRange): Promise<PortfolioHistory> {
      const run = queue.then(() => compute(quoteAsset, range));
      queue = run.catch(() => undefined);
      return run;
    },
    /** A fill on the symbol was reported: its trades are read again before the next history. */
    tradeReported(symbol: string): void {
      caches.trades.touched(symbol);
    },
    clear(): void {
      caches = freshCaches();
    },
  };
}

export type ValueHistory = ReturnType<typeof createValueHistory>;
