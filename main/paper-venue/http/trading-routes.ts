import type { SymbolCatalog } from '../config/symbols';
import type { VenueEngine } from './engine-port';
import { readNewOrder, readSymbol } from './order-params';
import type { Params } from './params';
import type { RouteContext, RouteHandler } from './router';
import { readOrderIds, readPageLimit, readTimeSpan } from './selectors';
import { fail, VenueFailure } from './venue-failure';

const CANCEL_RESTRICTIONS = ['ONLY_NEW', 'ONLY_PARTIALLY_FILLED'] as const;

export const accountOf = (context: RouteContext): number => {
  if (!context.caller) throw fail.rejectedKey();
  return context.caller.account.uid;
};

const ok = (body: unknown) => ({ status: 200, body });

function readCancelRestrictions(params: Params, name = 'cancelRestrictions') {
  return params.oneOf(name, CANCEL_RESTRICTIONS, fail.invalidCancelRestrictions);
}

/** Order placement, cancellation, cancelReplace, amend and order queries, over the engine. */
export function tradingRoutes(engine: VenueEngine, symbols: SymbolCatalog): Record<string, RouteHandler> {
  return {
    'POST /api/v3/order': (context) => {
      const account = accountOf(context);
      const order = readNewOrder(context.params, symbols);
      return () => ok(engine.placeOrder(account, order));
    },
    'DELETE /api/v3/order': (context) => {
      const account = accountOf(context);
      const { params } = context;
      const symbol = readSymbol(params, symbols).symbol;
      const ids = readOrderIds(params);
      const newClientOrderId = params.clientOrderId('newClientOrderId', fail.emptyNewClientOrderId);
      const cancelRestrictions = readCancelRestrictions(params);
      return () => ok(engine.cancelOrder(account, { symbol, ...ids, newClientOrderId, cancelRestrictions }));
    },
    'DELETE /api/v3/openOrders': (context) => {
      const account = accountOf(context);
      const symbol = readSymbol(context.params, symbols).symbol;
      return () => ok(engine.cancelOpenOrders(account, symbol));
    },
    'POST /api/v3/order/cancelReplace': (context) => {
      const account = accountOf(context);
      const { params } = context;
      const order = readNewOrder(params, symbols);
      const cancelReplaceMode = params.oneOf(
        'cancelReplaceMode',
        ['STOP_ON_FAILURE', 'ALLOW_FAILURE'],
        () => fail.invalidData('cancelReplaceMode'),
        { required: true },
      );
      const ids = readOrderIds(params, 'cancelOrderId', 'cancelOrigClientOrderId');
      const cancelNewClientOrderId = params.clientOrderId(
        'cancelNewClientOrderId',
        fail.emptyNewClientOrderId,
      );
      const cancelRestrictions = readCancelRestrictions(params);
      const orderRateLimitExceededMode =
        params.oneOf('orderRateLimitExceededMode', ['DO_NOTHING', 'CANCEL_ONLY'], () =>
          fail.invalidData('orderRateLimitExceededMode'),
        ) ?? 'DO_NOTHING';
      return () => {
        const key = String(account);
        const overLimit = context.limiter.orderLimitFailure(key, 1);
        if (overLimit && orderRateLimitExceededMode === 'DO_NOTHING') throw overLimit;
        if (!overLimit) context.limiter.countOrders(key, 1);
        const outcome = engine.cancelReplace(
          account,
          {
            cancel: {
              symbol: order.symbol,
              orderId: ids.orderId,
              origClientOrderId: ids.origClientOrderId,
              newClientOrderId: cancelNewClientOrderId,
              cancelRestrictions,
            },
            order,
            cancelReplaceMode,
            orderRateLimitExceededMode,
          },
          overLimit !== undefined,
          ...(overLimit ? [{ code: overLimit.code, msg: overLimit.msg }] : []),
        );
        return cancelReplaceReply(
          outcome,
          overLimit !== undefined && cancelReplaceMode === 'STOP_ON_FAILURE',
        );
      };
    },
    'PUT /api/v3/order/amend/keepPriority': (context) => {
      const account = accountOf(context);
      const { params } = context;
      const info = readSymbol(params, symbols);
      const ids = readOrderIds(params);
      const newClientOrderId = params.clientOrderId('newClientOrderId', fail.emptyNewClientOrderId);
      const newQty = params.decimal('newQty', { required: true, maxDecimals: info.baseAssetPrecision });
      return () =>
        ok(engine.amendKeepPriority(account, { symbol: info.symbol, ...ids, newClientOrderId, newQty }));
    },
    'GET /api/v3/order': (context) => {
      const account = accountOf(context);
      const symbol = readSymbol(context.params, symbols).symbol;
      const ids = readOrderIds(context.params);
      return () => ok(engine.queryOrder(account, { symbol, ...ids }));
    },
    'GET /api/v3/openOrders': (context) => {
      const account = accountOf(context);
      const symbol = context.params.has('symbol') ? readSymbol(context.params, symbols).symbol : undefined;
      return () => ok(engine.openOrders(account, symbol));
    },
    'GET /api/v3/allOrders': (context) => {
      const account = accountOf(context);
      const { params } = context;
      const symbol = readSymbol(params, symbols).symbol;
      const orderId = params.long('orderId');
      const span = readTimeSpan(params);
      const limit = readPageLimit(params);
      return () => ok(engine.allOrders(account, symbol, { orderId, ...span, limit }));
    },
    'GET /api/v3/order/amendments': (context) => {
      const account = accountOf(context);
      const { params } = context;
      const symbol = readSymbol(params, symbols).symbol;
      const orderId = params.long('orderId', { required: true });
      const fromExecutionId = params.long('fromExecutionId');
      const limit = readPageLimit(params);
      return () => ok(engine.orderAmendments(account, symbol, orderId, fromExecutionId, limit));
    },
  };
}

type Outcome = ReturnType<VenueEngine['cancelReplace']>;

/**
 * Maps a cancelReplace outcome to the spec's table: 200 when both succeed; -2022 (400) when
 * neither did; -2021 (409) when one did. With STOP_ON_FAILURE over the order limit
 * (orderRateLimitExceededMode CANCEL_ONLY) the failures are 429 instead.
 */
export function cancelReplaceReply(outcome: Outcome, stoppedByOrderLimit: boolean) {
  const { cancelResult, newOrderResult } = outcome;
  if (cancelResult === 'SUCCESS' && newOrderResult === 'SUCCESS') return ok(outcome);
  if (cancelResult !== 'SUCCESS' && newOrderResult !== 'SUCCESS') {
    throw new VenueFailure(
      stoppedByOrderLimit ? 429 : 400,
      -2022,
      'Order cancel-replace failed.',
      {},
      outcome,
    );
  }
  throw new VenueFailure(
    stoppedByOrderLimit ? 429 : 409,
    -2021,
    'Order cancel-replace partially failed.',
    {},
    outcome,
  );
}
