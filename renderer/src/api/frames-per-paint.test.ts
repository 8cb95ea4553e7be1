import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TerminalApi } from '@shared/ipc/contract';
import {
  beforeNextPaint,
  deliverFramesPerPaint,
  HIDDEN_WINDOW_FLUSH_MS,
  paintsThisFrame,
} from './frames-per-paint';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A terminal whose market and order events the test sends. */
function sendingTerminal() {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const on = (name: string) => (listener: (payload: unknown) => void) => {
    const set = listeners.get(name) ?? new Set();
    listeners.set(name, set.add(listener));
    return () => void set.delete(listener);
  };
  const terminal = {
    market: { onBook: on('book'), onTrades: on('trades'), onStreamStatus: on('status') },
    orders: { onUpdated: on('orders') },
  } as unknown as TerminalApi;
  const send = (name: string, payload: unknown) => listeners.get(name)?.forEach((l) => l(payload));
  return { terminal, send, listening: (name: string) => listeners.get(name)?.size ?? 0 };
}

describe('deliverFramesPerPaint', () => {
  it('holds market frames until the next paint and delivers them in order; other events at once', () => {
    const source = sendingTerminal();
    const flushes: ((beforePaint: boolean) => void)[] = [];
    const terminal = deliverFramesPerPaint(source.terminal, (flush) => flushes.push(flush));
    const seen: string[] = [];
    terminal.market.onBook((frame) => seen.push(`book ${String(frame)}`));
    terminal.market.onTrades((frame) => seen.push(`trades ${String(frame)}`));
    terminal.market.onStreamStatus((status) => seen.push(`status ${String(status)}`));
    terminal.orders.onUpdated((update) => seen.push(`order ${String(update)}`));

    source.send('book', 1);
    source.send('trades', 2);
    source.send('book', 3);
    source.send('orders', 'filled');
    source.send('status', 'open');
    expect(seen).toEqual(['order filled', 'status open']);
    expect(flushes).toHaveLength(1);

    flushes[0]!(true);
    expect(seen.slice(2)).toEqual(['book 1', 'trades 2', 'book 3']);
    source.send('book', 4);
    expect(flushes).toHaveLength(2);
    flushes[1]!(true);
    expect(seen.at(-1)).toBe('book 4');
  });

  it('delivers nothing to a listener that stopped listening while its frames waited', () => {
    const source = sendingTerminal();
    const flushes: ((beforePaint: boolean) => void)[] = [];
    const terminal = deliverFramesPerPaint(source.terminal, (flush) => flushes.push(flush));
    const seen: unknown[] = [];
    const off = terminal.market.onBook((frame) => seen.push(frame));
    source.send('book', 1);
    off();
    flushes[0]!(true);
    expect(seen).toEqual([]);
    expect(source.listening('book')).toBe(0);
  });

  it('tells the renders of frames delivered before a paint that this paint shows them', async () => {
    const source = sendingTerminal();
    const flushes: ((beforePaint: boolean) => void)[] = [];
    const terminal = deliverFramesPerPaint(source.terminal, (flush) => flushes.push(flush));
    const told: boolean[] = [];
    terminal.market.onBook(() => queueMicrotask(() => told.push(paintsThisFrame())));
    source.send('book', 1);
    flushes[0]!(true);
    await Promise.resolve();
    source.send('book', 2);
    flushes[1]!(false);
    await Promise.resolve();
    expect([...told, paintsThisFrame()]).toEqual([true, false, false]);
  });

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
