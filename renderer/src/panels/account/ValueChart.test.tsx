import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PortfolioRange } from '@shared/ipc/account';
import { accountQueries, syncAccountEvents } from '../../api/account-queries';
import { accountSummary, fakeTradingTerminal } from '../orders/fake-trading-terminal';
import { renderTrading } from '../orders/render-trading';
import { ValueChart } from './ValueChart';

afterEach(cleanup);

const HOUR = 3_600_000;
const intervals: Record<PortfolioRange, string> = { '24h': '5m', '7d': '1h', '30d': '4h' };

/** Main's answer: three points over the range asked, the last one moving on with each answer. */
function renderChart() {
  const fake = fakeTradingTerminal();
  let answers = 0;
  fake.api.account.portfolioHistory.mockImplementation(async ({ quoteAsset, range }) => {
    answers += 1;
    const span = { '24h': 24, '7d': 168, '30d': 720 }[range] * HOUR;
    return {
      quoteAsset,
      range,
      interval: intervals[range],
      points: [
        { at: 0, total: '1000.5' },
        { at: span / 2, total: range === '24h' ? '900' : '1100' },
        { at: span + answers, total: `1200.${answers}` },
      ],
      unpriced: range === '30d' ? ['XYZ'] : [],
      tradedSymbols: ['BTCUSDT'],
    };
  });
  const rendered = renderTrading(<ValueChart quoteAsset="USDT" />, fake.terminal);
  syncAccountEvents(fake.terminal, rendered.client);
  return { ...fake, client: rendered.client };
}

const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');

/** main's push of one asset's balance, as a fill or an order placed or expired changes it. */
const pushBalance = (
  fake: ReturnType<typeof renderChart>,
  balance: { asset: string; free: string; locked: string },
  updateTime: number,
) => act(() => fake.emit('account:balances', { balances: [balance], updateTime }));

describe('value chart', () => {
  it("shows main's history for the last 24 hours first, with its low, high and what it leaves out", async () => {
    const fake = renderChart();
    // The first render of the file also loads the chart's modules: a busy machine takes more than a second.
    const chart = await screen.findByRole(
      'img',
      { name: 'Portfolio value in USDT over 24 hours, from 1,000.50 to 1,200.10' },
      { timeout: 10_000 },
    );
    expect(chart.querySelector('polyline')!.getAttribute('points')).toBe('0.0,53.2 160.0,80.0 320.0,0.0');
    expect(fake.api.account.portfolioHistory).toHaveBeenCalledWith({ quoteAsset: 'USDT', range: '24h' });
    expect(pressed('24 hours')).toBe('true');
    expect(pressed('7 days')).toBe('false');
    expect(screen.getByText(/Low 900\.00 · High 1,200\.10 USDT, every 5m/)).toBeTruthy();
    expect(screen.getByText(/deposits and withdrawals are not rolled back/)).toBeTruthy();
  });

  it('switches range with the range buttons', async () => {
    const fake = renderChart();
    await screen.findByRole('img', { name: /over 24 hours, from 1,000\.50/ });
    fireEvent.click(screen.getByRole('button', { name: '30 days' }));
    expect(pressed('30 days')).toBe('true');
    expect(pressed('24 hours')).toBe('false');
    expect(
      await screen.findByRole('img', { name: /^Portfolio value in USDT over 30 days, from 1,000\.50 to / }),
    ).toBeTruthy();
    expect(fake.api.account.portfolioHistory).toHaveBeenLastCalledWith({ quoteAsset: 'USDT', range: '30d' });
    expect(screen.getByText(/every 4h/)).toBeTruthy();
    expect(screen.getByText(/Not valued: XYZ/)).toBeTruthy();
  });

  it('asks main again when a balance push says the holdings changed, and extends to the new now', async () => {
    const fake = renderChart();
    await screen.findByRole('img', { name: /to 1,200\.10$/ });
    pushBalance(fake, { asset: 'BTC', free: '0.5', locked: '0' }, 5);
    await waitFor(() => expect(screen.getByRole('img', { name: /to 1,200\.20$/ })).toBeTruthy());
    expect(fake.api.account.portfolioHistory).toHaveBeenCalledTimes(2);
  });

  it('does not ask again when a push only locks or frees funds (an order placed or expired)', async () => {
    const fake = renderChart();
    fake.client.setQueryData(
      accountQueries.summary(fake.terminal).queryKey,
      accountSummary([{ asset: 'USDT', free: '1000', locked: '0' }], '0', 1),
    );
    await screen.findByRole('img', { name: /to 1,200\.10$/ });
    pushBalance(fake, { asset: 'USDT', free: '940.00000000', locked: '60.00000000' }, 2);
    pushBalance(fake, { asset: 'USDT', free: '1000.00000000', locked: '0.00000000' }, 3);
    pushBalance(fake, { asset: 'USDT', free: '999', locked: '0' }, 4);
    await waitFor(() => expect(screen.getByRole('img', { name: /to 1,200\.20$/ })).toBeTruthy());
    expect(fake.api.account.portfolioHistory).toHaveBeenCalledTimes(2);
  });
});
