import type { DockviewApi, IDockviewPanelProps } from 'dockview-react';
import type { FunctionComponent } from 'react';
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
  ...futuresMiningTitles,
  ...tradingPanelTitles,
};

/** Panels that show one symbol and can be opened again for another. */
export const symbolPanels = ['candles', 'ladder', 'depthChart', 'tape', ...futuresMiningPanels] as const;
export type SymbolPanel = (typeof symbolPanels)[number];

/** The layout a new profile starts with, and "Reset layout" returns to. */
export function applyDefaultLayout(api: DockviewApi): void {
  api.clear();
  // The market panels first, the orders strip under them, then the watchlist and the ticket as a
  // full-height column on the left, so the order form has the height it needs.
  api.addPanel({
    id: 'ladder',
    component: 'ladder',
    title: panelTitles.ladder,
    params: { linked: true },
    initialWidth: 340,
  });
  api.addPanel({
    id: 'candles',
    component: 'candles',
    title: panelTitles.candles,
    params: { linked: true },
    position: { referencePanel: 'ladder', direction: 'right' },
  });
  api.addPanel({
    id: 'tape',
    component: 'tape',
    title: panelTitles.tape,
    params: { linked: true },
    position: { referencePanel: 'candles', direction: 'right' },
    initialWidth: 300,
  });
  api.addPanel({
    id: 'depthChart',
    component: 'depthChart',
    title: panelTitles.depthChart,
    params: { linked: true },
    position: { referencePanel: 'candles', direction: 'below' },
  });
  api.addPanel({
    id: 'connection',
    component: 'connection',
    title: panelTitles.connection,
    position: { referencePanel: 'tape', direction: 'below' },
    inactive: true,
  });
  addOrdersStrip(api);
  api.addPanel({
    id: 'watchlist',
    component: 'watchlist',
    title: panelTitles.watchlist,
    position: { direction: 'left' },
  });
  addOrderEntry(api, 'watchlist');
  for (const [id, width] of [
    ['watchlist', 360],
    ['ladder', 330],
    ['tape', 320],
  ] as const)
    api.getPanel(id)?.group.api.setSize({ width });
  api.getPanel('openOrders')?.group.api.setSize({ height: 220 });
  api.getPanel('watchlist')?.group.api.setSize({ height: 230 });
  api.getPanel('ladder')?.api.setActive();
}

/** Opens another panel of a kind for `symbol`, not linked, so several symbols can be watched at once. */
export function addSymbolPanel(api: DockviewApi, kind: SymbolPanel, symbol: string): void {
  let n = 2;
  while (api.getPanel(`${kind}-${n}`)) n++;
  api.addPanel({
    id: `${kind}-${n}`,
    component: kind,
    title: symbolPanelTitle(kind, symbol),
    params: { linked: false, symbol },
  });
}
