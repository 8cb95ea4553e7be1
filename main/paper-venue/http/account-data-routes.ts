import type { SymbolCatalog } from '../config/symbols';
import type { VenueEngine } from './engine-port';
import { readSymbol } from './order-params';
import type { RouteContext, RouteHandler } from './router';
import { readPageLimit, readTimeSpan, requireCombination } from './selectors';
import { accountOf } from './trading-routes';

const ok = (body: unknown) => ({ status: 200, body });

/**
 * The calling account and the symbol of a query on that account's history of one symbol, once the
 * selectors it sent (of `names`) are one of the `allowed` combinations.
 */
function symbolHistory(
  context: RouteContext,
  symbols: SymbolCatalog,
  names: readonly string[],
  allowed: readonly string[][],
) {
  const account = accountOf(context);
  const { params } = context;
  const symbol = readSymbol(params, symbols).symbol;
  requireCombination(params, names, allowed);
  return { account, symbol, params };
}

/** account, myTrades, myPreventedMatches and myAllocations, with their supported combinations. */
export function accountDataRoutes(engine: VenueEngine, symbols: SymbolCatalog): Record<string, RouteHandler> {
  return {
    'GET /api/v3/account': (context) => {
      const account = accountOf(context);
      const omitZeroBalances = context.params.boolean('omitZeroBalances') ?? false;
      return () => ok(engine.accountInfo(account, omitZeroBalances));
    },
    'GET /api/v3/myTrades': (context) => {
      const { account, symbol, params } = symbolHistory(
        context,
        symbols,
        ['orderId', 'startTime', 'endTime', 'fromId'],
        [
          [],
          ['orderId'],
          ['startTime'],
          ['endTime'],
          ['fromId'],
          ['startTime', 'endTime'],
          ['orderId', 'fromId'],
        ],
      );
      const orderId = params.long('orderId');
      const fromId = params.long('fromId');
      const span = readTimeSpan(params);
      const limit = readPageLimit(params);
      return () => ok(engine.myTrades(account, symbol, { orderId, fromId, ...span, limit }));
    },
    'GET /api/v3/myPreventedMatches': (context) => {
      const { account, symbol, params } = symbolHistory(
        context,
        symbols,
        ['preventedMatchId', 'orderId', 'fromPreventedMatchId', 'limit'],
        [
          ['preventedMatchId'],
          ['orderId'],
          ['orderId', 'limit'],
          ['orderId', 'fromPreventedMatchId'],
          ['orderId', 'fromPreventedMatchId', 'limit'],
        ],
      );
      const preventedMatchId = params.long('preventedMatchId');
      const orderId = params.long('orderId');
      const fromPreventedMatchId = params.long('fromPreventedMatchId');
      const limit = readPageLimit(params);
      return () =>
        ok(
          engine.preventedMatches(account, symbol, {
            preventedMatchId,
            orderId,
            fromPreventedMatchId,
            limit,
          }),
        );
    },
    'GET /api/v3/myAllocations': (context) => {
      const { account, symbol, params } = symbolHistory(
        context,
        symbols,
        ['startTime', 'endTime', 'fromAllocationId', 'orderId'],
        [
          [],
          ['startTime'],
          ['endTime'],
          ['startTime', 'endTime'],
          ['fromAllocationId'],
          ['orderId'],
          ['orderId', 'fromAllocationId'],
        ],
      );
      const span = readTimeSpan(params);
      const fromAllocationId = params.long('fromAllocationId');
      const orderId = params.long('orderId');
      const limit = readPageLimit(params);
      return () => ok(engine.allocations(account, symbol, { ...span, fromAllocationId, orderId, limit }));
    },
  };
}
