import type { Page } from 'playwright-core';
import { bridgePath } from '@shared/ipc/bridge-protocol';

export interface LadderMoves {
  /** ms from the page receiving the move's answer (the venue's acknowledgement, through main) to the
   * paint of the ladder's first render showing the order at its new level, one per move. */
  readonly ackToShown: number[];
  /** ms from the page sending `tt:orders:move` to the ladder showing the order at its new level. */
  readonly sendToShown: number[];
  /**
   * Per move, the animation frames that began between its answer and the paint that showed it, less
   * one: 0 when the first frame after the answer showed it (or it was shown before the answer).
   */
  readonly framesLate: number[];
  readonly refusals: string[];
  /** The level a move's order was not shown at within `SHOWN_WITHIN_MS` (the run stops there), if any. */
  readonly notShownAt: string | null;
}

/** The ladder's window events once a change of the trader's orders, or a book frame, is painted. */
const ordersPaintedEvent = 'tt:ladder-orders-painted';
const framePaintedEvent = 'tt:book-frame-painted';

/** A move not shown by then ends the run: the market has taken its level out of the ladder's view. */
const SHOWN_WITHIN_MS = 5_000;

/**
 * Places one limit buy deep in the ladder's bids and moves it `count` times between its 7th and 13th
 * bids as shown at each move, through the contract call a ladder drag makes (`tt:orders:move` over the
 * dev host's bridge, a socket of its own with the page's token). Times in the page when the answer
 * arrives and when the ladder's own mark for the order at the new price is painted: a MutationObserver
 * on the ladder finds the first DOM commit that shows it, and the ladder's after-paint events say when
 * that render was painted (`tt:ladder-orders-painted` for a change of the trader's orders,
 * `tt:book-frame-painted` for a book frame: the mark can come with the frame that brings its level into
 * view). Moves are spaced so the venue's ORDERS limit never refuses one.
 */
export async function moveOnLadder(
  page: Page,
  token: string,
  count: number,
  spacingMs: number,
): Promise<LadderMoves> {
  // tsx keeps function names with a helper (__name) the page does not have.
  await page.evaluate('globalThis.__name = (fn) => fn');
  return page.evaluate(
    async ({ path, token, count, spacingMs, shownWithinMs, paintedEvents }) => {
      interface Node {
        textContent: string | null;
        getAttribute(name: string): string | null;
        querySelector(selector: string): Node | null;
        querySelectorAll(selector: string): Iterable<Node>;
      }
      type Observer = { observe(node: Node, options: object): void; disconnect(): void };
      type PaintedListener = (event: { detail: { paintedAt: number } }) => void;
      const page = globalThis as unknown as {
        document: Node;
        MutationObserver: new (callback: () => void) => Observer;
        addEventListener(name: string, listener: PaintedListener): void;
        removeEventListener(name: string, listener: PaintedListener): void;
        requestAnimationFrame(callback: () => void): number;
      };
      // When each animation frame's callbacks ran, to tell the first frame after an answer from later ones.
      const frameTimes: number[] = [];
      let counting = true;
      const onFrame = () => {
        frameTimes.push(performance.now());
        if (counting) page.requestAnimationFrame(onFrame);
      };
      page.requestAnimationFrame(onFrame);
      const framesBetween = (from: number, to: number) =>
        frameTimes.filter((time) => time > from && time < to).length;
      /**
       * The paint of the first render committed at or after `committedAt` (performance.now()): one that
       * changed the trader's orders, or a book frame's, when the order's level came into view with it.
       */
      const paintedAfter = (committedAt: number) =>
        new Promise<number>((resolve) => {
          const stop = () => {
            for (const name of paintedEvents) page.removeEventListener(name, listener);
            clearTimeout(timer);
          };
          const listener: PaintedListener = ({ detail }) => {
            const at = detail.paintedAt - performance.timeOrigin;
            if (at < committedAt) return;
            stop();
            resolve(at);
          };
          const timer = setTimeout(() => {
            stop();
            resolve(Number.NaN);
          }, shownWithinMs);
          for (const name of paintedEvents) page.addEventListener(name, listener);
        });
      const doc = page.document;
      const { origin } = (globalThis as unknown as { location: { origin: string } }).location;
      const ladder = doc.querySelector('section.ladder-panel');
      if (!ladder) throw new Error('no ladder on the page');
      const bidPrices = () =>
        [...ladder.querySelectorAll('table.ladder-bids td.ladder-price button')].map(
          (b) => b.textContent ?? '',
        );
      const ws = new WebSocket(`${origin.replace(/^http/, 'ws')}${path}?token=${token}&events=none`);
      await new Promise((resolve, reject) => {
        ws.onopen = resolve;
        ws.onerror = () => reject(new Error('bridge refused the bench socket'));
      });
      type Response = { ok: boolean; value?: { order?: { clientOrderId: string } | null }; error?: unknown };
      const waiting = new Map<number, (response: Response) => void>();
      ws.onmessage = (event) => {
        const message = JSON.parse(String(event.data)) as { type: string; id: number; response: Response };
        if (message.type === 'result') waiting.get(message.id)?.(message.response);
      };
      let nextId = 1;
      const invoke = (channel: string, args: unknown) => {
        const id = nextId++;
        const done = new Promise<Response>((resolve) => waiting.set(id, resolve));
        ws.send(JSON.stringify({ type: 'invoke', id, channel, args }));
        return done;
      };
      /** Resolves with performance.now() once the ladder marks an order at `shown`; NaN if it does not in time. */
      const shownAt = (shown: string) =>
        new Promise<number>((resolve) => {
          const has = () =>
            [...ladder.querySelectorAll('.mine-mark')].some((mark) =>
              (mark.getAttribute('aria-label') ?? '').includes(` at ${shown}`),
            );
          if (has()) return resolve(performance.now());
          const observer = new page.MutationObserver(() => {
            if (!has()) return;
            observer.disconnect();
            clearTimeout(timer);
            resolve(performance.now());
          });
          const timer = setTimeout(() => {
            observer.disconnect();
            resolve(Number.NaN);
          }, shownWithinMs);
          observer.observe(ladder, { subtree: true, childList: true, characterData: true, attributes: true });
        });
      const plain = (shown: string) => shown.replace(/,/g, '');

      /** The ladder's nth bid now (0 = best), as shown. */
      const bidAt = (n: number) => {
        const price = bidPrices()[n];
        if (!price) throw new Error('the ladder shows too few bids');
        return price;
      };
      let restingAt = bidAt(6);
      const placed = await invoke('tt:orders:place', {
        order: {
          symbol: 'BTCUSDT',
          side: 'BUY',
          type: 'LIMIT',
          timeInForce: 'GTC',
          quantity: '0.00100',
          price: plain(restingAt),
        },
      });
      if (!placed.ok) throw new Error(`the order was refused: ${JSON.stringify(placed.error)}`);
      let clientOrderId = (placed.value as unknown as { clientOrderId: string }).clientOrderId;
      await shownAt(restingAt);

      const ackToShown: number[] = [];
      const sendToShown: number[] = [];
      const framesLate: number[] = [];
      const refusals: string[] = [];
      let notShownAt: string | null = null;
      for (let move = 0; move < count; move += 1) {
        // Between the 7th and the 13th bid as the ladder shows them now, so the market's drift neither
        // fills the order nor takes its level out of view.
        const deep = move % 2 === 0;
        let to = bidAt(deep ? 12 : 6);
        if (to === restingAt) to = bidAt(deep ? 11 : 7);
        restingAt = to;
        const start = performance.now();
        const shown = shownAt(to);
        const response = await invoke('tt:orders:move', {
          order: { symbol: 'BTCUSDT', clientOrderId },
          price: plain(to),
        });
        const acked = performance.now();
        const moved = response.ok ? response.value?.order : null;
        if (!moved) {
          refusals.push(JSON.stringify(response.ok ? response.value : response.error));
          break;
        }
        clientOrderId = moved.clientOrderId;
        const committed = await shown;
        if (Number.isNaN(committed)) {
          notShownAt = to;
          break;
        }
        const at = await paintedAfter(committed);
        if (Number.isNaN(at)) {
          notShownAt = to;
          break;
        }
        ackToShown.push(Math.max(0, at - acked));
        sendToShown.push(at - start);
        framesLate.push(Math.max(0, framesBetween(acked, at) - 1));
        const rest = start + spacingMs - performance.now();
        if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
      }
      await invoke('tt:orders:cancel', { order: { symbol: 'BTCUSDT', clientOrderId } });
      ws.close();
      counting = false;
      return { ackToShown, sendToShown, framesLate, refusals, notShownAt };
    },
    {
      path: bridgePath,
      token,
      count,
      spacingMs,
      shownWithinMs: SHOWN_WITHIN_MS,
      paintedEvents: [ordersPaintedEvent, framePaintedEvent],
    },
  );
}
