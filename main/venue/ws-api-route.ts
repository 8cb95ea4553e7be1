import type { Params } from './params';
import type { WsApiParams, WsApiReply } from './user-data/ws-api-requests';
import { signedWsParams } from './user-data/ws-api-signature';

/**
 * A connection to the venue's WebSocket API that signed calls can take instead of an HTTP request:
 * the user-data stream's, while it is live.
 */
export interface WsApiRoute {
  /** Sends the request now, or undefined when the connection is not live (the call goes by HTTP). */
  send(method: string, params: WsApiParams, signal: AbortSignal): Promise<WsApiReply> | undefined;
  /** Whether a `session.logon` authenticated the connection: requests then carry no key or signature. */
  loggedOn(): boolean;
}

/** The spot calls that go over the WebSocket API: the trading ones, by their REST endpoint. */
const WS_API_METHOD_OF: Readonly<Record<string, string>> = {
  'POST /api/v3/order': 'order.place',
  'DELETE /api/v3/order': 'order.cancel',
  'POST /api/v3/order/cancelReplace': 'order.cancelReplace',
  'PUT /api/v3/order/amend/keepPriority': 'order.amend.keepPriority',
  'DELETE /api/v3/openOrders': 'openOrders.cancelAll',
  'POST /api/v3/orderList/oco': 'orderList.place.oco',
  'POST /api/v3/orderList/oto': 'orderList.place.oto',
  'POST /api/v3/orderList/otoco': 'orderList.place.otoco',
  'DELETE /api/v3/orderList': 'orderList.cancel',
};

export const wsApiMethodOf = (method: string, path: string): string | undefined =>
  WS_API_METHOD_OF[`${method} ${path}`];

/**
 * A call's parameters as a WebSocket API request sends them: signed, unless the connection is logged
 * on. Undefined for a list parameter, which these calls never have: such a call goes by HTTP.
 */
export function wsApiParams(
  params: Params,
  apiKey: string,
  loggedOn: boolean,
  sign: (payload: string) => string,
): WsApiParams | undefined {
  const values: Record<string, string | number | boolean> = {};
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (typeof value === 'object') return undefined;
    values[name] = value;
  }
  return loggedOn ? values : signedWsParams({ ...values, apiKey }, sign);
}

const letterOf: Readonly<Record<string, string>> = { SECOND: 's', MINUTE: 'm', HOUR: 'h', DAY: 'd' };

interface Counter {
  readonly rateLimitType?: unknown;
  readonly interval?: unknown;
  readonly intervalNum?: unknown;
  readonly count?: unknown;
}

/**
 * The headers an HTTP answer would have carried: the counters the answer reports
 * (`X-MBX-USED-WEIGHT-1M`, `X-MBX-ORDER-COUNT-10S`, …) and, for a 429 or 418, `Retry-After` from the
 * error's `retryAfter`.
 */
export function wsApiHeaders(reply: WsApiReply): Headers {
  const headers = new Headers();
  for (const counter of (reply.rateLimits ?? []) as Counter[]) {
    const letter = letterOf[String(counter.interval)];
    const kind =
      counter.rateLimitType === 'REQUEST_WEIGHT'
        ? 'used-weight'
        : counter.rateLimitType === 'ORDERS'
          ? 'order-count'
          : undefined;
    if (!letter || !kind || typeof counter.intervalNum !== 'number' || typeof counter.count !== 'number')
      continue;
    headers.set(`x-mbx-${kind}-${counter.intervalNum}${letter}`, String(counter.count));
  }
  const data = reply.error?.data as { serverTime?: unknown; retryAfter?: unknown } | undefined;
  if (typeof data?.retryAfter === 'number' && typeof data.serverTime === 'number')
    headers.set('retry-after', String(Math.max(0, Math.ceil((data.retryAfter - data.serverTime) / 1000))));
  return headers;
}
