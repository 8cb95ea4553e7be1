import { act, cleanup, render, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TradesFrame } from '@shared/ipc/market';
import { createFakeMarket } from '../test-support/fake-market';
import { TerminalProvider, useTerminal } from './terminal-context';
import { useWatch } from './use-watch';

afterEach(cleanup);

function Watcher({ symbol, onFrame }: { symbol: string | null; onFrame: (f: TradesFrame) => void }) {
  const terminal = useTerminal();
  const state = useWatch<TradesFrame>({
    key: symbol,
    start: () => terminal.market.watchTrades({ symbol: symbol! }),
    subscribe: (listener) => terminal.market.onTrades(listener),
    onFrame,
  });
  return <p data-watch={state.watchId ?? ''}>watcher</p>;
}

describe('useWatch', () => {
  it('holds exactly one watch under StrictMode, swaps it on a new key and ends it on unmount', async () => {
    const fake = createFakeMarket();
    const frames: string[] = [];
    const ui = (symbol: string | null) => (
      <StrictMode>
        <TerminalProvider terminal={fake.terminal}>
          <Watcher symbol={symbol} onFrame={(f) => frames.push(`${f.symbol}:${f.trades.length}`)} />
        </TerminalProvider>
      </StrictMode>
    );
    const view = render(ui('BTCUSDT'));
    await waitFor(() =>
      expect([...fake.watches.values()].map((w) => w.args)).toEqual([{ symbol: 'BTCUSDT' }]),
    );
    const first = fake.watchIdOf('trades');
    await waitFor(() => expect(view.container.querySelector('p')!.dataset.watch).toBe(first));
    act(() => fake.emitTrades({ watchId: first, symbol: 'BTCUSDT', trades: [] }));

    view.rerender(ui('ETHBTC'));
    await waitFor(() =>
      expect([...fake.watches.values()].map((w) => w.args)).toEqual([{ symbol: 'ETHBTC' }]),
    );
    act(() => fake.emitTrades({ watchId: first, symbol: 'BTCUSDT', trades: [] }));
    const second = fake.watchIdOf('trades');
    await waitFor(() => expect(view.container.querySelector('p')!.dataset.watch).toBe(second));
    act(() => fake.emitTrades({ watchId: second, symbol: 'ETHBTC', trades: [] }));
    expect(frames).toEqual(['BTCUSDT:0', 'ETHBTC:0']);

    view.rerender(ui(null));
    await waitFor(() => expect(fake.watches.size).toBe(0));
  });
});
