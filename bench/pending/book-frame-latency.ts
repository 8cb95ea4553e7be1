import { pendingBench } from './pending-bench';

/**
 * Item 5, to build: stamp each depth event at the venue's emit, carry the stamp through the market
 * service and IPC, and read it in the ladder's paint (requestAnimationFrame after commit) under the
 * busy market; p50/p99 in ms against the frame interval.
 */
export const bookFrameLatencyBench = pendingBench(
  '5',
  'Book frame latency, ms',
  'p99 < frame + 16 ms',
  "needs the venue's depth stream, the market service (shared/market/book) and the ladder in the renderer.",
);
