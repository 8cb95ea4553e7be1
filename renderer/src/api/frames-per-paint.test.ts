import { describe, expect, it } from 'vitest';
import type { TerminalApi } from '@shared/ipc/contract';
import { deliverFramesPerPaint } from './frames-per-paint';
import { createPaintQueue } from './paint-queue';

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
    const terminal = deliverFramesPerPaint(
      source.terminal,
      createPaintQueue((flush) => flushes.push(flush)),
    );
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
    const terminal = deliverFramesPerPaint(
      source.terminal,
      createPaintQueue((flush) => flushes.push(flush)),
    );
    const seen: unknown[] = [];
    const off = terminal.market.onBook((frame) => seen.push(frame));
    source.send('book', 1);
    off();
    flushes[0]!(true);
    expect(seen).toEqual([]);
    expect(source.listening('book')).toBe(0);
  });
});
