import type { WebSocket } from 'ws';
import type { StreamState, StreamStatus } from '@shared/ipc/market';
import { backoffDelay } from '../streams/backoff';
import { closeSocket } from '../streams/close-socket';
import { streamStatus } from './stream-status';

type SetState = (state: StreamState, reason: string | null) => void;

export interface SocketHandlers {
  open(): void;
  text(text: string): void;
  close(code: number): void;
}

/**
 * Drops the current socket once nothing (not even a ping) was heard from it for `limitMs`, saying
 * so in the status; its 'close' then reconnects.
 */
export function silenceWatch(limitMs: number, current: () => WebSocket | undefined, setState: SetState) {
  let silence: ReturnType<typeof setTimeout> | undefined;
  const heardFrom = (ws: WebSocket): void => {
    if (silence) clearTimeout(silence);
    silence = setTimeout(() => {
      if (current() !== ws) return;
      setState('stale', `nothing heard for ${limitMs} ms`);
      ws.terminate();
    }, limitMs);
    silence.unref?.();
  };
  return {
    /** Listens to a new socket, counting its opening, every message and every ping as heard. */
    listen(ws: WebSocket, on: SocketHandlers): void {
      ws.on('open', () => {
        heardFrom(ws);
        on.open();
      });
      ws.on('message', (data) => {
        heardFrom(ws);
        on.text(String(data));
      });
      ws.on('ping', () => heardFrom(ws));
      ws.on('error', () => undefined); // 'close' follows and says why
      ws.on('close', on.close);
    },
    clear(): void {
      if (silence) clearTimeout(silence);
      silence = undefined;
    },
  };
}

export interface ReconnectTimerOptions {
  /** 500 ms doubling up to 30 s unless given. */
  readonly backoff?: { readonly baseMs: number; readonly maxMs: number };
  readonly random?: () => number;
  readonly setState: SetState;
  readonly stopped: () => boolean;
  readonly connect: () => void;
}

/**
 * One reconnection pending at a time, after a capped exponential backoff with jitter that grows
 * with each failure in a row.
 */
export function reconnectTimer(options: ReconnectTimerOptions) {
  const backoff = options.backoff ?? { baseMs: 500, maxMs: 30_000 };
  const policy = { initialMs: backoff.baseMs, maxMs: backoff.maxMs };
  const random = options.random ?? Math.random;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    schedule(reason: string): void {
      if (options.stopped() || timer) return;
      options.setState('reconnecting', reason);
      failures += 1;
      timer = setTimeout(
        () => {
          timer = undefined;
          options.connect();
        },
        backoffDelay(policy, failures, random),
      );
      timer.unref?.();
    },
    /** No failure since the last success. */
    fresh: (): boolean => failures === 0,
    succeeded(): void {
      failures = 0;
    },
    pending: (): boolean => timer !== undefined,
    cancel(): void {
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}

export interface SocketUpkeepOptions extends Omit<ReconnectTimerOptions, 'setState'> {
  /** The status's stream name: "user-data", "usdm-user-data"… */
  readonly stream: string;
  readonly onStatus: (status: StreamStatus) => void;
  /** The measured clock offset (venue minus local), shown with the status. */
  readonly clockOffsetMs?: () => number | null;
  readonly now?: () => number;
  readonly silentLimitMs: number;
  readonly current: () => WebSocket | undefined;
}

/** What keeps a user-data socket up: its shown status, the silence watch and the reconnect timer. */
export function socketUpkeep(options: SocketUpkeepOptions) {
  const shown = streamStatus({
    stream: options.stream,
    onStatus: options.onStatus,
    clockOffsetMs: options.clockOffsetMs,
    now: options.now ?? Date.now,
  });
  const watch = silenceWatch(options.silentLimitMs, options.current, shown.set);
  const reconnect = reconnectTimer({ ...options, setState: shown.set });
  return {
    shown,
    watch,
    reconnect,
    /**
     * A user-data event read from `ws`: its latency shown, then passed on, unless it is the one
     * (`ending`) saying the stream is over: then the socket is closed, and its 'close' reconnects.
     */
    deliver<E extends { readonly e: string; readonly E: number }>(
      ws: WebSocket,
      event: E,
      ending: string,
      onEvent: (event: E) => void,
    ): void {
      shown.heard(event.E);
      if (event.e === ending) ws.close();
      else onEvent(event);
    },
    /** Stops keeping up: no reconnection, no watch, the status down, the last socket closed. */
    halt(ws: WebSocket | undefined): Promise<void> {
      reconnect.cancel();
      watch.clear();
      shown.set('down', 'stopped');
      return closeSocket(ws);
    },
  };
}
