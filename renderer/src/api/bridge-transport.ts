import { bridgePath, type BridgeServerMessage } from '@shared/ipc/bridge-protocol';
import type { IpcResponse } from '@shared/ipc/errors';
import type { IpcTransport } from '@shared/ipc/terminal-api';

/**
 * The dev host's side of the contract: a WebSocket to the page's own origin, authenticated by the
 * per-launch token. Requests made while it connects wait; a dropped bridge fails them with the reason.
 */
export function createBridgeTransport(origin: string, token: string): IpcTransport {
  const url = `${origin.replace(/^http/, 'ws')}${bridgePath}?token=${encodeURIComponent(token)}`;
  const pending = new Map<number, (response: IpcResponse<unknown>) => void>();
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  let nextId = 1;
  let socket: WebSocket | undefined;
  let opened: Promise<WebSocket> | undefined;

  const failAll = (message: string) => {
    for (const resolve of pending.values()) resolve({ ok: false, error: { kind: 'network', message } });
    pending.clear();
  };

  const connect = () =>
    (opened ??= new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(url);
      ws.onopen = () => {
        socket = ws;
        resolve(ws);
      };
      ws.onmessage = (event) => {
        const message = JSON.parse(String(event.data)) as BridgeServerMessage;
        if (message.type === 'result') {
          pending.get(message.id)?.(message.response);
          pending.delete(message.id);
        } else {
          for (const listener of listeners.get(message.name) ?? []) listener(message.payload);
        }
      };
      ws.onclose = (event) => {
        socket = undefined;
        opened = undefined;
        failAll(`Lost the connection to the development host (code ${event.code}).`);
        reject(new Error('Could not connect to the development host.'));
      };
    }));

  return {
    async invoke(channel, args) {
      let ws: WebSocket;
      try {
        ws = socket ?? (await connect());
      } catch (error) {
        return { ok: false, error: { kind: 'network', message: (error as Error).message } };
      }
      const id = nextId++;
      return new Promise((resolve) => {
        pending.set(id, resolve);
        ws.send(JSON.stringify({ type: 'invoke', id, channel, args }));
      });
    },
    subscribe(name, listener) {
      const set = listeners.get(name) ?? new Set();
      listeners.set(name, set);
      const wrapped = listener as (payload: unknown) => void;
      set.add(wrapped);
      void connect().catch(() => undefined);
      return () => set.delete(wrapped);
    },
  };
}
