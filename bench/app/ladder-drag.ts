import type { Page } from 'playwright-core';

export interface LadderDrags {
  /** ms from the drop (the pointer's release over another level) to the paint showing the order there. */
  readonly dropToShown: number[];
  /** ms from the drop to the venue's answer showing in the ladder (the mark no longer marked moving). */
  readonly dropToSettled: number[];
  /** The level a drop's order was not shown at within `SHOWN_WITHIN_MS` (the run stops there), if any. */
  readonly notShownAt: string | null;
}

const ordersPaintedEvent = 'tt:ladder-orders-painted';
const framePaintedEvent = 'tt:book-frame-painted';
const SHOWN_WITHIN_MS = 5_000;

/**
 * Drags the trader's one order on the ladder `count` times between its 7th and 13th bids with the
 * mouse, as a trader does: press on the order's mark, move over the level, release. Times in the page
 * from the release (a capturing `pointerup` listener, which runs before the ladder's own) to the paint
 * of the first DOM commit whose mark names the level released on, and to the commit that shows the
 * venue's answer (no mark marked moving). Waits for each answer, then `spacingMs`, before the next.
 */
export async function dragOnLadder(page: Page, count: number, spacingMs: number): Promise<LadderDrags> {
  await page.evaluate('globalThis.__name = (fn) => fn');
  const ladder = page.locator('section.ladder-panel');
  const bids = ladder.locator('table.ladder-bids td.ladder-price button');
  const dropToShown: number[] = [];
  const dropToSettled: number[] = [];
  let notShownAt: string | null = null;
  for (let drag = 0; drag < count; drag += 1) {
    const mark = ladder.locator('.mine-mark').first();
    // The market can fill the order at its level between drags.
    if ((await mark.count()) === 0) {
      notShownAt = 'none (the order is no longer on the ladder)';
      break;
    }
    const label = (await mark.getAttribute('aria-label')) ?? '';
    const restingAt = / at ([\d,.]+)/.exec(label)?.[1];
    const deep = drag % 2 === 0;
    let target = bids.nth(deep ? 12 : 6);
    if ((await target.textContent()) === restingAt) target = bids.nth(deep ? 11 : 7);
    const [from, to] = await Promise.all([mark.boundingBox(), target.boundingBox()]);
    if (!from || !to) {
      notShownAt = `none (the order at ${restingAt ?? '?'} or its target level is not on screen)`;
      break;
    }
    await page.evaluate(
      ({ shownWithinMs, paintedEvents }) => {
        // The node typings have no DOM: the little of it used here.
        interface DomNode {
          textContent: string | null;
          getAttribute(name: string): string | null;
          querySelector(selector: string): DomNode | null;
          querySelectorAll(selector: string): Iterable<DomNode>;
          closest(selector: string): DomNode | null;
        }
        type Listener = (event: { target: DomNode | null; detail?: { paintedAt: number } }) => void;
        const w = globalThis as unknown as {
          document: DomNode;
          MutationObserver: new (callback: () => void) => {
            observe(node: DomNode, options: object): void;
            disconnect(): void;
          };
          addEventListener(name: string, listener: Listener, options?: object): void;
          removeEventListener(name: string, listener: Listener): void;
        };
        type PaintedListener = Listener;
        const ladderNode = w.document.querySelector('section.ladder-panel') as DomNode;
        const marks = () =>
          [...ladderNode.querySelectorAll('.mine-mark')].map((m) => m.getAttribute('aria-label') ?? '');
        const within = <T>(start: (done: (value: T) => void) => () => void, timedOut: T) =>
          new Promise<T>((resolve) => {
            const timer = setTimeout(() => {
              stop();
              resolve(timedOut);
            }, shownWithinMs);
            const stop = start((value) => {
              clearTimeout(timer);
              stop();
              resolve(value);
            });
          });
        /** performance.now() of the first commit after which `test` holds of the marks. */
        const committedWhen = (test: () => boolean) =>
          within<number>((done) => {
            const observer = new w.MutationObserver(() => {
              if (test()) done(performance.now());
            });
            observer.observe(ladderNode, {
              subtree: true,
              childList: true,
              characterData: true,
              attributes: true,
            });
            return () => observer.disconnect();
          }, Number.NaN);
        const paintedAfter = (committedAt: number) =>
          within<number>((done) => {
            const listener: PaintedListener = (event) => {
              const at = (event.detail?.paintedAt ?? 0) - performance.timeOrigin;
              if (at >= committedAt) done(at);
            };
            for (const name of paintedEvents) w.addEventListener(name, listener);
            return () => {
              for (const name of paintedEvents) w.removeEventListener(name, listener);
            };
          }, Number.NaN);
        const page = globalThis as unknown as {
          ttDrop?: Promise<{ up: number; at: string; shown: number; settled: number }>;
        };
        page.ttDrop = new Promise((resolve) => {
          w.addEventListener(
            'pointerup',
            (event) => {
              const up = performance.now();
              const row = event.target?.closest('tr');
              const at = row?.querySelector('td.ladder-price button')?.textContent ?? '';
              const shown = committedWhen(() => marks().some((m) => m.includes(` at ${at}`))).then(
                (committed) => (Number.isNaN(committed) ? committed : paintedAfter(committed)),
              );
              // The venue's answer shown: the order at the level, and no mark waiting for an answer.
              const settled = committedWhen(
                () =>
                  marks().some((m) => m.includes(` at ${at}`)) &&
                  !marks().some((m) => m.includes(', moving')),
              );
              void Promise.all([shown, settled]).then(([shownAt, settledAt]) =>
                resolve({ up, at, shown: shownAt, settled: settledAt }),
              );
            },
            { capture: true, once: true },
          );
        });
      },
      { shownWithinMs: SHOWN_WITHIN_MS, paintedEvents: [ordersPaintedEvent, framePaintedEvent] },
    );
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 4 });
    await page.mouse.up();
    const drop = await page.evaluate(
      () =>
        (
          globalThis as unknown as {
            ttDrop: Promise<{ up: number; at: string; shown: number; settled: number }>;
          }
        ).ttDrop,
    );
    if (Number.isNaN(drop.shown) || Number.isNaN(drop.settled)) {
      notShownAt = drop.at;
      break;
    }
    dropToShown.push(drop.shown - drop.up);
    dropToSettled.push(drop.settled - drop.up);
    await page.waitForTimeout(spacingMs);
  }
  return { dropToShown, dropToSettled, notShownAt };
}
