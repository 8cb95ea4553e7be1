import type { RateLimit } from '@shared/api/spot/exchange-info';
import { FUTURES_RATE_LIMITS } from '../futures/exchange-info';
import type { RouteTable } from '../futures/route-table';
import type { EndpointRules } from './endpoint-table';
import type { Params } from './params';
import { RateLimiter } from './rate-limiter';
import type { RouteHandler } from './router';

/** Read by the pipeline itself on signed requests; the handlers never see them. */
const SIGNING_PARAMS = new Set(['timestamp', 'recvWindow', 'signature']);

/** Every parameter as text, each marked read: the tables' handlers read their own (empty ones are -1105). */
function plainParams(params: Params): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of params.names) {
    if (SIGNING_PARAMS.has(name)) {
      params.consume(name);
      continue;
    }
    const value = params.text(name);
    if (value !== undefined) values[name] = value;
  }
  return values;
}

/** The futures order limiters: 10S and 1M on `/fapi`, 1M on `/dapi` (spec, Limits 1). */
export function futuresOrderLimiters(now: () => number) {
  const orders = FUTURES_RATE_LIMITS.filter((l) => l.rateLimitType === 'ORDERS') as readonly RateLimit[];
  return {
    fapi: new RateLimiter(orders, now),
    dapi: new RateLimiter(
      orders.filter((l) => l.interval === 'MINUTE'),
      now,
    ),
  };
}
export type FuturesOrderLimiters = ReturnType<typeof futuresOrderLimiters>;

/**
 * Puts pure route tables (futures, mining) behind the venue's pipeline: the table's security and IP
 * weight become the endpoint's rules (key, timestamp, signature and weight are checked as for spot);
 * the caller's account uid is the table's `accountId`. Order routes are admitted against their
 * family's own ORDERS limiters (-1015 when over), counted when the venue accepts the order, and
 * answer their `X-MBX-ORDER-COUNT-*` headers.
 */
export function tableRoutes(table: RouteTable, limiters: FuturesOrderLimiters) {
  const routes: Record<string, RouteHandler> = {};
  const rules: Record<string, EndpointRules> = {};
  for (const [key, spec] of Object.entries(table)) {
    const { weightOf } = spec;
    rules[key] = {
      security: spec.security,
      weight: weightOf ? (params) => weightOf(params) : () => spec.weight,
    };
    const limiter = key.includes(' /dapi/') ? limiters.dapi : limiters.fapi;
    const orders = spec.orderCount ? 1 : 0;
    routes[key] = (context) => {
      const params = plainParams(context.params);
      const accountId = context.caller ? String(context.caller.account.uid) : 'anonymous';
      return () => {
        if (orders) {
          const failure = limiter.orderLimitFailure(accountId, orders);
          if (failure) throw failure;
        }
        const reply = spec.handler({ accountId, params, now: context.now() });
        if (!orders || reply.status !== 200) return reply;
        limiter.countOrders(accountId, orders);
        return { ...reply, headers: { ...reply.headers, ...limiter.orderCountHeaders(accountId) } };
      };
    };
  }
  return { routes, rules };
}
