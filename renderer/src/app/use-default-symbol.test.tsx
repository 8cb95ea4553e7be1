import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useMarketStore } from '../stores/market-store';
import { createFakeMarket, ethbtc, ethusdt } from '../test-support/fake-market';
import { renderWithTerminal } from '../test-support/render-with-terminal';
import { useSymbols } from '../api/use-symbols';
import { useDefaultActiveSymbol } from './use-default-symbol';

beforeEach(() => useMarketStore.setState({ activeSymbol: null, favourites: [] }));
afterEach(cleanup);

function Probe() {
  useDefaultActiveSymbol();
  return <p>{useSymbols().isSuccess ? 'symbols known' : 'loading'}</p>;
}

describe('useDefaultActiveSymbol', () => {
  it('starts on BTCUSDT when the venue has it', async () => {
    renderWithTerminal(<Probe />, createFakeMarket().terminal);
    await waitFor(() => expect(useMarketStore.getState().activeSymbol).toBe('BTCUSDT'));
  });

  it('replaces a remembered symbol the venue no longer lists', async () => {
    useMarketStore.setState({ activeSymbol: 'DOGEUSDT' });
    renderWithTerminal(<Probe />, createFakeMarket({ symbols: [ethusdt, ethbtc] }).terminal);
    await waitFor(() => expect(useMarketStore.getState().activeSymbol).toBe('ETHBTC'));
  });

  it('keeps a remembered symbol the venue lists', async () => {
    useMarketStore.setState({ activeSymbol: 'ETHUSDT' });
    renderWithTerminal(<Probe />, createFakeMarket().terminal);
    await screen.findByText('symbols known');
    expect(useMarketStore.getState().activeSymbol).toBe('ETHUSDT');
  });
});
