import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { syncAccountEvents } from '../../api/account-queries';
import { useTradingSymbol } from '../order-entry/trading-symbol-store';
import { accountSummary, fakeTradingTerminal } from '../orders/fake-trading-terminal';
import { renderTrading } from '../orders/render-trading';
import { AccountPanel } from './AccountPanel';
import { chartPoints } from './ValueChart';

afterEach(cleanup);
beforeEach(() => {
  useTradingSymbol.setState({ symbol: null });
});

function renderPanel() {
  const fake = fakeTradingTerminal();
  fake.api.account.summary.mockResolvedValue(
    accountSummary(
      [
        { asset: 'BTC', free: '0.50000000', locked: '0.25000000' },
        { asset: 'ETH', free: '0.00000000', locked: '0.00000000' },
        { asset: 'USDT', free: '1000.00000000', locked: '0.00000000' },
      ],
      '0.00100000',
    ),
  );
  fake.api.account.portfolio.mockImplementation(async ({ quoteAsset }) => ({
    quoteAsset,
    total: '46000.00000000',
    assets: [],
    unpriced: ['XYZ'],
    at: 1_000,
  }));
  fake.api.account.portfolioHistory.mockImplementation(async ({ quoteAsset, range }) => ({
    quoteAsset,
    range,
    interval: '5m',
    points: [
      { at: 0, total: '45000' },
      { at: 1_000, total: '46000' },
    ],
    unpriced: [],
    tradedSymbols: ['BTCUSDT'],
  }));
  fake.api.account.orderCounts.mockResolvedValue([
    { rateLimitType: 'ORDERS', interval: 'SECOND', intervalNum: 10, limit: 50, count: 3 },
    { rateLimitType: 'ORDERS', interval: 'DAY', intervalNum: 1, limit: 160000, count: 12 },
  ]);
  const rendered = renderTrading(<AccountPanel />, fake.terminal);
  syncAccountEvents(fake.terminal, rendered.client);
  return fake;
}

describe('account', () => {
  it('lists balances, hiding zero ones unless asked, and takes pushed balance changes', async () => {
    const fake = renderPanel();
    const table = await screen.findByRole('table', { name: 'Balances' });
    await waitFor(() => expect(within(table).getByRole('rowheader', { name: 'BTC' })).toBeTruthy());
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Asset', 'Available', 'In orders', 'Total']);
    expect(within(table).queryByRole('rowheader', { name: 'ETH' })).toBeNull();
    expect(within(table).getByRole('rowheader', { name: 'BTC' }).closest('tr')!.textContent).toContain(
      '0.75',
    );
    fireEvent.click(screen.getByLabelText('Hide zero balances'));
    expect(within(table).getByRole('rowheader', { name: 'ETH' })).toBeTruthy();
    act(() =>
      fake.emit('account:balances', {
        balances: [{ asset: 'BTC', free: '0.40000000', locked: '0.25000000' }],
        updateTime: 2,
      }),
    );
    await waitFor(() =>
      expect(within(table).getByRole('rowheader', { name: 'BTC' }).closest('tr')!.textContent).toContain(
        '0.40000000',
      ),
    );
    expect(within(table).getByRole('rowheader', { name: 'USDT' })).toBeTruthy();
  });

  it('values the portfolio in the chosen quote asset and says what it could not value', async () => {
    const fake = renderPanel();
    expect((await screen.findByLabelText('Portfolio total')).textContent).toBe('46,000.00 USDT');
    expect(screen.getByText(/Not valued/).textContent).toContain('XYZ');
    await screen.findByRole('option', { name: 'BTC' });
    fireEvent.change(screen.getByLabelText('Portfolio quote asset'), { target: { value: 'BTC' } });
    await waitFor(() => expect(fake.api.account.portfolio).toHaveBeenCalledWith({ quoteAsset: 'BTC' }));
    expect(
      await screen.findByRole('img', {
        name: 'Portfolio value in BTC over 24 hours, from 45,000.00000000 to 46,000.00000000',
      }),
    ).toBeTruthy();
  });

  it("names each request counter's family, and says when reads are held back near the limit", async () => {
    const fake = fakeTradingTerminal();
    fake.api.account.limits.mockResolvedValue({
      meters: [
        { family: 'spot', kind: 'weight', window: '1m', used: 5400, limit: 6000 },
        { family: 'usdm', kind: 'weight', window: '1m', used: 12, limit: 2400 },
      ],
      blockedUntil: null,
      blockedReason: null,
      blocks: [
        { family: 'spot', scope: 'reads', until: Date.UTC(2099, 0, 1, 12), reason: 'kept for orders' },
      ],
    });
    renderTrading(<AccountPanel />, fake.terminal);
    const meters = await screen.findByRole('list', { name: 'Request limits' });
    await waitFor(() =>
      expect(
        within(meters)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Spot weight 1m: 5,400 / 6,000', 'USD-M futures weight 1m: 12 / 2,400']),
    );
    expect(screen.getByRole('status', { name: 'Reads held' }).textContent).toMatch(
      /^Reads held until \d\d:\d\d:\d\d\.\d{3}: kept for orders$/,
    );
    expect(screen.queryByText(/^Rate limited until/)).toBeNull();
  });

  it('shows unfilled order counts per interval', async () => {
    renderPanel();
    const table = await screen.findByRole('table', { name: 'Unfilled order counts' });
    await waitFor(() => expect(within(table).getByRole('rowheader', { name: '10 second' })).toBeTruthy());
    expect(within(table).getByRole('rowheader', { name: '1 day' }).closest('tr')!.textContent).toBe(
      '1 day12160,000',
    );
  });
});

describe('chartPoints', () => {
  it('puts the lowest value at the bottom and the highest at the top, across the time span', () => {
    expect(
      chartPoints(
        [
          { at: 0, total: '100.5' },
          { at: 50, total: '200.5' },
          { at: 100, total: '150.5' },
        ],
        100,
        10,
      ),
    ).toBe('0.0,10.0 50.0,0.0 100.0,5.0');
  });
});
