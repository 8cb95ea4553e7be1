import type { DockviewApi, IDockviewPanelProps } from 'dockview-react';
import type { FunctionComponent } from 'react';
import { ConnectionPanel } from '../../panels/connection/ConnectionPanel';

/** Every panel the workspace can show, by the id its layout stores. */
export const panelComponents: Record<string, FunctionComponent<IDockviewPanelProps>> = {
  connection: () => <ConnectionPanel />,
};

export const panelTitles: Record<keyof typeof panelComponents, string> = {
  connection: 'Connection',
};

/** The layout a new profile starts with, and "Reset layout" returns to. */
export function applyDefaultLayout(api: DockviewApi): void {
  api.clear();
  api.addPanel({ id: 'connection', component: 'connection', title: panelTitles.connection });
}
