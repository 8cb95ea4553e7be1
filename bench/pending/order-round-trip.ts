import { pendingBench } from './pending-bench';

/**
 * Item 4, to build: drive the order form's submit (renderer) → IPC → main's spot client → the paper
 * venue over loopback → acknowledgement, 1,000 orders; p50/p99 in ms. Peer: the bare HTTP request
 * (node:http POST of the same signed body to the same venue) in the same run.
 */
export const orderRoundTripBench = pendingBench(
  '4',
  'Order round trip, ms',
  'p99 < 10 ms',
  'needs the order form wired through IPC to the paper venue (venue HTTP order routes are being wired now).',
);
