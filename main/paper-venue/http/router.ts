import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AccountRegistry, KeyHolder } from '../accounts/account-registry';
import type { SymbolCatalog } from '../config/symbols';
import { checkKeyPermission, identifyCaller } from './authenticate';
import type { EngineRejection } from './engine-port';
import { ENDPOINT_RULES, UNKNOWN_ENDPOINT_WEIGHT, type EndpointRules } from './endpoint-table';
import { Params } from './params';
import { lenientParams, mergeParams } from './raw-params';
import type { RateLimiter } from './rate-limiter';
import { MAX_BODY_BYTES, readBody } from './read-body';
import { signedPayload } from './signed-payload';
import { inMicroseconds, readTimeUnit } from './time-unit';
import { checkRecvWindow, checkTiming, readTiming, type RequestTiming } from './timing';
import { fail, VenueFailure } from './venue-failure';

export interface VenueResponse {
  readonly status: number;
  readonly body: unknown;
  readonly headers?: Record<string, string>;
}

/** What a route sees of its request. */
export interface RouteContext {
  readonly params: Params;
  readonly now: () => number;
  readonly ip: string;
  /** The calling account and key on TRADE, USER_DATA and USER_STREAM endpoints. */
  readonly caller?: KeyHolder;
  /**
   * The late recvWindow check (-1021). The pipeline runs it right before `Execute`; a route
   * that waits before handing the request to the engine calls it again at that point.
   */
  readonly checkRecvWindow: () => void;
  readonly limiter: RateLimiter;
}

/** The effectful half of a route: runs only once every parameter was read and checked. */
export type Execute = () => VenueResponse | Promise<VenueResponse>;

/**
 * A route reads and validates its parameters (throwing VenueFailure) and returns what to do.
 * Nothing may happen before it returns: the pipeline first refuses unread parameters (-1104),
 * admits new orders against the ORDERS limits and runs the late timestamp check.
 */
export type RouteHandler = (context: RouteContext) => Execute;

export interface PipelineOptions {
  readonly routes: Readonly<Record<string, RouteHandler>>;
  readonly rules?: Readonly<Record<string, EndpointRules>>;
  readonly accounts: AccountRegistry;
  readonly symbols: SymbolCatalog;
  readonly limiter: RateLimiter;
  /**
   * The IP request weight a path counts against; `limiter` where not given. Binance serves each API
   * family from its own host with its own limits (spot 6,000 a minute, USD-M and COIN-M 2,400 each).
   */
  readonly weightLimiterOf?: (path: string) => RateLimiter;
  readonly now: () => number;
}

interface Incoming {
  readonly method: string;
  readonly path: string;
  readonly query: string;
  readonly body: string;
  readonly ip: string;
}

const json = (status: number, body: unknown, headers?: Record<string, string>): VenueResponse => ({
  status,
  body,
  headers,
});

/** The engine refuses with a plain `{code, msg}` (EngineRejection); anything else is a 500. */
function isEngineRejection(error: unknown): error is EngineRejection {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as EngineRejection).code === 'number' &&
    typeof (error as EngineRejection).msg === 'string'
  );
}

function split(url: string): { path: string; query: string } {
  const mark = url.indexOf('?');
  return mark === -1 ? { path: url, query: '' } : { path: url.slice(0, mark), query: url.slice(mark + 1) };
}

/** Who is calling and the timing of a signed request, as one transport establishes them. */
export interface Authenticated {
  readonly caller?: KeyHolder;
  readonly timing?: RequestTiming;
}

/** Establishes the caller of one request for an endpoint's rules (HTTP headers, or a WebSocket session). */
export type Authenticator = (rule: EndpointRules, params: Params) => Authenticated;

/** The endpoint's part of the pipeline, shared by HTTP and the WebSocket API. */
export interface Pipeline {
  readonly rules: Readonly<Record<string, EndpointRules>>;
  readonly routes: Readonly<Record<string, RouteHandler>>;
  readonly limiter: RateLimiter;
  /** The IP request weight counter of a path's API family. */
  readonly weightLimiterOf: (path: string) => RateLimiter;
  readonly accounts: AccountRegistry;
  readonly symbols: SymbolCatalog;
  readonly now: () => number;
  /**
   * Runs a known route: authentication, the route's reading of its parameters, unread parameters
   * (-1104), the ORDERS limits, the late recvWindow check, then the route. Weight is the caller's job.
   */
  run(key: string, params: Params, ip: string, authenticate: Authenticator): Promise<VenueResponse>;
}

export function createPipeline(options: PipelineOptions): Pipeline {
  const rules = options.rules ?? ENDPOINT_RULES;

  async function run(
    key: string,
    params: Params,
    ip: string,
    authenticate: Authenticator,
  ): Promise<VenueResponse> {
    const handler = options.routes[key]!;
    const rule = rules[key]!;
    const { caller, timing } = authenticate(rule, params);
    const lateCheck = () => {
      if (timing) checkRecvWindow(timing, options.now());
    };
    const execute = handler({
      params,
      now: options.now,
      ip,
      caller,
      checkRecvWindow: lateCheck,
      limiter: options.limiter,
    });
    params.assertAllRead();
    const account = caller && String(caller.account.uid);
    if (account && rule.orders && !rule.countsOwnOrders) options.limiter.admitOrders(account, rule.orders);
    lateCheck();
    if (!account || rule.orders === undefined) return execute();
    // Order responses carry the account's order counts: on success, and on a half success (409).
    try {
      const reply = await execute();
      return { ...reply, headers: { ...reply.headers, ...options.limiter.orderCountHeaders(account) } };
    } catch (error) {
      if (!(error instanceof VenueFailure) || error.status !== 409) throw error;
      const headers = { ...error.headers, ...options.limiter.orderCountHeaders(account) };
      throw new VenueFailure(error.status, error.code, error.msg, headers, error.data);
    }
  }

  return {
    rules,
    routes: options.routes,
    limiter: options.limiter,
    weightLimiterOf: options.weightLimiterOf ?? (() => options.limiter),
    accounts: options.accounts,
    symbols: options.symbols,
    now: options.now,
    run,
  };
}

/** A refusal as the venue answers it: its own failures, engine rejections (400), anything else a 500. */
export function asVenueFailure(error: unknown): VenueFailure {
  if (error instanceof VenueFailure) return error;
  if (isEngineRejection(error)) return new VenueFailure(400, error.code, error.msg);
  return fail.unknown();
}

/**
 * The venue's HTTP request pipeline: weight and bans per IP, parameter parsing, API key, timestamp
 * and signature, key permissions, then the route. Every answer is JSON and carries the IP's
 * used weight; order endpoints add the account's order counts.
 */
export function createRouter(options: PipelineOptions | Pipeline) {
  const pipeline = 'run' in options ? options : createPipeline(options);
  const { rules } = pipeline;

  async function handle(request: Incoming, req: IncomingMessage): Promise<VenueResponse> {
    const key = `${request.method} ${request.path}`;
    const handler = pipeline.routes[key];
    const rule = rules[key];
    const lenient = lenientParams(request.query, request.body);
    pipeline
      .weightLimiterOf(request.path)
      .admitRequest(request.ip, rule ? rule.weight(lenient, pipeline.symbols) : UNKNOWN_ENDPOINT_WEIGHT);
    if (!handler || !rule) {
      return json(404, { code: -1000, msg: `Unknown endpoint ${request.method} ${request.path}.` });
    }
    const unit = readTimeUnit(req.headers['x-mbx-time-unit']);
    const params = new Params(mergeParams(request.query, request.body));
    const reply = await pipeline.run(key, params, request.ip, (r, p) => authenticate(r, p, request, req));
    if (reply.status !== 200 || unit === 'MILLISECOND') return reply;
    return { ...reply, body: inMicroseconds(request.path, reply.body) };
  }

  /** API key for every secure type; timestamp and signature for SIGNED (TRADE, USER_DATA) ones. */
  function authenticate(
    rule: EndpointRules,
    params: Params,
    request: Incoming,
    req: IncomingMessage,
  ): Authenticated {
    if (rule.security === 'NONE') return {};
    const caller = identifyCaller(req.headers['x-mbx-apikey'], pipeline.accounts);
    let timing: RequestTiming | undefined;
    if (rule.security === 'USER_STREAM') {
      // Clients that sign everything may send these; a USER_STREAM endpoint ignores them.
      params.consume('timestamp', 'recvWindow', 'signature');
    } else {
      timing = readTiming(params);
      const signature = params.text('signature', { required: true });
      checkTiming(timing, pipeline.now());
      const payload = signedPayload(request.query, request.body);
      if (!caller.key.verify(payload, signature)) throw fail.badSignature();
    }
    checkKeyPermission(caller, rule.security);
    return { caller, timing };
  }

  return async (req: IncomingMessage, res: ServerResponse) => {
    const { path, query } = split(req.url ?? '/');
    const ip = req.socket.remoteAddress ?? 'unknown';
    const method = req.method ?? 'GET';
    let reply: VenueResponse;
    try {
      const body = await readBody(req);
      if (body.kind === 'too-large') {
        pipeline.weightLimiterOf(path).admitRequest(ip, UNKNOWN_ENDPOINT_WEIGHT);
        throw fail.bodyTooLarge(MAX_BODY_BYTES);
      }
      reply = await handle({ method, path, query, body: method === 'GET' ? '' : body.text, ip }, req);
    } catch (error) {
      const failure = asVenueFailure(error);
      reply = json(failure.status, failure.body, failure.headers);
    }
    if (res.destroyed) return;
    const text = JSON.stringify(reply.body);
    res.writeHead(reply.status, {
      'Content-Type': 'application/json;charset=UTF-8',
      'Content-Length': Buffer.byteLength(text),
      ...pipeline.weightLimiterOf(path).usedWeightHeaders(ip),
      ...reply.headers,
    });
    res.end(text);
  };
}
