import { captureDownloads } from '../../test-support/capture-downloads';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TerminalApi } from '@shared/ipc/contract';
import type { CostMethod, PositionView, PositionsView } from '@shared/ipc/positions';
import { syncAccountEvents } from '../../api/account-queries';
import { fakeTradingTerminal } from '../orders/fake-trading-terminal';
import { renderTrading } from '../orders/render-trading';
import { PositionsPanel } from './PositionsPanel';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const windows = (all: string, today = '0') => ({ all, today, d7: today, d30: all });

const position = (over: Partial<PositionView>): PositionView => ({
  asset: 'BTC',
  quantity: '1',
  costedQuantity: '1',
  averageCost: '150',
  costBasis: '150',
  price: '300',
  marketValue: '300',
  unrealized: '150',
  unrealizedPercent: '100',
  realized: windows('149.4', '149.7'),
  fees: [{ asset: 'USDT', amount: '0.6', value: '0.6' }],
  feesValue: '0.6',
  share: '23.08',
  transferredIn: '0',
  transferredOut: '0',
  lotCount: 2,
  lots: [
    { symbol: 'BTCUSDT', tradeId: 1, time: 0, side: 'BUY', quantity: '1', price: '100', cost: '100' },
    { symbol: 'BTCUSDT', tradeId: 2, time: 1, side: 'BUY', quantity: '1', price: '200', cost: '200' },
  ],
  ...over,
});

const viewOf = (quoteAsset: string, method: CostMethod): PositionsView => ({
  quoteAsset,
  method,
  positions: [
    position({}),
    position({
      asset: 'ETH',
      quantity: '2',
      costedQuantity: '0',
      averageCost: null,
      costBasis: null,
      price: '10',
      marketValue: '20',
      unrealized: null,
      unrealizedPercent: null,
      realized: windows('-5'),
      fees: [],
      feesValue: '0',
      share: '1.54',
      transferredIn: '2',
      lotCount: 0,
      lots: [],
    }),
    position({
      asset: 'USDT',
      quantity: '980',
      costedQuantity: '0',
      averageCost: null,
      costBasis: null,
      price: '1',
      marketValue: '980',
      unrealized: null,
      unrealizedPercent: null,
      realized: windows('0'),
      fees: [],
      feesValue: '0',
      share: '75.38',
      lotCount: 0,
      lots: [],
    }),
  ],
  total: '1300',
  unrealized: '150',
  realized: windows('144.4', '149.7'),
  feesValue: '0.6',
  daily: [{ day: 0, realized: '144.4' }],
  symbols: ['BTCUSDT', 'ETHUSDT'],
  unpriced: [],
  at: 0,
});

function renderPanel() {
  const fake = fakeTradingTerminal();
  const positions = {
    list: vi.fn<TerminalApi['positions']['list']>(async ({ quoteAsset, method }) =>
      viewOf(quoteAsset, method),
    ),
    realized: vi.fn<TerminalApi['positions']['realized']>(async () => [
      {
        time: Date.UTC(2026, 0, 2),
        symbol: 'BTCUSDT',
        tradeId: 3,
        side: 'SELL',
        asset: 'BTC',
        quantity: '1',
        price: '300',
        proceeds: '300',
        costOfSold: '100',
        fee: '0.3',
        feeAsset: 'USDT',
        feeValue: '0.3',
        realized: '199.7',
      },
    ]),
    profiles: vi.fn<TerminalApi['positions']['profiles']>(async ({ quoteAsset, method }) => ({
      quoteAsset,
      method,
      profiles: [
        {
          profileId: 'p-1',
          name: 'Paper',
          venue: 'Paper',
          active: true,
          reachable: true,
          reason: null,
          total: '1300',
          unrealized: '150',
          realized: '144.4',
        },
        {
          profileId: 'p-2',
          name: 'Binance',
          venue: 'api.binance.com',
          active: false,
          reachable: false,
          reason: 'fetch failed',
          total: null,
          unrealized: null,
          realized: null,
        },
      ],
      total: '1300',
      unrealized: '150',
      realized: '144.4',
    })),
  };
  Object.assign(fake.api, { positions });
  const rendered = renderTrading(<PositionsPanel />, fake.terminal);
  syncAccountEvents(fake.terminal, rendered.client);
  return { fake, positions };
}

const assetsInOrder = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('positions', () => {
  it('lists each asset with its cost and P&L, largest value first, and sorts by a header', async () => {
    renderPanel();
    const table = await screen.findByRole('table', { name: 'Spot positions' });
    expect(assetsInOrder(table)).toEqual(['USDT', 'BTC', 'ETH']);
    const btc = within(table).getByRole('row', { name: 'BTC position' });
    for (const text of ['150.00', '+150.00', '100.00 %', '+149.40', '+149.70', '0.60', '23.08 %'])
      expect(btc.textContent).toContain(text);
    const eth = within(table).getByRole('row', { name: 'ETH position' });
    expect(eth.textContent).toContain('+2 in');
    expect(eth.textContent).toContain('−5.00');

    fireEvent.click(within(table).getByRole('button', { name: 'Asset' }));
    expect(assetsInOrder(table)).toEqual(['BTC', 'ETH', 'USDT']);
    expect(within(table).getByRole('columnheader', { name: 'Asset' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    fireEvent.click(within(table).getByRole('button', { name: 'Realized all time' }));
    expect(assetsInOrder(table)).toEqual(['BTC', 'USDT', 'ETH']);
    expect(screen.getByRole('list', { name: 'Allocation' }).textContent).toContain('USDT 75.38 %');
  });

  it('lists the trades that make up a cost, and asks main again by the method chosen', async () => {
    const { positions } = renderPanel();
    await screen.findByRole('table', { name: 'Spot positions' });
    fireEvent.click(screen.getByRole('button', { name: 'Trades making up the cost of BTC' }));
    const lots = screen.getByRole('table', { name: 'Trades making up the cost of BTC' });
    expect(within(lots).getAllByRole('row')).toHaveLength(3);
    expect(lots.textContent).toContain('200.00');

    fireEvent.change(screen.getByLabelText('Cost method'), { target: { value: 'fifo' } });
    await waitFor(() =>
      expect(positions.list).toHaveBeenLastCalledWith({ quoteAsset: 'USDT', method: 'fifo' }),
    );
  });

  it('refreshes when the holdings change', async () => {
    const { fake, positions } = renderPanel();
    await screen.findByRole('table', { name: 'Spot positions' });
    const asked = positions.list.mock.calls.length;
    act(() =>
      fake.emit('account:balances', {
        balances: [{ asset: 'BTC', free: '0.5', locked: '0' }],
        updateTime: 2,
      }),
    );
    await waitFor(() => expect(positions.list.mock.calls.length).toBeGreaterThan(asked));
  });

  it('exports the positions and realized P&L per trade as CSV, the method in the headers', async () => {
    const saved = captureDownloads();
    const { positions } = renderPanel();
    await screen.findByRole('table', { name: 'Spot positions' });
    fireEvent.change(screen.getByLabelText('Cost method'), { target: { value: 'fifo' } });
    await screen.findByText('Costs by FIFO, in USDT');
    fireEvent.click(screen.getByRole('button', { name: 'Export positions to CSV' }));
    const text = await saved[0]!.blob.text();
    const [header, first] = text.split('\r\n');
    expect(saved[0]!.name).toMatch(/^positions-fifo-USDT-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(header).toContain('averageCost (FIFO, USDT)');
    expect(first).toBe('USDT,980,0,,,1,980,,,0,0,0,0,,0,75.38,0,0');

    fireEvent.change(screen.getByLabelText('Realized P&L export range'), { target: { value: 'all' } });
    fireEvent.click(screen.getByRole('button', { name: 'Export realized P&L per trade to CSV' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(positions.realized).toHaveBeenCalledWith({ quoteAsset: 'USDT', method: 'fifo' });
    const rows = (await saved[1]!.blob.text()).split('\r\n');
    expect(rows[0]).toContain('realizedPnl (FIFO, USDT)');
    expect(rows[1]).toBe('2026-01-02T00:00:00.000Z,BTCUSDT,3,SELL,BTC,1,300,300,100,0.3,USDT,0.3,199.7');
  });

  it('totals every profile in one view, saying which venue did not answer', async () => {
    const { positions } = renderPanel();
    await screen.findByRole('table', { name: 'Spot positions' });
    expect(positions.profiles).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: "Show every profile's value and P&L" }));
    const table = await screen.findByRole('table', { name: 'Every profile' });
    expect(within(table).getByRole('row', { name: /Paper \(active\)/ }).textContent).toContain('1,300.00');
    expect(within(table).getByRole('row', { name: /Binance/ }).textContent).toContain(
      'Unreachable: fetch failed',
    );
  });
});
