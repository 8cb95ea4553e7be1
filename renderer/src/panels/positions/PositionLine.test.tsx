import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TerminalApi } from '@shared/ipc/contract';
import { btcusdt, fakeTradingTerminal } from '../orders/fake-trading-terminal';
import { renderTrading } from '../orders/render-trading';
import { PositionLine } from './PositionLine';

afterEach(cleanup);

function renderLine(side: 'BUY' | 'SELL', orderQuantity: string | undefined, costedQuantity = '0.598') {
  const fake = fakeTradingTerminal();
  const list = vi.fn<TerminalApi['positions']['list']>(async ({ quoteAsset, method }) => ({
    quoteAsset,
    method,
    positions: [
      {
        asset: 'BTC',
        quantity: '0.598',
        costedQuantity,
        averageCost: '30000',
        costBasis: '17940',
        price: '35000',
        marketValue: '20930',
        unrealized: '2990',
        unrealizedPercent: '16.67',
        realized: { all: '0', today: '0', d7: '0', d30: '0' },
        fees: [],
        feesValue: '0',
        share: '20',
        transferredIn: '0',
        transferredOut: '0',
        lotCount: 0,
        lots: [],
      },
    ],
    total: '100000',
    unrealized: '2990',
    realized: { all: '0', today: '0', d7: '0', d30: '0' },
    feesValue: '0',
    daily: [],
    symbols: ['BTCUSDT'],
    unpriced: [],
    at: 0,
  }));
  Object.assign(fake.api, { positions: { list } });
  renderTrading(<PositionLine symbol={btcusdt} side={side} orderQuantity={orderQuantity} />, fake.terminal);
  return list;
}

describe('the position an order would change', () => {
  it('shows what is held, its average cost and P&L in the quote asset, and what a sell leaves', async () => {
    const list = renderLine('SELL', '0.1');
    const line = await screen.findByLabelText('Position');
    await vi.waitFor(() => expect(line.textContent).toContain('avg cost 30,000.00 USDT'));
    expect(line.textContent).toBe(
      'Position: 0.598 BTC · avg cost 30,000.00 USDT · unrealized +2,990.00 USDT · after this order 0.498 BTC',
    );
    expect(list).toHaveBeenCalledWith({ quoteAsset: 'USDT', method: 'average' });
  });

  it('says how much of the position its average cost and P&L are of, when the rest came without a trade', async () => {
    renderLine('SELL', '0.1', '0.098');
    const line = await screen.findByLabelText('Position');
    await vi.waitFor(() => expect(line.textContent).toContain('avg cost'));
    expect(line.textContent).toBe(
      'Position: 0.598 BTC, 0.098 of it from trades · avg cost 30,000.00 USDT · unrealized +2,990.00 USDT · after this order 0.498 BTC',
    );
  });

  it('adds what a buy brings; an order sized in the quote asset says nothing of after', async () => {
    renderLine('BUY', '0.002');
    const line = await screen.findByLabelText('Position');
    await vi.waitFor(() => expect(line.textContent).toContain('after this order 0.6 BTC'));
    cleanup();
    renderLine('BUY', undefined);
    const again = await screen.findByLabelText('Position');
    await vi.waitFor(() => expect(again.textContent).toContain('avg cost'));
    expect(again.textContent).not.toContain('after this order');
  });
});
