import { WebSocket } from 'ws';
import { socketUpkeep } from './socket-upkeep';
import type { StreamStatus } from '@shared/ipc/market';
import { userDataEvent, type UserDataEvent } from '@shared/api/spot/user-data';
import { signedWsParams } from './ws-api-signature';
import {
  createWsApiRequests,
  type WsApiParams,
  type WsApiReply,
  type WsApiRequests,
} from './ws-api-requests';

export interface UserDataStreamOptions {
  /** `ws(s)://host/ws-api/v3`. */
  readonly url: string;
  /**
   * The profile's key: its API key and a signer that keeps the secret to itself. An Ed25519 key logs
   * the connection on (`session.logon`), so requests sent over it need no signature.
   */
  readonly credentials: { readonly apiKey: string; readonly type?: string; sign(payload: string): string };
  /** The venue's time (ms) for the request's timestamp: the REST client's clock. */
  readonly serverNow: () => Promise<number>;
  /**
   * Measures the venue's clock again (the REST client's `clock.sync`): a logon or subscription refused
   * with -1021 is signed again only once it has (otherwise the same stale timestamp is refused again,
   * each time after a longer backoff, until the clock's own periodic measurement).
   */
  readonly resyncClock?: () => Promise<unknown>;
  /** The measured clock offset (venue minus local), shown with the status. */
  readonly clockOffsetMs?: () => number | null;
  readonly onEvent: (event: UserDataEvent) => void;
  /** The connection carries the spot orders while live (`request`): its status says so. */
  readonly carriesOrders?: boolean;
  /** After each successful (re)subscription: events may have been missed, resync by REST. */
  readonly onSubscribed: () => void;
  readonly onStatus: (status: StreamStatus) => void;
  readonly now?: () => number;
  readonly backoff?: { readonly baseMs: number; readonly maxMs: number };
  readonly random?: () => number;
  /** With no message and no ping from the venue for this long, the socket is dropped and reopened. */
  readonly silentLimitMs?: number;
}

interface WsApiAnswer extends WsApiReply {
  readonly id?: string | number | null;
  readonly subscriptionId?: number;
  readonly event?: unknown;
}

/**
 * The user-data stream over the WebSocket API: `session.logon` then `userDataStream.subscribe` for an
 * Ed25519 key, `userDataStream.subscribe.signature` for any other (or when the logon is refused);
 * events `{subscriptionId, event}`; on close, error or eventStreamTerminated it reconnects with capped
 * exponential backoff and jitter, and resubscribes. Its status is pushed as stream "user-data".
 * While it is live, `request` sends other methods (orders) over the same connection.
 */
export function createUserDataStream(options: UserDataStreamOptions) {
  let socket: WebSocket | undefined;
  /** The requests sent over the current socket, and whether a logon authenticated it. */
  let requests: WsApiRequests | undefined;
  let loggedOn = false;
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

  /** The clock's new measurement after a -1021, awaited before the next signature. */
  let clockCheck: Promise<unknown> | undefined;
  const clockRefused = (error: WsApiAnswer['error']) => {
    if (error?.code === -1021 && options.resyncClock)
      clockCheck ??= options.resyncClock().catch(() => undefined);
  };
  const signed = async () => {
    const check = clockCheck;
    if (check) {
      await check;
      if (clockCheck === check) clockCheck = undefined;
    }
    return signedWsParams(
      { apiKey: options.credentials.apiKey, timestamp: Math.round(await options.serverNow()) },
      (payload) => options.credentials.sign(payload),
    );
  };

  const subscribe = async (ws: WebSocket) => {
    const viaLogon = loggedOn;
    const params = viaLogon ? {} : await signed();
    if (ws.readyState !== WebSocket.OPEN) return;
    const method = viaLogon ? 'userDataStream.subscribe' : 'userDataStream.subscribe.signature';
    ws.send(JSON.stringify({ id: 'subscribe', method, params }));
  };

  /** An Ed25519 key logs on first; the logon's answer then subscribes. */
  const authenticate = async (ws: WebSocket) => {
    if (options.credentials.type !== 'ED25519') return subscribe(ws);
    const params = await signed();
    if (ws.readyState !== WebSocket.OPEN) return;
    ws.send(JSON.stringify({ id: 'logon', method: 'session.logon', params }));
  };

  // Events read while a request waits are handed on one turn of the event loop later, in order. The
  // venue sends an order's reports and its answer together, and a read's messages are all emitted
  // before any promise continues: without the wait, main would handle and push the reports first,
  // and the caller would hear back only after them.
  const held: { ws: WebSocket; event: unknown }[] = [];
  const take = (ws: WebSocket, event: unknown) => {
    const parsed = userDataEvent.safeParse(event);
    if (parsed.success) deliver(ws, parsed.data, 'eventStreamTerminated', options.onEvent);
  };
  const release = () => {
    for (const { ws, event } of held.splice(0)) if (!stopped) take(ws, event);
  };

  const onMessage = (ws: WebSocket, text: string) => {
    let message: WsApiAnswer;
    try {
      message = JSON.parse(text) as WsApiAnswer;
    } catch {
      return;
    }
    // Only an accepted answer goes before the reports read with it: a failed one (a 5xx after the
    // venue executed the order) comes after them, as they came, so what it leaves unknown stays so
    // until the venue's record is read.
    if (held.length > 0 && message.status !== undefined && message.status !== 200) release();
    if (requests?.answer(message)) return;
    if (message.id === 'logon') {
      // Refused (a venue without logons, a key it does not take): every request is signed instead.
      loggedOn = message.status === 200;
      clockRefused(message.error);
      subscribe(ws).catch((error: unknown) => {
        setState('reconnecting', `could not sign the subscription: ${(error as Error).message}`);
        ws.close();
      });
      return;
    }
    if (message.id === 'subscribe') {
      if (message.status === 200) {
        reconnect.succeeded();
        setState('live', null);
        if (options.carriesOrders) shown.carries(loggedOn ? 'logged-on' : 'signed');
        options.onSubscribed();
      } else {
        clockRefused(message.error);
        const reason = message.error
          ? `${message.error.msg} (code ${message.error.code})`
          : 'subscription refused';
        setState('down', reason);
        ws.close();
      }
      return;
    }
    if (message.event === undefined) return;
    if (held.length > 0 || requests?.waiting()) {
      if (held.push({ ws, event: message.event }) === 1) setImmediate(release);
    } else take(ws, message.event);
  };

  function connect(): void {
    if (stopped) return;
    setState(
      reconnect.fresh() && shown.get().state !== 'reconnecting' ? 'connecting' : 'reconnecting',
      shown.get().reason,
    );
    const ws = new WebSocket(options.url);
    const sent = createWsApiRequests();
    socket = ws;
    requests = sent;
    loggedOn = false;
    watch.listen(ws, {
      open() {
        authenticate(ws).catch((error: unknown) => {
          setState('reconnecting', `could not sign the subscription: ${(error as Error).message}`);
          ws.close();
        });
      },
      text: (text) => onMessage(ws, text),
      close(code) {
        sent.failAll(`the WebSocket API connection closed (${code}) before the answer`);
        if (socket !== ws) return;
        socket = undefined;
        requests = undefined;
        loggedOn = false;
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
    /**
     * Sends a WebSocket API request over the stream's connection when it is live; undefined when it
     * is not (the caller sends it another way). Rejects with the signal's reason, or
     * `WsApiSocketClosed` when the connection closes before the answer.
     */
    request(method: string, params: WsApiParams, signal: AbortSignal): Promise<WsApiReply> | undefined {
      const ws = socket;
      if (!ws || !requests || ws.readyState !== WebSocket.OPEN || shown.get().state !== 'live')
        return undefined;
      return requests.send(ws, method, params, signal);
    },
    /** Whether the connection is logged on: signed requests over it need no apiKey or signature. */
    loggedOn: () => loggedOn && socket !== undefined,
    stop(): Promise<void> {
      stopped = true;
      const ws = socket;
      socket = undefined;
      return halt(ws);
    },
  };
}

export type UserDataStream = ReturnType<typeof createUserDataStream>;
