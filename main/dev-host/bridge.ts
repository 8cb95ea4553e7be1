import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { bridgePath, type BridgeClientMessage, type BridgeServerMessage } from '@shared/ipc/bridge-protocol';
import type { IpcRouter } from '../ipc/router';
import { writesPerTurn } from '../paper-venue/streams/writes-per-turn';

export interface BridgeOptions {
  readonly server: Server;
  readonly token: string;
  /** The dev host's own origin: a page from anywhere else is refused even with the token. */
  readonly origin: () => string;
  readonly router: () => IpcRouter | undefined;
  /** A bridge client went away: its session ends. */
  readonly onSessionEnd?: (sessionId: string) => void;
}

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The contract over a WebSocket on the dev host's loopback port. A client must present the per-launch
 * token and come from the dev host's own origin, or the upgrade is refused with 401/403.
 */
export function attachBridge(options: BridgeOptions) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1 << 20 });
  /** Each client with the TCP socket under it, and whether it takes the pushed events. */
  const clients = new Map<WebSocket, { readonly socket: Duplex; readonly events: boolean }>();
  let sessions = 0;

  const oneWritePerTurn = writesPerTurn();
  const sendText = (ws: WebSocket, text: string) => {
    if (ws.readyState !== ws.OPEN) return;
    const socket = clients.get(ws)?.socket;
    if (socket) oneWritePerTurn(socket);
    ws.send(text);
  };

  const refuse = (socket: Duplex, status: number, reason: string) => {
    socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  };

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://host.invalid');
    if (url.pathname !== bridgePath) return refuse(socket, 404, 'Not Found');
    if (!sameToken(url.searchParams.get('token') ?? '', options.token)) {
      return refuse(socket, 401, 'Unauthorized');
    }
    if (req.headers.origin !== options.origin()) return refuse(socket, 403, 'Forbidden');
    wss.handleUpgrade(req, socket, head, (ws) => {
      const sessionId = `bridge-${++sessions}`;
      // `events=none`: a client that only calls (a script, the bench) is not sent every push.
      clients.set(ws, { socket, events: url.searchParams.get('events') !== 'none' });
      ws.on('close', () => {
        clients.delete(ws);
        options.onSessionEnd?.(sessionId);
      });
      ws.on('message', (data) => void onMessage(ws, sessionId, data.toString()));
    });
  };

  const send = (ws: WebSocket, message: BridgeServerMessage) => sendText(ws, JSON.stringify(message));

  const onMessage = async (ws: WebSocket, sessionId: string, text: string) => {
    let message: BridgeClientMessage;
    try {
      message = JSON.parse(text) as BridgeClientMessage;
    } catch {
      return ws.close(1003, 'Bridge messages are JSON');
    }
    if (message?.type !== 'invoke' || typeof message.id !== 'number')
      return ws.close(1003, 'Unknown message');
    const router = options.router();
    const response = router
      ? await router.dispatch(message.channel, message.args, {
          trusted: true,
          description: 'dev-host bridge client',
          sessionId,
        })
      : {
          ok: false as const,
          error: { kind: 'internal' as const, message: 'The terminal is still starting.' },
        };
    send(ws, { type: 'result', id: message.id, response });
  };

  options.server.on('upgrade', onUpgrade);
  return {
    broadcast(name: string, payload: unknown) {
      if (clients.size === 0) return;
      const text = JSON.stringify({ type: 'event', name, payload } satisfies BridgeServerMessage);
      for (const [ws, client] of clients) if (client.events) sendText(ws, text);
    },
    close() {
      options.server.off('upgrade', onUpgrade);
      for (const ws of clients.keys()) ws.terminate();
      wss.close();
    },
  };
}
