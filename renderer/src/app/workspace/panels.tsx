import type { DockviewApi, IDockviewPanelProps } from 'dockview-react';
import type { FunctionComponent } from 'react';
import { ConnectionPanel } from '../../panels/connection/ConnectionPanel';
// Trading panes (order entry, orders, history, account, settings).
import {
  addTradingPanels,
  tradingPanelComponents,
  tradingPanelTitles,
} from '../../panels/order-entry/trading-panels';

/** Every panel the workspace can show, by the id its layout stores. */
export const panelComponents: Record<string, FunctionComponent<IDockviewPanelProps>> = {
  connection: () => <ConnectionPanel />,
  // Trading panes.
  ...tradingPanelComponents,
};

export const panelTitles: Record<keyof typeof panelComponents, string> = {
  connection: 'Connection',
  // Trading panes.
  ...tradingPanelTitles,
};

/** The layout a new profile starts with, and "Reset layout" returns to. */
export function applyDefaultLayout(api: DockviewApi): void {
  api.clear();
  api.addPanel({ id: 'connection', component: 'connection', title: panelTitles.connection });
  // Trading panes.
  addTradingPanels(api);
}
