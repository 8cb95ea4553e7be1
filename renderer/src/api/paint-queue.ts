import { awaitedAnswers } from './awaited-answers';

/** A hidden window paints no frames; what waits for a paint runs after this long all the same. */
export const HIDDEN_WINDOW_FLUSH_MS = 100;

let deliveringBeforePaint = false;

/**
 * Whether what runs now (a render of work the paint queue ran) is painted by the paint about to
 * happen: a task queued now runs after that paint. Otherwise the next animation frame paints it.
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

export interface PaintQueue {
  /** Queues `task` to run with everything else queued, in order, in one callback before the next paint. */
  readonly run: (task: () => void) => void;
}

/**
 * Work whose only effect is what the next paint shows (a market frame, a query's new data), run
 * together in one callback before that paint. React batches every store write of one callback into one
 * render, so however many frames and pushes arrived since the last paint, the page renders once, and a
 * message that needs an answer (an order's result) waits behind at most that one render instead of one
 * render per message.
 *
 * While `holdPaint` says an answer the trader waits for is due, a paint's flush is put off to the next
 * paint: that paint would draw the queued frames, and the answer would wait behind the drawing.
 */
export function createPaintQueue(
  schedule: (flush: (beforePaint: boolean) => void) => void = beforeNextPaint,
  holdPaint: () => boolean = () => false,
): PaintQueue {
  let queue: (() => void)[] = [];
  const flush = (beforePaint: boolean) => {
    if (beforePaint && holdPaint()) {
      schedule(flush);
      return;
    }
    const tasks = queue;
    queue = [];
    deliveringBeforePaint = beforePaint;
    for (const task of tasks) {
      try {
        task();
      } catch (error) {
        // Reported as uncaught, without keeping the tasks after it from their paint.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
    // After the renders the tasks scheduled (microtasks queued before this one).
    queueMicrotask(() => (deliveringBeforePaint = false));
  };
  return {
    run(task) {
      queue.push(task);
      if (queue.length === 1) schedule(flush);
    },
  };
}

/**
 * The page's one paint queue: market frames and the query cache's notifications share it, and wait
 * for the answer to a placement or a cancel.
 */
export const paintQueue = createPaintQueue(beforeNextPaint, awaitedAnswers.holdPaint);
