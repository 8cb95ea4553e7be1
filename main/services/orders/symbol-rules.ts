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

/**
 * The trading venue's filters per symbol, read by symbol (exchangeInfo) and kept five minutes for the
 * pre-send check. The notices take the tick and step from what was read last, however old: a symbol's
 * precision does not change between two orders.
 */
export function createSymbolRules(spot: () => Promise<Pick<SpotClient, 'exchangeInfo'>>, now: () => number) {
  const cache = new Map<string, SymbolRules & { at: number }>();
  const reading = new Map<string, Promise<unknown>>();

  const rulesOf = async (symbol: string): Promise<SymbolRules | undefined> => {
    const cached = cache.get(symbol);
    if (cached && now() - cached.at < cacheMs) return cached;
    const info = await (await spot()).exchangeInfo({ symbol });
    const symbolInfo = info.symbols.find((s) => s.symbol === symbol);
    if (!symbolInfo) return undefined;
    const entry = { info: symbolInfo, exchange: info.exchangeFilters, at: now() };
    cache.set(symbol, entry);
    return entry;
  };

  return {
    rulesOf,
    /** The symbol's tick and step if its filters were read; if not, they are read for the next time. */
    precisionOf(symbol: string): NoticePrecision | undefined {
      const cached = cache.get(symbol);
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
