import type { Page } from 'playwright-core';
import { bridgePath } from '@shared/ipc/bridge-protocol';

export interface UiRoundTrips {
  /** ms from the order form's `tt:orders:place` leaving the page to its answer reaching it, one per order. */
  readonly latencies: number[];
  readonly refusals: string[];
  /**
   * ms of a call main's router refuses at once (a channel not in the contract), one halfway between
   * two orders on the same socket: the page → bridge → router → page trip with nothing behind it, the
   * floor under each order's figure, in the same page under the same load.
   */
  readonly bridgeOnly: number[];
  /** ms from the Buy button's click to the answer reaching the page (the form's own checks and call included), one per order. */
  readonly fromClick: number[];
}

/** renderer/src/api/awaited-answers.ts (a web-project file, not importable here). */
const callAnsweredEvent = 'tt:call-answered';

interface CallAnswered {
  readonly channel: string;
  readonly ms: number;
  readonly ok: boolean;
}

interface PageElement {
  readonly disabled: boolean;
  readonly textContent: string | null;
  click(): void;
  querySelector(selector: string): PageElement | null;
}

/** The page's globals `placeFromForm` uses; the bench is type-checked without the DOM library. */
interface FormPage {
  readonly document: { querySelectorAll(selector: string): Iterable<PageElement> };
  addEventListener(name: string, listener: (event: { readonly detail: CallAnswered }) => void): void;
}

/** A channel the contract does not have: main's router answers it at once with `unknown-channel`. */
const bridgeOnlyChannel = 'tt:bench:nothing';

/** The app's order form on BTCUSDT, set to a LIMIT IOC buy of `size` at `price`, with no confirmation asked. */
export async function setUpOrderForm(page: Page, price: string, size: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Settings', exact: true }).click();
  await page.getByLabel('Confirm single orders').uncheck();
  // Settings opened over the chart; the chart comes forward again, as on a trader's screen.
  await page.locator('.dv-tab', { hasText: /^Chart/ }).click();
  const entry = page.getByRole('region', { name: 'Order entry' }).last();
  await entry.getByLabel('Trading symbol').selectOption('BTCUSDT');
  await entry.getByRole('tab', { name: 'Order', exact: true }).click();
  await entry.getByLabel('Order type').selectOption('LIMIT');
  await entry.getByLabel('Time in force').selectOption('IOC');
  await entry.getByLabel('Price', { exact: true }).fill(price);
  await entry.getByLabel('Size', { exact: true }).fill(size);
  await entry.getByRole('button', { name: 'Buy BTC' }).waitFor();
}

/**
 * Places `count` orders from the app's order form (set up by `setUpOrderForm`), one click of its Buy
 * button at a time, each at least `spacingMs` after the previous one started so the venue's ORDERS
 * limit (100 per 10 s) never refuses one. Each figure is the app's own timing of its call
 * (`tt:call-answered`: from the form's `tt:orders:place` leaving the page to its answer reaching it),
 * so it includes whatever the page draws meanwhile. Halfway between two orders, on a socket of the
 * bench's own with the page's token (it takes no pushed events), a call main refuses at once
 * (`bridgeOnly`).
 */
export function placeFromForm(
  page: Page,
  token: string,
  count: number,
  spacingMs: number,
): Promise<UiRoundTrips> {
  return page.evaluate(
    async ({ path, token, count, spacingMs, bridgeOnlyChannel, answeredEvent }) => {
      const { origin } = (globalThis as unknown as { location: { origin: string } }).location;
      const ws = new WebSocket(`${origin.replace(/^http/, 'ws')}${path}?token=${token}&events=none`);
      await new Promise((resolve, reject) => {
        ws.onopen = resolve;
        ws.onerror = () => reject(new Error('bridge refused the bench socket'));
      });
      let refused: ((message: { response: { ok: boolean } }) => void) | undefined;
      ws.onmessage = (event) => refused?.(JSON.parse(String(event.data)) as { response: { ok: boolean } });
      const win = globalThis as unknown as FormPage;
      const form = [...win.document.querySelectorAll('form[aria-label="Spot order"]')].at(-1);
      const button = form?.querySelector('button[type="submit"]');
      if (!form || !button) throw new Error('no order form on the page');
      let answered: ((detail: CallAnswered) => void) | undefined;
      win.addEventListener(answeredEvent, (event) => {
        if (event.detail.channel === 'tt:orders:place') answered?.(event.detail);
      });
      const latencies: number[] = [];
      const refusals: string[] = [];
      const bridgeOnly: number[] = [];
      const fromClick: number[] = [];
      for (let n = 0; n < count; n += 1) {
        const start = performance.now();
        // The form's button is disabled until the last answer is drawn.
        while (button.disabled) {
          if (performance.now() - start > 5_000) throw new Error('the order form stayed disabled');
          await new Promise((resolve) => setTimeout(resolve, 1));
        }
        const answer = new Promise<CallAnswered>((resolve) => (answered = resolve));
        const clicked = performance.now();
        button.click();
        const { ms, ok } = await answer;
        if (ok) {
          latencies.push(ms);
          fromClick.push(performance.now() - clicked);
        } else refusals.push(form.querySelector('[aria-label="Order error"]')?.textContent ?? 'refused');
        const half = start + spacingMs / 2 - performance.now();
        if (half > 0) await new Promise((resolve) => setTimeout(resolve, half));
        const sent = performance.now();
        const floor = new Promise<{ response: { ok: boolean } }>((resolve) => (refused = resolve));
        ws.send(JSON.stringify({ type: 'invoke', id: n + 1, channel: bridgeOnlyChannel, args: {} }));
        const { response } = await floor;
        if (response.ok)
          throw new Error(`${bridgeOnlyChannel} was answered: the bench needs a channel main refuses`);
        bridgeOnly.push(performance.now() - sent);
        const rest = start + spacingMs - performance.now();
        if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
      }
      ws.close();
      return { latencies, refusals, bridgeOnly, fromClick };
    },
    { path: bridgePath, token, count, spacingMs, bridgeOnlyChannel, answeredEvent: callAnsweredEvent },
  );
}
