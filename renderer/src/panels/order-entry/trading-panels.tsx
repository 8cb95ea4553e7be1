import type { DockviewApi, IDockviewPanelProps } from 'dockview-react';
import type { FunctionComponent } from 'react';
import { usePanelVisible } from '../../app/workspace/use-panel-visible';
import { AccountPanel } from '../account/AccountPanel';
import { HistoryPanel } from '../history/HistoryPanel';
import { OpenOrdersPanel } from '../orders/OpenOrdersPanel';
import { PositionsPanel } from '../positions/PositionsPanel';
import { SettingsPanel } from '../settings/SettingsPanel';
import { OrderEntryPanel } from './OrderEntryPanel';
import './trading.css';

/** The history behind another tab draws nothing for main's order updates until it is shown. */
function HistoryPane({ api }: IDockviewPanelProps) {
  return <HistoryPanel visible={usePanelVisible(api)} />;
}

/** The trading panes, by the id a layout stores. */
export const tradingPanelComponents: Record<string, FunctionComponent<IDockviewPanelProps>> = {
  orderEntry: () => <OrderEntryPanel />,
  openOrders: () => <OpenOrdersPanel />,
  history: HistoryPane,
  account: () => <AccountPanel />,
  positions: () => <PositionsPanel />,
  settings: () => <SettingsPanel />,
};

export const tradingPanelTitles: Record<keyof typeof tradingPanelComponents, string> = {
  orderEntry: 'Order entry',
  openOrders: 'Open orders',
  history: 'History',
  account: 'Account',
  positions: 'Positions',
  settings: 'Settings',
};

/** Adds the orders strip along the bottom of the layout as it stands: open orders, history, account, positions. */
export function addOrdersStrip(api: DockviewApi): void {
  api.addPanel({
    id: 'openOrders',
    component: 'openOrders',
    title: tradingPanelTitles.openOrders,
    position: { direction: 'below' },
  });
  for (const id of ['history', 'account', 'positions'] as const)
    api.addPanel({
      id,
      component: id,
      title: tradingPanelTitles[id],
      position: { referencePanel: 'openOrders', direction: 'within' },
      inactive: true,
    });
}

/** Adds the order ticket under `referencePanel`. */
export function addOrderEntry(api: DockviewApi, referencePanel: string): void {
  api.addPanel({
    id: 'orderEntry',
    component: 'orderEntry',
    title: tradingPanelTitles.orderEntry,
    position: { referencePanel, direction: 'below' },
  });
}
