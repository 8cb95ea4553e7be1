import type { WebSocket } from 'ws';
import type { AccountRegistry, KeyHolder } from '../accounts/account-registry';
import { checkKeyPermission, identifyCaller } from '../http/authenticate';
import { Params } from '../http/params';
import type { Pipeline } from '../http/router';
import { checkTiming, readTiming } from '../http/timing';
import { VenueFailure } from '../http/venue-failure';
import type { UserHub } from '../streams/user-hub';
import { inMicroseconds } from '../streams/user-events';
import { callRestMethod } from './rest-method';
import { wsApiPayload } from './signature';

export interface WsApiContext {
  readonly accounts: AccountRegistry;
  readonly users: UserHub;
  readonly now: () => number;
  readonly accountIdOf: (uid: number) => string;
  /** The REST pipeline the trading, account and market-data methods run through. */
  readonly pipeline?: Pipeline;
}

export interface WsApiConnection {
  readonly ip: string;
  readonly microseconds: boolean;
  /** `returnRateLimits` of the connection URL (default true). */
  readonly returnRateLimits: boolean;
  /** Called before each message is sent (frames of one turn leave in one write). */
  readonly beforeSend?: () => void;
}

/** The weight of the session's own methods. */
const SESSION_WEIGHTS: Readonly<Record<string, number>> = {
  ping: 1,
  time: 1,
  'session.logon': 2,
  'session.status': 2,
  'session.logout': 2,
  'userDataStream.subscribe': 2,
  'userDataStream.subscribe.signature': 2,
  'userDataStream.unsubscribe': 2,
};

type Id = string | number | null;

class WsApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * One `/ws-api/v3` connection: `session.logon` (Ed25519 keys only; signed methods then need no
 * apiKey or signature), `session.status`, `session.logout`, `userDataStream.subscribe` (needs a
 * logon), `userDataStream.subscribe.signature` (any key type), `userDataStream.unsubscribe`, `ping`
 * and `time`; every other method runs its REST endpoint (`methods.ts`). Events arrive as
 * `{subscriptionId, event}`; a subscription that ends gets `eventStreamTerminated`.
 */
export class WsApiSession {
  private session: KeyHolder | undefined;
  private authorizedSince = 0;
  private readonly connectedSince: number;
  private nextSubscriptionId = 0;
  /** Subscription id → its stop and whether it came from the session's logon. */
  private readonly subscriptions = new Map<number, { stop: () => void; viaLogon: boolean }>();

  private readonly microseconds: boolean;

  constructor(
    private readonly socket: WebSocket,
    private readonly context: WsApiContext,
    private readonly connection: WsApiConnection,
  ) {
    this.microseconds = connection.microseconds;
    this.connectedSince = context.now();
    socket.on('message', (data, isBinary) => {
      if (!isBinary) void this.handle(data.toString());
    });
    socket.once('close', () => {
      for (const { stop } of this.subscriptions.values()) stop();
      this.subscriptions.clear();
    });
  }

  private send(message: object): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    this.connection.beforeSend?.();
    this.socket.send(JSON.stringify(message));
  }

  private async handle(text: string): Promise<void> {
    let request: { id?: Id; method?: unknown; params?: unknown };
    try {
      request = JSON.parse(text) as typeof request;
    } catch {
      return this.send({
        id: null,
        status: 400,
        error: { code: -1100, msg: 'Illegal characters found in a parameter.' },
      });
    }
    const id = request.id ?? null;
    const params = (request.params ?? {}) as Record<string, unknown>;
    if (typeof params !== 'object' || Array.isArray(params)) {
      return this.send({
        id,
        status: 400,
        error: { code: -1102, msg: 'A mandatory parameter was not sent, was empty/null, or malformed.' },
      });
    }
    const method = String(request.method);
    const { pipeline } = this.context;
    if (pipeline && !(method in SESSION_WEIGHTS)) {
      const answer = await callRestMethod(pipeline, {
        method,
        params,
        ip: this.connection.ip,
        session: this.session,
        microseconds: this.microseconds,
        returnRateLimits: this.connection.returnRateLimits,
      });
      if (answer) return this.send({ id, ...answer });
    }
    try {
      pipeline?.limiter.admitRequest(this.connection.ip, SESSION_WEIGHTS[method] ?? 1);
      const result = this.call(method, params);
      this.send({ id, status: 200, result, ...this.rateLimits(params) });
    } catch (error) {
      if (error instanceof WsApiError || error instanceof VenueFailure) {
        const status = error instanceof WsApiError ? error.status : error.status;
        const code = error instanceof WsApiError ? error.code : error.code;
        const msg = error instanceof WsApiError ? error.message : error.msg;
        return this.send({ id, status, error: { code, msg }, ...this.rateLimits(params) });
      }
      this.send({
        id,
        status: 500,
        error: { code: -1000, msg: 'An unknown error occurred while processing the request.' },
      });
    }
  }

  private rateLimits(params: Record<string, unknown>) {
    const { pipeline } = this.context;
    const wanted = params.returnRateLimits ?? this.connection.returnRateLimits;
    if (!pipeline || wanted === false || wanted === 'false') return {};
    return { rateLimits: pipeline.limiter.weightCounts(this.connection.ip) };
  }

  private call(method: string, params: Record<string, unknown>): unknown {
    switch (method) {
      case 'ping':
        return {};
      case 'time':
        return { serverTime: this.context.now() };
      case 'session.logon': {
        const holder = this.verify(params);
        if (holder.key.type !== 'ED25519') {
          throw new WsApiError(
            400,
            -4056,
            'HMAC_SHA256 and RSA API keys are not supported for session logon.',
          );
        }
        this.session = holder;
        this.authorizedSince = this.context.now();
        return this.status();
      }
      case 'session.status':
        return this.status();
      case 'session.logout':
        this.end((s) => s.viaLogon);
        this.session = undefined;
        return this.status();
      case 'userDataStream.subscribe': {
        if (!this.session)
          throw new WsApiError(400, -2015, 'Invalid API-key, IP, or permissions for action.');
        if ([...this.subscriptions.values()].some((s) => s.viaLogon)) {
          throw new WsApiError(400, -2035, 'User Data Stream subscription already active.');
        }
        return { subscriptionId: this.open(this.session, true) };
      }
      case 'userDataStream.subscribe.signature':
        return { subscriptionId: this.open(this.verify(params), false) };
      case 'userDataStream.unsubscribe': {
        const wanted = params.subscriptionId;
        if (wanted === undefined) {
          if (this.subscriptions.size === 0)
            throw new WsApiError(400, -2036, 'User Data Stream subscription not active.');
          this.end(() => true);
          return {};
        }
        const entry = this.subscriptions.get(Number(wanted));
        if (!entry) throw new WsApiError(400, -2036, 'User Data Stream subscription not active.');
        this.end((_, subscriptionId) => subscriptionId === Number(wanted));
        return {};
      }
      default:
        throw new WsApiError(
          400,
          -1100,
          `Illegal characters found in parameter 'method'; legal range is 'known method'.`,
        );
    }
  }

  private status() {
    return {
      apiKey: this.session?.key.apiKey ?? null,
      authorizedSince: this.session ? this.authorizedSince : null,
      connectedSince: this.connectedSince,
      returnRateLimits: this.connection.returnRateLimits,
      serverTime: this.context.now(),
      userDataStream: [...this.subscriptions.values()].some((s) => s.viaLogon),
    };
  }

  /** apiKey, timestamp/recvWindow and signature of a signed request; USER_STREAM permission. */
  private verify(params: Record<string, unknown>): KeyHolder {
    const holder = identifyCaller(params.apiKey as string | undefined, this.context.accounts);
    const values = new Map(Object.entries(params).map(([key, value]) => [key, String(value)]));
    const typed = new Params(values);
    const timing = readTiming(typed);
    const signature = typed.text('signature', { required: true }) as string;
    checkTiming(timing, this.context.now());
    if (!holder.key.verify(wsApiPayload(params), signature)) {
      throw new WsApiError(400, -1022, 'Signature for this request is not valid.');
    }
    checkKeyPermission(holder, 'USER_STREAM');
    return holder;
  }

  private open(holder: KeyHolder, viaLogon: boolean): number {
    const subscriptionId = this.nextSubscriptionId++;
    const accountId = this.context.accountIdOf(holder.account.uid);
    const stop = this.context.users.subscribe(accountId, (event) => {
      const data = this.microseconds ? inMicroseconds(event) : event;
      this.send({ subscriptionId, event: data });
    });
    this.subscriptions.set(subscriptionId, { stop, viaLogon });
    return subscriptionId;
  }

  private end(which: (entry: { viaLogon: boolean }, subscriptionId: number) => boolean): void {
    for (const [subscriptionId, entry] of this.subscriptions) {
      if (!which(entry, subscriptionId)) continue;
      entry.stop();
      this.subscriptions.delete(subscriptionId);
      const event = { e: 'eventStreamTerminated', E: this.context.now() };
      this.send({ subscriptionId, event: this.microseconds ? inMicroseconds(event) : event });
    }
  }
}
