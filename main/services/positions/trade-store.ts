import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { accountTrade, type AccountTrade } from '@shared/api/spot/account';
import { z } from 'zod';
import { writeFileAtomic } from '../../settings/atomic-write';
import { myTradesPages, type MyTradesPagesDeps } from '../account/my-trades-pages';

/** A symbol's trades are asked for again at least this often even if no fill was heard. */
const staleMs = 10 * 60_000;

const storedFile = z.object({ version: z.literal(1), symbol: z.string(), trades: z.array(accountTrade) });

interface SymbolTrades {
  /** By `${id}:${isBuyer}` (a self-trade is two trades with one id), oldest id first. */
  readonly trades: Map<string, AccountTrade>;
  lastId: number;
  /** When the venue was last asked (0: not since this process started). */
  refreshedAt: number;
}

const keyOf = (t: AccountTrade) => `${t.id}:${t.isBuyer}`;
const safeName = /^[A-Za-z0-9_-]{1,80}$/;

/**
 * Every trade one profile made in a symbol, kept on disk under `dir` (one file per symbol) and read
 * forward by trade id: the first read pages the whole history from id 0; later reads, in this process
 * or after a restart, ask only from the last id held.
 */
export function createTradeStore(deps: MyTradesPagesDeps & { readonly dir: string }) {
  const { pageSize, page: myTradesPage } = myTradesPages(deps);
  const bySymbol = new Map<string, SymbolTrades>();
  /** Symbols with a fill heard since they were last read. */
  const touched = new Set<string>();
  const fileOf = (symbol: string) => join(deps.dir, `${symbol}.json`);

  const load = async (symbol: string): Promise<SymbolTrades> => {
    const held = bySymbol.get(symbol);
    if (held) return held;
    const entry: SymbolTrades = { trades: new Map(), lastId: -1, refreshedAt: 0 };
    const text = await readFile(fileOf(symbol), 'utf8').catch(() => null);
    const parsed = text === null ? null : storedFile.safeParse(JSON.parse(text));
    for (const t of parsed?.success ? parsed.data.trades : []) entry.trades.set(keyOf(t), t);
    entry.lastId = [...entry.trades.values()].reduce((max, t) => Math.max(max, t.id), -1);
    bySymbol.set(symbol, entry);
    return entry;
  };

  /** Pages forward from the last id held (inclusive: a self-trade's other half may be on the next page). */
  const readForward = async (symbol: string, entry: SymbolTrades) => {
    let added = 0;
    for (;;) {
      const page = await myTradesPage({ symbol, fromId: Math.max(0, entry.lastId) });
      for (const t of page) {
        if (!entry.trades.has(keyOf(t))) added += 1;
        entry.trades.set(keyOf(t), t);
        entry.lastId = Math.max(entry.lastId, t.id);
      }
      if (page.length < pageSize) break;
    }
    return added;
  };

  const save = (symbol: string, entry: SymbolTrades) =>
    writeFileAtomic(
      fileOf(symbol),
      JSON.stringify({ version: 1, symbol, trades: [...entry.trades.values()].sort((a, b) => a.id - b.id) }),
    );

  return {
    /** The symbol's trades, oldest first, brought up to date when a fill was heard or they are stale. */
    async trades(symbol: string): Promise<AccountTrade[]> {
      if (!safeName.test(symbol)) throw new Error(`Not a symbol: ${symbol}`);
      const entry = await load(symbol);
      const now = deps.now();
      if (touched.delete(symbol) || now - entry.refreshedAt > staleMs) {
        entry.refreshedAt = now;
        const fresh = entry.lastId < 0;
        if ((await readForward(symbol, entry)) > 0 || fresh) await save(symbol, entry);
      }
      return [...entry.trades.values()].sort((a, b) => a.time - b.time || a.id - b.id);
    },

    /** What is on disk, without asking the venue (another profile's figures). */
    async held(symbol: string): Promise<AccountTrade[]> {
      const entry = await load(symbol);
      return [...entry.trades.values()].sort((a, b) => a.time - b.time || a.id - b.id);
    },

    /** The symbols read before, in this process or an earlier one. */
    async knownSymbols(): Promise<string[]> {
      const files = await readdir(deps.dir).catch(() => [] as string[]);
      return [
        ...new Set([
          ...bySymbol.keys(),
          ...touched,
          ...files.filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -'.json'.length)),
        ]),
      ].filter((s) => safeName.test(s));
    },

    /** A fill was reported on the symbol: its trades are asked for before next use. */
    touched(symbol: string): void {
      touched.add(symbol);
    },
  };
}

export type TradeStore = ReturnType<typeof createTradeStore>;

/** A profile's trade directory under the data directory. */
export function tradeStoreDir(dataDir: string, profileId: string): string {
  if (!safeName.test(profileId)) throw new Error('Not a profile id');
  return join(dataDir, 'positions', profileId, 'trades');
}
