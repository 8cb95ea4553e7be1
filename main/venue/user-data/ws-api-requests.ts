import type { WebSocket } from 'ws';

/** A WebSocket API request's parameters, as sent. */
export type WsApiParams = Readonly<Record<string, string | number | boolean>>;

/** One answer of the WebSocket API: its status, its result or error, and the counters it reports. */
export interface WsApiReply {
  readonly status: number;
  readonly result?: unknown;
  readonly error?: { readonly code: number; readonly msg: string; readonly data?: unknown };
  readonly rateLimits?: readonly unknown[];
}

/** The socket closed after the request was sent and before its answer came. */
export class WsApiSocketClosed extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'WsApiSocketClosed';
  }
}

interface Waiting {
  resolve(reply: WsApiReply): void;
  reject(error: Error): void;
}

/**
 * Requests sent over a WebSocket API connection and their answers, matched by id. A request still
 * waiting when its signal aborts (a timeout) or the socket closes fails; its outcome is then unknown.
 */
export function createWsApiRequests(prefix = 'request-') {
  let next = 1;
  const waiting = new Map<string, Waiting>();

  return {
    send(ws: WebSocket, method: string, params: WsApiParams, signal: AbortSignal): Promise<WsApiReply> {
      const id = `${prefix}${next++}`;
      return new Promise<WsApiReply>((resolve, reject) => {
        const onAbort = () => {
          waiting.delete(id);
          reject(signal.reason as Error);
        };
        signal.addEventListener('abort', onAbort, { once: true });
        const settle = () => {
          waiting.delete(id);
          signal.removeEventListener('abort', onAbort);
        };
        waiting.set(id, {
          resolve: (reply) => {
            settle();
            resolve(reply);
          },
          reject: (error) => {
            settle();
            reject(error);
          },
        });
        ws.send(JSON.stringify({ id, method, params }));
      });
    },
    /** Settles the request this message answers; false when it answers none of them. */
    answer(message: { readonly id?: unknown } & WsApiReply): boolean {
      if (typeof message.id !== 'string') return false;
      const request = waiting.get(message.id);
      if (!request) return false;
      request.resolve(message);
      return true;
    },
    /** The socket closed: every request still waiting fails with the reason. */
    failAll(reason: string): void {
      for (const request of [...waiting.values()]) request.reject(new WsApiSocketClosed(reason));
    },
    waiting: () => waiting.size,
  };
}

export type WsApiRequests = ReturnType<typeof createWsApiRequests>;
