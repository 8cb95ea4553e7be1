import { useQueryClient } from '@tanstack/react-query';
import Decimal from 'decimal.js';
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { klineInterval, type KlineInterval } from '@shared/api/spot/enums';
import type { Kline } from '@shared/api/spot/market-data';
import { describeError } from '@shared/ipc/errors';
import type { KlineFrame } from '@shared/ipc/market';
import { marketQueries } from '../../api/market-queries';
import { useSymbolPrecision } from '../../api/use-symbols';
import { useTerminal } from '../../api/terminal-context';
import { useWatch } from '../../api/use-watch';
import { useUiStore } from '../../stores/ui-store';
import { decimalsOf, formatPrice, formatQuantity } from '@shared/decimal/format';
import { LocalTimeToggle } from '../../ui/LocalTimeToggle';
import { describeMarked, type OrderMark } from '../orders/marked-orders';
import { MarketPanel } from '../market-panel/MarketPanel';
import { usePanelMarket, type PanelLink } from '../market-panel/panel-link';
import type { CandleChartDriver, ChartColours, CreateCandleChart, FillMarker } from './chart-driver';
import { ChartLines, type ChartLine } from './chart-lines/ChartLines';
import { ChartPriceMenu, type PriceAction } from './chart-lines/ChartPriceMenu';
import { priceAtTick } from './chart-lines/line-layout';
import { ChartIndicators } from './indicators/chart-indicators';
import { IndicatorsControl } from './indicators/IndicatorsControl';
import { useIndicatorSettings, type SavedIndicators } from './indicators/saved-indicators';
import { formatBucketTime, KlineBook, toChartCandle } from './kline-series';
import { announceHistoryDrawn } from './history-drawn-event';
import './candles.css';

/** Bars per history page. */
export const klinePageSize = 500;

/** A fill of the user's, as the chart marks it. Typed here until the orders contract exists. */
export interface ChartFill {
  readonly tradeId: string;
  readonly side: 'BUY' | 'SELL';
  readonly price: string;
  readonly quantity: string;
  readonly time: number;
}

/** What the chart does with the trader's orders; without it the chart only shows the market. */
export interface ChartTrading {
  readonly openOrders: readonly OrderMark[];
  readonly cancel: (orderId: string) => void;
  /** An order line dragged to another price. */
  readonly move: (order: OrderMark, price: string) => void;
  /** An order placed at a price picked on the chart (the context menu), with the form's size. */
  readonly place: (side: 'BUY' | 'SELL', kind: 'limit' | 'stop', price: string) => void;
}

interface CandlesPanelProps {
  readonly link: PanelLink;
  /** Draws the chart; lightweight-charts in the app, a recording double in tests. */
  readonly createChart: CreateCandleChart;
  readonly trading?: ChartTrading;
  readonly fills?: readonly ChartFill[];
  /** More lines over the chart (alerts, a position's entry). */
  readonly lines?: readonly ChartLine[];
  /** More things the chart's right-click menu offers at the picked price (an alert there). */
  readonly priceActions?: (price: string) => readonly PriceAction[];
  /** The chart's indicators as its layout saves them; held by the panel without one. */
  readonly indicators?: SavedIndicators;
  /** Rendered under the chart: what the last trading action did, a confirmation. */
  readonly children?: ReactNode;
}

const noOrders: readonly OrderMark[] = [];
const noLines: readonly ChartLine[] = [];
const noFills: readonly ChartFill[] = [];

function themeColours(element: HTMLElement): ChartColours {
  const css = getComputedStyle(element);
  const read = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  return {
    background: read('--panel', '#161b22'),
    text: read('--text', '#e6edf3'),
    grid: read('--border', '#2a313c'),
    up: read('--up', '#2ebd85'),
    down: read('--down', '#f6465d'),
  };
}

/**
 * Candles and volume of a symbol at any of the 16 intervals: a page of history, then every live update
 * through the chart's `update`; older pages load as the user scrolls back.
 */
export function CandlesPanel({
  link,
  createChart,
  trading,
  fills = noFills,
  lines = noLines,
  priceActions,
  indicators: savedIndicators,
  children,
}: CandlesPanelProps) {
  const openOrders = trading?.openOrders ?? noOrders;
  const terminal = useTerminal();
  const client = useQueryClient();
  const { symbol, market } = usePanelMarket(link);
  const precision = useSymbolPrecision(symbol, market);
  const timeDisplay = useUiStore((s) => s.timeDisplay);
  const [interval, setBarInterval] = useState<KlineInterval>('1m');
  const [readout, setReadout] = useState<Kline | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  const container = useRef<HTMLDivElement>(null);
  /** The chart for what is drawn over it; bumped with the view, so the lines follow it. */
  const [scale, setScale] = useState<{ driver: CandleChartDriver; view: number } | undefined>(undefined);
  const [menu, setMenu] = useState<{ x: number; y: number; price: string } | null>(null);
  const driver = useRef<CandleChartDriver | undefined>(undefined);
  /** The bars of the current symbol and interval; replaced, never shared, when either changes. */
  const series = useRef({
    key: '',
    book: new KlineBook(),
    loaded: false,
    loadingOlder: false,
    exhausted: false,
  });
  const seriesKey = precision && symbol ? `${market}:${symbol}:${interval}` : null;
  const [indicatorSettings, setIndicatorSettings] = useIndicatorSettings(savedIndicators);
  /** The indicators over the current bars: state for the readout, a ref for the data callbacks. */
  const [indicators, setIndicators] = useState(() => new ChartIndicators(indicatorSettings));
  const indicatorsRef = useRef(indicators);
  /** Draws a whole series of bars: the candles and every indicator line. */
  const drawBars = (bars: readonly Kline[]) => {
    driver.current?.setHistory(bars.map(toChartCandle));
    indicatorsRef.current.reset(bars).draw(driver.current);
  };

  const showLatest = useEffectEvent(() => setReadout(series.current.book.newest() ?? null));
  /** Whether the crosshair is on a bar; while it is, live updates do not move the readout. */
  const hovering = useRef(false);
  const onCrosshair = useEffectEvent((time: number | null) => {
    const hovered = time === null ? undefined : series.current.book.at(time * 1000);
    hovering.current = hovered !== undefined;
    setReadout(hovered ?? series.current.book.newest() ?? null);
  });
  const loadOlder = useEffectEvent(() => {
    const current = series.current;
    const oldest = current.book.oldest();
    if (!symbol || !current.loaded || current.loadingOlder || current.exhausted || !oldest) return;
    current.loadingOlder = true;
    client
      .fetchQuery(
        marketQueries.klines(terminal, symbol, interval, klinePageSize, oldest.openTime - 1, market),
      )
      .then(
        (older) => {
          if (series.current !== current) return;
          if (current.book.addHistory(older) === 0) current.exhausted = true;
          else drawBars(current.book.all());
        },
        (e: unknown) => setError(`Older history could not be loaded: ${describeError(e)}`),
      )
      .finally(() => (current.loadingOlder = false));
  });

  useEffect(() => {
    const element = container.current!;
    const chart = createChart(element);
    driver.current = chart;
    chart.setColours(themeColours(element));
    chart.onCrosshair(onCrosshair);
    chart.onNearOldest(loadOlder);
    setScale({ driver: chart, view: 0 });
    chart.onViewChange(() => setScale((current) => current && { driver: chart, view: current.view + 1 }));
    const themeWatch = new MutationObserver(() => chart.setColours(themeColours(element)));
    themeWatch.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => {
      themeWatch.disconnect();
      driver.current = undefined;
      setScale(undefined);
      chart.dispose();
    };
  }, [createChart]);

  useEffect(() => {
    const next = new ChartIndicators(indicatorSettings).reset(series.current.book.all());
    indicatorsRef.current = next;
    next.draw(driver.current);
    setIndicators(next);
  }, [indicatorSettings, createChart]);

  useEffect(() => {
    if (!precision) return;
    driver.current?.setPrecision(decimalsOf(precision.tickSize), precision.tickSize);
  }, [precision]);

  useEffect(() => driver.current?.setTimeDisplay(timeDisplay), [timeDisplay]);

  useEffect(() => {
    if (!precision) return;
    // The price of each line on the axis; the lines themselves are ChartLines over the chart.
    driver.current?.setOrderLines(
      openOrders.map((order) => ({
        id: order.id,
        price: Number(order.at),
        side: order.side,
        label: describeMarked(order, formatQuantity(order.remaining, precision.stepSize)),
      })),
    );
  }, [openOrders, precision]);

  useEffect(() => {
    if (!precision) return;
    driver.current?.setFillMarkers(
      fills.map((fill): FillMarker => ({
        time: Math.floor(fill.time / 1000),
        side: fill.side,
        // One letter: longer text under the newest bar is cut off by the price axis; the readout has the rest.
        label: fill.side === 'BUY' ? 'B' : 'S',
      })),
    );
  }, [fills, precision]);

  useEffect(() => {
    if (!seriesKey || !symbol) return;
    const current = {
      key: seriesKey,
      book: new KlineBook(),
      loaded: false,
      loadingOlder: false,
      exhausted: false,
    };
    series.current = current;
    drawBars([]);
    client
      .fetchQuery(marketQueries.klines(terminal, symbol, interval, klinePageSize, undefined, market))
      .then(
        (history) => {
          if (series.current !== current) return;
          current.book.addHistory(history);
          current.loaded = true;
          if (history.length < klinePageSize) current.exhausted = true;
          drawBars(current.book.all());
          showLatest();
          announceHistoryDrawn(symbol, interval);
        },
        (e: unknown) => {
          if (series.current === current) setError(`Kline history could not be loaded: ${describeError(e)}`);
        },
      );
  }, [client, terminal, seriesKey, symbol, interval, market]);

  const watch = useWatch<KlineFrame>({
    key: seriesKey,
    start: () =>
      terminal.market.watchKlines(
        market === 'spot' ? { symbol: symbol!, interval } : { symbol: symbol!, interval, market },
      ),
    subscribe: (listener) => terminal.market.onKline(listener),
    onFrame: (frame) => {
      const current = series.current;
      if (current.key !== `${market}:${frame.symbol}:${frame.interval}`) return;
      if (!current.book.addLive(frame.kline) || !current.loaded) return;
      driver.current?.update(toChartCandle(frame.kline));
      indicatorsRef.current.update(frame.kline, driver.current);
      if (!hovering.current) setReadout(frame.kline);
    },
  });

  const shown = readout && precision ? readout : null;
  const shownFills = shown ? fills.filter((f) => f.time >= shown.openTime && f.time <= shown.closeTime) : [];
  return (
    <MarketPanel
      className="candles-panel"
      title="Candlestick chart"
      link={link}
      error={error ?? watch.error}
      controls={
        <>
          <select
            aria-label="Interval"
            value={interval}
            onChange={(e) => {
              setReadout(null);
              setBarInterval(e.target.value as KlineInterval);
            }}
          >
            {klineInterval.options
              // Futures have no one-second bars.
              .filter((i) => market === 'spot' || i !== '1s')
              .map((i) => (
                <option key={i} value={i}>
                  {i}
                </option>
              ))}
          </select>
          <LocalTimeToggle label="Local time" />
          <IndicatorsControl settings={indicatorSettings} onChange={setIndicatorSettings} />
        </>
      }
    >
      <p className="candle-readout num" aria-label="Candle readout">
        {shown && precision ? (
          <>
            <span>{formatBucketTime(shown.openTime, timeDisplay, interval === '1s')}</span>
            <span>O {formatPrice(shown.open, precision.tickSize)}</span>
            <span>H {formatPrice(shown.high, precision.tickSize)}</span>
            <span>L {formatPrice(shown.low, precision.tickSize)}</span>
            <span className={new Decimal(shown.close).gte(shown.open) ? 'dir-up' : 'dir-down'}>
              C {formatPrice(shown.close, precision.tickSize)}
            </span>
            <span>V {formatQuantity(shown.volume, precision.stepSize)}</span>
            {indicators.readout(shown.openTime, precision.tickSize).map((figure) => (
              <span key={figure.key}>{figure.text}</span>
            ))}
            {shownFills.map((fill) => (
              <span key={fill.tradeId} className={fill.side === 'BUY' ? 'dir-up' : 'dir-down'}>
                {fill.side === 'BUY' ? 'B' : 'S'} {formatQuantity(fill.quantity, precision.stepSize)} @{' '}
                {formatPrice(fill.price, precision.tickSize)}
              </span>
            ))}
          </>
        ) : (
          '—'
        )}
      </p>
      <div
        className="candle-stage"
        onContextMenu={(event) => {
          if ((!trading && !priceActions) || !precision || !scale) return;
          const box = event.currentTarget.getBoundingClientRect();
          const y = event.clientY - box.top;
          const price = priceAtTick(scale.driver.yToPrice(y), precision.tickSize);
          if (price === null) return;
          // nothing to do at this price (a futures chart with no position): the browser's own menu
          if (!trading && (priceActions?.(price) ?? []).length === 0) return;
          event.preventDefault();
          setMenu({ x: event.clientX - box.left, y, price });
        }}
      >
        <div ref={container} className="candle-chart" />
        {precision && (
          <ChartLines
            lines={[...orderLines(trading, precision.stepSize), ...lines]}
            scale={scale?.driver}
            tickSize={precision.tickSize}
            height={scale?.driver.paneHeight() ?? 0}
          />
        )}
        {menu && precision && (
          <ChartPriceMenu
            x={menu.x}
            y={menu.y}
            title={`At ${formatPrice(menu.price, precision.tickSize)}`}
            onClose={() => setMenu(null)}
            actions={spotActions(trading, menu.price, precision.tickSize).concat(
              priceActions?.(menu.price) ?? [],
            )}
          />
        )}
      </div>
      {children}
      {precision && fills.length > 0 && (
        <ul className="visually-hidden" aria-label="Marked on the chart">
          {fills.map((fill) => (
            <li key={fill.tradeId}>
              Fill: {fill.side === 'BUY' ? 'bought' : 'sold'}{' '}
              {formatQuantity(fill.quantity, precision.stepSize)} at{' '}
              {formatPrice(fill.price, precision.tickSize)}
            </li>
          ))}
        </ul>
      )}
      <p className="chart-credit">Charts by TradingView Lightweight Charts™</p>
    </MarketPanel>
  );
}

/** The chart menu's spot orders at a price: a limit or a stop either way. */
function spotActions(trading: ChartTrading | undefined, price: string, tickSize: string): PriceAction[] {
  if (!trading) return [];
  return (
    [
      ['BUY', 'limit', 'Buy limit'],
      ['SELL', 'limit', 'Sell limit'],
      ['BUY', 'stop', 'Buy stop'],
      ['SELL', 'stop', 'Sell stop'],
    ] as const
  ).map(([side, kind, words]) => ({
    label: `${words} at ${formatPrice(price, tickSize)}`,
    run: () => trading.place(side, kind, price),
  }));
}

/** The trader's open orders as lines: dragged to move, cancelled from the line. */
function orderLines(trading: ChartTrading | undefined, stepSize: string): ChartLine[] {
  if (!trading) return [];
  return trading.openOrders.map((order) => ({
    id: `order-${order.id}`,
    price: order.at,
    tone: order.side === 'BUY' ? 'buy' : 'sell',
    label: `${describeMarked(order, formatQuantity(order.remaining, stepSize))}${order.moving ? ' · moving' : ''}`,
    ...(order.fixed ? {} : { onMove: (price: string) => trading.move(order, price) }),
    remove: { label: `Cancel order ${order.id}`, run: () => trading.cancel(order.id) },
  }));
}
