import type { DockviewApi } from 'dockview-react';
import { useState } from 'react';
import { describeError } from '@shared/ipc/errors';
import { applyDefaultLayout } from './panels';

export interface LayoutResetNotice {
  readonly failed: boolean;
  readonly text: string;
}

/**
 * "Reset layout": shows the default layout and stores it at once (`keep`), so a reload right after
 * cannot bring the old one back; the notice says so only once main has stored it.
 */
export function useLayoutReset(applyDefault: (api: DockviewApi) => void = applyDefaultLayout) {
  const [notice, setNotice] = useState<LayoutResetNotice>();
  const reset = (api: DockviewApi, keep: () => Promise<void>) => {
    setNotice(undefined);
    applyDefault(api);
    keep().then(
      () => setNotice({ failed: false, text: 'Layout reset to the default.' }),
      (error: unknown) =>
        setNotice({
          failed: true,
          text: `The default layout is shown, but it could not be kept for next time: ${describeError(error)}`,
        }),
    );
  };
  return { reset, notice, dismiss: () => setNotice(undefined) };
}
