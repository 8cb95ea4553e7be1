import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useMarketStore } from '../../stores/market-store';
import type { TerminalApi } from '@shared/ipc/contract';
import { createFakeMarket, ticker } from '../../test-support/fake-market';
import { createFakeSettings } from '../../test-support/fake-settings';
import { renderWithTerminal } from '../../test-support/render-with-terminal';
import { WithMainPreferences } from '../../test-support/with-main-preferences';
import { WatchlistPanel } from './WatchlistPanel';

beforeEach(() => useMarketStore.setState({ activeSymbol: null, favourites: [] }));
afterEach(cleanup);

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.getAttribute('aria-label'));

async function renderWatchlist(
  fake = createFakeMarket({ tickers: [ticker('BTCUSDT', '64123.40000000', '2.50', '123456789.12345678')] }),
) {
  renderWithTerminal(<WatchlistPanel />, fake.terminal);
  await waitFor(() => expect(rowNames()).toEqual(['BTCUSDT', 'ETHBTC', 'ETHUSDT']));
  return fake;
}

describe('WatchlistPanel', () => {
  it('shows each symbol with last price at tick precision, 24 h change and quote volume', async () => {
    await renderWatchlist();
    const btc = screen.getByRole('row', { name: 'BTCUSDT' });
    await waitFor(() => expect(within(btc).getByLabelText('Last price').textContent).toBe('64,123.40'));
    expect(within(btc).getByLabelText('24h change').textContent).toBe('+2.50%');
    expect(within(btc).getByLabelText('Quote volume').textContent).toBe('123M');
    expect(within(btc).getByLabelText('Quote volume').getAttribute('title')).toBe('123,456,789.12 USDT');
    expect(within(screen.getByRole('row', { name: 'ETHBTC' })).getByLabelText('Last price').textContent).toBe(
      '—',
    );
  });

  it('takes ticker frames of its own watch only, and ignores a ticker older than the one shown', async () => {
    const fake = await renderWatchlist();
    await waitFor(() => expect(fake.watches.size).toBe(1));
    const watchId = fake.watchIdOf('tickers');
    act(() => fake.emitTickers({ watchId, tickers: [ticker('ETHBTC', '0.05123400', '-1.20', '10.5', 5)] }));
    act(() =>
      fake.emitTickers({
        watchId: 'someone-else',
        tickers: [ticker('ETHBTC', '9.00000000', '0.00', '1', 6)],
      }),
    );
    act(() => fake.emitTickers({ watchId, tickers: [ticker('ETHBTC', '0.01000000', '0.00', '1', 4)] }));
    const eth = screen.getByRole('row', { name: 'ETHBTC' });
    await waitFor(() => expect(within(eth).getByLabelText('Last price').textContent).toBe('0.05123'));
    expect(within(eth).getByLabelText('24h change').textContent).toBe('−1.20%');
  });

  it('searches by symbol or by asset', async () => {
    await renderWatchlist();
    const search = screen.getByRole('searchbox', { name: 'Search symbols' });
    fireEvent.change(search, { target: { value: 'eth' } });
    expect(rowNames()).toEqual(['ETHBTC', 'ETHUSDT']);
    fireEvent.change(search, { target: { value: 'usdt' } });
    expect(rowNames()).toEqual(['BTCUSDT', 'ETHUSDT']);
    fireEvent.change(search, { target: { value: 'eth/btc' } });
    expect(rowNames()).toEqual(['ETHBTC']);
    fireEvent.change(search, { target: { value: 'XRP' } });
    expect(rowNames()).toEqual([]);
    expect(screen.getByText('No symbol matches.')).toBeTruthy();
  });

  it('puts favourites first, keeps them in main for the profile, and can show only them', async () => {
    const settings = createFakeSettings({ profiles: { paper: { favourites: ['ETHBTC'] } } });
    const fake = createFakeMarket();
    renderWithTerminal(
      <WithMainPreferences>
        <WatchlistPanel />
      </WithMainPreferences>,
      { ...fake.terminal, settings } as TerminalApi,
    );
    await waitFor(() => expect(rowNames()).toEqual(['ETHBTC', 'BTCUSDT', 'ETHUSDT']));
    fireEvent.click(screen.getByRole('button', { name: 'Favourite ETHUSDT' }));
    expect(rowNames()).toEqual(['ETHBTC', 'ETHUSDT', 'BTCUSDT']);
    expect(screen.getByRole('button', { name: 'Favourite ETHUSDT' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(settings.updateProfile).toHaveBeenLastCalledWith({
      profileId: 'paper',
      change: { favourites: ['ETHBTC', 'ETHUSDT'] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Favourite ETHBTC' }));
    expect(settings.updateProfile).toHaveBeenLastCalledWith({
      profileId: 'paper',
      change: { favourites: ['ETHUSDT'] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Favourites only' }));
    expect(rowNames()).toEqual(['ETHUSDT']);
  });

  it('moves with the arrow keys and chooses with Enter', async () => {
    await renderWatchlist();
    const grid = screen.getByRole('grid', { name: 'Watchlist' });
    const cursorRow = () => document.getElementById(grid.getAttribute('aria-activedescendant')!);
    expect(cursorRow()?.getAttribute('aria-label')).toBe('BTCUSDT');
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    expect(cursorRow()?.getAttribute('aria-label')).toBe('ETHUSDT');
    fireEvent.keyDown(grid, { key: 'ArrowUp' });
    fireEvent.keyDown(grid, { key: 'Enter' });
    expect(useMarketStore.getState().activeSymbol).toBe('ETHBTC');
    expect(screen.getByRole('row', { name: 'ETHBTC' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('row', { name: 'BTCUSDT' }).getAttribute('aria-selected')).toBe('false');

    const search = screen.getByRole('searchbox', { name: 'Search symbols' });
    fireEvent.change(search, { target: { value: 'usdt' } });
    fireEvent.keyDown(search, { key: 'End' });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(useMarketStore.getState().activeSymbol).toBe('ETHUSDT');
  });

  it('chooses a symbol on click, and the keyboard carries on from there', async () => {
    await renderWatchlist();
    fireEvent.click(screen.getByRole('row', { name: 'ETHBTC' }));
    expect(useMarketStore.getState().activeSymbol).toBe('ETHBTC');
    const grid = screen.getByRole('grid', { name: 'Watchlist' });
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    fireEvent.keyDown(grid, { key: 'Enter' });
    expect(useMarketStore.getState().activeSymbol).toBe('ETHUSDT');
  });

  it('ends its ticker watch when it closes', async () => {
    const fake = createFakeMarket();
    const { unmount } = renderWithTerminal(<WatchlistPanel />, fake.terminal);
    await waitFor(() => expect(fake.watches.size).toBe(1));
    unmount();
    await waitFor(() => expect(fake.watches.size).toBe(0));
  });
});
