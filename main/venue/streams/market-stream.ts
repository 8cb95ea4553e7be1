import type { StreamState, StreamStatus } from '@shared/ipc/market';
import { backoffDelay, defaultBackoff, type BackoffPolicy } from './backoff';
import { Handover } from './handover';
import { eventTimeOf, LatencyMeter } from './latency';
import { StreamConnection, type ConnectionEvents } from './stream-connection';
import { realTimers, type Timers } from './timers';

export interface MarketStreamOptions {
  /** The venue's stream host, e.g. `wss://stream.binance.com:9443` (http(s) is turned into ws(s)). */
  readonly url: string;
  /** The status's `stream` label. */
  readonly name?: string;
  readonly now?: () => number;
  readonly random?: () => number;
  readonly timers?: Timers;
  /** The venue clock's offset (venue − local, ms) when measured, for latency. */
  readonly clockOffsetMs?: () => number | null;
  /** No data and no ping for this long → stale (default 30 s; the venue pings every 20 s). */
  readonly staleAfterMs?: number;
  /** Stale for this much longer → the socket is dropped and replaced (default 30 s). */
  readonly dropAfterStaleMs?: number;
  readonly backoff?: BackoffPolicy;
  /** Failed attempts in a row after which the status says down rather than reconnecting (default 5). */
  readonly downAfterAttempts?: number;
  /** The venue's connection age limit (default 24 h). */
  readonly maxConnectionAgeMs?: number;
  /** How long before that limit the connection is rotated (default 10 min). */
  readonly rotateMarginMs?: number;
  /** SUBSCRIBE/UNSUBSCRIBE messages a socket sends in any rolling second at most (default 4). */
  readonly controlPerSecond?: number;
  /** The least time between a control message and an UNSUBSCRIBE after it (default 250 ms). */
  readonly controlGapMs?: number;
  /** How long a rotation's old and new sockets may overlap at most (default 30 s). */
  readonly overlapMs?: number;
}

/**
 * What a subscriber hears. A rotation tells each venue event once, in order; only a rotation that
 * times out before both sockets agree may repeat a few messages.
 */
export interface StreamHandler {
  data(data: unknown, receivedAt: number): void;
  /** Messages may have been missed (drop, reconnect, stale): state built from them must be rebuilt. */
  reset(reason: string): void;
}

/**
 * A Binance-style market stream client: one combined connection whose streams follow the subscribers
 * (ref-counted per stream name), with staleness detection, reconnection with capped exponential
 * backoff and jitter, resubscription, and gap-free rotation before the venue's connection age limit.
 */
export function createMarketStream(options: MarketStreamOptions) {
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const timers = options.timers ?? realTimers;
  const staleAfterMs = options.staleAfterMs ?? 30_000;
  const dropAfterStaleMs = options.dropAfterStaleMs ?? 30_000;
  const backoff = options.backoff ?? defaultBackoff;
  const downAfterAttempts = options.downAfterAttempts ?? 5;
  const rotateAfterMs =
    (options.maxConnectionAgeMs ?? 24 * 3_600_000) - (options.rotateMarginMs ?? 10 * 60_000);
  const overlapMs = options.overlapMs ?? 30_000;
  const controlGapMs = options.controlGapMs ?? 250;
  const controlPerSecond = options.controlPerSecond ?? 4;

  const handlers = new Map<string, Set<StreamHandler>>();
  const statusListeners = new Set<(status: StreamStatus) => void>();
  const latency = new LatencyMeter();
  let primary: StreamConnection | undefined;
  let successor: StreamConnection | undefined;
  let handover = new Handover();
  let attempts = 0;
  let lastAliveAt = 0;
  let reconnectTimer: unknown;
  let watchdogTimer: unknown;
  let rotateTimer: unknown;
  let overlapTimer: unknown;
  let flushQueued = false;
  let closed = false;
  let lastPushAt = 0;
  let status: StreamStatus = {
    stream: options.name ?? 'market',
    state: 'down',
    latencyMs: null,
    clockOffsetMs: null,
    since: now(),
    reason: 'nothing is watched',
  };

  const push = () => {
    lastPushAt = now();
    for (const listener of statusListeners) listener(status);
  };
  const setState = (state: StreamState, reason: string | null) => {
    const changed = state !== status.state || reason !== status.reason;
    status = {
      ...status,
      state,
      reason,
      since: state !== status.state ? now() : status.since,
      clockOffsetMs: options.clockOffsetMs?.() ?? null,
    };
    if (changed) push();
  };
  const resetAll = (reason: string) => {
    for (const set of handlers.values()) for (const handler of set) handler.reset(reason);
  };
  const clear = (handle: unknown) => {
    if (handle !== undefined) timers.clearTimeout(handle);
  };

  const eventsFor = (connection: () => StreamConnection | undefined): ConnectionEvents => ({
    open() {
      const conn = connection();
      if (!conn) return;
      conn.reconcile(wanted());
      if (conn === primary) {
        attempts = 0;
        markAlive();
        setState('live', null);
        armRotation();
      }
    },
    alive() {
      const conn = connection();
      if (conn === primary) markAlive();
    },
    data(stream, data, text) {
      const conn = connection();
      if (!conn || (conn !== primary && conn !== successor)) return;
      const receivedAt = now();
      if (isServerShutdown(stream, data)) {
        if (conn === primary) rotate();
        return;
      }
      if (conn === successor) {
        handover.fromNew({ stream, text, data, receivedAt });
      } else {
        if (successor) handover.fromOld(stream, text);
        tell(stream, data, receivedAt);
      }
      if (successor && handover.isCaughtUp(handlers.keys())) promote();
    },
    refused(streams, message) {
      setState(status.state, `the venue refused ${streams.join(', ') || 'a request'}: ${message}`);
    },
    closed(reason) {
      const conn = connection();
      if (conn === successor) {
        successor = undefined;
        clear(overlapTimer);
        armRotation(backoffDelay(backoff, 1, random));
      } else if (conn === primary) {
        primary = undefined;
        if (successor?.isOpen) promote();
        else dropped(reason);
      }
    },
  });

  const tell = (stream: string, data: unknown, receivedAt: number) => {
    measure(data, receivedAt);
    const set = handlers.get(stream);
    if (!set) return;
    for (const handler of [...set]) {
      try {
        handler.data(data, receivedAt);
      } catch (error) {
        // State half-built from a message it could not take is rebuilt, not trusted.
        handler.reset(`a ${stream} message could not be applied: ${(error as Error).message}`);
      }
    }
  };

  const measure = (data: unknown, receivedAt: number) => {
    const eventTime = eventTimeOf(data);
    const offset = options.clockOffsetMs?.() ?? null;
    if (eventTime === undefined || offset === null) return;
    latency.sample(eventTime, receivedAt, offset);
    status = { ...status, latencyMs: latency.value, clockOffsetMs: offset };
    if (receivedAt - lastPushAt >= 1000) push();
  };

  const wanted = () => new Set(handlers.keys());

  const open = (): StreamConnection => {
    const ref: { conn?: StreamConnection } = {};
    ref.conn = new StreamConnection(
      options.url,
      [...handlers.keys()],
      { now, timers, perSecond: controlPerSecond, gapMs: controlGapMs },
      eventsFor(() => ref.conn),
    );
    return ref.conn;
  };

  const connect = () => {
    reconnectTimer = undefined;
    if (closed || handlers.size === 0) return;
    if (attempts === 0) setState('connecting', null);
    primary = open();
  };

  const dropped = (reason: string) => {
    for (const handle of [watchdogTimer, rotateTimer, overlapTimer]) clear(handle);
    watchdogTimer = rotateTimer = overlapTimer = undefined;
    successor?.close();
    successor = undefined;
    latency.reset();
    resetAll(reason);
    if (closed || handlers.size === 0) return;
    attempts++;
    setState(attempts > downAfterAttempts ? 'down' : 'reconnecting', reason);
    reconnectTimer = timers.setTimeout(connect, backoffDelay(backoff, attempts, random));
  };

  const markAlive = () => {
    lastAliveAt = now();
    if (status.state === 'stale') setState('live', null);
    if (watchdogTimer === undefined) watchdogTimer = timers.setTimeout(watchdog, staleAfterMs);
  };

  const watchdog = () => {
    watchdogTimer = undefined;
    if (!primary) return;
    const silent = now() - lastAliveAt;
    if (silent >= staleAfterMs + dropAfterStaleMs) {
      primary.abandon(
        `no message for ${Math.round(silent / 1000)} s`,
        eventsFor(() => primary),
      );
      return;
    }
    if (silent >= staleAfterMs) {
      if (status.state === 'live') {
        setState('stale', `no message for ${Math.round(silent / 1000)} s`);
        resetAll('the stream went stale');
      }
      watchdogTimer = timers.setTimeout(watchdog, staleAfterMs + dropAfterStaleMs - silent);
      return;
    }
    watchdogTimer = timers.setTimeout(watchdog, staleAfterMs - silent);
  };

  const armRotation = (delay?: number) => {
    clear(rotateTimer);
    if (!primary) return;
    rotateTimer = timers.setTimeout(rotate, delay ?? Math.max(0, primary.openedAt + rotateAfterMs - now()));
  };

  /** Opens a second socket with every stream; the old one closes once the new one has caught up (handover.ts). */
  const rotate = () => {
    rotateTimer = undefined;
    if (closed || successor || !primary) return;
    handover = new Handover();
    successor = open();
    overlapTimer = timers.setTimeout(() => {
      overlapTimer = undefined;
      if (successor?.isOpen) promote();
    }, overlapMs);
  };

  const promote = () => {
    const next = successor;
    if (!next) return;
    clear(overlapTimer);
    overlapTimer = undefined;
    const old = primary;
    primary = next;
    successor = undefined;
    old?.close();
    for (const held of handover.drain()) tell(held.stream, held.data, held.receivedAt);
    markAlive();
    setState('live', null);
    armRotation();
  };

  const flush = () => {
    flushQueued = false;
    if (closed) return;
    if (handlers.size === 0) {
      shutdown();
      setState('down', 'nothing is watched');
      return;
    }
    if (!primary && reconnectTimer === undefined) {
      connect();
      return;
    }
    const set = wanted();
    primary?.reconcile(set);
    successor?.reconcile(set);
  };

  const shutdown = () => {
    for (const handle of [reconnectTimer, watchdogTimer, rotateTimer, overlapTimer]) clear(handle);
    reconnectTimer = watchdogTimer = rotateTimer = overlapTimer = undefined;
    primary?.close();
    successor?.close();
    primary = successor = undefined;
    attempts = 0;
    latency.reset();
  };

  return {
    /** Adds a subscriber to a stream (subscribing the socket on the first); returns its removal. */
    subscribe(stream: string, handler: StreamHandler): () => void {
      if (closed) throw new Error('the market stream is closed');
      let set = handlers.get(stream);
      if (!set) handlers.set(stream, (set = new Set()));
      set.add(handler);
      if (!flushQueued) {
        flushQueued = true;
        queueMicrotask(flush);
      }
      return () => {
        const current = handlers.get(stream);
        if (!current?.delete(handler)) return;
        if (current.size === 0) handlers.delete(stream);
        if (!flushQueued) {
          flushQueued = true;
          queueMicrotask(flush);
        }
      };
    },
    /** The streams some subscriber holds. */
    streams: (): string[] => [...handlers.keys()],
    status: (): StreamStatus => ({
      ...status,
      clockOffsetMs: options.clockOffsetMs?.() ?? status.clockOffsetMs,
    }),
    onStatus(listener: (status: StreamStatus) => void): () => void {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    /** Closes every socket and timer; the client cannot be used again. */
    close(): void {
      closed = true;
      shutdown();
      handlers.clear();
      setState('down', 'closed');
      statusListeners.clear();
    },
  };
}

export type MarketStream = ReturnType<typeof createMarketStream>;

function isServerShutdown(stream: string, data: unknown): boolean {
  return (
    stream === '!serverShutdown' ||
    (typeof data === 'object' && data !== null && (data as { e?: unknown }).e === 'serverShutdown')
  );
}
