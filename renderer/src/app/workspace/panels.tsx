import type { AddPanelPositionOptions, DockviewApi, IDockviewPanelProps } from 'dockview-react';
import type { FunctionComponent } from 'react';
import { AlertsPanel } from '../../panels/alerts/AlertsPanel';
import { TradingCandles } from '../../panels/candles/TradingCandles';
import type { CandlePanelParams } from '../../panels/candles/indicators/saved-indicators';
import { createLightweightChart } from '../../panels/candles/lightweight-chart-driver';
import { ConnectionPanel } from '../../panels/connection/ConnectionPanel';
import { DepthChartPanel } from '../../panels/depth-chart/DepthChartPanel';
import { TradingDepthLadder } from '../../panels/depth-ladder/TradingDepthLadder';
import type { MarketPanelParams, PanelLink } from '../../panels/market-panel/panel-link';
import { TradesTapePanel } from '../../panels/trades-tape/TradesTapePanel';
import { WatchlistPanel } from '../../panels/watchlist/WatchlistPanel';
import { futuresMiningComponents, futuresMiningPanels, futuresMiningTitles } from './futures-mining-panels';
import {
  addOrderEntry,
  addOrdersStrip,
  tradingPanelComponents,
  tradingPanelTitles,
} from '../../panels/order-entry/trading-panels';

type MarketPanelProps = IDockviewPanelProps<MarketPanelParams>;

/** A panel's link lives in its layout params, so it is saved with the layout; the tab names its symbol. */
const dockLink = (kind: SymbolPanel, { params, api }: MarketPanelProps): PanelLink => ({
  linked: params.linked ?? true,
  symbol: params.symbol ?? null,
  update: (change) => {
    api.updateParameters(change);
    const next = { ...params, ...change };
    api.setTitle(symbolPanelTitle(kind, next.linked === false ? next.symbol : undefined));
  },
});

const symbolPanelTitle = (kind: SymbolPanel, symbol: string | undefined) =>
  symbol ? `${panelTitles[kind]} · ${symbol}` : panelTitles[kind]!;

/** Every panel the workspace can show, by the id its layout stores. */
export const panelComponents: Record<string, FunctionComponent<IDockviewPanelProps>> = {
  connection: () => <ConnectionPanel />,
  watchlist: () => <WatchlistPanel />,
  ladder: (props: MarketPanelProps) => <TradingDepthLadder link={dockLink('ladder', props)} />,
  depthChart: (props: MarketPanelProps) => <DepthChartPanel link={dockLink('depthChart', props)} />,
  tape: (props: MarketPanelProps) => <TradesTapePanel link={dockLink('tape', props)} />,
  candles: (props: IDockviewPanelProps<CandlePanelParams>) => (
    <TradingCandles
      link={dockLink('candles', props)}
      createChart={createLightweightChart}
      // The chart's indicators are saved in its layout params, beside its link.
      indicators={{
        saved: props.params.indicators,
        save: (indicators) => props.api.updateParameters({ indicators }),
      }}
    />
  ),
  alerts: () => <AlertsPanel />,
  ...futuresMiningComponents,
  ...tradingPanelComponents,
};

export const panelTitles: Record<keyof typeof panelComponents, string> = {
  connection: 'Connection',
  watchlist: 'Watchlist',
  ladder: 'Depth ladder',
  depthChart: 'Depth chart',
  tape: 'Trades',
  candles: 'Chart',
  alerts: 'Alerts',
  ...futuresMiningTitles,
  ...tradingPanelTitles,
};

/** Panels that show one symbol and can be opened again for another. */
export const symbolPanels = ['candles', 'ladder', 'depthChart', 'tape', ...futuresMiningPanels] as const;
export type SymbolPanel = (typeof symbolPanels)[number];

/** Adds the panel whose id, component and title are `id`'s. */
function addNamed(
  api: DockviewApi,
  id: keyof typeof panelComponents,
  options: { params?: MarketPanelParams; position?: AddPanelPositionOptions; inactive?: boolean },
): void {
  api.addPanel({ id, component: id, title: panelTitles[id], ...options });
}

/** The least width of the tape's column in the default layout, px. */
const tapeColumnWidth = 280;

/**
 * The layout a new profile starts with, and "Reset layout" returns to: the chart takes the largest
 * area, the ladder, the tape, the depth chart and the connection beside it, the orders strip along the bottom with room for ten rows,
 * and the watchlist over the order form as a full-height column on the left, so the form has the
 * height it needs. Settings opens on its own from the header.
 */
export function applyDefaultLayout(api: DockviewApi): void {
  api.clear();
  const linked = { linked: true };
  addNamed(api, 'candles', { params: linked });
  addNamed(api, 'ladder', { params: linked, position: { referencePanel: 'candles', direction: 'right' } });
  addNamed(api, 'tape', { params: linked, position: { referencePanel: 'ladder', direction: 'right' } });
  addNamed(api, 'depthChart', { params: linked, position: { referencePanel: 'tape', direction: 'below' } });
  addNamed(api, 'connection', {
    position: { referencePanel: 'depthChart', direction: 'below' },
    inactive: true,
  });
  addOrdersStrip(api);
  addNamed(api, 'watchlist', { position: { direction: 'left' } });
  addOrderEntry(api, 'watchlist');
  // Shares of the window, so the chart keeps the largest area at any size; the strip keeps ten rows.
  // Left to right: a group's new size is taken from (or given to) the group on its right.
  const share = (part: number, least: number) => Math.max(least, Math.round(api.width * part));
  const watchlist = share(0.225, 300);
  const ladder = share(0.19, 260);
  // The tape's column keeps room for its four columns (price, size, a time to the millisecond, side):
  // on a narrow window the chart gives it up.
  const chart = Math.max(400, Math.min(share(0.385, 400), api.width - watchlist - ladder - tapeColumnWidth));
  for (const [id, width] of [
    ['watchlist', watchlist],
    ['candles', chart],
    ['ladder', ladder],
  ] as const)
    api.getPanel(id)?.group.api.setSize({ width });
  api.getPanel('openOrders')?.group.api.setSize({ height: Math.max(220, Math.round(api.height * 0.38)) });
  api.getPanel('watchlist')?.group.api.setSize({ height: Math.round(api.height * 0.32) });
  // Top to bottom, each taken from the group below: the tape has the most of its column.
  api.getPanel('tape')?.group.api.setSize({ height: Math.round(api.height * 0.3) });
  api.getPanel('depthChart')?.group.api.setSize({ height: Math.max(130, Math.round(api.height * 0.19)) });
  api.getPanel('connection')?.group.api.setSize({ height: Math.max(110, Math.round(api.height * 0.13)) });
  api.getPanel('candles')?.api.setActive();
}

/**
 * Opens Settings as a pane of its own in the chart's area, the largest, or brings it forward where it
 * is open already; the order form, the ladder and the orders strip stay in view.
 */
export function openSettings(api: DockviewApi): void {
  const open = api.getPanel('settings');
  if (open) return open.api.setActive();
  const chart = api.panels.find((panel) => panel.api.component === 'candles');
  api.addPanel({
    id: 'settings',
    component: 'settings',
    title: panelTitles.settings!,
    ...(chart
      ? { position: { referencePanel: chart.id, direction: 'within' as const } }
      : { floating: { width: Math.min(860, api.width - 40), height: Math.min(720, api.height - 40) } }),
  });
}

/**
 * Where another panel of a kind goes: beside the first of its kind (a second chart splits the chart's
 * area), in the orders strip for the futures and mining panes, and never over the order form.
 */
function placeFor(api: DockviewApi, kind: SymbolPanel): AddPanelPositionOptions | undefined {
  const sameKind = api.panels.find((panel) => panel.api.component === kind);
  if (sameKind) return { referencePanel: sameKind.id, direction: kind === 'candles' ? 'right' : 'within' };
  const strip = api.getPanel('openOrders');
  if ((futuresMiningPanels as readonly string[]).includes(kind) && strip)
    return { referencePanel: strip.id, direction: 'within' };
  const chart = api.panels.find((panel) => panel.api.component === 'candles');
  if (chart) return { referencePanel: chart.id, direction: 'within' };
  return undefined;
}

/** Opens another panel of a kind for `symbol`, not linked, so several symbols can be watched at once. */
export function addSymbolPanel(api: DockviewApi, kind: SymbolPanel, symbol: string): void {
  let n = 2;
  while (api.getPanel(`${kind}-${n}`)) n++;
  const position = placeFor(api, kind);
  api.addPanel({
    id: `${kind}-${n}`,
    component: kind,
    title: symbolPanelTitle(kind, symbol),
    params: { linked: false, symbol },
    ...(position ? { position } : {}),
  });
}

/** Shows the one Alerts panel: brought forward where it is open, else opened beside the open orders. */
export function openAlertsPanel(api: DockviewApi): void {
  const open = api.getPanel('alerts');
  if (open) return open.api.setActive();
  const beside = api.getPanel('openOrders');
  api.addPanel({
    id: 'alerts',
    component: 'alerts',
    title: panelTitles.alerts,
    ...(beside ? { position: { referencePanel: beside.id, direction: 'within' as const } } : {}),
  });
}
