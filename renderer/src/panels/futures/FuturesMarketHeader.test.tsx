import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithTerminal } from '../../test-support/render-with-terminal';
import { useMarketStore } from '../../stores/market-store';
import { createFakeFutures } from './fake-futures';
import { FuturesPanel } from './FuturesPanel';

const market = () => screen.getByRole('group', { name: 'BTCUSDT market' });
const figure = (name: string) => within(market()).getByLabelText(name).textContent;

// Unmounted after each test: the header's one-second clock would otherwise render into a torn-down window.
afterEach(cleanup);

describe('futures header', () => {
  beforeEach(() => useMarketStore.setState({ activeSymbol: 'ETHBTC', linkedFutures: null }));

  it('shows the mark, index, funding rate and time to funding the mark stream tells', async () => {
    const fake = createFakeFutures();
    renderWithTerminal(<FuturesPanel family="usdm" />, fake.terminal);
    await waitFor(() => expect(fake.callsTo('watchMark')).toEqual([{ symbol: 'BTCUSDT', market: 'usdm' }]));
    expect(figure('Mark price')).toBe('—');
    const now = Date.now();
    act(() =>
      fake.emitMark({
        symbol: 'BTCUSDT',
        markPrice: '60512.34000000',
        indexPrice: '60500.01000000',
        fundingRate: '0.00010000',
        nextFundingTime: now + 2 * 3_600_000 + 5 * 60_000 + 30_000,
        eventTime: now,
      }),
    );
    await waitFor(() => expect(figure('Mark price')).toBe('60,512.3'));
    expect(figure('Index price')).toBe('60,500.0');
    expect(figure('Funding rate')).toBe('0.0100%');
    expect(figure('Time to next funding')).toMatch(/^02:05:[23]\d$/);
  });

  it('shows the contract on the linked market panels until a spot symbol is chosen', async () => {
    const fake = createFakeFutures();
    renderWithTerminal(<FuturesPanel family="usdm" />, fake.terminal);
    const link = await screen.findByRole('button', { name: 'Show on market panels' });
    expect(link.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(link);
    expect(useMarketStore.getState().linkedFutures).toEqual({ market: 'usdm', symbol: 'BTCUSDT' });
    await waitFor(() => expect(link.getAttribute('aria-pressed')).toBe('true'));
    // The spot symbol the order form trades is left alone; choosing a spot symbol ends the link.
    expect(useMarketStore.getState().activeSymbol).toBe('ETHBTC');
    act(() => useMarketStore.getState().setActiveSymbol('ETHUSDT'));
    expect(useMarketStore.getState().linkedFutures).toBeNull();
    await waitFor(() => expect(link.getAttribute('aria-pressed')).toBe('false'));
  });
});
