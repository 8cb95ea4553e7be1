import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TerminalApi } from '@shared/ipc/contract';
import { useMarketStore } from '../../stores/market-store';
import { useOrderTicketStore } from '../../stores/order-ticket-store';
import { createFakeMarket } from '../../test-support/fake-market';
import { renderWithTerminal } from '../../test-support/render-with-terminal';
import { createFakeFutures, order, position } from '../futures/fake-futures';
import { useLocalPanelLink } from '../market-panel/panel-link';
import { FuturesCandles } from './FuturesCandles';
import { recordingChart } from './recording-chart';

beforeEach(() =>
  useMarketStore.setState({
    activeSymbol: 'BTCUSDT',
    favourites: [],
    linkedFutures: { symbol: 'BTCUSDT', market: 'usdm' },
  }),
);
afterEach(() => useMarketStore.setState({ linkedFutures: null }));
afterEach(cleanup);

function Chart({ create }: { create: ReturnType<typeof recordingChart>['create'] }) {
  return (
    <FuturesCandles
      family="usdm"
      symbol="BTCUSDT"
      link={useLocalPanelLink()}
      createChart={create}
      mark={[]}
    />
  );
}

/** A USD-M long (entry 60,000.0, mark 60,500.0) and a resting limit buy, on a chart of 63,900–64,100. */
function renderChart() {
  const futures = createFakeFutures({
    positions: [position('usdm', 'BTCUSDT', '0.010')],
    orders: [order('usdm', 'BTCUSDT', 9)],
  });
  const market = createFakeMarket();
  const terminal = {
    ...futures.terminal,
    market: { ...market.terminal.market, ...futures.terminal.market },
  } as TerminalApi;
  const chart = recordingChart();
  renderWithTerminal(<Chart create={chart.create} />, terminal);
  return futures;
}

const lines = () => screen.findByRole('group', { name: 'Lines on the chart' });

describe('a futures contract on its chart', () => {
  it("draws the position's entry and the working order, and sets a take-profit from the chart menu", async () => {
    const futures = renderChart();
    const drawn = await lines();
    await within(drawn).findByRole('group', {
      name: /^Long BTCUSDT entry · 0\.010 BTC · P&L \+5\.00 USDT at 60,000\.0/,
    });
    within(drawn).getByRole('group', { name: /^Limit buy 0\.010 BTC at 59,000\.0/ });

    // 100 px down a 400-pixel pane from 64,100: 64,050.0, above the mark, a long's take-profit
    fireEvent.contextMenu(document.querySelector('.candle-stage')!, { clientY: 100 });
    const menu = screen.getByRole('menu', { name: 'At 64,050.0' });
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Set Long BTCUSDT take profit to 64,050.0' }));
    await waitFor(() =>
      expect(futures.callsTo('closePosition')).toEqual([
        {
          family: 'usdm',
          symbol: 'BTCUSDT',
          positionSide: 'BOTH',
          trigger: { type: 'TAKE_PROFIT_MARKET', stopPrice: '64050.0', workingType: 'MARK_PRICE' },
        },
      ]),
    );
  });

  it('moves the take-profit by its line or the menu, and cancels it on its line', async () => {
    const futures = renderChart();
    await within(await lines()).findByRole('group', { name: /^Long BTCUSDT entry/ });
    fireEvent.contextMenu(document.querySelector('.candle-stage')!, { clientY: 100 });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Set Long BTCUSDT take profit to 64,050.0' }));
    const handle = await within(await lines()).findByRole('button', {
      name: 'Move Long BTCUSDT take profit: drag, or arrow keys then Enter',
    });
    fireEvent.keyDown(handle, { key: 'ArrowUp' });
    fireEvent.keyDown(handle, { key: 'ArrowUp' });
    fireEvent.keyDown(handle, { key: 'Enter' });
    await waitFor(() =>
      expect(futures.callsTo('closePosition').at(-1)).toMatchObject({
        trigger: { type: 'TAKE_PROFIT_MARKET', stopPrice: '64050.2' },
        replaces: { algoId: 901 },
      }),
    );

    // 300 px down: 63,950.0, still above the mark: the take-profit moves there from the menu too
    fireEvent.contextMenu(document.querySelector('.candle-stage')!, { clientY: 300 });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Move Long BTCUSDT take profit to 63,950.0' }));
    await waitFor(() =>
      expect(futures.callsTo('closePosition').at(-1)).toMatchObject({
        trigger: { stopPrice: '63950.0' },
        replaces: { algoId: expect.any(Number) },
      }),
    );
    const cancel = await within(await lines()).findByRole('button', {
      name: 'Cancel Long BTCUSDT take profit',
    });
    fireEvent.click(cancel);
    await waitFor(() =>
      expect(futures.callsTo('cancel')).toEqual([expect.objectContaining({ algoId: expect.any(Number) })]),
    );
  });

  it('offers a mark price alert where there is no position, and draws it as a line', async () => {
    const futures = createFakeFutures();
    const market = createFakeMarket();
    const terminal = {
      ...futures.terminal,
      market: { ...market.terminal.market, ...futures.terminal.market },
    };
    renderWithTerminal(<Chart create={recordingChart().create} />, terminal as TerminalApi);
    await lines();
    fireEvent.contextMenu(document.querySelector('.candle-stage')!, { clientY: 100 });
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Buy limit at [\d,]+\.\d$/),
      expect.stringMatching(/^Sell limit at [\d,]+\.\d$/),
      expect.stringMatching(/^Price [\d,]+\.\d into the futures form$/),
      expect.stringMatching(/^Mark alert at [\d,]+\.\d$/),
      'Close',
    ]);
    fireEvent.click(within(menu).getByRole('menuitem', { name: /^Mark alert at / }));
    await waitFor(() =>
      expect(futures.callsTo('createAlert')).toEqual([
        expect.objectContaining({ symbol: 'BTCUSDT', market: 'usdm', sound: true }),
      ]),
    );
    expect(await screen.findByRole('group', { name: /^Mark alert (above|below) at / })).toBeTruthy();

    // The same menu puts its price into the futures form (a pick on this contract's market).
    fireEvent.contextMenu(document.querySelector('.candle-stage')!, { clientY: 100 });
    fireEvent.click(screen.getByRole('menuitem', { name: /into the futures form$/ }));
    expect(useOrderTicketStore.getState().picked).toMatchObject({ symbol: 'BTCUSDT', market: 'usdm' });
  });

  it("places a limit from the menu with the futures form's size, and says why not without one", async () => {
    const futures = renderChart();
    await lines();
    useOrderTicketStore.setState({ futuresSize: null });
    fireEvent.contextMenu(document.querySelector('.candle-stage')!, { clientY: 300 });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Buy limit at 63,950.0' }));
    expect(await screen.findByText('Not placed: type a size in the futures form first.')).toBeTruthy();
    expect(futures.callsTo('place')).toEqual([]);
    useOrderTicketStore.setState({
      futuresSize: { market: 'usdm', symbol: 'BTCUSDT', quantity: '0.0.2', positionSide: null },
    });
    fireEvent.contextMenu(document.querySelector('.candle-stage')!, { clientY: 300 });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Buy limit at 63,950.0' }));
    expect(
      await screen.findByText(
        "Not placed: the futures form's size is not a plain decimal above zero, like 0.010.",
      ),
    ).toBeTruthy();
    expect(futures.callsTo('place')).toEqual([]);

    useOrderTicketStore.setState({
      futuresSize: { market: 'usdm', symbol: 'BTCUSDT', quantity: '0.020', positionSide: null },
    });
    fireEvent.contextMenu(document.querySelector('.candle-stage')!, { clientY: 300 });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Buy limit at 63,950.0' }));
    // Confirmed first, as the trader's preferences ask for single orders by default.
    const dialog = await screen.findByRole('dialog', { name: 'Confirm buy order' });
    expect(within(dialog).getByText('Limit buy 0.020 BTCUSDT (USD-M) at 63,950.0')).toBeTruthy();
    expect(futures.callsTo('place')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Place order' }));
    await waitFor(() =>
      expect(futures.callsTo('place')).toEqual([
        {
          family: 'usdm',
          order: {
            type: 'LIMIT',
            symbol: 'BTCUSDT',
            side: 'BUY',
            quantity: '0.020',
            price: '63950.0',
            timeInForce: 'GTC',
          },
        },
      ]),
    );
    expect(await screen.findByText(/^Placed: Limit buy 0\.020 BTCUSDT \(USD-M\) at 63,950\.0$/)).toBeTruthy();
  });

  it("places what the futures form's order value buys at the menu's price, down to the step", async () => {
    const futures = renderChart();
    await lines();
    const valued = (value: string) =>
      useOrderTicketStore.setState({
        futuresSize: { market: 'usdm', symbol: 'BTCUSDT', quantity: '', value, positionSide: null },
      });
    const buyAt = () => {
      fireEvent.contextMenu(document.querySelector('.candle-stage')!, { clientY: 300 });
      fireEvent.click(screen.getByRole('menuitem', { name: 'Buy limit at 63,950.0' }));
    };
    valued('10');
    buyAt();
    expect(
      await screen.findByText(
        "Not placed: the futures form's order value buys less than one step (0.001) at 63,950.0.",
      ),
    ).toBeTruthy();
    // 1,000 / 63,950.0 = 0.01563…: 0.015 on the step, never more than the value
    valued('1000');
    buyAt();
    const dialog = await screen.findByRole('dialog', { name: 'Confirm buy order' });
    expect(within(dialog).getByText('Limit buy 0.015 BTCUSDT (USD-M) at 63,950.0')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Place order' }));
    await waitFor(() =>
      expect(futures.callsTo('place')).toEqual([
        expect.objectContaining({ order: expect.objectContaining({ quantity: '0.015', price: '63950.0' }) }),
      ]),
    );
  });

  it('moves a working limit dragged by its handle in place', async () => {
    const futures = renderChart();
    const drawn = await lines();
    const line = await within(drawn).findByRole('group', { name: /^Limit buy 0\.010 BTC at 59,000\.0/ });
    const handle = within(line).getByRole('button', { name: /move/i });
    fireEvent.keyDown(handle, { key: 'ArrowUp' });
    fireEvent.keyDown(handle, { key: 'Enter' });
    await waitFor(() =>
      expect(futures.callsTo('modify')).toEqual([
        { family: 'usdm', symbol: 'BTCUSDT', clientOrderId: expect.any(String), price: '59000.1' },
      ]),
    );
  });
});
