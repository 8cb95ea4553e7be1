import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TerminalApi } from '@shared/ipc/contract';
import type { ChaseView, FuturesFamily, FuturesOrderView } from '@shared/ipc/futures';
import type { TwapView } from '@shared/ipc/twap';
import { FUTURES_REREAD_MS, useFuturesChanges } from './futures-changes';
import { futuresQueries } from './futures-queries';
import { TerminalProvider } from './terminal-context';

afterEach(cleanup);

type Change = { family: FuturesFamily; symbol: string | null };

/** A terminal whose futures pushes the test makes, counting who listens. */
function pushingTerminal() {
  const changed = new Set<(change: Change) => void>();
  const updated = new Set<(update: { order: FuturesOrderView }) => void>();
  const chases = new Set<(update: { chase: ChaseView }) => void>();
  const twaps = new Set<(update: { twap: TwapView }) => void>();
  const listen =
    <T,>(set: Set<(value: T) => void>) =>
    (listener: (value: T) => void) => {
      set.add(listener);
      return () => void set.delete(listener);
    };
  const terminal = {
    futures: {
      onChanged: listen(changed),
      onOrderUpdated: listen(updated),
      onChaseUpdated: listen(chases),
      onTwapUpdated: listen(twaps),
    },
  } as unknown as TerminalApi;
  return {
    terminal,
    changed,
    updated,
    push: (change: Change) => act(() => changed.forEach((listener) => listener(change))),
  };
}

function Follower({ family }: { family: FuturesFamily }) {
  useFuturesChanges(family);
  return null;
}

describe('useFuturesChanges', () => {
  it('has the panels of one family share one subscription, so a change is re-read once', () => {
    const pushes = pushingTerminal();
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const ui = (panels: number) => (
      <StrictMode>
        <QueryClientProvider client={client}>
          <TerminalProvider terminal={pushes.terminal}>
            {Array.from({ length: panels }, (_, i) => (
              <Follower key={i} family="usdm" />
            ))}
            <Follower family="coinm" />
          </TerminalProvider>
        </QueryClientProvider>
      </StrictMode>
    );
    const view = render(ui(2));
    expect([pushes.changed.size, pushes.updated.size]).toEqual([2, 2]);

    pushes.push({ family: 'usdm', symbol: 'BTCUSDT' });
    expect(invalidate.mock.calls).toEqual([[{ queryKey: futuresQueries.family('usdm') }]]);

    view.rerender(ui(1));
    pushes.push({ family: 'coinm', symbol: null });
    expect(invalidate.mock.calls.slice(1)).toEqual([[{ queryKey: futuresQueries.family('coinm') }]]);
    expect(pushes.changed.size).toBe(2);

    view.unmount();
    expect([pushes.changed.size, pushes.updated.size]).toEqual([0, 0]);
  });

  it('reads a burst of changes twice, at once and at the end of the burst, and a later one at once', () => {
    vi.useFakeTimers();
    try {
      const pushes = pushingTerminal();
      const client = new QueryClient();
      const invalidate = vi.spyOn(client, 'invalidateQueries');
      const view = render(
        <QueryClientProvider client={client}>
          <TerminalProvider terminal={pushes.terminal}>
            <Follower family="usdm" />
          </TerminalProvider>
        </QueryClientProvider>,
      );
      const reads = () => invalidate.mock.calls.length;
      // One fill: the order's update, its trade, then the account's update.
      for (let push = 0; push < 3; push += 1) pushes.push({ family: 'usdm', symbol: 'BTCUSDT' });
      expect(reads()).toBe(1);
      act(() => vi.advanceTimersByTime(FUTURES_REREAD_MS));
      expect(reads()).toBe(2);
      act(() => vi.advanceTimersByTime(FUTURES_REREAD_MS * 4));
      expect(reads()).toBe(2);
      pushes.push({ family: 'usdm', symbol: null });
      expect(reads()).toBe(3);
      view.unmount();
      act(() => vi.advanceTimersByTime(FUTURES_REREAD_MS * 4));
      expect(reads()).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
