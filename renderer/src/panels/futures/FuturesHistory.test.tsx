import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FuturesTradeView, FuturesTransactionView } from '@shared/ipc/futures';
import { renderWithTerminal } from '../../test-support/render-with-terminal';
import { useUiStore } from '../../stores/ui-store';
import { FuturesPanel } from './FuturesPanel';
import { createFakeFutures, order, position } from './fake-futures';

afterEach(cleanup);

const trade = (over: Partial<FuturesTradeView>): FuturesTradeView => ({
  family: 'usdm',
  symbol: 'BTCUSDT',
  id: 1,
  orderId: 7,
  side: 'BUY',
  positionSide: 'BOTH',
  price: '60000.10',
  qty: '0.010',
  value: '600.00100',
  valueAsset: 'USDT',
  realizedPnl: '0',
  commission: '0.30000050',
  commissionAsset: 'USDT',
  maker: false,
  time: 1_700_000_000_000,
  ...over,
});

const income = (over: Partial<FuturesTransactionView>): FuturesTransactionView => ({
  family: 'usdm',
  symbol: 'BTCUSDT',
  incomeType: 'COMMISSION',
  income: '-0.30000050',
  asset: 'USDT',
  time: 1_700_000_000_000,
  tranId: '9001',
  tradeId: '1',
  ...over,
});

/** The rows of a history table, each as its cells' text. */
const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe("the futures pane's history", () => {
  it("lists the contract's orders, newest first, in a trader's words, and reads a week on asking", async () => {
    const filled = {
      ...order('usdm', 'BTCUSDT', 7),
      type: 'MARKET',
      origType: 'MARKET',
      status: 'FILLED' as const,
      executedQty: '0.010',
      avgPrice: '60000.10',
      price: '0',
    };
    const cancelled = { ...order('usdm', 'BTCUSDT', 8), status: 'CANCELED' as const, reduceOnly: true };
    const fake = createFakeFutures({ orderHistory: [filled, cancelled, order('usdm', 'ETHUSDT', 9)] });
    renderWithTerminal(<FuturesPanel family="usdm" />, fake.terminal);
    await screen.findByRole('table', { name: 'Order history' });
    await waitFor(() => expect(rowsOf('Order history')).toHaveLength(2));
    const [newest, oldest] = rowsOf('Order history');
    expect(newest!.slice(1)).toEqual([
      'BTCUSDT',
      '8',
      'tt-8',
      'Buy',
      'One-way BOTH',
      'Limit LIMIT',
      '59,000.0',
      '—',
      '—',
      '0.000',
      '0.010',
      'Cancelled CANCELED',
      'Yes',
      'GTC',
    ]);
    expect(oldest!.slice(1, 13)).toEqual([
      'BTCUSDT',
      '7',
      'tt-7',
      'Buy',
      'One-way BOTH',
      'Market MARKET',
      '—',
      '—',
      '60,000.1',
      '0.010',
      '0.010',
      'Filled FILLED',
    ]);
    expect(fake.callsTo('orderHistory')).toEqual([{ family: 'usdm', symbol: 'BTCUSDT', days: 1 }]);
    fireEvent.change(screen.getByRole('combobox', { name: 'Range' }), { target: { value: '7' } });
    await waitFor(() =>
      expect(fake.callsTo('orderHistory').at(-1)).toEqual({ family: 'usdm', symbol: 'BTCUSDT', days: 7 }),
    );
    expect(await screen.findByRole('button', { name: 'Export Order history to CSV' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('lists the fills with what each realized and paid, and the wallet’s changes for every contract', async () => {
    const fake = createFakeFutures({
      trades: [
        trade({}),
        trade({
          id: 2,
          orderId: 8,
          side: 'SELL',
          price: '60500.00',
          value: '605.00000',
          realizedPnl: '4.99900000',
          maker: true,
          commission: '0.12100000',
        }),
      ],
      transactions: [
        income({}),
        income({ incomeType: 'REALIZED_PNL', income: '4.99900000', tranId: '9002', tradeId: '2' }),
        income({
          incomeType: 'FUNDING_FEE',
          income: '-0.01500000',
          symbol: 'ETHUSDT',
          tranId: '9003',
          tradeId: '',
        }),
      ],
    });
    renderWithTerminal(<FuturesPanel family="usdm" />, fake.terminal);
    const history = await screen.findByRole('region', { name: 'USD-M history' });
    fireEvent.click(within(history).getByRole('tab', { name: 'Trade history' }));
    await waitFor(() => expect(rowsOf('Trade history')).toHaveLength(2));
    expect(rowsOf('Trade history')[0]!.slice(1)).toEqual([
      'BTCUSDT',
      'Sell',
      'One-way BOTH',
      '60,500.0',
      '0.010',
      '605',
      'USDT',
      '4.999',
      '0.121',
      'USDT',
      'Maker',
      '8',
      '2',
    ]);
    fireEvent.click(within(history).getByRole('tab', { name: 'Transactions' }));
    await waitFor(() => expect(rowsOf('Transactions')).toHaveLength(3));
    expect(rowsOf('Transactions').map((r) => r.slice(1, 5))).toEqual([
      ['Funding FUNDING_FEE', 'ETHUSDT', '−0.015', 'USDT'],
      ['Realized P&L REALIZED_PNL', 'BTCUSDT', '4.999', 'USDT'],
      ['Fee COMMISSION', 'BTCUSDT', '−0.3000005', 'USDT'],
    ]);
    expect(fake.callsTo('transactions')).toEqual([{ family: 'usdm', days: 1 }]);
  });

  it("tells the contract's positions from its fills: entry, close, size, P&L after fees and funding, newest first", async () => {
    const at = (minute: number) => 1_700_000_000_000 + minute * 60_000;
    const fake = createFakeFutures({
      positions: [position('usdm', 'BTCUSDT', '-0.020')],
      // Funding the long paid while it was open, the short received after, and another contract's.
      transactions: [
        income({ incomeType: 'FUNDING_FEE', income: '-0.50000000', time: at(2.5), tranId: 'f1' }),
        income({ incomeType: 'FUNDING_FEE', income: '0.10000000', time: at(4), tranId: 'f2' }),
        income({ incomeType: 'FUNDING_FEE', symbol: 'ETHUSDT', income: '-7', time: at(2.5), tranId: 'f3' }),
      ],
      trades: [
        trade({ id: 1, time: at(1), price: '60000.0', qty: '0.010', commission: '0.24' }),
        trade({ id: 2, time: at(2), price: '62000.0', qty: '0.030', commission: '0.74' }),
        // 0.040 closes the long (+40 at 62,000 against 61,500 average); 0.020 opens a short
        trade({
          id: 3,
          time: at(3),
          side: 'SELL',
          price: '62500.0',
          qty: '0.060',
          realizedPnl: '40',
          commission: '1.5',
        }),
      ],
    });
    renderWithTerminal(<FuturesPanel family="usdm" />, fake.terminal);
    const history = await screen.findByRole('region', { name: 'USD-M history' });
    fireEvent.click(within(history).getByRole('tab', { name: 'Position history' }));
    await waitFor(() => expect(rowsOf('Position history')).toHaveLength(2));
    const cells = (row: string[]) => [row[0], row[1], ...row.slice(4)];
    const [short, long] = rowsOf('Position history');
    expect(cells(long!)).toEqual([
      'BTCUSDT',
      'Long (one-way)',
      '61,500',
      '62,500',
      '0.040',
      '0.040',
      '+40.00',
      '1.98',
      'USDT',
      '−0.50',
      '+37.52',
      'USDT',
    ]);
    expect(short![3]).toBe('Open');
    expect(cells(short!).slice(1, 7)).toEqual(['Short (one-way)', '62,500', '—', '0.020', '0.000', '0.00']);
    expect(cells(short!)[9]).toBe('+0.10');
    // The long paid its two opening fees and a third of the turning fill's 1.5, and 0.50 of funding
    expect(within(history).getByRole('status', { name: 'Closed positions' }).textContent).toBe(
      '1 position closed: +37.52 USDT after fees and funding, 1 won, 0 lost.',
    );
  });

  it('says no position closed yet where the only one listed is still open', async () => {
    const fake = createFakeFutures({
      positions: [position('usdm', 'BTCUSDT', '0.010')],
      trades: [trade({ id: 1, time: 1_700_000_000_000, price: '60000.0', qty: '0.010', commission: '0.24' })],
    });
    renderWithTerminal(<FuturesPanel family="usdm" />, fake.terminal);
    const history = await screen.findByRole('region', { name: 'USD-M history' });
    fireEvent.click(within(history).getByRole('tab', { name: 'Position history' }));
    await waitFor(() => expect(rowsOf('Position history')).toHaveLength(1));
    expect(rowsOf('Position history')[0]![3]).toBe('Open');
    expect(within(history).getByRole('status', { name: 'Closed positions' }).textContent).toBe(
      'No position closed in the range yet: what is listed is still open.',
    );
  });

  it('sums the wallet’s realized P&L, fees and funding day by day, for every contract', async () => {
    useUiStore.setState({ timeDisplay: 'utc' });
    const at = (date: string, hour: number) => Date.parse(`${date}T${String(hour).padStart(2, '0')}:00:00Z`);
    const fake = createFakeFutures({
      transactions: [
        income({ incomeType: 'REALIZED_PNL', income: '12.5', time: at('2026-11-29', 9), tranId: 'a' }),
        income({ incomeType: 'COMMISSION', income: '-0.3', time: at('2026-11-29', 9), tranId: 'b' }),
        income({
          incomeType: 'FUNDING_FEE',
          symbol: 'ETHUSDT',
          income: '-0.1',
          time: at('2026-11-29', 16),
          tranId: 'c',
        }),
        income({ incomeType: 'REALIZED_PNL', income: '-4', time: at('2026-11-30', 1), tranId: 'd' }),
        income({ incomeType: 'COMMISSION', income: '-0.2', time: at('2026-11-30', 1), tranId: 'e' }),
      ],
    });
    renderWithTerminal(<FuturesPanel family="usdm" />, fake.terminal);
    const history = await screen.findByRole('region', { name: 'USD-M history' });
    fireEvent.click(within(history).getByRole('tab', { name: 'Daily P&L' }));
    await waitFor(() => expect(rowsOf('Daily P&L')).toHaveLength(2));
    expect(rowsOf('Daily P&L')).toEqual([
      ['2026-11-30', '−4.00', '−0.20', '0.00', '−4.20', 'USDT'],
      ['2026-11-29', '+12.50', '−0.30', '−0.10', '+12.10', 'USDT'],
    ]);
    expect(within(history).getByText('every contract')).toBeTruthy();
  });

  it('says when the range held more than main read', async () => {
    const many = Array.from({ length: 1000 }, (_, i) =>
      income({ tranId: String(i), time: 1_700_000_000_000 + i }),
    );
    const fake = createFakeFutures({ transactions: many });
    renderWithTerminal(<FuturesPanel family="usdm" />, fake.terminal);
    const history = await screen.findByRole('region', { name: 'USD-M history' });
    fireEvent.click(within(history).getByRole('tab', { name: 'Transactions' }));
    expect((await screen.findByRole('status', { name: 'History incomplete' })).textContent).toBe(
      'The range holds more than the 1,000 rows read: the oldest are shown, newer ones are not.',
    );
  });
});
