import type { Bench, Figure } from '../harness/figure';
import { measured } from '../harness/figure';
import { roundStats } from '../harness/stats';
import { busySession } from './busy-session';

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

/** Item 7: dev host start to the ready marker; renderer heap growth under the busy market. */
export const startupMemoryBench: Bench = {
  id: '7',
  title: 'Start-up and renderer heap',
  async run(options): Promise<Figure[]> {
    const session = await busySession(options);
    const [first, last] = session.heap;
    if (!first || !last) throw new Error('the session took fewer than two heap readings');
    const growth = ((last.bytes - first.bytes) / first.bytes) * 100;
    const rssGrowth = ((last.mainRss - first.mainRss) / first.mainRss) * 100;
    return [
      measured({
        id: '7',
        title: 'Start-up: dev host spawn → ready marker, ms',
        ours: {
          name: 'app',
          unit: 'ms',
          stats: roundStats([session.appReadyMs]),
          display: `${session.appReadyMs.toFixed(0)} ms`,
        },
        peer: { name: 'goal', unit: 'ms', stats: roundStats([1500]), display: '< 1500 ms' },
        ratio: session.appReadyMs,
        goal: { text: 'ready < 1.5 s', ratioUnit: ' ms', met: (value) => value < 1500 },
        notes: [
          `One start on a fresh data directory, Chromium already running: ${session.hostReadyMs.toFixed(0)} ms until the dev host printed its URL (Node loading the built host, keyring, paper venue, profile, market), then ${(session.appReadyMs - session.hostReadyMs).toFixed(0)} ms for the page to load and reach [data-app-state="ready"].`,
        ],
      }),
      measured({
        id: '7',
        title: `Renderer heap growth, ${first.minutes} → ${last.minutes} min busy`,
        ours: {
          name: 'heap',
          unit: '%',
          stats: roundStats([growth]),
          display: `${mib(first.bytes)} → ${mib(last.bytes)} (${growth >= 0 ? '+' : ''}${growth.toFixed(1)} %)`,
        },
        peer: { name: 'goal', unit: '%', stats: roundStats([5]), display: '< 5 % growth' },
        ratio: growth,
        goal: { text: 'heap growth < 5 %', ratioUnit: ' %', met: (value) => value < 5 },
        notes: [
          `JS heap in use after a forced GC (CDP HeapProfiler.collectGarbage, Runtime.getHeapUsage) at ${session.heap.map((reading) => `${reading.minutes} min`).join(' and ')} of busy market after the ready marker; ${last.minutes < 10 ? 'the 10-minute reading needs --long or --busy-minutes=10.' : 'a long run.'}`,
        ],
      }),
      measured({
        id: '7',
        title: `Main's RSS growth (dev host), ${first.minutes} → ${last.minutes} min busy`,
        ours: {
          name: 'main RSS',
          unit: '%',
          stats: roundStats([rssGrowth]),
          display: `${mib(first.mainRss)} → ${mib(last.mainRss)} (${rssGrowth >= 0 ? '+' : ''}${rssGrowth.toFixed(1)} %)`,
        },
        peer: { name: 'goal', unit: '%', stats: roundStats([10]), display: '< 10 % growth' },
        ratio: rssGrowth,
        goal: { text: 'RSS growth < 10 %', ratioUnit: ' %', met: (value) => value < 10 },
        notes: [
          `Resident set of the dev host process (main: services, bridge and the embedded paper venue with its busy simulated market), no forced GC, read beside the renderer heap; RSS also holds pages the allocator keeps, hence a wider limit than the heap's.`,
        ],
      }),
    ];
  },
};
