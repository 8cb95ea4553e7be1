import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { klineInterval } from '@shared/api/spot/enums';
import type { Kline } from '@shared/api/spot/market-data';
import { useMarketStore } from '../../stores/market-store';
import { useUiStore } from '../../stores/ui-store';
import { alertView } from '../../test-support/alert-view';
import { createFakeMarket, type FakeMarket } from '../../test-support/fake-market';
import { renderWithTerminal } from '../../test-support/render-with-terminal';
import { order } from '../orders/fake-trading-terminal';
import { markOrders } from '../orders/marked-orders';
import { useLocalPanelLink } from '../market-panel/panel-link';
import type { CandleChartDriver } from './chart-driver';
import { CandlesPanel, klinePageSize, type ChartFill, type ChartTrading } from './CandlesPanel';
import type { SavedIndicators } from './indicators/saved-indicators';
import { recordingChart } from './recording-chart';
import { useAlertLines } from './use-alert-lines';

beforeEach(() => {
  useMarketStore.setState({ activeSymbol: 'BTCUSDT', favourites: [] });
  useUiStore.setState({ timeDisplay: 'utc' });
});
afterEach(cleanup);

const minute = 60_000;
const t0 = Date.UTC(2026, 0, 2, 3, 0);

function kline(index: number, close = '64000.10000000'): Kline {
  const openTime = t0 + index * minute;
  return {
    openTime,
    open: '64000.00000000',
    high: '64010.55000000',
    low: '63990.01000000',
    close,
    volume: '1.23456789',
    closeTime: openTime + minute - 1,
    quoteVolume: '79000.00000000',
    trades: 10,
    takerBuyBaseVolume: '0.5',
    takerBuyQuoteVolume: '32000',
  };
}

const fullPage = Array.from({ length: klinePageSize }, (_, i) => kline(i));

function Candles(props: {
  create: () => CandleChartDriver;
  trading?: ChartTrading;
  fills?: ChartFill[];
  indicators?: SavedIndicators;
}) {
  return (
    <CandlesPanel
      link={useLocalPanelLink()}
      createChart={props.create}
      trading={props.trading}
      fills={props.fills}
      indicators={props.indicators}
    />
  );
}

const tradingWith = (orders: Parameters<typeof markOrders>[0]): ChartTrading => ({
  openOrders: markOrders(orders, 'BTCUSDT'),
  cancel: vi.fn(),
  move: vi.fn(),
  place: vi.fn(),
});

async function renderCandles(
  klines: Kline[] = fullPage,
  extra: { trading?: ChartTrading; fills?: ChartFill[]; indicators?: SavedIndicators } = {},
) {
  const fake: FakeMarket = createFakeMarket({ klines });
  const chart = recordingChart();
  const view = renderWithTerminal(<Candles create={chart.create} {...extra} />, fake.terminal);
  await waitFor(() => expect(chart.calls.history.at(-1)?.length).toBe(klines.length));
  await waitFor(() => expect(fake.watches.size).toBe(1));
  return { fake, chart, view };
}

describe('CandlesPanel', () => {
  it('draws a page of history, then each live update through update(), never setData per tick', async () => {
    const { fake, chart } = await renderCandles();
    expect(fake.calls.find((c) => c.channel === 'klines')?.args).toEqual({
      symbol: 'BTCUSDT',
      interval: '1m',
      limit: klinePageSize,
    });
    expect(chart.calls.precision.at(-1)).toEqual([2, '0.01000000']);
    const historyCalls = chart.calls.history.length;
    const watchId = fake.watchIdOf('klines');
    expect(fake.watches.get(watchId)!.args).toEqual({ symbol: 'BTCUSDT', interval: '1m' });
    await waitFor(() => {
      act(() => {
        fake.emitKline({
          watchId,
          symbol: 'BTCUSDT',
          interval: '1m',
          kline: kline(499, '64001.00'),
          closed: false,
        });
        fake.emitKline({
          watchId,
          symbol: 'BTCUSDT',
          interval: '1m',
          kline: kline(500, '64002.50'),
          closed: false,
        });
      });
      expect(chart.calls.updates.map((c) => c.close)).toEqual([64001, 64002.5]);
    });
    // An update older than the newest bar cannot be drawn and is dropped.
    act(() => fake.emitKline({ watchId, symbol: 'BTCUSDT', interval: '1m', kline: kline(3), closed: true }));
    expect(chart.calls.updates).toHaveLength(2);
    expect(chart.calls.history).toHaveLength(historyCalls);
    expect(chart.calls.updates[1]!.time).toBe((t0 + 500 * minute) / 1000);
    expect(screen.getByLabelText('Candle readout').textContent).toContain('C 64,002.50');
  });

  it('loads older history when scrolled back, and stops when there is none', async () => {
    const { fake, chart } = await renderCandles();
    const older = Array.from({ length: 20 }, (_, i) => kline(-20 + i));
    (fake.terminal.market as { klines: unknown }).klines = async (args: unknown) => {
      fake.calls.push({ channel: 'klines', args });
      return older;
    };
    chart.scrollBack();
    await waitFor(() => expect(chart.calls.history.at(-1)?.length).toBe(klinePageSize + 20));
    expect(fake.calls.filter((c) => c.channel === 'klines').at(-1)?.args).toEqual({
      symbol: 'BTCUSDT',
      interval: '1m',
      limit: klinePageSize,
      endTime: t0 - 1,
    });
    expect(chart.calls.history.at(-1)![0]!.time).toBe((t0 - 20 * minute) / 1000);
  });

  it('reads the hovered bar out exactly, at tick and step precision', async () => {
    const { chart } = await renderCandles([kline(0), kline(1, '64005.00')]);
    chart.hover((t0 + minute) / 1000);
    const readout = screen.getByLabelText('Candle readout');
    expect([...readout.querySelectorAll('span')].map((s) => s.textContent)).toEqual([
      '2026-01-02 03:01',
      'O 64,000.00',
      'H 64,010.55',
      'L 63,990.01',
      'C 64,005.00',
      'V 1.23457',
    ]);
  });

  it('offers all 16 intervals and restarts history and watch on a change', async () => {
    const { fake } = await renderCandles();
    const select = screen.getByRole('combobox', { name: 'Interval' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(klineInterval.options);
    expect(klineInterval.options).toHaveLength(16);
    fireEvent.change(select, { target: { value: '1h' } });
    await waitFor(() =>
      expect([...fake.watches.values()].map((w) => w.args)).toEqual([{ symbol: 'BTCUSDT', interval: '1h' }]),
    );
    expect(fake.calls.filter((c) => c.channel === 'klines').at(-1)?.args).toMatchObject({ interval: '1h' });
  });

  it("draws the user's open orders as lines with their price on the axis, and fills as markers", async () => {
    const { chart } = await renderCandles(fullPage, {
      trading: tradingWith([
        order({ clientOrderId: '7', side: 'BUY', price: '63990.50', origQty: '0.1', executedQty: '0' }),
      ]),
      fills: [{ tradeId: '1', side: 'SELL', price: '64001.00', quantity: '0.2', time: t0 + 30_000 }],
    });
    expect(chart.calls.orderLines.at(-1)).toEqual([
      { id: '7', price: 63990.5, side: 'BUY', label: 'Buy 0.10000' },
    ]);
    expect(screen.getByRole('group', { name: 'Buy 0.10000 at 63,990.50' })).toBeTruthy();
    expect(chart.calls.markers.at(-1)).toEqual([{ time: (t0 + 30_000) / 1000, side: 'SELL', label: 'S' }]);
    const readout = screen.getByLabelText('Candle readout');
    expect(readout.textContent).not.toContain('64,001.00');
    chart.hover(t0 / 1000);
    expect(readout.textContent).toContain('S 0.20000 @ 64,001.00');
    chart.hover((t0 + minute) / 1000);
    expect(readout.textContent).not.toContain('@');
  });

  it('names the legs of an OCO, pins a line out of view with its arrow, and cancels from the line', async () => {
    const trading = tradingWith([
      order({ clientOrderId: 'tp', orderListId: 3, side: 'SELL', type: 'LIMIT_MAKER', price: '64050.00' }),
      order({
        clientOrderId: 'sl',
        orderListId: 3,
        side: 'SELL',
        type: 'STOP_LOSS',
        price: '0',
        stopPrice: '63000.00',
      }),
    ]);
    await renderCandles(fullPage, { trading });
    expect(screen.getByRole('group', { name: 'Take profit · Sell 0.01000 at 64,050.00' })).toBeTruthy();
    const stop = screen.getByRole('group', {
      name: 'Stop loss · Sell 0.01000 at 63,000.00, out of view below',
    });
    expect(stop.textContent).toContain('▼');
    fireEvent.click(within(stop).getByRole('button', { name: 'Cancel order sl' }));
    expect(trading.cancel).toHaveBeenCalledWith('sl');
  });

  it('moves an order line by dragging it, or by arrow keys and Enter, at whole ticks', async () => {
    const trading = tradingWith([order({ clientOrderId: '9', price: '64000.00' })]);
    await renderCandles(fullPage, { trading });
    const handle = screen.getByRole('button', { name: 'Move Buy 0.01000: drag, or arrow keys then Enter' });
    // The lines' layer starts at y 0 in the test's layout, so clientY is the pane's y.
    fireEvent.pointerDown(handle, { pointerId: 1, clientY: 200 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientY: 150.3 });
    fireEvent.pointerUp(handle, { pointerId: 1, clientY: 150.3 });
    expect(trading.move).toHaveBeenLastCalledWith(expect.objectContaining({ id: '9' }), '64024.85');
    fireEvent.keyDown(handle, { key: 'ArrowDown' });
    fireEvent.keyDown(handle, { key: 'ArrowDown' });
    fireEvent.keyDown(handle, { key: 'Enter' });
    expect(trading.move).toHaveBeenLastCalledWith(expect.objectContaining({ id: '9' }), '63999.98');
  });

  it('places a limit or a stop at the price under a right-click', async () => {
    const trading = tradingWith([]);
    await renderCandles(fullPage, { trading });
    fireEvent.contextMenu(document.querySelector('.candle-stage')!, { clientY: 100 });
    const menu = screen.getByRole('menu', { name: 'At 64,050.00' });
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Sell stop at 64,050.00' }));
    expect(trading.place).toHaveBeenCalledWith('SELL', 'stop', '64050.00');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('switches the axis between UTC and local time, and removes the chart on close', async () => {
    const { chart, view } = await renderCandles();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Local time' }));
    expect(chart.calls.timeDisplay.at(-1)).toBe('local');
    view.unmount();
    expect(chart.calls.disposed).toBe(1);
  });
});

describe('price alerts on the chart', () => {
  function AlertCandles({ create }: { create: () => CandleChartDriver }) {
    const alerts = useAlertLines('BTCUSDT', '0.01000000');
    return (
      <CandlesPanel
        link={useLocalPanelLink()}
        createChart={create}
        trading={tradingWith([])}
        lines={alerts.lines}
        priceActions={alerts.priceActions}
      />
    );
  }

  async function renderWithAlerts() {
    const fake = createFakeMarket({ klines: fullPage });
    const alerts = {
      list: vi.fn(async () => [
        alertView('a1', { kind: 'above', price: '64050' }),
        alertView(
          'a2',
          { kind: 'below', price: '63950' },
          { fired: { time: 1, price: '63950', message: 'fired' } },
        ),
      ]),
      create: vi.fn(async () => undefined),
      update: vi.fn(async () => undefined),
      delete: vi.fn(async () => undefined),
      rearm: vi.fn(),
      onChanged: () => () => undefined,
      onFired: () => () => undefined,
    };
    const terminal = { ...fake.terminal, alerts } as unknown as typeof fake.terminal;
    const chart = recordingChart();
    renderWithTerminal(<AlertCandles create={chart.create} />, terminal);
    await waitFor(() => expect(chart.calls.history.at(-1)?.length).toBe(fullPage.length));
    return alerts;
  }

  it('shows armed alerts as lines that move (here by arrow keys and Enter) and delete from the line', async () => {
    const alerts = await renderWithAlerts();
    const line = await screen.findByRole('group', { name: 'Alert above at 64,050.00' });
    // A fired alert waits in the Alerts panel to be re-armed, off the chart.
    expect(screen.queryByRole('group', { name: /Alert below/ })).toBeNull();
    const handle = within(line).getByRole('button', {
      name: 'Move Alert above: drag, or arrow keys then Enter',
    });
    fireEvent.keyDown(handle, { key: 'ArrowUp' });
    fireEvent.keyDown(handle, { key: 'Enter' });
    await waitFor(() =>
      expect(alerts.update).toHaveBeenCalledWith({
        id: 'a1',
        condition: { kind: 'above', price: '64050.01' },
      }),
    );
    fireEvent.click(
      within(line).getByRole('button', { name: 'Delete alert: BTCUSDT crosses above 64,050.00' }),
    );
    await waitFor(() => expect(alerts.delete).toHaveBeenCalledWith({ id: 'a1' }));
  });

  it('sets an alert at the price under a right-click', async () => {
    const alerts = await renderWithAlerts();
    fireEvent.contextMenu(document.querySelector('.candle-stage')!, { clientY: 100 });
    const menu = screen.getByRole('menu', { name: 'At 64,050.00' });
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Alert at 64,050.00' }));
    await waitFor(() =>
      expect(alerts.create).toHaveBeenCalledWith({
        symbol: 'BTCUSDT',
        condition: { kind: expect.stringMatching(/^(above|below)$/), price: '64050' },
        sound: true,
      }),
    );
  });
});

describe('CandlesPanel indicators', () => {
  // Closes 64,000, 64,002, 64,001, 64,004, 64,003: changes +2, −1, +3, −1.
  const closes = ['64000.00', '64002.00', '64001.00', '64004.00', '64003.00'];
  const bars = closes.map((close, i) => kline(i, close));
  const readoutSpans = () =>
    [...screen.getByLabelText('Candle readout').querySelectorAll('span')].map((s) => s.textContent);

  async function turnOn(name: string, periodLabel: string, period: string) {
    const button = screen.getByRole('button', { name: 'Indicators' });
    if (button.getAttribute('aria-expanded') === 'false') fireEvent.click(button);
    const panel = screen.getByRole('group', { name: 'Indicators' });
    fireEvent.click(within(panel).getByRole('checkbox', { name }));
    fireEvent.change(within(panel).getByRole('textbox', { name: periodLabel }), {
      target: { value: period },
    });
  }

  it('adds EMA and RSI from the Indicators control: lines in their panes, exact values in the readout', async () => {
    const { chart } = await renderCandles(bars);
    expect(chart.calls.indicators.at(-1)).toEqual([]);
    await turnOn('EMA', 'EMA period', '3');
    await turnOn('RSI', 'RSI period', '3');
    // EMA(3), alpha 0.5: seed (64,000 + 64,002 + 64,001) / 3 = 64,001; 64,001 + 0.5 × (64,004 − 64,001)
    // = 64,002.5; 64,002.5 + 0.5 × (64,003 − 64,002.5) = 64,002.75.
    // RSI(3): gain (2 + 0 + 3) / 3 = 5/3, loss 1/3, RS 5, RSI 100 − 100/6 = 83.33; then −1: gain 10/9,
    // loss (2/3 + 1) / 3 = 5/9, RS 2, RSI 100 − 100/3 = 66.67.
    const plots = chart.calls.indicators.at(-1)!;
    expect(plots.map((p) => [p.line, p.pane])).toEqual([
      ['ema', 'price'],
      ['rsi', 'rsi'],
    ]);
    expect(plots[0]!.points.map((p) => p.value)).toEqual([64001, 64002.5, 64002.75]);
    expect(plots[0]!.points[0]!.time).toBe((t0 + 2 * minute) / 1000);
    expect(plots[1]!.points.map((p) => p.value.toFixed(4))).toEqual(['83.3333', '66.6667']);

    expect(readoutSpans().slice(6)).toEqual(['EMA(3) 64,002.75', 'RSI(3) 66.67']);
    chart.hover((t0 + 3 * minute) / 1000);
    expect(readoutSpans().slice(6)).toEqual(['EMA(3) 64,002.50', 'RSI(3) 83.33']);
    chart.hover((t0 + minute) / 1000);
    expect(readoutSpans().slice(6)).toEqual(['EMA(3) —', 'RSI(3) —']);
  });

  it('steps only the live bar: its points go through updateIndicators, not a redraw', async () => {
    const { fake, chart } = await renderCandles(bars);
    await turnOn('EMA', 'EMA period', '3');
    await turnOn('RSI', 'RSI period', '3');
    const redraws = chart.calls.indicators.length;
    const watchId = fake.watchIdOf('klines');
    act(() =>
      fake.emitKline({
        watchId,
        symbol: 'BTCUSDT',
        interval: '1m',
        kline: kline(4, '64005.00'),
        closed: false,
      }),
    );
    // The last close 64,003 becomes 64,005: EMA 64,002.5 + 0.5 × (64,005 − 64,002.5) = 64,003.75;
    // RSI change +1: gain (10/3 + 1) / 3 = 13/9, loss (2/3) / 3 = 2/9, RS 6.5, RSI 100 − 100/7.5 = 86.67.
    expect(chart.calls.indicators).toHaveLength(redraws);
    const [ema, rsi] = chart.calls.indicatorUpdates.at(-1)!;
    expect(ema).toEqual({ line: 'ema', point: { time: (t0 + 4 * minute) / 1000, value: 64003.75 } });
    expect(rsi!.point.value.toFixed(4)).toBe('86.6667');
    expect(readoutSpans().slice(6)).toEqual(['EMA(3) 64,003.75', 'RSI(3) 86.67']);
  });

  it('shows MACD and the overlays in the readout, hides the volume, and refuses a bad period', async () => {
    const { chart } = await renderCandles(bars);
    await turnOn('MA', 'MA period', '2');
    await turnOn('MACD', 'MACD fast period', '2');
    const panel = screen.getByRole('group', { name: 'Indicators' });
    fireEvent.change(within(panel).getByRole('textbox', { name: 'MACD slow period' }), {
      target: { value: '3' },
    });
    fireEvent.change(within(panel).getByRole('textbox', { name: 'MACD signal period' }), {
      target: { value: '2' },
    });
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Volume' }));
    expect(chart.calls.volumeVisible.at(-1)).toBe(false);
    // MA(2) of 64,004 and 64,003 = 64,003.50.
    // MACD(2, 3, 2): EMA(2), alpha 2/3, seed (64,000 + 64,002) / 2 = 64,001; 64,001; 64,001 + 2/3 × 3
    // = 64,003; 64,003. EMA(3), alpha 1/2, seed 64,001; 64,002.5; 64,002.75. MACD 0, 0.5, 0.25.
    // Signal EMA(2) seeded (0 + 0.5) / 2 = 0.25, then 0.25 + 2/3 × (0.25 − 0.25) = 0.25; histogram 0.
    expect(readoutSpans().slice(6)).toEqual(['MA(2) 64,003.50', 'MACD(2, 3, 2) 0.25 / 0.25 / 0.00']);
    expect(chart.calls.indicators.at(-1)!.map((p) => p.line)).toEqual([
      'macdHistogram',
      'sma',
      'macd',
      'macdSignal',
    ]);

    const period = within(panel).getByRole('textbox', { name: 'MA period' });
    fireEvent.change(period, { target: { value: '0' } });
    expect(period.getAttribute('aria-invalid')).toBe('true');
    expect(readoutSpans()[6]).toBe('MA(2) 64,003.50');
    // A slow period not above the fast one is refused too.
    fireEvent.change(within(panel).getByRole('textbox', { name: 'MACD slow period' }), {
      target: { value: '2' },
    });
    expect(readoutSpans()[7]).toBe('MACD(2, 3, 2) 0.25 / 0.25 / 0.00');
  });

  it("reads its indicators from the chart's layout entry and saves a change there", async () => {
    const save = vi.fn();
    await renderCandles(bars, {
      indicators: { saved: { ema: { on: true, period: 3 }, rsi: 'unreadable' }, save },
    });
    expect(readoutSpans().slice(6)).toEqual(['EMA(3) 64,002.75']);
    fireEvent.click(screen.getByRole('button', { name: 'Indicators' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'VWAP' }));
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({
        ema: { on: true, period: 3 },
        vwap: { on: true },
        rsi: { on: false, period: 14 },
      }),
    );
  });
});
