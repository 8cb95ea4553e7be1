import { afterEach, describe, expect, it, vi } from 'vitest';
import { beforeNextPaint, createPaintQueue, HIDDEN_WINDOW_FLUSH_MS, paintsThisFrame } from './paint-queue';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A paint queue whose paints the test makes happen, held while `holdPaint` says so. */
function manualQueue(holdPaint?: () => boolean) {
  const flushes: ((beforePaint: boolean) => void)[] = [];
  const queue = createPaintQueue((flush) => flushes.push(flush), holdPaint);
  return { queue, flushes };
}

describe('createPaintQueue', () => {
  it('runs what was queued since the last paint together, in order, scheduling one flush per paint', () => {
    const { queue, flushes } = manualQueue();
    const ran: number[] = [];
    queue.run(() => ran.push(1));
    queue.run(() => ran.push(2));
    queue.run(() => ran.push(3));
    expect(ran).toEqual([]);
    expect(flushes).toHaveLength(1);
    flushes[0]!(true);
    expect(ran).toEqual([1, 2, 3]);
    queue.run(() => ran.push(4));
    expect(flushes).toHaveLength(2);
    flushes[1]!(true);
    expect(ran).toEqual([1, 2, 3, 4]);
  });

  it('keeps a task queued while it flushes for the next paint', () => {
    const { queue, flushes } = manualQueue();
    const ran: string[] = [];
    queue.run(() => {
      ran.push('first');
      queue.run(() => ran.push('queued by the first'));
    });
    flushes[0]!(true);
    expect(ran).toEqual(['first']);
    flushes[1]!(true);
    expect(ran).toEqual(['first', 'queued by the first']);
  });

  it('runs the tasks after one that throws, and reports the error as uncaught', async () => {
    const { queue, flushes } = manualQueue();
    const ran: string[] = [];
    const reported = new Promise<unknown>((resolve) => {
      const original = globalThis.queueMicrotask;
      vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((callback) =>
        original(() => {
          try {
            callback();
          } catch (error) {
            resolve(error);
          }
        }),
      );
    });
    queue.run(() => {
      throw new Error('a listener broke');
    });
    queue.run(() => ran.push('after'));
    flushes[0]!(true);
    expect(ran).toEqual(['after']);
    expect(await reported).toEqual(new Error('a listener broke'));
  });

  it('tells the renders of tasks run before a paint that this paint shows them', async () => {
    const { queue, flushes } = manualQueue();
    const told: boolean[] = [];
    queue.run(() => queueMicrotask(() => told.push(paintsThisFrame())));
    flushes[0]!(true);
    await Promise.resolve();
    queue.run(() => queueMicrotask(() => told.push(paintsThisFrame())));
    flushes[1]!(false);
    await Promise.resolve();
    expect([...told, paintsThisFrame()]).toEqual([true, false, false]);
  });
});

describe('a paint queue waiting for an answer', () => {
  it('puts a paint off while an answer is due, and runs the tasks at the first paint after it', () => {
    let answerDue = true;
    const { queue, flushes } = manualQueue(() => answerDue);
    const ran: string[] = [];
    queue.run(() => ran.push('book frame'));
    flushes[0]!(true);
    expect(ran).toEqual([]);
    // Put off to the next paint, still one flush for what comes meanwhile.
    expect(flushes).toHaveLength(2);
    queue.run(() => ran.push('trades frame'));
    expect(flushes).toHaveLength(2);
    answerDue = false;
    flushes[1]!(true);
    expect(ran).toEqual(['book frame', 'trades frame']);
  });

  it('runs at once in a window that paints nothing, answer due or not', () => {
    const { queue, flushes } = manualQueue(() => true);
    const ran: string[] = [];
    queue.run(() => ran.push('book frame'));
    flushes[0]!(false);
    expect(ran).toEqual(['book frame']);
  });
});

describe('beforeNextPaint', () => {
  it('flushes once at the next paint, or after a while in a window that paints nothing', () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    const painted = vi.fn();
    beforeNextPaint(painted);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(HIDDEN_WINDOW_FLUSH_MS);
    expect(painted.mock.calls).toEqual([[true]]);

    const hidden = vi.fn();
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    beforeNextPaint(hidden);
    vi.advanceTimersByTime(HIDDEN_WINDOW_FLUSH_MS - 1);
    expect(hidden).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(hidden.mock.calls).toEqual([[false]]);
  });
});
