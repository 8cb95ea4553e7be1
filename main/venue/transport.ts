import type { z } from 'zod';
import { venueErrorBody } from '@shared/api/wire';
import { parseAnswer, readJson } from './answer';
import { fetchSend, sendErrorCode, undiciSend } from './http-send';
import { misplacedDecimal, type Params } from './params';
import type { RateLimits, VenueFamily } from './rate-limits';
import { blockAfterRateLimit, rateLimitedError } from './send-block';
import type { ServerClock } from './server-clock';
import { sign, type SigningKey } from './sign';
import { explainVenueMessage, VenueError } from './venue-error';
import { WsApiSocketClosed, type WsApiReply } from './user-data/ws-api-requests';
import { buildWireRequest } from './wire-request';
import { wsApiHeaders, wsApiMethodOf, wsApiParams, type WsApiRoute } from './ws-api-route';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type TimeUnit = 'MILLISECOND' | 'MICROSECOND';

/**
 * How requests are signed: with key material, or with a signer that keeps its key to itself (a profile's
 * signer reads the key from the OS keychain and never exposes it).
 */
export type Credentials =
  | { readonly apiKey: string; readonly signingKey: SigningKey }
  | { readonly apiKey: string; sign(payload: string): string };

export interface RetryPolicy {
  /** Attempts in all for an idempotent read (1 = no retry). */
  readonly attempts: number;
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
}

export const defaultRecvWindow = 5_000;
export const maxRecvWindow = 60_000;
const defaultRetry: RetryPolicy = { attempts: 3, baseDelayMs: 250, maxDelayMs: 4_000 };

export interface TransportOptions {
  readonly family: VenueFamily;
  readonly baseUrl: string;
  readonly limits: RateLimits;
  /** Needed for signed calls: every timestamp is the venue's time as this clock estimates it. */
  readonly clock?: ServerClock;
  readonly credentials?: Credentials;
  readonly recvWindow?: number;
  readonly timeUnit?: TimeUnit;
  readonly timeoutMs?: number;
  readonly retry?: RetryPolicy;
  /** A WebSocket API connection the trading calls take while it is live (spot only). */
  readonly wsApi?: WsApiRoute;
  /** Tests: a fetch that records or fakes the requests (otherwise undici sends them). */
  readonly fetch?: typeof fetch;
  readonly sleep?: (ms: number) => Promise<void>;
  readonly now?: () => number;
}

export interface EndpointCall<S extends z.ZodType, R = never> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly signed: boolean;
  /** Unsigned, but with the API key header (USER_STREAM: the listen-key endpoints). */
  readonly keyed?: boolean;
  readonly params?: Params;
  readonly schema: S;
  /** Places orders: blocked by an order-count 429 as well as by IP blocks. */
  readonly countsOrders?: boolean;
  /** Carried by an 'unknown-outcome' error so the caller can reconcile. */
  readonly newClientOrderId?: string;
  readonly listClientOrderId?: string;
  /** Bare JSON numbers that are money: read as decimal strings. */
  readonly decimalNumberFields?: readonly string[];
  readonly recvWindow?: number;
  /** Answers outside 2xx that are results, not failures (cancelReplace's partial outcomes). */
  readonly outcomeOf?: (status: number, body: unknown) => R | undefined;
  /** Time-sync reads: never ask for microseconds. */
  readonly millisecondsOnly?: boolean;
  /** A read trading cannot do without (the venue's clock, which signing needs): never held back near the weight limit. */
  readonly forTrading?: boolean;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function checkRecvWindow(endpoint: string, recvWindow: number): void {
  if (!Number.isSafeInteger(recvWindow) || recvWindow <= 0 || recvWindow > maxRecvWindow)
    throw new VenueError({
      kind: 'invalid-arguments',
      endpoint,
      message: `recvWindow must be a whole number of ms from 1 to ${maxRecvWindow}, got ${recvWindow}`,
    });
}

/** A failure worth another attempt, for idempotent reads only. */
class Retryable {
  constructor(readonly error: VenueError) {}
}

/**
 * One venue family's HTTP path: gate (429/418 blocks), sign, send, meter the counters, classify the
 * answer, parse it by schema. Reads are retried with backoff; state-changing calls never are.
 */
export function createTransport(options: TransportOptions) {
  const send = options.fetch ? fetchSend(options.fetch) : undiciSend;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? defaultSleep;
  const retry = options.retry ?? defaultRetry;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const origin = new URL(baseUrl).origin;
  options.limits.route(options.family, origin);
  const recvWindow = options.recvWindow ?? defaultRecvWindow;
  checkRecvWindow('client config', recvWindow);

  /**
   * The call over the WebSocket API when it has a method there and the connection is live; undefined
   * otherwise (it goes by HTTP).
   */
  function socketRequest(
    call: EndpointCall<z.ZodType, unknown>,
    params: Params,
    signer: (payload: string) => string,
  ): Promise<WsApiReply> | undefined {
    const route = options.wsApi;
    const method = route && !call.decimalNumberFields ? wsApiMethodOf(call.method, call.path) : undefined;
    if (!route || method === undefined || !options.credentials) return undefined;
    const sent = wsApiParams(params, options.credentials.apiKey, route.loggedOn(), signer);
    return sent && route.send(method, sent, AbortSignal.timeout(timeoutMs));
  }

  async function attempt<S extends z.ZodType, R>(
    call: EndpointCall<S, R>,
    endpoint: string,
  ): Promise<z.output<S> | R> {
    const idempotent = call.method === 'GET';
    const read = idempotent && !call.forTrading;
    const block = options.limits.blockFor(origin, call.countsOrders ?? false, now(), read);
    if (block) throw rateLimitedError(endpoint, block);

    const headers: Record<string, string> = {};
    const microseconds = options.timeUnit === 'MICROSECOND' && !call.millisecondsOnly;
    if (microseconds) headers['X-MBX-TIME-UNIT'] = 'MICROSECOND';
    let params = call.params ?? {};
    let signer: ((payload: string) => string) | undefined;
    if (call.signed) {
      const { credentials, clock } = options;
      if (!credentials || !clock)
        throw new VenueError({
          kind: 'invalid-arguments',
          endpoint,
          message: 'no API key is configured for this venue',
        });
      await clock.ready();
      const serverMs = clock.serverNow();
      params = {
        ...params,
        recvWindow: call.recvWindow ?? recvWindow,
        timestamp: microseconds ? Math.round(serverMs * 1000) : Math.round(serverMs),
      };
      headers['X-MBX-APIKEY'] = credentials.apiKey;
      signer =
        'sign' in credentials
          ? (payload) => credentials.sign(payload)
          : (payload) => sign(payload, credentials.signingKey);
    }
    if (!call.signed && call.keyed) {
      if (!options.credentials)
        throw new VenueError({
          kind: 'invalid-arguments',
          endpoint,
          message: 'no API key is configured for this venue',
        });
      headers['X-MBX-APIKEY'] = options.credentials.apiKey;
    }
    let response: {
      readonly status: number;
      readonly headers: Headers;
      readonly text?: () => Promise<string>;
    };
    let body: unknown;
    let json = true;
    try {
      const overSocket = signer && !microseconds ? socketRequest(call, params, signer) : undefined;
      if (overSocket) {
        const reply = await overSocket;
        response = { status: reply.status, headers: wsApiHeaders(reply) };
        body = reply.status >= 200 && reply.status < 300 ? reply.result : reply.error;
      } else {
        const inQuery = call.method === 'GET' || call.method === 'DELETE';
        const wire = buildWireRequest(inQuery ? { query: params } : { body: params }, signer);
        if (wire.body !== '') headers['Content-Type'] = 'application/x-www-form-urlencoded';
        response = await send(`${baseUrl}${call.path}${wire.query === '' ? '' : `?${wire.query}`}`, {
          method: call.method,
          headers,
          body: wire.body === '' ? undefined : wire.body,
          signal: AbortSignal.timeout(timeoutMs),
        });
      }
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      const closed = error instanceof WsApiSocketClosed;
      const notSent = !closed && sendErrorCode(error) === 'ECONNREFUSED';
      const reason = timedOut
        ? `no answer within ${timeoutMs} ms`
        : closed
          ? (error as Error).message
          : `venue unreachable at ${baseUrl}`;
      if (idempotent) throw new Retryable(new VenueError({ kind: 'network', endpoint, message: reason }));
      if (notSent) throw new VenueError({ kind: 'network', endpoint, message: `${reason} (not sent)` });
      throw unknownOutcome(call, endpoint, `${reason}; the request may have been executed`);
    }
    options.limits.record(options.family, response.headers, now());
    options.limits.holdReadsNearLimit(options.family, origin, now(), options.clock?.serverNow() ?? now());

    if (response.text) ({ json, body } = readJson(await response.text(), call.decimalNumberFields ?? []));
    const status = response.status;

    if (status === 429 || status === 418) {
      const blocked = blockAfterRateLimit({
        origin,
        status,
        headers: response.headers,
        now: now(),
        serverNow: options.clock?.serverNow() ?? now(),
        exhaustedOrderCounters: options.limits.exhaustedOrderCounters(options.family),
      });
      options.limits.block(blocked);
      const outcome = call.outcomeOf?.(status, body);
      if (outcome !== undefined) return outcome;
      const error = venueErrorBody.safeParse(body);
      throw rateLimitedError(endpoint, blocked, error.data?.code, error.data?.msg);
    }
    if (status >= 500) {
      const detail = venueErrorBody.safeParse(body).data;
      const message = `HTTP ${status}${detail ? `: ${detail.msg}` : ''}`;
      if (idempotent)
        throw new Retryable(new VenueError({ kind: 'venue', endpoint, status, code: detail?.code, message }));
      throw unknownOutcome(call, endpoint, `${message}; execution status unknown`, status, detail?.code);
    }
    if (status < 200 || status >= 300) {
      const outcome = call.outcomeOf?.(status, body);
      if (outcome !== undefined) return outcome;
      const detail = venueErrorBody.safeParse(body).data;
      throw new VenueError({
        kind: 'venue',
        endpoint,
        status,
        code: detail?.code,
        message: explainVenueMessage(detail?.code, detail?.msg ?? `HTTP ${status}`),
        data: detail?.data,
      });
    }
    return parseAnswer(call.schema, { json, body }, endpoint, status);
  }

  const unknownOutcome = (
    call: EndpointCall<z.ZodType, unknown>,
    endpoint: string,
    message: string,
    status?: number,
    code?: number,
  ) =>
    new VenueError({
      kind: 'unknown-outcome',
      endpoint,
      status,
      code,
      message,
      newClientOrderId: call.newClientOrderId,
      listClientOrderId: call.listClientOrderId,
      data: { newClientOrderId: call.newClientOrderId, listClientOrderId: call.listClientOrderId },
    });

  async function call<S extends z.ZodType, R = never>(call: EndpointCall<S, R>): Promise<z.output<S> | R> {
    const endpoint = `${call.method} ${call.path}`;
    if (call.recvWindow !== undefined) checkRecvWindow(endpoint, call.recvWindow);
    const badDecimal = misplacedDecimal(call.params ?? {});
    if (badDecimal !== undefined)
      throw new VenueError({
        kind: 'invalid-arguments',
        endpoint,
        message: `parameter ${badDecimal} must be a decimal string such as "0.05"`,
      });

    let resynced = false;
    for (let attemptNo = 1; ; attemptNo += 1) {
      try {
        return await attempt(call, endpoint);
      } catch (thrown) {
        if (thrown instanceof Retryable) {
          if (attemptNo >= retry.attempts) throw thrown.error;
          await sleep(Math.min(retry.maxDelayMs, retry.baseDelayMs * 2 ** (attemptNo - 1)));
          continue;
        }
        if (
          thrown instanceof VenueError &&
          thrown.code === -1021 &&
          call.signed &&
          !resynced &&
          options.clock
        ) {
          resynced = true;
          const before = options.clock.latest()?.offsetMs ?? 0;
          const after = (await options.clock.sync()).offsetMs;
          // A -1021 request was refused, never executed; a read is sent once more with the new offset.
          if (call.method === 'GET') {
            attemptNo -= 1;
            continue;
          }
          throw skewError(thrown, before, after);
        }
        if (thrown instanceof VenueError && thrown.code === -1021 && resynced && options.clock) {
          const offset = options.clock.latest()?.offsetMs ?? 0;
          throw skewError(thrown, offset, offset);
        }
        throw thrown;
      }
    }
  }

  const skewError = (error: VenueError, before: number, after: number) =>
    new VenueError({
      kind: 'venue',
      endpoint: error.endpoint,
      status: error.status,
      code: error.code,
      message:
        `${error.message.slice(error.endpoint.length + 2)} The clock was re-synced once: ` +
        `venue clock offset now ${after} ms, was ${before} ms.`,
      data: { offsetBeforeMs: before, offsetAfterMs: after },
    });

  return { baseUrl, origin, family: options.family, call };
}

export type Transport = ReturnType<typeof createTransport>;
