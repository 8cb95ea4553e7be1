import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TapeTrade } from '@shared/ipc/market';
import { useMarketStore } from '../../stores/market-store';
import { tapeCapacity, useStreamStore } from '../../stores/stream-store';
import { useUiStore } from '../../stores/ui-store';
import { createFakeMarket } from '../../test-support/fake-market';
import { renderWithTerminal } from '../../test-support/render-with-terminal';
import { useLocalPanelLink } from '../market-panel/panel-link';
import { tapeRowHeight, TradesTapePanel } from './TradesTapePanel';

beforeEach(() => {
  useMarketStore.setState({ activeSymbol: 'BTCUSDT', favourites: [] });
  useStreamStore.setState({ books: {}, tapes: {}, tapeHolders: {} });
  useUiStore.setState({ timeDisplay: 'utc' });
});
afterEach(cleanup);

// jsdom does no layout: give the tape's scroller the height a panel would have, 20 rows.
const viewportHeight = 20 * tapeRowHeight;
beforeAll(() =>
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('tape-scroll') ? viewportHeight : 0;
    },
  }),
);
afterAll(() => delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight);

const trade = (
  id: number,
  side: 'BUY' | 'SELL',
  price = '64000.10000000',
  quantity = '0.01234567',
): TapeTrade => ({
  id,
  price,
  quantity,
  side,
  time: Date.UTC(2026, 0, 2, 3, 4, 5, id % 1000),
});

const timeOf = (id: number) => `03:04:05.${String(id % 1000).padStart(3, '0')}`;

function Tape() {
  return <TradesTapePanel link={useLocalPanelLink()} />;
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Trades' }))
    .getAllByRole('row')
    .slice(1)
    .filter((row) => row.classList.contains('tape-row'))
    .map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent));

describe('TradesTapePanel', () => {
  it('fills from recent trades, then takes live frames, newest first, without repeating a trade', async () => {
    const fake = createFakeMarket({ trades: [trade(1, 'BUY'), trade(2, 'SELL', '63999.9')] });
    renderWithTerminal(<Tape />, fake.terminal);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(fake.calls.find((c) => c.channel === 'recentTrades')?.args).toEqual({
      symbol: 'BTCUSDT',
      limit: 100,
    });
    expect(rows()).toEqual([
      ['63,999.90', '0.01235', '03:04:05.002', 'Sell'],
      ['64,000.10', '0.01235', '03:04:05.001', 'Buy'],
    ]);
    await waitFor(() => expect(fake.watches.size).toBe(1));
    const watchId = fake.watchIdOf('trades');
    await waitFor(() => {
      act(() =>
        fake.emitTrades({
          watchId,
          symbol: 'BTCUSDT',
          trades: [trade(2, 'SELL'), trade(3, 'BUY'), trade(4, 'BUY')],
        }),
      );
      expect(rows().map((r) => r[2])).toEqual([
        '03:04:05.004',
        '03:04:05.003',
        '03:04:05.002',
        '03:04:05.001',
      ]);
    });
    const newest = within(screen.getByRole('table', { name: 'Trades' })).getAllByRole('row')[1]!;
    expect(newest.className).toContain('side-buy');
  });

  it('keeps at most the capacity in memory, only the visible rows in the DOM, and scrolls through all', async () => {
    const fake = createFakeMarket();
    renderWithTerminal(<Tape />, fake.terminal);
    await waitFor(() => expect(fake.watches.size).toBe(1));
    const watchId = fake.watchIdOf('trades');
    let next = 1;
    await waitFor(() => {
      act(() => {
        for (let frame = 0; frame < 60; frame++) {
          const trades = Array.from({ length: 10 }, () => trade(next++, next % 2 ? 'BUY' : 'SELL'));
          fake.emitTrades({ watchId, symbol: 'BTCUSDT', trades });
        }
      });
      expect(useStreamStore.getState().tapes.BTCUSDT?.length).toBe(tapeCapacity);
    });
    const tape = useStreamStore.getState().tapes.BTCUSDT!;
    expect(tape[0]!.id).toBe(next - 1);
    expect(tape[tapeCapacity - 1]!.id).toBe(next - tapeCapacity);
    const table = screen.getByRole('table', { name: 'Trades' });
    expect(table.getAttribute('aria-rowcount')).toBe(String(tapeCapacity + 1));
    expect(rows().length).toBeGreaterThanOrEqual(20);
    expect(rows().length).toBeLessThan(40);
    expect(rows()[0]![2]).toBe(timeOf(next - 1));

    const scroller = document.querySelector<HTMLElement>('.tape-scroll')!;
    scroller.scrollTop = 300 * tapeRowHeight;
    fireEvent.scroll(scroller);
    await waitFor(() => expect(rows().map((r) => r[2])).toContain(timeOf(next - 1 - 300)));
    expect(rows().map((r) => r[2])).not.toContain(timeOf(next - 1));
    expect(rows().length).toBeLessThan(40);
  });

  it('shows local time when asked', async () => {
    const fake = createFakeMarket({ trades: [trade(7, 'BUY')] });
    renderWithTerminal(<Tape />, fake.terminal);
    await waitFor(() => expect(rows()).toHaveLength(1));
    act(() => useUiStore.getState().setTimeDisplay('local'));
    const d = new Date(trade(7, 'BUY').time);
    const two = (n: number) => String(n).padStart(2, '0');
    expect(rows()[0]![2]).toBe(`${two(d.getHours())}:${two(d.getMinutes())}:05.007`);
    expect(screen.getByRole('columnheader', { name: 'Time (local)' })).toBeTruthy();
  });
});
