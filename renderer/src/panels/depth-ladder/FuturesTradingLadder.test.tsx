import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TerminalApi } from '@shared/ipc/contract';
import type { BookFrame } from '@shared/ipc/market';
import { useMarketStore } from '../../stores/market-store';
import { useOrderTicketStore } from '../../stores/order-ticket-store';
import { useStreamStore } from '../../stores/stream-store';
import { createFakeMarket } from '../../test-support/fake-market';
import { renderWithTerminal } from '../../test-support/render-with-terminal';
import { createFakeFutures, order, position } from '../futures/fake-futures';
import { useLocalPanelLink } from '../market-panel/panel-link';
import { TradingDepthLadder } from './TradingDepthLadder';

beforeEach(() => {
  useMarketStore.setState({
    activeSymbol: 'BTCUSDT',
    favourites: [],
    linkedFutures: { symbol: 'BTCUSDT', market: 'usdm' },
  });
  useOrderTicketStore.setState({ picked: null, futuresSize: null });
  useStreamStore.setState({ books: {}, tapes: {}, tapeHolders: {} });
});
afterEach(() => useMarketStore.setState({ linkedFutures: null }));
afterEach(cleanup);

/** Three bid levels from 59,000.0 down and two asks from 59,000.1 up, a tick of 0.1 apart. */
function frame(watchId: string): BookFrame {
  const level = (price: string, quantity: string, total: string) => ({ price, quantity, total });
  return {
    watchId,
    symbol: 'BTCUSDT',
    group: '0.10000000',
    updateId: 1,
    eventTime: 1,
    frameTime: 1,
    bids: [
      level('59000.00000000', '1.000', '1.000'),
      level('58999.90000000', '2.000', '3.000'),
      level('58999.80000000', '3.000', '6.000'),
    ],
    asks: [level('59000.10000000', '1.000', '1.000'), level('59000.20000000', '1.000', '2.000')],
    bestBid: '59000.00000000',
    bestAsk: '59000.10000000',
    spread: '0.10000000',
    mid: '59000.05000000',
  };
}

function Ladder() {
  return <TradingDepthLadder link={useLocalPanelLink()} />;
}

/** The ladder on a linked USD-M BTCUSDT with the futures account holding `state`, its book shown. */
async function renderWith(state: Parameters<typeof createFakeFutures>[0]) {
  const futures = createFakeFutures(state);
  const market = createFakeMarket();
  const terminal = {
    ...futures.terminal,
    market: { ...market.terminal.market, ...futures.terminal.market },
  } as TerminalApi;
  renderWithTerminal(<Ladder />, terminal);
  await waitFor(() => expect(market.watches.size).toBe(1));
  const watchId = market.watchIdOf('book');
  await waitFor(() => {
    act(() => market.emitBook(frame(watchId)));
    expect(screen.queryByRole('table', { name: 'Bids' })).not.toBeNull();
  });
  return futures;
}

/** A long with a take profit, a stop that is not the position's, and a resting limit buy at 59,000.0. */
async function renderLadder() {
  const takeProfit = {
    ...order('usdm', 'BTCUSDT', 7),
    side: 'SELL' as const,
    type: 'TAKE_PROFIT_MARKET',
    origType: 'TAKE_PROFIT_MARKET',
    price: '0',
    origQty: '0',
    stopPrice: '59000.2',
    closePosition: true,
  };
  const stop = {
    ...order('usdm', 'BTCUSDT', 8),
    side: 'SELL' as const,
    type: 'STOP',
    origType: 'STOP',
    stopPrice: '59000.1',
  };
  const futures = await renderWith({
    positions: [position('usdm', 'BTCUSDT', '0.010')],
    orders: [order('usdm', 'BTCUSDT', 9), takeProfit, stop],
  });
  await screen.findByRole('img', { name: /^Your order: Buy 0\.010 at 59,000\.0/ });
  return futures;
}

const bids = () => within(screen.getByRole('table', { name: 'Bids' }));

describe("a futures contract's ladder as a place to trade", () => {
  it('marks the working orders at their levels: a limit and the take profit move, another stop does not', async () => {
    await renderLadder();
    const names = screen
      .getAllByRole('img', { name: /^Your order/ })
      .map((m) => m.getAttribute('aria-label'));
    expect(names.sort()).toEqual([
      'Your order: Buy 0.010 at 59,000.0 (drag to another price to move it)',
      'Your order: Sell stop 0.010 at 59,000.1',
      'Your order: Take profit · Sell position at 59,000.2 (drag to another price to move it)',
    ]);
  });

  it('moves a limit dropped on another level in place, and cancels one there', async () => {
    const futures = await renderLadder();
    fireEvent.pointerDown(bids().getByRole('img', { name: /Your order: Buy 0\.010/ }), { button: 0 });
    const target = bids().getAllByRole('row')[3]!;
    fireEvent.pointerEnter(target);
    fireEvent.pointerUp(target);
    await waitFor(() =>
      expect(futures.callsTo('modify')).toEqual([
        { family: 'usdm', symbol: 'BTCUSDT', clientOrderId: 'tt-9', price: '58999.8' },
      ]),
    );
    expect(await screen.findByText('Moved to 58,999.8')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Your orders beyond these levels' })).toBeNull();
    await screen.findByRole('img', { name: /^Your order: Buy 0\.010 at 58,999\.8/ });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order tt-8' }));
    await waitFor(() =>
      expect(futures.callsTo('cancel')).toEqual([{ family: 'usdm', symbol: 'BTCUSDT', orderId: 8 }]),
    );
  });

  it("places a limit on a Shift+click with the futures form's size, once confirmed", async () => {
    const futures = await renderLadder();
    useOrderTicketStore.setState({
      futuresSize: { market: 'usdm', symbol: 'BTCUSDT', quantity: '0.005', positionSide: null },
    });
    fireEvent.click(bids().getByRole('button', { name: '58,999.9' }), { shiftKey: true });
    const dialog = await screen.findByRole('dialog', { name: 'Confirm buy order' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Place order' }));
    await waitFor(() =>
      expect(futures.callsTo('place')).toEqual([
        {
          family: 'usdm',
          order: {
            type: 'LIMIT',
            symbol: 'BTCUSDT',
            side: 'BUY',
            quantity: '0.005',
            price: '58999.9',
            timeInForce: 'GTC',
          },
        },
      ]),
    );
  });

  it('lists an order the levels shown do not reach under the book, with its cancel button', async () => {
    const futures = await renderWith({ orders: [{ ...order('usdm', 'BTCUSDT', 5), price: '58000.0' }] });
    const beyond = await screen.findByRole('list', { name: 'Your orders beyond these levels' });
    expect(within(beyond).getByRole('listitem').textContent).toBe('Buy 0.010 at 58,000.0 (below)×');
    fireEvent.click(within(beyond).getByRole('button', { name: 'Cancel order tt-5' }));
    await waitFor(() =>
      expect(futures.callsTo('cancel')).toEqual([{ family: 'usdm', symbol: 'BTCUSDT', orderId: 5 }]),
    );
  });

  it("in hedge mode places for the futures form's position side: a sell at an ask closes the long", async () => {
    const futures = await renderWith({ hedge: true });
    useOrderTicketStore.setState({
      futuresSize: { market: 'usdm', symbol: 'BTCUSDT', quantity: '0.005', positionSide: 'LONG' },
    });
    const asks = within(screen.getByRole('table', { name: 'Asks' }));
    fireEvent.click(asks.getByRole('button', { name: '59,000.1' }), { shiftKey: true });
    const dialog = await screen.findByRole('dialog', { name: 'Confirm sell order' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Place order' }));
    await waitFor(() =>
      expect(futures.callsTo('place')).toEqual([
        {
          family: 'usdm',
          order: expect.objectContaining({ side: 'SELL', positionSide: 'LONG', price: '59000.1' }),
        },
      ]),
    );
  });
});
