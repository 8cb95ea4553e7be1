import Decimal from 'decimal.js';
import { useState } from 'react';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookFrame, BookLevel } from '@shared/ipc/market';
import { useMarketStore } from '../../stores/market-store';
import { useOrderTicketStore } from '../../stores/order-ticket-store';
import { useStreamStore } from '../../stores/stream-store';
import { createFakeMarket, type FakeMarket } from '../../test-support/fake-market';
import { renderWithTerminal } from '../../test-support/render-with-terminal';
import { useLocalPanelLink } from '../market-panel/panel-link';
import { DepthLadderPanel } from './DepthLadderPanel';
import { ordersPaintedEvent } from './frame-painted-event';
import { markOrders, type MarkedOrder } from '../orders/marked-orders';
import { order } from '../orders/fake-trading-terminal';
import type { LadderTrading } from './DepthLadderPanel';
import type { TerminalApi } from '@shared/ipc/contract';
import { btcusdtPerp } from '../futures/fake-futures';

beforeEach(() => {
  useMarketStore.setState({ activeSymbol: 'BTCUSDT', linkedFutures: null, favourites: [] });
  useOrderTicketStore.setState({ picked: null });
  useStreamStore.setState({ books: {}, tapes: {}, tapeHolders: {} });
});
afterEach(cleanup);

/** Levels from a best price outwards by one tick, with running totals, all exact. */
function levels(best: string, step: string, quantities: string[]): BookLevel[] {
  let total = new Decimal(0);
  return quantities.map((quantity, i) => {
    total = total.plus(quantity);
    return {
      price: new Decimal(best).plus(new Decimal(step).times(i)).toFixed(8),
      quantity,
      total: total.toFixed(8),
    };
  });
}

function frame(
  watchId: string,
  updateId: number,
  bestBid: string,
  bestAsk: string,
  group = '0.01000000',
): BookFrame {
  const bids = levels(bestBid, `-${group}`, ['0.50000000', '1.25000000', '2.00000000']);
  const asks = levels(bestAsk, group, ['0.10000000', '0.30000000']);
  const spread = new Decimal(bestAsk).minus(bestBid);
  return {
    watchId,
    symbol: 'BTCUSDT',
    group,
    updateId,
    eventTime: updateId,
    frameTime: updateId,
    bids,
    asks,
    bestBid,
    bestAsk,
    spread: spread.toFixed(8),
    mid: new Decimal(bestBid).plus(bestAsk).div(2).toFixed(8),
  };
}

function Ladder({ trading }: { trading?: LadderTrading }) {
  return <DepthLadderPanel link={useLocalPanelLink()} trading={trading} />;
}

const tradingWith = (openOrders: readonly MarkedOrder[]): LadderTrading => ({
  openOrders,
  cancel: vi.fn(),
  move: vi.fn(),
  place: vi.fn(),
});

async function renderLadder(ui = <Ladder />): Promise<{ fake: FakeMarket; watchId: string }> {
  const fake = createFakeMarket();
  renderWithTerminal(ui, fake.terminal);
  await waitFor(() => expect(fake.watches.size).toBe(1));
  const watchId = fake.watchIdOf('book');
  // The first frame arrives once the hook knows its watch id.
  await waitFor(() => {
    act(() => fake.emitBook(frame(watchId, 1, '64000.00', '64000.05')));
    expect(screen.queryByRole('table', { name: 'Bids' })).not.toBeNull();
  });
  return { fake, watchId };
}

const cells = (table: string) =>
  within(screen.getByRole('table', { name: table }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td')].slice(1).map((td) => td.textContent));

describe('DepthLadderPanel', () => {
  it('watches the book at the tick size and paints price, size and total at tick and step precision', async () => {
    const { fake } = await renderLadder();
    expect([...fake.watches.values()][0]!.args).toEqual({ symbol: 'BTCUSDT', group: '0.01', levels: 20 });
    expect(cells('Bids')).toEqual([
      ['64,000.00', '0.50000', '0.50000'],
      ['63,999.99', '1.25000', '1.75000'],
      ['63,999.98', '2.00000', '3.75000'],
    ]);
    // Asks: best next to the spread, so last.
    expect(cells('Asks')).toEqual([
      ['64,000.06', '0.30000', '0.40000'],
      ['64,000.05', '0.10000', '0.10000'],
    ]);
    expect(screen.getByLabelText('Spread').textContent).toBe('0.05 · 5 ticks · 0.01 bps');
    expect(screen.getByLabelText('Mid').textContent).toBe('64,000.025');
  });

  it('sizes depth bars from the exact cumulative ratio', async () => {
    await renderLadder();
    const widths = [...document.querySelectorAll<HTMLElement>('.ladder-bids .depth-bar')].map(
      (b) => b.style.width,
    );
    expect(widths).toEqual(['13.33%', '46.67%', '100%']);
  });

  it('shows only the last of 1,000 frames', async () => {
    const { fake, watchId } = await renderLadder();
    act(() => {
      for (let i = 2; i <= 1001; i++) {
        const bid = new Decimal('60000').plus(new Decimal(i).times('0.01')).toFixed(2);
        fake.emitBook(frame(watchId, i, bid, new Decimal(bid).plus('0.03').toFixed(2)));
      }
    });
    expect(cells('Bids').map((row) => row[0])).toEqual(['60,010.01', '60,010.00', '60,009.99']);
    expect(cells('Asks').map((row) => row[0])).toEqual(['60,010.05', '60,010.04']);
    expect(screen.getByLabelText('Spread').textContent).toBe('0.03 · 3 ticks · 0.00 bps');
    expect(screen.getAllByRole('row')).toHaveLength(2 + 3 + 2);
  });

  it('ignores frames of other watches', async () => {
    const { fake } = await renderLadder();
    act(() => fake.emitBook(frame('another-panel', 9, '1.00', '2.00')));
    expect(cells('Bids')[0]![0]).toBe('64,000.00');
  });

  it('regroups the running watch to a multiple of the tick', async () => {
    const { fake, watchId } = await renderLadder();
    fireEvent.change(screen.getByRole('combobox', { name: 'Grouping' }), { target: { value: '10' } });
    await waitFor(() =>
      expect(fake.calls.filter((c) => c.channel === 'regroupBook').map((c) => c.args)).toEqual([
        { watchId, group: '0.1', levels: 20 },
      ]),
    );
    expect(fake.watches.size).toBe(1);
    act(() => fake.emitBook(frame(watchId, 5, '64000.00', '64000.10', '0.1')));
    expect(cells('Bids').map((row) => row[0])).toEqual(['64,000.00', '63,999.90', '63,999.80']);
    expect(
      within(screen.getByRole('combobox', { name: 'Grouping' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['0.01', '0.10', '1.00', '10.00']);
  });

  it("puts a picked price into the order ticket's store", async () => {
    await renderLadder();
    fireEvent.click(
      within(screen.getByRole('table', { name: 'Asks' })).getByRole('button', { name: '64,000.05' }),
    );
    expect(useOrderTicketStore.getState().picked).toEqual({
      symbol: 'BTCUSDT',
      market: 'spot',
      price: '64000.05000000',
      side: 'ask',
      seq: 1,
    });
  });

  it("tells the page once a change of the user's orders is painted, not before its render", async () => {
    const painted: number[] = [];
    const listener = (event: Event) =>
      painted.push((event as CustomEvent<{ paintedAt: number }>).detail.paintedAt);
    window.addEventListener(ordersPaintedEvent, listener);
    const moved = markOrders([order({ clientOrderId: '12', side: 'BUY', price: '63999.98' })], 'BTCUSDT');
    function MovingLadder() {
      const [orders, setOrders] = useState(
        markOrders([order({ clientOrderId: '11', side: 'BUY', price: '63999.99' })], 'BTCUSDT'),
      );
      return (
        <>
          <button type="button" onClick={() => setOrders(moved)}>
            Move the order
          </button>
          <Ladder trading={tradingWith(orders)} />
        </>
      );
    }
    await renderLadder(<MovingLadder />);
    await waitFor(() => expect(painted.length).toBeGreaterThan(0));

    const before = performance.timeOrigin + performance.now();
    const told = painted.length;
    fireEvent.click(screen.getByRole('button', { name: 'Move the order' }));
    expect(painted).toHaveLength(told);
    await waitFor(() => expect(painted.length).toBeGreaterThan(told));
    expect(painted[told]).toBeGreaterThanOrEqual(before);
    window.removeEventListener(ordersPaintedEvent, listener);
  });

  it("marks the user's open orders at their grouped levels, each with a cancel control", async () => {
    const trading = tradingWith(
      markOrders(
        [
          order({ clientOrderId: '11', side: 'BUY', price: '63999.99', origQty: '0.2', executedQty: '0' }),
          order({ clientOrderId: '12', side: 'BUY', price: '63999.990', origQty: '0.05', executedQty: '0' }),
          order({ clientOrderId: '13', side: 'SELL', price: '64000.06', origQty: '1', executedQty: '0' }),
        ],
        'BTCUSDT',
      ),
    );
    await renderLadder(<Ladder trading={trading} />);
    const bidRows = within(screen.getByRole('table', { name: 'Bids' })).getAllByRole('row');
    expect(
      within(bidRows[2]!)
        .getAllByRole('img')
        .map((mark) => mark.getAttribute('aria-label')),
    ).toEqual([
      'Your order: Buy 0.20000 at 63,999.99 (drag to another price to move it)',
      'Your order: Buy 0.05000 at 63,999.99 (drag to another price to move it)',
    ]);
    expect(
      within(screen.getByRole('table', { name: 'Asks' })).getByRole('img', {
        name: /Your order: Sell 1.00000/,
      }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order 12' }));
    expect(trading.cancel).toHaveBeenCalledWith('12');
  });

  it('marks the order form’s order at its level before it is sent, for its own market only', async () => {
    await renderLadder();
    const preview = (market: 'spot' | 'usdm') =>
      act(() =>
        useOrderTicketStore.getState().showPreview({
          symbol: 'BTCUSDT',
          market,
          movable: true,
          orders: [{ side: 'BUY', price: '63999.99', label: 'Preview · Limit buy 0.00100' }],
        }),
      );
    preview('usdm');
    expect(screen.queryByRole('img', { name: /^Preview/ })).toBeNull();
    preview('spot');
    expect(
      within(screen.getByRole('table', { name: 'Bids' })).getByRole('img', {
        name: 'Preview · Limit buy 0.00100 at 63,999.99',
      }),
    ).toBeTruthy();
    act(() => useOrderTicketStore.getState().showPreview(null));
    expect(screen.queryByRole('img', { name: /^Preview/ })).toBeNull();
  });

  it('marks an order being moved, at the level it was dropped on, until the venue answers', async () => {
    const [mark] = markOrders([order({ clientOrderId: '31', side: 'BUY', price: '63999.99' })], 'BTCUSDT');
    await renderLadder(<Ladder trading={tradingWith([{ ...mark!, at: '63999.98', moving: true }])} />);
    const moving = within(screen.getByRole('table', { name: 'Bids' })).getByRole('img', {
      name: /Your order/,
    });
    expect(moving.getAttribute('aria-label')).toMatch(/at 63,999.98, moving/);
    expect(moving.closest('.mine-order')?.classList.contains('moving')).toBe(true);
  });

  it('moves an order dropped on another level, and places a limit on a Shift+click', async () => {
    const trading = tradingWith(
      markOrders([order({ clientOrderId: '21', side: 'BUY', price: '63999.99' })], 'BTCUSDT'),
    );
    await renderLadder(<Ladder trading={trading} />);
    const bids = within(screen.getByRole('table', { name: 'Bids' }));
    const target = bids.getAllByRole('row')[3]!;
    // A press and release on the mark's own level moves nothing.
    fireEvent.pointerDown(bids.getByRole('img', { name: /Your order: Buy/ }), { button: 0 });
    fireEvent.pointerUp(bids.getAllByRole('row')[2]!);
    expect(trading.move).not.toHaveBeenCalled();
    fireEvent.pointerDown(bids.getByRole('img', { name: /Your order: Buy/ }), { button: 0 });
    fireEvent.pointerEnter(target);
    expect(target.className).toContain('drop-target');
    fireEvent.pointerUp(target);
    expect(target.className).not.toContain('drop-target');
    expect(trading.move).toHaveBeenCalledWith(expect.objectContaining({ id: '21' }), '63999.98000000');
    fireEvent.click(within(target).getByRole('button', { name: '63,999.98' }), { shiftKey: true });
    expect(trading.place).toHaveBeenCalledWith('BUY', '63999.98000000');
    fireEvent.click(within(target).getByRole('button', { name: '63,999.98' }));
    expect(trading.place).toHaveBeenCalledTimes(1);
  });

  it('keeps a drag going while the book shifts the order to another row, and Escape ends it', async () => {
    const trading = tradingWith(
      markOrders([order({ clientOrderId: '21', side: 'BUY', price: '63999.99' })], 'BTCUSDT'),
    );
    const { fake, watchId } = await renderLadder(<Ladder trading={trading} />);
    const bids = within(screen.getByRole('table', { name: 'Bids' }));
    const mark = bids.getByRole('img', { name: /Your order: Buy/ });
    fireEvent.pointerDown(mark, { button: 0 });
    act(() => fake.emitBook(frame(watchId, 2, '64000.01', '64000.05')));
    await waitFor(() => expect(mark.isConnected).toBe(false));
    const best = bids.getAllByRole('row')[1]!;
    fireEvent.pointerEnter(best);
    fireEvent.pointerUp(best);
    expect(trading.move).toHaveBeenCalledWith(expect.objectContaining({ id: '21' }), '64000.01000000');

    fireEvent.pointerDown(bids.getByRole('img', { name: /Your order: Buy/ }), { button: 0 });
    fireEvent.keyDown(window, { key: 'Escape' });
    fireEvent.pointerUp(best);
    expect(trading.move).toHaveBeenCalledTimes(1);
  });

  it('shows the spread in ticks and basis points, under visible column headers', async () => {
    await renderLadder();
    expect(
      within(screen.getByRole('table', { name: 'Asks' }))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Yours', 'Price', 'Size', 'Total']);
    expect(screen.getByLabelText('Spread').textContent).toMatch(/ · \d+ ticks? · \d+\.\d\d bps$/);
  });

  it('follows the active symbol and ends the old watch', async () => {
    const { fake } = await renderLadder();
    act(() => useMarketStore.getState().setActiveSymbol('ETHBTC'));
    await waitFor(() => expect([...fake.watches.values()].map((w) => w.args.symbol)).toEqual(['ETHBTC']));
    expect(screen.getByText('Waiting for the book…')).toBeTruthy();
  });

  it('shows a linked futures contract from its own market at its tick, and spot again once unlinked', async () => {
    const fake = createFakeMarket();
    const watched = () =>
      [...fake.watches.values()].map((w) => ({
        ...w.args,
        group: new Decimal(String(w.args.group)).toFixed(),
      }));
    const terminal = {
      ...fake.terminal,
      futures: { symbols: async () => [btcusdtPerp] },
    } as unknown as TerminalApi;
    useMarketStore.setState({ linkedFutures: { market: 'usdm', symbol: 'BTCUSDT' } });
    renderWithTerminal(<Ladder />, terminal);
    await waitFor(() =>
      expect(watched()).toEqual([{ symbol: 'BTCUSDT', group: '0.1', levels: 20, market: 'usdm' }]),
    );
    expect(screen.getByLabelText('Panel symbol').textContent).toBe('BTCUSDT USD-M');
    act(() => fake.emitBook(frame(fake.watchIdOf('book'), 1, '60000.10', '60000.20', '0.10')));
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Bids' })).getAllByRole('button')[0]!.textContent).toBe(
        '60,000.1',
      ),
    );
    act(() => useMarketStore.getState().linkFutures(null));
    await waitFor(() => expect(watched()).toEqual([{ symbol: 'BTCUSDT', group: '0.01', levels: 20 }]));
  });
});
