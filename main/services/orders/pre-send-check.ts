import { validateOrder, type ProspectiveOrder } from '@shared/market/filters';
import { VenueError } from '../../venue/venue-error';
import type { SymbolRulesCache } from './symbol-rules';

/**
 * The symbol's filters, checked before anything is sent. A failure is refused exactly as the venue
 * would refuse it (-1013 `Filter failure: <FILTER>`), without a request; `data.checkedBy` says so.
 * Filters that need venue state the terminal does not hold (reference price, open-order counts) are
 * left to the venue.
 */
export function createPreSendCheck(symbols: SymbolRulesCache) {
  return async (endpoint: string, symbol: string, orders: readonly ProspectiveOrder[]): Promise<void> => {
    const rules = await symbols.rulesOf(symbol);
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
