import type { TerminalApi, Unsubscribe } from '@shared/ipc/contract';

/** The market's frame events: tens a second on a busy market, each a render of the panels it feeds. */
const FRAME_EVENTS = ['onBook', 'onTrades', 'onKline', 'onMark', 'onTickers'] as const;

/** A hidden window paints no frames; what arrived is delivered after this long all the same. */
export const HIDDEN_WINDOW_FLUSH_MS = 100;

let deliveringBeforePaint = false;

/**
 * Whether what runs now (a render of delivered frames) is painted by the paint about to happen: a task
 * queued now runs after that paint. Otherwise the next animation frame paints it.
 */
export const paintsThisFrame = () => deliveringBeforePaint;

/** Runs `flush` once: just before the next paint (told `true`), or after HIDDEN_WINDOW_FLUSH_MS, whichever comes first. */
export function beforeNextPaint(flush: (beforePaint: boolean) => void): void {
  let done = false;
  const once = (beforePaint: boolean) => {
    if (done) return;
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    flush(beforePaint);
  };
  const frame = requestAnimationFrame(() => once(true));
  const timer = setTimeout(() => once(false), HIDDEN_WINDOW_FLUSH_MS);
}

/**
 * The terminal with market frames delivered together just before the next paint, in the order they
 * came, instead of one render per frame as each arrives. The panels' stores notify React synchronously,
 * so frame by frame a busy market kept the page rendering back to back, and an order's answer (or a
 * click) waited behind those renders; now it waits at most for one batch, and a batch of several
 * frames is one render. Answers and every other event still arrive at once.
 */
export function deliverFramesPerPaint(
  terminal: TerminalApi,
  schedule: (flush: (beforePaint: boolean) => void) => void = beforeNextPaint,
): TerminalApi {
  const queue: (() => void)[] = [];
  let scheduled = false;
  const flush = (beforePaint: boolean) => {
    scheduled = false;
    deliveringBeforePaint = beforePaint;
    for (const deliver of queue.splice(0)) deliver();
    // After the renders the deliveries scheduled (microtasks queued before this one).
    queueMicrotask(() => (deliveringBeforePaint = false));
  };
  const market = { ...terminal.market };
  for (const name of FRAME_EVENTS) {
    const subscribe = terminal.market[name] as (listener: (frame: unknown) => void) => Unsubscribe;
    (market as Record<string, unknown>)[name] = (listener: (frame: unknown) => void): Unsubscribe => {
      let listening = true;
      const off = subscribe((frame) => {
        queue.push(() => {
          if (listening) listener(frame);
        });
        if (!scheduled) {
          scheduled = true;
          schedule(flush);
        }
      });
      return () => {
        listening = false;
        off();
      };
    };
  }
  return { ...terminal, market };
}
