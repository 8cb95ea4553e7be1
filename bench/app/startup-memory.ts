import type { Figure } from '../harness/figure';
import { measured } from '../harness/figure';
import { roundStats } from '../harness/stats';
import { busySessionBench } from './busy-session-bench';

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

/** A figure of how much a size in bytes grew between two readings, beside its limit in percent. */
function growthFigure(figure: {
  title: string;
  name: string;
  what: string;
  from: number;
  to: number;
  limitPercent: number;
  note: string;
}): Figure {
  const growth = ((figure.to - figure.from) / figure.from) * 100;
  return measured({
    id: '7',
    title: figure.title,
    ours: {
      name: figure.name,
      unit: '%',
      stats: roundStats([growth]),
      display: `${mib(figure.from)} → ${mib(figure.to)} (${growth >= 0 ? '+' : ''}${growth.toFixed(1)} %)`,
    },
    peer: {
      name: 'goal',
      unit: '%',
      stats: roundStats([figure.limitPercent]),
      display: `< ${figure.limitPercent} % growth`,
    },
    ratio: growth,
    goal: {
      text: `${figure.what} growth < ${figure.limitPercent} %`,
      ratioUnit: ' %',
      met: (value) => value < figure.limitPercent,
    },
    notes: [figure.note],
  });
}

/** Item 7: dev host start to the ready marker; renderer heap growth under the busy market. */
export const startupMemoryBench = busySessionBench('7', 'Start-up and renderer heap', (session) => {
  const [first, last] = session.heap;
  if (!first || !last) throw new Error('the session took fewer than two heap readings');
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
    growthFigure({
      title: `Renderer heap growth, ${first.minutes} → ${last.minutes} min busy`,
      name: 'heap',
      what: 'heap',
      from: first.bytes,
      to: last.bytes,
      limitPercent: 5,
      note: `JS heap in use after a forced GC (CDP HeapProfiler.collectGarbage, Runtime.getHeapUsage) at ${session.heap.map((reading) => `${reading.minutes} min`).join(' and ')} of busy market after the ready marker; ${last.minutes < 10 ? 'the 10-minute reading needs --long or --busy-minutes=10.' : 'a long run.'}`,
    }),
    growthFigure({
      title: `Main's RSS growth (dev host), ${first.minutes} → ${last.minutes} min busy`,
      name: 'main RSS',
      what: 'RSS',
      from: first.mainRss,
      to: last.mainRss,
      limitPercent: 10,
      note: `Resident set of the dev host process (main: services, bridge and the embedded paper venue with its busy simulated market), no forced GC, read beside the renderer heap; RSS also holds pages the allocator keeps, hence a wider limit than the heap's.`,
    }),
  ];
});
