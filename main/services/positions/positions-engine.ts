import { dec, type Dec } from '@shared/decimal/decimal';
import type { BalanceView } from '@shared/ipc/account';
import type { CostMethod, PositionsView, RealizedRow } from '@shared/ipc/positions';
import type { AccountReaderDeps } from '../account/account-reader-deps';
import { createKlineCache } from '../account/kline-cache';
import { pricePath, type Pair } from '../account/price-paths';
import { venuePairs } from '../account/venue-pairs';
import { createWeightPacer } from '../account/weight-pacer';
import { reconcile, replayTrades, type Ledger, type LedgerTrade } from './ledger';
import { positionsView } from './positions-view';
import { pathPrice, tradeRates } from './trade-rates';
import { createTradeStore } from './trade-store';

/** At most this many symbols are read (each costs a myTrades request, weight 20, when stale). */
const maxSymbols = 40;
const tickerPricesWeight = 4;

export interface PositionsEngineDeps extends AccountReaderDeps {
  /** This profile's trade directory (trade-store.ts). */
  readonly dir: string;
  readonly pageSize?: number;
  /** Another profile's figures: from the trades on disk, without asking the venue for newer ones. */
  readonly offline?: boolean;
}

/**
 * The symbols to read: those read before and the pairs between two of the account's assets with one
 * held now (pairs of two held assets first), as many as the weight allows.
 */
function symbolsToRead(pairs: readonly Pair[], balances: readonly BalanceView[], known: readonly string[]) {
  const listed = new Set(balances.map((b) => b.asset));
  const held = new Set(balances.filter((b) => !dec(b.free).plus(b.locked).isZero()).map((b) => b.asset));
  const heldSides = (p: Pair) => Number(held.has(p.baseAsset)) + Number(held.has(p.quoteAsset));
  const candidates = pairs
    .filter((p) => listed.has(p.baseAsset) && listed.has(p.quoteAsset) && heldSides(p) > 0)
    .sort((a, b) => heldSides(b) - heldSides(a) || a.symbol.localeCompare(b.symbol));
  const bySymbol = new Map(pairs.map((p) => [p.symbol, p]));
  const chosen = new Map<string, Pair>();
  for (const symbol of known) if (bySymbol.has(symbol)) chosen.set(symbol, bySymbol.get(symbol)!);
  for (const p of candidates) if (chosen.size < maxSymbols) chosen.set(p.symbol, p);
  return [...chosen.values()];
}

/** One profile's positions: its trades (kept on disk), rates at their times, prices now. */
export function createPositionsEngine(deps: PositionsEngineDeps) {
  const paced = createWeightPacer({ meter: deps.meter, sleep: deps.sleep });
  const store = createTradeStore({
    dir: deps.dir,
    spot: deps.spot,
    paced,
    now: deps.now,
    pageSize: deps.pageSize,
  });
  const klines = createKlineCache({ spot: deps.spot, paced });
  const loadPairs = venuePairs(deps.spot, paced);

  /**
   * Per valuation asset and method, the ledger of the trades replayed so far: trades only follow the
   * ones held, so a fill replays that fill, not the history. A trade found before the last one replayed
   * (a symbol read for the first time) replays everything again.
   */
  const ledgers = new Map<string, { ledger: Ledger; count: number; last: LedgerTrade['trade'] }>();
  const carriedOn = (key: string, trades: readonly LedgerTrade[]) => {
    const held = ledgers.get(key);
    if (!held || held.count === 0 || held.count > trades.length) return undefined;
    const at = trades[held.count - 1]!.trade;
    return at.id === held.last.id && at.symbol === held.last.symbol && at.isBuyer === held.last.isBuyer
      ? held
      : undefined;
  };

  async function ledgerOf(quoteAsset: string, method: CostMethod) {
    const now = deps.now();
    const allPairs = await loadPairs();
    const balances = await deps.balances();
    const read = symbolsToRead(allPairs, balances, await store.knownSymbols());
    const trades: LedgerTrade[] = [];
    for (const pair of read)
      for (const trade of await (deps.offline ? store.held(pair.symbol) : store.trades(pair.symbol)))
        trades.push({ baseAsset: pair.baseAsset, quoteAsset: pair.quoteAsset, trade });
    trades.sort((a, b) => a.trade.time - b.trade.time || a.trade.id - b.trade.id);

    const held = new Map<string, Dec>();
    for (const b of balances) held.set(b.asset, dec(b.free).plus(b.locked));
    const key = `${quoteAsset} ${method}`;
    const previous = carriedOn(key, trades);
    const fresh = previous ? trades.slice(previous.count) : trades;
    const rated = new Set<string>();
    let since = now;
    for (const { quoteAsset: q, trade } of fresh) {
      for (const asset of [q, trade.commissionAsset])
        if (asset !== quoteAsset) {
          rated.add(asset);
          since = Math.min(since, trade.time);
        }
    }
    const valued = new Set([...rated, ...[...held].filter(([, v]) => !v.isZero()).map(([a]) => a)]);
    const legSymbols = [
      ...new Set([...valued].flatMap((a) => (pricePath(allPairs, a, quoteAsset) ?? []).map((l) => l.symbol))),
    ].sort();
    const lastPrices = new Map<string, string>();
    if (legSymbols.length > 0) {
      await paced(tickerPricesWeight);
      for (const p of await (await deps.spot()).tickerPrices(legSymbols)) lastPrices.set(p.symbol, p.price);
    }
    const rateAt = await tradeRates({
      klines,
      pairs: allPairs,
      quoteAsset,
      assets: rated,
      since,
      now,
      lastPrices,
    });
    const replayed = replayTrades(fresh, quoteAsset, method, rateAt, previous?.ledger);
    if (trades.length > 0)
      ledgers.set(key, { ledger: replayed, count: trades.length, last: trades.at(-1)!.trade });
    const ledger = reconcile(replayed, held);
    const priceNow = (asset: string) => {
      const path = pricePath(allPairs, asset, quoteAsset);
      return path ? pathPrice(path, (symbol) => lastPrices.get(symbol)) : null;
    };
    return { ledger, held, priceNow, now, symbols: read.map((p) => p.symbol) };
  }

  return {
    async list(quoteAsset: string, method: CostMethod): Promise<PositionsView> {
      const { ledger, held, priceNow, now, symbols } = await ledgerOf(quoteAsset, method);
      return positionsView(ledger, held, priceNow, now, symbols);
    },

    async realized(quoteAsset: string, method: CostMethod, startTime = 0, endTime = Infinity) {
      const { ledger } = await ledgerOf(quoteAsset, method);
      return realizedRows(ledger, startTime, endTime);
    },

    touched: (symbol: string) => store.touched(symbol),
  };
}

export type PositionsEngine = ReturnType<typeof createPositionsEngine>;

const text = (d: Dec | null) => (d === null ? null : d.toDecimalPlaces(8).toFixed());

/** The ledger's rows in a time range, for the export. */
export function realizedRows(ledger: Ledger, startTime: number, endTime: number): RealizedRow[] {
  return ledger.rows
    .filter((r) => r.trade.time >= startTime && r.trade.time <= endTime)
    .map((r) => ({
      time: r.trade.time,
      symbol: r.trade.symbol,
      tradeId: r.trade.id,
      side: r.trade.isBuyer ? 'BUY' : 'SELL',
      asset: r.asset,
      quantity: r.trade.qty,
      price: r.trade.price,
      proceeds: text(r.proceeds),
      costOfSold: text(r.costOfSold),
      fee: r.trade.commission,
      feeAsset: r.trade.commissionAsset,
      feeValue: text(r.feeValue),
      realized: text(r.realized),
    }));
}
