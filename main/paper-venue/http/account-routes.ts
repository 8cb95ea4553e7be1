import type { KeyHolder } from '../accounts/account-registry';
import type { SymbolCatalog } from '../config/symbols';
import { commissionRates, orderCommissionRates } from './commission-rates';
import type { NewOrderRequest } from './engine-port';
import { readNewOrder, readSymbol } from './order-params';
import type { RouteContext, RouteHandler } from './router';
import { fail } from './venue-failure';

const callerOf = (context: RouteContext): KeyHolder => {
  if (!context.caller) throw fail.rejectedKey();
  return context.caller;
};

export interface AccountRoutesOptions {
  readonly symbols: SymbolCatalog;
  /** Checks an order as placing it would (filters, engine rules) without placing it. */
  readonly testOrder?: (account: number, order: NewOrderRequest) => void;
}

/** The signed endpoints that need no matching engine: rateLimit/order, account/commission, order/test. */
export function accountRoutes(options: AccountRoutesOptions): Record<string, RouteHandler> {
  return {
    'GET /api/v3/rateLimit/order': (context) => {
      const { account } = callerOf(context);
      return () => ({ status: 200, body: context.limiter.orderCounts(String(account.uid)) });
    },
    'GET /api/v3/account/commission': (context) => {
      const { account } = callerOf(context);
      const info = readSymbol(context.params, options.symbols);
      return () => ({ status: 200, body: { symbol: info.symbol, ...commissionRates(account) } });
    },
    'POST /api/v3/order/test': (context) => {
      const { account } = callerOf(context);
      const order = readNewOrder(context.params, options.symbols);
      const withRates = context.params.boolean('computeCommissionRates') ?? false;
      return () => {
        options.testOrder?.(account.uid, order);
        return { status: 200, body: withRates ? orderCommissionRates(account) : {} };
      };
    },
  };
}
