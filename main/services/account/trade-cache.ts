import type { AccountTrade } from '@shared/api/spot/account';
import { dayMs } from '../orders/history-window';
import { myTradesPages, type MyTradesPagesDeps } from './my-trades-pages';

/** Trades are refreshed at least this often even if no fill was heard on the user-data stream. */
const staleMs = 10 * 60_000;

interface SymbolTrades {
  /** By `${id}:${isBuyer}` (a self-trade is two trades with one id). */
  readonly trades: Map<string, AccountTrade>;
  /** Every trade from this time on is held. */
  coveredFrom: number;
  refreshedAt: number;
  dirty: boolean;
}

const keyOf = (t: AccountTrade) => `${t.id}:${t.isBuyer}`;

/**
 * The account's own trades per symbol from some time on, fetched once and then extended: newer trades by
 * fromId after a fill (or when stale), older ones by 24-hour windows when a longer range is asked.
 */
export function createTradeCache(deps: MyTradesPagesDeps) {
  const { pageSize, page: fetch } = myTradesPages(deps);
  const bySymbol = new Map<string, SymbolTrades>();

  const store = (entry: SymbolTrades, trades: readonly AccountTrade[]) => {
    for (const t of trades) entry.trades.set(keyOf(t), t);
  };

  /** Every trade from `startTime` to `endTime`, in 24-hour windows, each paged on by its last trade. */
  const fillWindows = async (symbol: string, entry: SymbolTrades, startTime: number, endTime: number) => {
    for (let from = startTime; from < endTime;) {
      const to = Math.min(endTime, from + dayMs - 1);
      const page = await fetch({ symbol, startTime: from, endTime: to });
      store(entry, page);
      from = page.length === pageSize ? Math.max(page.at(-1)!.time, from + 1) : to + 1;
    }
  };

  const newest = (entry: SymbolTrades) =>
    [...entry.trades.values()].reduce((max, t) => Math.max(max, t.id), -1);

  return {
    /** The symbol's trades with time > since, oldest first. */
    async since(symbol: string, since: number): Promise<AccountTrade[]> {
      const now = deps.now();
      let entry = bySymbol.get(symbol);
      if (!entry) {
        entry = { trades: new Map(), coveredFrom: now, refreshedAt: now, dirty: false };
        const latest = await fetch({ symbol });
        store(entry, latest);
        // Fewer than a page: that is every trade the account ever made in the symbol.
        entry.coveredFrom = latest.length < pageSize ? 0 : latest[0]!.time;
        bySymbol.set(symbol, entry);
      } else if (entry.dirty || now - entry.refreshedAt > staleMs) {
        entry.dirty = false;
        entry.refreshedAt = now;
        for (;;) {
          const page = await fetch({ symbol, fromId: newest(entry) + 1 });
          store(entry, page);
          if (page.length < pageSize) break;
        }
      }
      if (since < entry.coveredFrom) {
        await fillWindows(symbol, entry, since, entry.coveredFrom);
        entry.coveredFrom = since;
      }
      return [...entry.trades.values()]
        .filter((t) => t.time > since)
        .sort((a, b) => a.time - b.time || a.id - b.id);
    },

    /** A fill was reported on the symbol: its trades are fetched again before next use. */
    touched(symbol: string): void {
      const entry = bySymbol.get(symbol);
      if (entry) entry.dirty = true;
    },
  };
}

export type TradeCache = ReturnType<typeof createTradeCache>;
