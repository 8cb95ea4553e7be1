import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useMarketStore } from '../../stores/market-store';
import { createFakeMarket } from '../../test-support/fake-market';
import { renderWithTerminal } from '../../test-support/render-with-terminal';
import { PanelSymbolBar } from './PanelSymbolBar';
import { useLocalPanelLink, usePanelSymbol } from './panel-link';

beforeEach(() => useMarketStore.setState({ activeSymbol: 'BTCUSDT', favourites: [] }));
afterEach(cleanup);

function SymbolPanel() {
  const link = useLocalPanelLink();
  const symbol = usePanelSymbol(link);
  return (
    <>
      <PanelSymbolBar link={link} symbol={symbol} />
      <output aria-label="Shown symbol">{symbol}</output>
    </>
  );
}

describe('a market panel’s link to the active symbol', () => {
  it('follows the active symbol while linked, keeps its own once unlinked, and can pick another', async () => {
    renderWithTerminal(<SymbolPanel />, createFakeMarket().terminal);
    const shown = () => screen.getByLabelText('Shown symbol').textContent;
    const toggle = screen.getByRole('button', { name: 'Link to active symbol' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    act(() => useMarketStore.getState().setActiveSymbol('ETHBTC'));
    expect(shown()).toBe('ETHBTC');

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    act(() => useMarketStore.getState().setActiveSymbol('BTCUSDT'));
    expect(shown()).toBe('ETHBTC');

    const own = screen.getByRole('combobox', { name: 'Panel symbol' });
    await waitFor(() => expect(own.querySelectorAll('option')).toHaveLength(3));
    fireEvent.change(own, { target: { value: 'ETHUSDT' } });
    expect(shown()).toBe('ETHUSDT');

    fireEvent.click(toggle);
    expect(shown()).toBe('BTCUSDT');
  });
});
