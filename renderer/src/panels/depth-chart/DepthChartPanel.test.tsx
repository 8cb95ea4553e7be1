import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useMarketStore } from '../../stores/market-store';
import { useStreamStore } from '../../stores/stream-store';
import { bookFrame } from '../../test-support/book-frame';
import { createFakeMarket } from '../../test-support/fake-market';
import { renderWithTerminal } from '../../test-support/render-with-terminal';
import { useLocalPanelLink } from '../market-panel/panel-link';
import { DepthChartPanel } from './DepthChartPanel';

beforeEach(() => {
  useMarketStore.setState({ activeSymbol: 'BTCUSDT', favourites: [] });
  useStreamStore.setState({ books: {}, tapes: {}, tapeHolders: {} });
});
afterEach(cleanup);

function Chart() {
  return <DepthChartPanel link={useLocalPanelLink()} />;
}

describe('DepthChartPanel', () => {
  it('watches deep book frames at the tick and draws both curves around the mid', async () => {
    const fake = createFakeMarket();
    renderWithTerminal(<Chart />, fake.terminal);
    await waitFor(() => expect(fake.watches.size).toBe(1));
    const watchId = fake.watchIdOf('book');
    expect(fake.watches.get(watchId)!.args).toEqual({ symbol: 'BTCUSDT', group: '0.01000000', levels: 100 });
    await waitFor(() => {
      act(() =>
        fake.emitBook(
          bookFrame(watchId, {
            group: '0.01',
            bids: [['99.99', '1']],
            asks: [['100.02', '1']],
            spread: '0.03',
            mid: '100.005',
          }),
        ),
      );
      expect(screen.getByRole('img', { name: 'Cumulative depth of BTCUSDT' })).toBeTruthy();
    });
    expect(screen.getByLabelText('Mid price').textContent).toBe('100.005');
    expect(screen.getByLabelText('Lowest price').textContent).toBe('99.99');
    expect(screen.getByLabelText('Highest price').textContent).toBe('100.02');
    expect(document.querySelector('.depth-bids')!.getAttribute('d')).toMatch(/^M\d/);
  });
});
