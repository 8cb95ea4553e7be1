import { WebSocket } from 'ws';

/** Drops a socket now and resolves once it has closed (at once where there is none, or it is closed). */
export function closeSocket(ws: WebSocket | undefined): Promise<void> {
  if (!ws || ws.readyState === WebSocket.CLOSED) return Promise.resolve();
  return new Promise((resolve) => {
    ws.once('close', () => resolve());
    ws.terminate();
  });
}
