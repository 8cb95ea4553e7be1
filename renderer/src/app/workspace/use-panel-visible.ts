import type { DockviewPanelApi } from 'dockview-react';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a pane is shown: its tab is its group's active one and the group is in view. A pane behind
 * another tab stays mounted, so what it would draw for each update is work nobody sees.
 */
export function usePanelVisible(api: Pick<DockviewPanelApi, 'isVisible' | 'onDidVisibilityChange'>): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const listener = api.onDidVisibilityChange(changed);
      return () => listener.dispose();
    },
    [api],
  );
  return useSyncExternalStore(subscribe, () => api.isVisible);
}
