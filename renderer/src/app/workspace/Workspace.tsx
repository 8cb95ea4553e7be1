import {
  DockviewReact,
  themeDark,
  themeLight,
  type DockviewApi,
  type DockviewReadyEvent,
} from 'dockview-react';
import { useEffect, useRef } from 'react';
import type { ThemeName } from '@shared/ipc/workspace';
import { useSaveLayout } from '../../api/workspace-queries';
import { applyDefaultLayout, panelComponents } from './panels';

interface WorkspaceProps {
  readonly profileId: string;
  readonly savedLayout: Record<string, unknown> | null;
  readonly theme: ThemeName;
  /**
   * Hands the layout API up, for "Reset layout" and named layouts, with `keep`, which stores the
   * layout shown now at once (not after the pause that gathers a drag's changes) and settles when
   * main has stored it.
   */
  readonly onApi: (api: DockviewApi, keep: () => Promise<void>) => void;
}

const saveDelayMs = 400;

/** Dockable, resizable panels; the layout is saved for the profile whenever it changes. */
export function Workspace({ profileId, savedLayout, theme, onApi }: WorkspaceProps) {
  const saveLayout = useSaveLayout(profileId);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const flush = useRef<() => void>(() => undefined);
  useEffect(() => {
    const onPageHide = () => flush.current();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      clearTimeout(timer.current);
    };
  }, []);

  const onReady = ({ api }: DockviewReadyEvent) => {
    try {
      if (savedLayout) api.fromJSON(savedLayout as never);
      else applyDefaultLayout(api);
    } catch {
      applyDefaultLayout(api);
    }
    const save = async () => {
      clearTimeout(timer.current);
      timer.current = undefined;
      await saveLayout.mutateAsync(api.toJSON() as unknown as Record<string, unknown>);
    };
    // A save that fails here is not lost: the next change saves the whole layout again.
    const saveLater = () => void save().catch(() => undefined);
    flush.current = () => {
      if (timer.current !== undefined) saveLater();
    };
    api.onDidLayoutChange(() => {
      clearTimeout(timer.current);
      timer.current = setTimeout(saveLater, saveDelayMs);
    });
    onApi(api, save);
  };

  return (
    <DockviewReact
      className="workspace-dock"
      components={panelComponents}
      onReady={onReady}
      theme={theme === 'dark' ? themeDark : themeLight}
    />
  );
}
