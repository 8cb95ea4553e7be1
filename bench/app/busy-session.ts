import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Page } from 'playwright-core';
import { launchBenchChromium, openApp } from './browser';
import { startBenchDevHost } from './dev-host';
import { traceRendererTasks, type RendererTask } from './renderer-tasks';

/** What one run of the app under the busy market gives items 5, 6 and 7. */
export interface BusySession {
  /** ms from spawning the dev host to its printed URL, and to the page's ready marker. */
  readonly hostReadyMs: number;
  readonly appReadyMs: number;
  readonly measureMs: number;
  /** Per painted book frame: paint − venue event time, and paint − main's frame cut (ms). */
  readonly eventToPaint: number[];
  readonly frameToPaint: number[];
  /** Durations of every long task (> 50 ms by the API's definition) in the measuring window. */
  readonly longTasks: number[];
  /** requestAnimationFrame deltas in the measuring window (ms). */
  readonly frameTimes: number[];
  /** The renderer main thread's tasks in the measuring window, from a trace: wall and CPU ms. */
  readonly tasks: RendererTask[];
  /** Panels on screen while measuring, by heading. */
  readonly panels: string[];
  /** Renderer JS heap in use after a forced GC, at each reading (minutes of busy market → bytes). */
  readonly heap: { readonly minutes: number; readonly bytes: number; readonly mainRss: number }[];
}

/** renderer/src/panels/depth-ladder/frame-painted-event.ts (a web-project file, not importable here). */
const framePaintedEvent = 'tt:book-frame-painted';

/** The page's globals these evaluations use; the bench is type-checked without the DOM library. */
interface PageGlobals {
  benchSampling: { samples: PageSamples; running: boolean };
  addEventListener(name: string, listener: (event: { detail: unknown }) => void): void;
  requestAnimationFrame(callback: (time: number) => void): void;
  document: {
    querySelectorAll(selector: string): Iterable<{
      textContent: string | null;
      parentElement: { checkVisibility(): boolean } | null;
    }>;
  };
}

interface PageSamples {
  eventToPaint: number[];
  frameToPaint: number[];
  longTasks: number[];
  frameTimes: number[];
}

async function startSampling(page: Page): Promise<void> {
  // tsx keeps function names with a `__name` helper the page does not have.
  await page.evaluate('globalThis.__name ??= (fn) => fn');
  await page.evaluate((eventName) => {
    const win = globalThis as unknown as PageGlobals;
    const samples: PageSamples = { eventToPaint: [], frameToPaint: [], longTasks: [], frameTimes: [] };
    const state = { samples, running: true };
    win.benchSampling = state;
    win.addEventListener(eventName, (event) => {
      if (!state.running) return;
      const { eventTime, frameTime, paintedAt } = event.detail as {
        eventTime: number;
        frameTime: number;
        paintedAt: number;
      };
      // A frame of the snapshot alone (a watch's first, before any diff) has no venue event time.
      if (eventTime > 0) samples.eventToPaint.push(paintedAt - eventTime);
      samples.frameToPaint.push(paintedAt - frameTime);
    });
    new PerformanceObserver((list) => {
      if (state.running) for (const entry of list.getEntries()) samples.longTasks.push(entry.duration);
      // Chromium's Long Tasks API; Node's entry types lack it.
    }).observe({ type: 'longtask' as never });
    let last: number | undefined;
    const onFrame = (time: number) => {
      if (!state.running) return;
      if (last !== undefined) samples.frameTimes.push(time - last);
      last = time;
      win.requestAnimationFrame(onFrame);
    };
    win.requestAnimationFrame(onFrame);
  }, framePaintedEvent);
}

function stopSampling(page: Page): Promise<PageSamples> {
  return page.evaluate(() => {
    const state = (globalThis as unknown as PageGlobals).benchSampling;
    state.running = false;
    return state.samples;
  });
}

async function heapInUse(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize;
}

/**
 * Starts the dev host on the busy simulated market with Chromium already up, opens the default
 * workspace (ladder, candles, tape among its panels), samples `measureMs`, then reads the heap at
 * `heapMinutes` of busy market (counted from the ready marker).
 */
async function runBusySession(measureMs: number, heapMinutes: readonly number[]): Promise<BusySession> {
  const browser = await launchBenchChromium();
  const host = await startBenchDevHost('busy');
  try {
    const page = await openApp(browser, host.url);
    const appReadyMs = performance.now() - host.spawnedAt;
    const readyAt = performance.now();
    await page
      .getByRole('region', { name: 'Order book ladder' })
      .getByRole('table', { name: 'Bids' })
      .waitFor({ timeout: 30_000 });
    const panels = await page.evaluate(() =>
      [...(globalThis as unknown as PageGlobals).document.querySelectorAll('section.panel h2')]
        .filter((heading) => heading.parentElement?.checkVisibility() === true)
        .map((heading) => heading.textContent ?? ''),
    );
    const { result: samples, tasks } = await traceRendererTasks(browser, page, async () => {
      await startSampling(page);
      await sleep(measureMs);
      return stopSampling(page);
    });
    const heap: { minutes: number; bytes: number; mainRss: number }[] = [];
    for (const minutes of heapMinutes) {
      const due = readyAt + minutes * 60_000 - performance.now();
      if (due > 0) await sleep(due);
      heap.push({ minutes, bytes: await heapInUse(page), mainRss: host.rssBytes() });
    }
    return {
      hostReadyMs: host.readyAt - host.spawnedAt,
      appReadyMs,
      measureMs,
      panels,
      heap,
      tasks,
      ...samples,
    };
  } finally {
    await browser.close();
    await host.stop();
  }
}

let session: Promise<BusySession> | undefined;

/** One busy-market session shared by items 5, 6 and 7 in a run (the first caller's options win). */
export function busySession(options: {
  quick: boolean;
  long: boolean;
  busyMinutes?: number;
}): Promise<BusySession> {
  const measureMs = options.quick ? 15_000 : 60_000;
  const last = options.busyMinutes ?? (options.quick ? 0.5 : options.long ? 10 : 2);
  const first = Math.min(options.quick ? 0.25 : 1, last / 2);
  const heapMinutes = [first, last];
  session ??= runBusySession(measureMs, heapMinutes);
  return session;
}
