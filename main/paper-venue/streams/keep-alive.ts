import type { WebSocket } from 'ws';

export interface KeepAliveOptions {
  /** The venue pings every 20 s. */
  readonly pingIntervalMs: number;
  /** A client that has not answered a ping within this time is dropped (1 min). */
  readonly pongTimeoutMs: number;
  /** Connections are closed after this age (24 h). */
  readonly maxAgeMs: number;
}

export const DEFAULT_KEEP_ALIVE: KeepAliveOptions = {
  pingIntervalMs: 20_000,
  pongTimeoutMs: 60_000,
  maxAgeMs: 24 * 60 * 60_000,
};

/** Pings the client, drops it when it stops answering and closes it at its maximum age. */
export function keepAlive(socket: WebSocket, options: KeepAliveOptions, onTick?: () => void): void {
  let unanswered: NodeJS.Timeout | undefined;
  const ping = setInterval(() => {
    onTick?.();
    if (socket.readyState !== socket.OPEN) return;
    socket.ping();
    unanswered ??= setTimeout(() => socket.terminate(), options.pongTimeoutMs);
  }, options.pingIntervalMs);
  const age = setTimeout(() => socket.close(1000, 'Maximum connection age reached'), options.maxAgeMs);
  socket.on('pong', () => {
    clearTimeout(unanswered);
    unanswered = undefined;
  });
  socket.once('close', () => {
    clearInterval(ping);
    clearTimeout(unanswered);
    clearTimeout(age);
  });
}
