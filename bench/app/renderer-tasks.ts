import type { Browser, Page } from 'playwright-core';

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly dur?: number;
  readonly tdur?: number;
  readonly args?: { readonly name?: string };
}

/** One task of the renderer's main thread: its wall time, and the CPU time the thread spent in it (ms). */
export interface RendererTask {
  readonly wallMs: number;
  readonly cpuMs: number;
}

/**
 * The renderer main thread's tasks from a Chromium trace (µs → ms). A long task whose CPU time is small
 * was the machine starving the renderer, not the renderer working.
 */
export function rendererTasks(trace: Buffer): RendererTask[] {
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const main = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  return events
    .filter(
      (e) => e.name === 'RunTask' && e.ph === 'X' && main.some((m) => m.pid === e.pid && m.tid === e.tid),
    )
    .map((e) => ({ wallMs: (e.dur ?? 0) / 1000, cpuMs: (e.tdur ?? 0) / 1000 }));
}

/** Traces the page's timeline while `during` runs, and returns the renderer's main-thread tasks. */
export async function traceRendererTasks<T>(
  browser: Browser,
  page: Page,
  during: () => Promise<T>,
): Promise<{ result: T; tasks: RendererTask[] }> {
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  const result = await during();
  return { result, tasks: rendererTasks(await browser.stopTracing()) };
}
