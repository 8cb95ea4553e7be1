import { pendingBench } from './pending-bench';

/**
 * Item 7, to build: time from starting the development host to the app's ready marker; renderer
 * heap (performance.measureUserAgentSpecificMemory or CDP HeapProfiler) after 1 and 10 minutes of
 * busy market.
 */
export const startupMemoryBench = pendingBench(
  '7',
  'Start-up and renderer heap',
  'ready < 1.5 s; heap growth < 5 %',
  "needs the full app's ready marker and a busy market to run against.",
);
