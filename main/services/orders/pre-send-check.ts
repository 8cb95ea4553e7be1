import type { ExchangeFilter } from '@shared/api/spot/filters';
import type { SymbolInfo } from '@shared/api/spot/exchange-info';
import { validateOrder, type ProspectiveOrder } from '@shared/market/filters';
import type { SpotClient } from '../../venue/spot-client';
import { VenueError } from '../../venue/venue-error';

const cacheMs = 5 * 60_000;

/**
 * The symbol's filters, checked before anything is sent. A failure is refused exactly as the venue
 * would refuse it (-1013 `Filter failure: <FILTER>`), without a request; `data.checkedBy` says so.
 * Filters that need venue state the terminal does not hold (reference price, open-order counts) are
 * left to the venue.
 */
export function createPreSendCheck(spot: () => Promise<Pick<SpotClient, 'exchangeInfo'>>, now: () => number) {
  const cache = new Map<string, { info: SymbolInfo; exchange: readonly ExchangeFilter[]; at: number }>();

  const rulesOf = async (symbol: string) => {
    const cached = cache.get(symbol);
    if (cached && now() - cached.at < cacheMs) return cached;
    const info = await (await spot()).exchangeInfo({ symbol });
    const symbolInfo = info.symbols.find((s) => s.symbol === symbol);
    if (!symbolInfo) return undefined;
    const entry = { info: symbolInfo, exchange: info.exchangeFilters, at: now() };
    cache.set(symbol, entry);
    return entry;
  };

  return async (endpoint: string, symbol: string, orders: readonly ProspectiveOrder[]): Promise<void> => {
    const rules = await rulesOf(symbol);
    if (!rules) return; // an unknown symbol is the venue's to refuse (-1121)
    for (const order of orders) {
      const verdict = validateOrder(order, rules.info.filters, rules.exchange, {
        ordersAdded: orders.length,
      });
      if (!verdict.ok)
        throw new VenueError({
          kind: 'venue',
          endpoint,
          code: verdict.failure.code,
          message: verdict.failure.msg,
          data: { filterType: verdict.failure.filterType, checkedBy: 'terminal', sent: false },
        });
    }
  };
}

export type PreSendCheck = ReturnType<typeof createPreSendCheck>;
