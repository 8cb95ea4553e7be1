import type { Duplex } from 'node:stream';

/**
 * Frames sent on a socket in one turn of the event loop leave in one write: each write is a system
 * call, and on a busy machine one costs more than building the frame (an order's reports and its
 * answer; a market tick's streams). Returns what to call with the socket before each send.
 */
export function writesPerTurn(): (socket: Duplex) => void {
  const corked = new Set<Duplex>();
  const uncorkAll = () => {
    for (const socket of corked) socket.uncork();
    corked.clear();
  };
  return (socket) => {
    if (corked.has(socket)) return;
    if (corked.size === 0) process.nextTick(uncorkAll);
    corked.add(socket);
    socket.cork();
  };
}
