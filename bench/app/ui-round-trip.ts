import type { Page } from 'playwright-core';
import { bridgePath } from '@shared/ipc/bridge-protocol';

export interface UiRoundTrips {
  /** ms from the page sending `tt:orders:place` to the page receiving its result, one per order. */
  readonly latencies: number[];
  readonly refusals: string[];
  /**
   * ms of a call main's router refuses at once (a channel not in the contract), one halfway between
   * two orders on the same socket: the page → bridge → router → page trip with nothing behind it, the
   * floor under each order's figure, in the same page under the same load.
   */
  readonly bridgeOnly: number[];
}

/** A channel the contract does not have: main's router answers it at once with `unknown-channel`. */
const bridgeOnlyChannel = 'tt:bench:nothing';

/**
 * Places `count` orders from the app's page through the same contract the order form calls
 * (`tt:orders:place` over the dev host's bridge, a socket of its own with the page's token that takes
 * no pushed events: the app's own socket takes them, as in Electron the page gets each once), one at a
 * time, each at least `spacingMs` after the previous one started so the venue's ORDERS limit (100 per
 * 10 s) never refuses one, and halfway between two orders a call main refuses at once (`bridgeOnly`).
 * Timed in the page with performance.now().
 */
export function placeFromPage(
  page: Page,
  token: string,
  order: Record<string, string>,
  count: number,
  spacingMs: number,
): Promise<UiRoundTrips> {
  return page.evaluate(
    async ({ path, token, order, count, spacingMs, bridgeOnlyChannel }) => {
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
      const bridgeOnly: number[] = [];
      let id = 0;
      for (let n = 0; n < count; n += 1) {
        const start = performance.now();
        // The order, then halfway to the next one the call main refuses at once (no named helpers:
        // tsx would wrap them in a `__name` the page does not have).
        for (const [channel, args, sendAt] of [
          ['tt:orders:place', { order }, start],
          [bridgeOnlyChannel, {}, start + spacingMs / 2],
        ] as const) {
          const wait = sendAt - performance.now();
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
          id += 1;
          const sent = performance.now();
          const done = new Promise<{ response: { ok: boolean; error?: unknown } }>((resolve) =>
            waiting.set(id, resolve),
          );
          ws.send(JSON.stringify({ type: 'invoke', id, channel, args }));
          const { response } = await done;
          const elapsed = performance.now() - sent;
          waiting.delete(id);
          if (channel === bridgeOnlyChannel) {
            if (response.ok)
              throw new Error(`${channel} was answered: the bench needs a channel main refuses`);
            bridgeOnly.push(elapsed);
          } else if (response.ok) latencies.push(elapsed);
          else refusals.push(JSON.stringify(response.error));
        }
        const rest = start + spacingMs - performance.now();
        if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
      }
      ws.close();
      return { latencies, refusals, bridgeOnly };
    },
    { path: bridgePath, token, order, count, spacingMs, bridgeOnlyChannel },
  );
}
