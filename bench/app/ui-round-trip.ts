import type { Page } from 'playwright-core';
import { bridgePath } from '@shared/ipc/bridge-protocol';

export interface UiRoundTrips {
  /** ms from the page sending `tt:orders:place` to the page receiving its result, one per order. */
  readonly latencies: number[];
  readonly refusals: string[];
}

/**
 * Places `count` orders from the app's page through the same contract the order form calls
 * (`tt:orders:place` over the dev host's bridge, a socket of its own with the page's token that takes
 * no pushed events: the app's own socket takes them, as in Electron the page gets each once), one at a
 * time, each at least `spacingMs` after the previous one started so the venue's ORDERS limit (100 per
 * 10 s) never refuses one. Timed in the page with performance.now().
 */
export function placeFromPage(
  page: Page,
  token: string,
  order: Record<string, string>,
  count: number,
  spacingMs: number,
): Promise<UiRoundTrips> {
  return page.evaluate(
    async ({ path, token, order, count, spacingMs }) => {
      const { origin } = (globalThis as unknown as { location: { origin: string } }).location;
      const ws = new WebSocket(`${origin.replace(/^http/, 'ws')}${path}?token=${token}&events=none`);
      await new Promise((resolve, reject) => {
        ws.onopen = resolve;
        ws.onerror = () => reject(new Error('bridge refused the bench socket'));
      });
      const waiting = new Map<number, (message: { response: { ok: boolean; error?: unknown } }) => void>();
      ws.onmessage = (event) => {
        const message = JSON.parse(String(event.data)) as {
          type: string;
          id: number;
          response: { ok: boolean; error?: unknown };
        };
        if (message.type === 'result') waiting.get(message.id)?.(message);
      };
      const latencies: number[] = [];
      const refusals: string[] = [];
      for (let id = 1; id <= count; id += 1) {
        const start = performance.now();
        const done = new Promise<{ response: { ok: boolean; error?: unknown } }>((resolve) =>
          waiting.set(id, resolve),
        );
        ws.send(JSON.stringify({ type: 'invoke', id, channel: 'tt:orders:place', args: { order } }));
        const { response } = await done;
        const elapsed = performance.now() - start;
        waiting.delete(id);
        if (response.ok) latencies.push(elapsed);
        else refusals.push(JSON.stringify(response.error));
        const rest = start + spacingMs - performance.now();
        if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
      }
      ws.close();
      return { latencies, refusals };
    },
    { path: bridgePath, token, order, count, spacingMs },
  );
}
