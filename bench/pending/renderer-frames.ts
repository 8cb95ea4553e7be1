import { pendingBench } from './pending-bench';

/**
 * Item 6, to build: Playwright/Chromium against the development host, 60 s of busy market with
 * ladder, chart and tape open; a PerformanceObserver for 'longtask' and rAF deltas for frame times.
 */
export const rendererFramesBench = pendingBench(
  '6',
  'Renderer long tasks / p95 frame',
  'no long task > 50 ms; p95 < 16.7 ms',
  'needs the renderer panels (ladder, chart, tape) and a busy-market generator in the paper venue.',
);
