import type { ExchangeFilter } from '@shared/api/spot/filters';
import type { SymbolInfo } from '@shared/api/spot/exchange-info';
import { precisionOf } from '@shared/market/symbol-precision';
import type { SpotClient } from '../../venue/spot-client';
import type { NoticePrecision } from '../notice-numbers';

const cacheMs = 5 * 60_000;

export interface SymbolRules {
  readonly info: SymbolInfo;
  readonly exchange: readonly ExchangeFilter[];
}

type Spot = Pick<SpotClient, 'exchangeInfo'>;
type Cache = Map<string, SymbolRules & { at: number }>;

/**
 * The trading venue's filters per symbol, read by symbol (exchangeInfo) and kept five minutes for the
 * pre-send check. The notices take the tick and step from what was read last, however old: a symbol's
 * precision does not change between two orders.
 *
 * What is kept belongs to the client it was read with: another profile's venue may list the same
 * symbol with other filters, so a new client (a profile switch) starts from nothing.
 */
export function createSymbolRules(spot: () => Promise<Spot>, now: () => number) {
  let current: { client: Spot; cache: Cache } | undefined;
  const reading = new Map<string, Promise<unknown>>();

  const cacheOf = (client: Spot): Cache => {
    if (current?.client !== client) current = { client, cache: new Map() };
    return current.cache;
  };

  const rulesOf = async (symbol: string): Promise<SymbolRules | undefined> => {
    const client = await spot();
    const cached = cacheOf(client).get(symbol);
    if (cached && now() - cached.at < cacheMs) return cached;
    const info = await client.exchangeInfo({ symbol });
    const symbolInfo = info.symbols.find((s) => s.symbol === symbol);
    if (!symbolInfo) return undefined;
    const entry = { info: symbolInfo, exchange: info.exchangeFilters, at: now() };
    cacheOf(client).set(symbol, entry);
    return entry;
  };

  return {
    rulesOf,
    /** Forgets what was read: the active profile changed, and its venue is read afresh. */
    forget(): void {
      current = undefined;
    },
    /** The symbol's tick and step if its filters were read; if not, they are read for the next time. */
    precisionOf(symbol: string): NoticePrecision | undefined {
      const cached = current?.cache.get(symbol);
      if (cached) return precisionOf(cached.info);
      if (!reading.has(symbol)) {
        const read = rulesOf(symbol).catch(() => undefined);
        reading.set(symbol, read);
        void read.finally(() => reading.delete(symbol));
      }
      return undefined;
    },
  };
}

export type SymbolRulesCache = ReturnType<typeof createSymbolRules>;
