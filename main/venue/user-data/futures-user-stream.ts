import { WebSocket } from 'ws';
import {
  futuresUserDataEvent,
  readFuturesEvents,
  type FuturesUserDataEvent,
} from '@shared/api/futures/user-data';
import type { StreamStatus } from '@shared/ipc/market';
import { jsonMessage } from '../streams/json-message';
import { socketUpkeep } from './socket-upkeep';

/** Where an event of a name the client reads first departs from that event's shape: `o.X: …`. */
function firstIssue(name: string, raw: unknown): string {
  const issue = readFuturesEvents[name]?.safeParse(raw).error?.issues[0];
  return issue ? `${issue.path.join('.')}: ${issue.message}` : 'unexpected shape';
}

export interface FuturesUserStreamOptions {
  /** The status's stream name, e.g. "usdm-user-data". */
  readonly name: string;
  /** The family's stream base, e.g. `wss://fstream.binance.com` or the paper venue's `ws://…/fstream`. */
  readonly streamBase: string;
  /** The family's listen-key calls (REST, API key only). */
  readonly listenKey: {
    open(): Promise<{ readonly listenKey: string }>;
    keepAlive(): Promise<unknown>;
  };
  readonly onEvent: (event: FuturesUserDataEvent) => void;
  /**
   * An event that names itself (`e`) but does not have the shape the terminal reads: it is not passed
   * on; the status says so, and this is called so what it was about can be read by REST instead.
   */
  readonly onUnreadable?: (name: string) => void;
  /** After each (re)connection: events may have been missed meanwhile, resync by REST. */
  readonly onSubscribed: () => void;
  readonly onStatus: (status: StreamStatus) => void;
  /** The venue's clock offset (venue minus local), for the latency shown. */
  readonly clockOffsetMs?: () => number | null;
  /** How often the key is kept alive (the venue lets it lapse 60 minutes after the last PUT). */
  readonly keepAliveMs?: number;
  readonly backoff?: { readonly baseMs: number; readonly maxMs: number };
  readonly random?: () => number;
  readonly now?: () => number;
  /** With nothing heard (not even a ping) for this long, the socket is dropped and reopened. */
  readonly silentLimitMs?: number;
}

/**
 * A futures user-data stream: a listen key from POST listenKey, the socket `<base>/ws/<listenKey>`,
 * a PUT every 30 minutes. On close, a silent socket, a refused keep-alive or `listenKeyExpired`, it
 * reconnects with capped exponential backoff and jitter, asking for the key again.
 */
export function createFuturesUserStream(options: FuturesUserStreamOptions) {
  const keepAliveMs = options.keepAliveMs ?? 30 * 60_000;
  let socket: WebSocket | undefined;
  let keeper: ReturnType<typeof setInterval> | undefined;
  let stopped = true;
  const { shown, watch, reconnect, deliver, halt } = socketUpkeep({
    ...options,
    stream: options.name,
    silentLimitMs: options.silentLimitMs ?? 600_000,
    current: () => socket,
    stopped: () => stopped,
    connect: () => void connect(),
  });
  const setState = shown.set;

  const clearTimers = () => {
    if (keeper) clearInterval(keeper);
    keeper = undefined;
    watch.clear();
  };

  const scheduleReconnect = (reason: string) => {
    clearTimers();
    reconnect.schedule(reason);
  };

  const onMessage = (ws: WebSocket, text: string) => {
    const raw = jsonMessage(text);
    if (raw === undefined) return;
    const parsed = futuresUserDataEvent.safeParse(raw);
    if (!parsed.success) {
      const name = (raw as { e?: unknown } | null)?.e;
      if (typeof name !== 'string') return;
      setState('live', `an unreadable ${name} event was ignored (${firstIssue(name, raw)})`);
      options.onUnreadable?.(name);
      return;
    }
    deliver(ws, parsed.data, 'listenKeyExpired', options.onEvent);
  };

  async function connect(): Promise<void> {
    if (stopped) return;
    setState(reconnect.fresh() ? 'connecting' : 'reconnecting', shown.get().reason);
    let key: string;
    try {
      key = (await options.listenKey.open()).listenKey;
    } catch (error) {
      scheduleReconnect(`no listen key: ${(error as Error).message}`);
      return;
    }
    if (stopped) return;
    const ws = new WebSocket(`${options.streamBase.replace(/\/+$/, '')}/ws/${key}`, {
      handshakeTimeout: 10_000,
    });
    socket = ws;
    watch.listen(ws, {
      open() {
        reconnect.succeeded();
        setState('live', null);
        keeper = setInterval(() => {
          // A key the venue no longer knows: a new one on a new socket.
          options.listenKey.keepAlive().catch(() => ws.close());
        }, keepAliveMs);
        keeper.unref?.();
        options.onSubscribed();
      },
      text: (text) => onMessage(ws, text),
      close(code) {
        if (socket !== ws) return;
        socket = undefined;
        scheduleReconnect(`connection closed (${code})`);
      },
    });
  }

  return {
    start(): void {
      if (!stopped) return;
      stopped = false;
      void connect();
    },
    status: shown.get,
    stop(): Promise<void> {
      stopped = true;
      clearTimers();
      const ws = socket;
      socket = undefined;
      return halt(ws);
    },
  };
}

export type FuturesUserStream = ReturnType<typeof createFuturesUserStream>;
