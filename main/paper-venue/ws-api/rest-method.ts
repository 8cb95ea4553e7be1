import type { KeyHolder } from '../accounts/account-registry';
import { checkKeyPermission, identifyCaller } from '../http/authenticate';
import type { EndpointRules } from '../http/endpoint-table';
import { Params } from '../http/params';
import type { RateLimitCount } from '../http/rate-limiter';
import { asVenueFailure, type Authenticated, type Pipeline } from '../http/router';
import { inMicroseconds } from '../http/time-unit';
import { checkTiming, readTiming } from '../http/timing';
import { fail } from '../http/venue-failure';
import { WS_API_METHODS } from './methods';
import { wsApiPayload } from './signature';

export interface WsApiRequest {
  readonly method: string;
  readonly params: Readonly<Record<string, unknown>>;
  readonly ip: string;
  /** The key a `session.logon` authenticated: signed methods need no apiKey or signature. */
  readonly session: KeyHolder | undefined;
  readonly microseconds: boolean;
  /** The connection's `returnRateLimits` (a request's own parameter overrides it). */
  readonly returnRateLimits: boolean;
}

export interface WsApiAnswer {
  readonly status: number;
  readonly result?: unknown;
  readonly error?: { readonly code: number; readonly msg: string; readonly data?: unknown };
  readonly rateLimits?: readonly RateLimitCount[];
}

/** A JSON parameter as the REST endpoint reads it: text, numbers as written, arrays as JSON. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  return JSON.stringify(value);
}

/** Who calls a signed or user-stream method: the request's own apiKey and signature, or the session. */
function authenticator(pipeline: Pipeline, request: WsApiRequest) {
  return (rule: EndpointRules, params: Params): Authenticated => {
    if (rule.security === 'NONE') return {};
    const signed = params.has('signature');
    let caller: KeyHolder;
    if (signed || !request.session) {
      caller = identifyCaller(params.text('apiKey', { required: true }), pipeline.accounts);
    } else {
      caller = request.session;
      params.consume('apiKey');
    }
    if (rule.security === 'USER_STREAM') {
      params.consume('timestamp', 'recvWindow', 'signature');
      checkKeyPermission(caller, rule.security);
      return { caller };
    }
    const timing = readTiming(params);
    if (signed || !request.session) {
      const signature = params.text('signature', { required: true });
      checkTiming(timing, pipeline.now());
      if (!caller.key.verify(wsApiPayload(request.params), signature)) throw fail.badSignature();
    } else {
      checkTiming(timing, pipeline.now());
    }
    checkKeyPermission(caller, rule.security);
    return { caller, timing };
  };
}

/** Whether the answer lists the rate limits: the request's `returnRateLimits`, else the connection's. */
function wantsRateLimits(request: WsApiRequest, values: Map<string, string>): boolean {
  const own = values.get('returnRateLimits');
  values.delete('returnRateLimits');
  return own === undefined ? request.returnRateLimits : own !== 'false';
}

/**
 * Runs a WebSocket API method through its REST endpoint's pipeline; undefined for a method that
 * has none. Every answer carries the caller IP's weight (and, on order methods, the account's
 * order counts) unless rate limits were turned off.
 */
export async function callRestMethod(
  pipeline: Pipeline,
  request: WsApiRequest,
): Promise<WsApiAnswer | undefined> {
  const key = WS_API_METHODS[request.method];
  if (key === undefined) return undefined;
  const rule = pipeline.rules[key];
  if (!rule || !pipeline.routes[key]) return undefined;
  const values = new Map(Object.entries(request.params).map(([name, value]) => [name, asText(value)]));
  const listLimits = wantsRateLimits(request, values);
  let account: string | undefined;
  const limits = (): readonly RateLimitCount[] | undefined => {
    if (!listLimits) return undefined;
    const orders = account !== undefined && rule.orders !== undefined;
    return [
      ...pipeline.limiter.weightCounts(request.ip),
      ...(orders ? pipeline.limiter.orderCounts(account!) : []),
    ];
  };
  try {
    pipeline.limiter.admitRequest(request.ip, rule.weight(values, pipeline.symbols));
    const authenticate = authenticator(pipeline, request);
    const reply = await pipeline.run(key, new Params(values), request.ip, (r, p) => {
      const authenticated = authenticate(r, p);
      account = authenticated.caller && String(authenticated.caller.account.uid);
      return authenticated;
    });
    const path = key.slice(key.indexOf(' ') + 1);
    const result = request.microseconds ? inMicroseconds(path, reply.body) : reply.body;
    return { status: reply.status, result, rateLimits: limits() };
  } catch (error) {
    const failure = asVenueFailure(error);
    const retryAfterSeconds = Number(failure.headers['Retry-After']);
    const data = Number.isFinite(retryAfterSeconds)
      ? { serverTime: pipeline.now(), retryAfter: pipeline.now() + retryAfterSeconds * 1000 }
      : failure.data;
    const error_ = data === undefined ? failure.body : { code: failure.code, msg: failure.msg, data };
    return { status: failure.status, error: error_, rateLimits: limits() };
  }
}
