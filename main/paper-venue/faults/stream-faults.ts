import type { StreamServer } from '../streams/stream-server';
import type { FaultState } from './fault-state';

/** Applies the stream faults (dropped depth events, periodic WebSocket drops); returns the stopper. */
export function applyStreamFaults(faults: FaultState, streams: StreamServer): () => void {
  let dropTimer: NodeJS.Timeout | undefined;
  faults.onChange((settings) => {
    for (const symbol of settings.dropDepthEvent ?? []) streams.feed.dropNextDepthEvent(symbol);
    if (settings.dropWebSocketEverySeconds === undefined) return;
    clearInterval(dropTimer);
    dropTimer = undefined;
    if (settings.dropWebSocketEverySeconds > 0) {
      dropTimer = setInterval(() => streams.dropConnections(), settings.dropWebSocketEverySeconds * 1000);
      dropTimer.unref();
    }
  });
  return () => clearInterval(dropTimer);
}
