import { WebSocket } from 'ws';
import { socketUpkeep } from './socket-upkeep';
import type { StreamStatus } from '@shared/ipc/market';
import { userDataEvent, type UserDataEvent } from '@shared/api/spot/user-data';
import { signedWsParams } from './ws-api-signature';

export interface UserDataStreamOptions {
  /** `ws(s)://host/ws-api/v3`. */
  readonly url: string;
  /** The profile's key: its API key and a signer that keeps the secret to itself. */
  readonly credentials: { readonly apiKey: string; sign(payload: string): string };
  /** The venue's time (ms) for the request's timestamp: the REST client's clock. */
  readonly serverNow: () => Promise<number>;
  /** The measured clock offset (venue minus local), shown with the status. */
  readonly clockOffsetMs?: () => number | null;
  readonly onEvent: (event: UserDataEvent) => void;
  /** After each successful (re)subscription: events may have been missed, resync by REST. */
  readonly onSubscribed: () => void;
  readonly onStatus: (status: StreamStatus) => void;
  readonly now?: () => number;
  readonly backoff?: { readonly baseMs: number; readonly maxMs: number };
  readonly random?: () => number;
  /** With no message and no ping from the venue for this long, the socket is dropped and reopened. */
  readonly silentLimitMs?: number;
}

interface WsApiAnswer {
  readonly id?: string | number | null;
  readonly status?: number;
  readonly error?: { readonly code: number; readonly msg: string };
  readonly subscriptionId?: number;
  readonly event?: unknown;
}

/**
 * The user-data stream over the WebSocket API: `userDataStream.subscribe.signature` (any key type),
 * events `{subscriptionId, event}`; on close, error or eventStreamTerminated it reconnects with capped
 * exponential backoff and jitter, and resubscribes. Its status is pushed as stream "user-data".
 */
export function createUserDataStream(options: UserDataStreamOptions) {
  let socket: WebSocket | undefined;
  let stopped = false;
  const { shown, watch, reconnect, deliver, halt } = socketUpkeep({
    ...options,
    stream: 'user-data',
    // The venue pings every few minutes; a socket that stays silent longer is dead without saying so.
    silentLimitMs: options.silentLimitMs ?? 180_000,
    current: () => socket,
    stopped: () => stopped,
    connect,
  });
  const setState = shown.set;
  const scheduleReconnect = reconnect.schedule;

  const subscribe = async (ws: WebSocket) => {
    const params = signedWsParams(
      { apiKey: options.credentials.apiKey, timestamp: Math.round(await options.serverNow()) },
      (payload) => options.credentials.sign(payload),
    );
    if (ws.readyState !== WebSocket.OPEN) return;
    ws.send(JSON.stringify({ id: 'subscribe', method: 'userDataStream.subscribe.signature', params }));
  };

  const onMessage = (ws: WebSocket, text: string) => {
    let message: WsApiAnswer;
    try {
      message = JSON.parse(text) as WsApiAnswer;
    } catch {
      return;
    }
    if (message.id === 'subscribe') {
      if (message.status === 200) {
        reconnect.succeeded();
        setState('live', null);
        options.onSubscribed();
      } else {
        const reason = message.error
          ? `${message.error.msg} (code ${message.error.code})`
          : 'subscription refused';
        setState('down', reason);
        ws.close();
      }
      return;
    }
    if (message.event === undefined) return;
    const parsed = userDataEvent.safeParse(message.event);
    if (parsed.success) deliver(ws, parsed.data, 'eventStreamTerminated', options.onEvent);
  };

  function connect(): void {
    if (stopped) return;
    setState(
      reconnect.fresh() && shown.get().state !== 'reconnecting' ? 'connecting' : 'reconnecting',
      shown.get().reason,
    );
    const ws = new WebSocket(options.url);
    socket = ws;
    watch.listen(ws, {
      open() {
        subscribe(ws).catch((error: unknown) => {
          setState('reconnecting', `could not sign the subscription: ${(error as Error).message}`);
          ws.close();
        });
      },
      text: (text) => onMessage(ws, text),
      close(code) {
        if (socket !== ws) return;
        socket = undefined;
        watch.clear();
        if (stopped) return;
        if (shown.get().state === 'down') {
          // refused: try again later, the key may be fixed or the venue back
          scheduleReconnect(shown.get().reason ?? `closed (${code})`);
          return;
        }
        scheduleReconnect(`connection closed (${code})`);
      },
    });
  }

  return {
    start(): void {
      stopped = false;
      if (!socket && !reconnect.pending()) connect();
    },
    status: shown.get,
    stop(): Promise<void> {
      stopped = true;
      const ws = socket;
      socket = undefined;
      return halt(ws);
    },
  };
}

export type UserDataStream = ReturnType<typeof createUserDataStream>;
