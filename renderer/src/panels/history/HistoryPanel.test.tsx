import { captureDownloads } from '../../test-support/capture-downloads';
import type { OrderListView } from '@shared/ipc/orders';
import { PAPER_SYMBOLS } from '@shared/market/paper-symbols';
import { formatPrice } from '@shared/decimal/format';
import { notifyManager, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { syncOrdersEvents, usePlaceOrder } from '../../api/orders-queries';
import { TerminalProvider } from '../../api/terminal-context';
import { useTradingSymbol } from '../order-entry/trading-symbol-store';
import { fakeTradingTerminal, order } from '../orders/fake-trading-terminal';
import { renderTrading } from '../orders/render-trading';
import { HistoryPanel } from './HistoryPanel';

/** The row each table row was drawn for, in order: a row drawn again for nothing shows up twice. */
const drawnRows = vi.hoisted(() => [] as unknown[]);
vi.mock(import('../../ui/table/DataTable'), async (importOriginal) => {
  const original = await importOriginal();
  const { memo } = await import('react');
  const draw = (original.TableRow as unknown as { type: typeof original.TableRow }).type;
  const counted = (props: Parameters<typeof original.TableRow>[0]) => {
    drawnRows.push(props.row);
    return draw(props);
  };
  return { ...original, TableRow: memo(counted) as unknown as typeof original.TableRow };
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
beforeEach(() => useTradingSymbol.setState({ symbol: 'BTCUSDT' }));

describe('history', () => {
  it('asks main for the chosen range and exports all orders as CSV', async () => {
    const fake = fakeTradingTerminal();
    fake.api.orders.history.mockResolvedValue([
      order({ clientOrderId: 'tt-1', orderId: 1, status: 'FILLED', executedQty: '0.01000' }),
      order({ clientOrderId: 'tt-2', orderId: 2, side: 'SELL', price: '61000.50', status: 'CANCELED' }),
    ]);
    const saved = captureDownloads();
    renderTrading(<HistoryPanel />, fake.terminal);
    await screen.findByRole('table', { name: 'All orders' });
    const args = fake.api.orders.history.mock.calls[0]![0];
    expect(args.symbol).toBe('BTCUSDT');
    expect(args.endTime! - args.startTime!).toBe(86_400_000);

    fireEvent.click(screen.getByRole('button', { name: 'Export All orders to CSV' }));
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toMatch(/^orders-BTCUSDT-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await saved[0]!.blob.text()).split('\r\n');
    expect(lines[0]).toBe(
      'time,symbol,orderId,clientOrderId,orderListId,side,type,timeInForce,price,stopPrice,origQty,executedQty,cummulativeQuoteQty,status,updateTime',
    );
    expect(lines[1]).toBe(
      '2025-11-21T04:40:00.000Z,BTCUSDT,1,tt-1,-1,BUY,LIMIT,GTC,60000.00,,0.01000,0.01000,0.00,FILLED,2025-11-21T04:40:00.000Z',
    );
    expect(lines[2]).toContain(',SELL,LIMIT,GTC,61000.50,');
    expect(lines).toHaveLength(4);
  });

  it("folds main's order updates into the table without asking main again", async () => {
    const fake = fakeTradingTerminal();
    fake.api.orders.history.mockResolvedValue([
      order({ clientOrderId: 'tt-1', orderId: 1, status: 'FILLED', time: Date.now() - 60_000 }),
    ]);
    const { client } = renderTrading(<HistoryPanel />, fake.terminal);
    syncOrdersEvents(fake.terminal, client);
    const table = await screen.findByRole('table', { name: 'All orders' });
    act(() =>
      fake.emit('orders:updated', {
        orders: [order({ clientOrderId: 'tt-2', orderId: 2, status: 'EXPIRED', time: Date.now() })],
      }),
    );
    await waitFor(() => expect(within(table).getByRole('cell', { name: 'tt-2' })).toBeTruthy());
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(fake.api.orders.history).toHaveBeenCalledTimes(1);
  });

  it("draws only the rows main's update changes, not every row of the range", async () => {
    const fake = fakeTradingTerminal();
    const time = Date.now() - 60_000;
    fake.api.orders.history.mockResolvedValue([
      order({ clientOrderId: 'tt-1', orderId: 1, status: 'FILLED', time }),
      order({ clientOrderId: 'tt-2', orderId: 2, status: 'NEW', time }),
      order({ clientOrderId: 'tt-3', orderId: 3, status: 'CANCELED', time }),
    ]);
    const { client } = renderTrading(<HistoryPanel />, fake.terminal);
    syncOrdersEvents(fake.terminal, client);
    const table = await screen.findByRole('table', { name: 'All orders' });
    drawnRows.length = 0;
    act(() =>
      fake.emit('orders:updated', {
        orders: [
          order({ clientOrderId: 'tt-2', orderId: 2, status: 'FILLED', time: Date.now() }),
          order({ clientOrderId: 'tt-4', orderId: 4, status: 'NEW', time: Date.now() }),
        ],
      }),
    );
    await waitFor(() => expect(within(table).getByRole('cell', { name: 'tt-4' })).toBeTruthy());
    expect(drawnRows.map((row) => (row as { clientOrderId: string }).clientOrderId)).toEqual([
      'tt-2',
      'tt-4',
    ]);
  });

  it("draws nothing for main's updates while behind another tab, and shows them once in view", async () => {
    const fake = fakeTradingTerminal();
    const time = Date.now() - 60_000;
    fake.api.orders.history.mockResolvedValue([order({ clientOrderId: 'tt-1', orderId: 1, time })]);
    const { client, rerender } = renderTrading(<HistoryPanel visible />, fake.terminal);
    syncOrdersEvents(fake.terminal, client);
    await screen.findByRole('cell', { name: 'tt-1' });
    const shown = (ui: ReactElement) =>
      rerender(
        <QueryClientProvider client={client}>
          <TerminalProvider terminal={fake.terminal}>{ui}</TerminalProvider>
        </QueryClientProvider>,
      );
    shown(<HistoryPanel visible={false} />);
    drawnRows.length = 0;
    // The query cache tells its watchers at once, so a watching panel would draw inside act().
    notifyManager.setScheduler((notify) => notify());
    try {
      act(() =>
        fake.emit('orders:updated', {
          orders: [order({ clientOrderId: 'tt-2', orderId: 2, status: 'NEW', time: Date.now() })],
        }),
      );
    } finally {
      notifyManager.setScheduler((notify) => setTimeout(notify, 0));
    }
    expect(
      client
        .getQueryCache()
        .findAll()
        .some((q) => JSON.stringify(q.state.data).includes('tt-2')),
    ).toBe(true);
    expect(drawnRows).toEqual([]);
    expect(screen.queryByRole('cell', { name: 'tt-2' })).toBeNull();

    shown(<HistoryPanel visible />);
    expect(await screen.findByRole('cell', { name: 'tt-2' })).toBeTruthy();
    expect(fake.api.orders.history).toHaveBeenCalledTimes(1);
  });

  it('keeps an order placed from the terminal in the table once the placement settles', async () => {
    const fake = fakeTradingTerminal();
    fake.api.orders.history.mockResolvedValue([]);
    const placed = order({ clientOrderId: 'tt-3', orderId: 3, time: Date.now() });
    fake.api.orders.place.mockImplementation(async () => {
      fake.emit('orders:updated', { orders: [placed] });
      return placed;
    });
    function PlaceButton() {
      const place = usePlaceOrder();
      const args = { order: { symbol: 'BTCUSDT', side: 'BUY', type: 'MARKET', quantity: '0.01' } } as const;
      return (
        <button type="button" onClick={() => place.mutate(args)}>
          {place.isSuccess ? 'Placed' : 'Place'}
        </button>
      );
    }
    const { client } = renderTrading(
      <>
        <PlaceButton />
        <HistoryPanel />
      </>,
      fake.terminal,
    );
    syncOrdersEvents(fake.terminal, client);
    await screen.findByText('Nothing in this range.');
    fireEvent.click(screen.getByRole('button', { name: 'Place' }));
    await screen.findByRole('button', { name: 'Placed' });
    const table = screen.getByRole('table', { name: 'All orders' });
    await waitFor(() => expect(within(table).getByRole('cell', { name: 'tt-3' })).toBeTruthy());
    expect(fake.api.orders.history).toHaveBeenCalledTimes(1);
  });

  it('names columns briefly on screen and keeps a long client order id whole in its tooltip', async () => {
    const fake = fakeTradingTerminal();
    const id = 'tt82b2b1e174634a74b0d5a708ce0cca';
    fake.api.orders.history.mockResolvedValue([order({ clientOrderId: id, orderId: 1 })]);
    renderTrading(<HistoryPanel />, fake.terminal);
    const table = await screen.findByRole('table', { name: 'All orders' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual([
      'Time',
      'Symbol',
      'Order id',
      'Client id',
      'List',
      'Side',
      'Type',
      'TIF',
      'Price',
      'Trigger',
      'Qty',
      'Executed',
      'Quote executed',
      'Status',
      'Updated',
    ]);
    expect(headers[3]!.title).toBe('clientOrderId');
    const cell = within(table).getByRole('cell', { name: id });
    expect(cell.title).toBe(id);
  });

  it('shows times in the trader zone, figures at the tick and step, and no time in force, price or list where none applies', async () => {
    const fake = fakeTradingTerminal();
    fake.api.orders.history.mockResolvedValue([
      order({
        clientOrderId: 'tt-m',
        orderId: 4,
        type: 'MARKET',
        price: '0.00000000',
        timeInForce: 'GTC',
        orderListId: -1,
        origQty: '0.00100000',
        executedQty: '0.00100000',
        cummulativeQuoteQty: '60.00001000',
        status: 'FILLED',
        time: 1_763_700_000_000,
        updateTime: 1_763_700_000_000,
      }),
    ]);
    renderTrading(<HistoryPanel />, fake.terminal);
    const table = await screen.findByRole('table', { name: 'All orders' });
    const cells = await waitFor(() => {
      const row = within(table).getAllByRole('row')[1]!;
      const found = within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
      expect(found[0]).toBe('2025-11-21 04:40:00');
      return found;
    });
    expect(cells.slice(4, 14)).toEqual([
      '—',
      'Buy',
      'Market MARKET',
      '—',
      '—',
      '—',
      '0.00100',
      '0.00100',
      '60.00001',
      // The trader's word, then the venue's name as secondary text (the export keeps the name alone).
      'Filled FILLED',
    ]);
  });

  it('lists every symbol at once, asking each symbol, oldest first', async () => {
    const fake = fakeTradingTerminal();
    fake.api.market.symbols.mockResolvedValue([...PAPER_SYMBOLS]);
    fake.api.orders.history.mockImplementation(async ({ symbol }) =>
      symbol === 'ETHUSDT'
        ? [order({ symbol, clientOrderId: 'tt-eth', orderId: 2, time: 2_000 })]
        : symbol === 'BTCUSDT'
          ? [order({ clientOrderId: 'tt-btc', orderId: 1, time: 1_000 })]
          : [],
    );
    renderTrading(<HistoryPanel />, fake.terminal);
    await screen.findByRole('table', { name: 'All orders' });
    fireEvent.change(screen.getByLabelText('Symbols'), { target: { value: 'all' } });
    await screen.findByRole('heading', { name: 'History · all symbols' });
    const table = await screen.findByRole('table', { name: 'All orders' });
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('row')
          .slice(1)
          .map((row) => row.textContent?.slice(19, 26)),
      ).toEqual(['BTCUSDT', 'ETHUSDT']),
    );
    const asked = new Set(fake.api.orders.history.mock.calls.map(([args]) => args.symbol));
    expect(asked.has('BTCUSDT') && asked.has('ETHUSDT') && asked.has('SOLUSDT')).toBe(true);
  });

  it('exports trades with the venue decimals untouched', async () => {
    const fake = fakeTradingTerminal();
    fake.api.account.trades.mockResolvedValue([
      {
        symbol: 'BTCUSDT',
        id: 7,
        orderId: 1,
        orderListId: -1,
        price: '60000.01000000',
        qty: '0.00100000',
        quoteQty: '60.00001000',
        commission: '0.00000100',
        commissionAsset: 'BTC',
        time: 1_763_700_000_000,
        isBuyer: true,
        isMaker: false,
        isBestMatch: true,
      },
    ]);
    const saved = captureDownloads();
    renderTrading(<HistoryPanel />, fake.terminal);
    fireEvent.click(screen.getByRole('tab', { name: 'Trades' }));
    await screen.findByRole('table', { name: 'Trades' });
    fireEvent.click(screen.getByRole('button', { name: 'Export Trades to CSV' }));
    expect(await saved[0]!.blob.text()).toBe(
      'time,symbol,id,orderId,side,price,qty,quoteQty,commission,commissionAsset,maker\r\n' +
        '2025-11-21T04:40:00.000Z,BTCUSDT,7,1,BUY,60000.01000000,0.00100000,60.00001000,0.00000100,BTC,false\r\n',
    );
  });

  it('asks main for the trades again, up to now, when a fill is pushed, but not for an order that only rests', async () => {
    const fake = fakeTradingTerminal();
    fake.api.account.trades.mockResolvedValue([]);
    renderTrading(<HistoryPanel />, fake.terminal);
    fireEvent.click(screen.getByRole('tab', { name: 'Trades' }));
    await screen.findByRole('table', { name: 'Trades' });
    expect(fake.api.account.trades).toHaveBeenCalledTimes(1);
    const firstEnd = fake.api.account.trades.mock.calls[0]![0].endTime!;

    act(() => fake.emit('orders:updated', { orders: [order({ clientOrderId: 'tt-3', status: 'NEW' })] }));
    act(() =>
      fake.emit('orders:updated', {
        orders: [order({ clientOrderId: 'tt-4', orderId: 4, status: 'FILLED', time: Date.now() })],
      }),
    );
    await waitFor(() => expect(fake.api.account.trades).toHaveBeenCalledTimes(2));
    expect(fake.api.account.trades.mock.calls[1]![0].endTime!).toBeGreaterThanOrEqual(firstEnd);
  });

  it('shows a venue error where the history was asked for', async () => {
    const fake = fakeTradingTerminal();
    fake.api.orders.history.mockRejectedValue({
      kind: 'venue',
      code: -1127,
      message: 'More than 24 hours between startTime and endTime.',
    });
    renderTrading(<HistoryPanel />, fake.terminal);
    await waitFor(() =>
      expect(screen.getByRole('alert', { name: 'History could not be loaded' }).textContent).toBe(
        'More than 24 hours between startTime and endTime. (code -1127)',
      ),
    );
  });

  it('asks for an order id before loading prevented matches, then shows them on tick and step', async () => {
    const fake = fakeTradingTerminal();
    fake.api.account.preventedMatches.mockResolvedValue([
      {
        symbol: 'BTCUSDT',
        preventedMatchId: 1,
        takerOrderId: 12,
        makerSymbol: 'BTCUSDT',
        makerOrderId: 9,
        tradeGroupId: 1,
        selfTradePreventionMode: 'EXPIRE_MAKER',
        price: '65001.30000000',
        makerPreventedQuantity: '0.00100000',
        transactTime: 1_763_700_000_000,
      },
    ]);
    renderTrading(<HistoryPanel />, fake.terminal);
    fireEvent.click(screen.getByRole('tab', { name: 'Prevented matches' }));
    expect(screen.getByText('Enter an order id to see its prevented matches.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Order id'), { target: { value: '12' } });
    await waitFor(() =>
      expect(fake.api.account.preventedMatches).toHaveBeenCalledWith({ symbol: 'BTCUSDT', orderId: 12 }),
    );
    const table = await screen.findByRole('table', { name: 'Prevented matches' });
    const cells = within(table)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(-3)).toEqual([
      'Cancel resting EXPIRE_MAKER',
      formatPrice('65001.30000000', '0.01'),
      '0.00100',
    ]);
  });
});

describe('history: order lists', () => {
  const listOrders = () => [
    order({ clientOrderId: 'tt-a', orderId: 1, orderListId: 7 }),
    order({ clientOrderId: 'tt-b', orderId: 2, orderListId: 7, side: 'SELL' }),
    order({ clientOrderId: 'tt-c', orderId: 3, orderListId: -1 }),
  ];
  const clientIds = (table: HTMLElement) =>
    within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[3]!.textContent);

  it('follows a list id to the list’s orders alone, and back to every order', async () => {
    const fake = fakeTradingTerminal();
    fake.api.orders.history.mockResolvedValue(listOrders());
    renderTrading(<HistoryPanel />, fake.terminal);
    const table = await screen.findByRole('table', { name: 'All orders' });
    await waitFor(() => expect(clientIds(table)).toEqual(['tt-a', 'tt-b', 'tt-c']));
    // An order in no list has no link.
    expect(screen.getAllByRole('button', { name: 'Show the orders of list 7' })).toHaveLength(2);
    fireEvent.click(screen.getAllByRole('button', { name: 'Show the orders of list 7' })[0]!);
    await waitFor(() =>
      expect(clientIds(screen.getByRole('table', { name: 'All orders' }))).toEqual(['tt-a', 'tt-b']),
    );
    expect(screen.getByText(/Only the orders of list 7 \(BTCUSDT\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show every order' }));
    await waitFor(() =>
      expect(clientIds(screen.getByRole('table', { name: 'All orders' }))).toEqual(['tt-a', 'tt-b', 'tt-c']),
    );
  });

  it('opens a list’s orders from the order lists tab', async () => {
    const fake = fakeTradingTerminal();
    fake.api.orders.history.mockResolvedValue(listOrders());
    fake.api.orders.listHistory.mockResolvedValue([
      {
        orderListId: 7,
        contingencyType: 'OCO',
        listStatusType: 'ALL_DONE',
        listOrderStatus: 'ALL_DONE',
        listClientOrderId: 'list-7',
        transactionTime: 1_763_700_000_000,
        symbol: 'BTCUSDT',
        orders: [
          { symbol: 'BTCUSDT', orderId: 1, clientOrderId: 'tt-a' },
          { symbol: 'BTCUSDT', orderId: 2, clientOrderId: 'tt-b' },
        ],
      } as unknown as OrderListView,
    ]);
    renderTrading(<HistoryPanel />, fake.terminal);
    fireEvent.click(screen.getByRole('tab', { name: 'Order lists' }));
    const lists = await screen.findByRole('table', { name: 'Order lists' });
    // Its statuses in words, the venue's names after them.
    const cells = within(lists)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(expect.arrayContaining(['OCO', 'Done ALL_DONE']));
    expect(cells.filter((c) => c === 'Done ALL_DONE')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Show the orders of list 7' }));
    expect(screen.getByRole('tab', { name: 'All orders' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() =>
      expect(clientIds(screen.getByRole('table', { name: 'All orders' }))).toEqual(['tt-a', 'tt-b']),
    );
  });
});
