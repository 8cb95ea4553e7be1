import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FuturesPnlView } from '@shared/ipc/futures-pnl';
import { fakeTradingTerminal } from '../orders/fake-trading-terminal';
import { renderTrading } from '../orders/render-trading';
import { FuturesPnl } from './FuturesPnl';

afterEach(cleanup);

const view = (realized: string): FuturesPnlView => ({
  family: 'usdm',
  from: 0,
  to: 1,
  totals: [
    {
      asset: 'USDT',
      realizedPnl: realized,
      commission: '-0.1208',
      funding: '-0.5',
      net: '5.3792',
      unrealizedPnl: '0',
    },
  ],
  positions: [
    {
      symbol: 'BTCUSDT',
      positionSide: 'BOTH',
      asset: 'USDT',
      size: '0.01',
      realizedPnl: realized,
      commission: '-0.1208',
      funding: '-0.5',
      unrealizedPnl: '2.5',
      roePercent: '16.72',
    },
  ],
  closed: [
    {
      symbol: 'BTCUSDT',
      positionSide: 'BOTH',
      asset: 'USDT',
      direction: 'LONG',
      openedAt: null,
      closedAt: Date.UTC(2026, 10, 26, 12),
      maxSize: '0.01',
      entryPrice: null,
      exitPrice: '30500',
      realizedPnl: realized,
      commission: '-0.1208',
      funding: '0',
      net: '5.8792',
      roePercent: null,
    },
  ],
});

describe('futures P&L in the Positions pane', () => {
  it('shows totals, ROE per position and closed positions, and reads again when a fill is told', async () => {
    const fake = fakeTradingTerminal();
    let realized = '6';
    fake.api.futures.pnl.mockImplementation(async () => view(realized));
    renderTrading(<FuturesPnl />, fake.terminal);

    const figures = await screen.findByLabelText('Futures P&L in USDT');
    expect(figures.textContent).toContain('+6.00');
    expect(figures.textContent).toContain('Funding−0.50');
    const perPosition = screen.getByRole('table', { name: 'USDⓈ-M P&L per position' });
    const row = within(perPosition).getByRole('row', { name: /BTCUSDT/ });
    expect(row.textContent).toContain('16.72 %');
    const closed = screen.getByRole('table', { name: 'USDⓈ-M closed positions' });
    expect(within(closed).getByRole('row', { name: /BTCUSDT LONG/ }).textContent).toContain(
      'before the span',
    );

    realized = '7';
    act(() => fake.emit('futures:changed', { family: 'usdm', symbol: 'BTCUSDT' }));
    expect(
      await within(await screen.findByLabelText('Futures P&L in USDT')).findByText('+7.00'),
    ).toBeTruthy();
    expect(fake.api.futures.pnl).toHaveBeenCalledTimes(2);
  });
});
