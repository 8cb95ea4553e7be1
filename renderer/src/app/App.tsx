import { useQuery } from '@tanstack/react-query';
import type { DockviewApi } from 'dockview-react';
import { useEffect, useRef, useState } from 'react';
import { describeError } from '@shared/ipc/errors';
import { useActiveProfile } from '../api/active-profile';
import { useTerminal } from '../api/terminal-context';
import { venueQueries } from '../api/venue-queries';
import { useSetTheme, workspaceQueries } from '../api/workspace-queries';
import { AppHeader } from './AppHeader';
import { HotkeyHelp } from './hotkeys/HotkeyHelp';
import { TradingHotkeys } from './hotkeys/TradingHotkeys';
import { KeychainBanner } from './keychain/KeychainBanner';
import { StatusBar } from './status-bar/StatusBar';
import { useMarketStore } from '../stores/market-store';
import { useMainPreferences } from './preferences/use-main-preferences';
import { useDefaultActiveSymbol } from './use-default-symbol';
import { NamedLayouts } from './workspace/named-layouts/NamedLayouts';
import { addSymbolPanel, openAlertsPanel, openSettings, panelComponents } from './workspace/panels';
import { useLayoutReset } from './workspace/use-layout-reset';
import { Workspace } from './workspace/Workspace';

const knownPanels: ReadonlySet<string> = new Set(Object.keys(panelComponents));

export function App() {
  const terminal = useTerminal();
  const { profile, ready: profileReady } = useActiveProfile();
  const workspace = useQuery({
    ...workspaceQueries.state(terminal, profile.workspaceKey),
    enabled: profileReady,
  });
  const preferences = useMainPreferences(profile.workspaceKey, profileReady);
  const clock = useQuery(venueQueries.clock(terminal));
  const setTheme = useSetTheme();
  // The shown workspace's layout API, and whose it is: after a profile switch the header is there
  // while the new profile's workspace loads, and an action meanwhile waits for it.
  const dock = useRef<
    { readonly api: DockviewApi; readonly keep: () => Promise<void>; readonly profileId: string } | undefined
  >(undefined);
  type DockAction = (api: DockviewApi, keep: () => Promise<void>) => void;
  const pending = useRef<DockAction | undefined>(undefined);
  const onDock = (action: DockAction) => {
    const shown = dock.current;
    if (shown && shown.profileId === profile.workspaceKey) action(shown.api, shown.keep);
    else pending.current = action;
  };
  const layoutReset = useLayoutReset();
  const [layoutsOpen, setLayoutsOpen] = useState(false);
  useDefaultActiveSymbol();
  const activeSymbol = useMarketStore((s) => s.activeSymbol);

  const theme = workspace.data?.theme ?? 'dark';
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  const ready = workspace.isSuccess && preferences.ready && (clock.isSuccess || clock.isError);
  return (
    <div className="app" data-app-state={ready ? 'ready' : 'starting'}>
      <AppHeader
        profile={profile}
        theme={theme}
        onToggleTheme={() => setTheme.mutate(theme === 'dark' ? 'light' : 'dark')}
        onResetLayout={() => onDock(layoutReset.reset)}
        onOpenSettings={() => onDock(openSettings)}
        onOpenAlerts={() => onDock(openAlertsPanel)}
        onOpenLayouts={workspace.isSuccess ? () => setLayoutsOpen(true) : undefined}
        onAddPanel={
          activeSymbol === null
            ? undefined
            : (kind) => onDock((api) => addSymbolPanel(api, kind, activeSymbol))
        }
      />
      <KeychainBanner />
      <main className="workspace">
        {workspace.isError && (
          <p role="alert" className="error-text">
            The saved workspace could not be read: {describeError(workspace.error)}
          </p>
        )}
        {preferences.error !== null && (
          <p role="alert" className="error-text">
            The saved preferences could not be read: {describeError(preferences.error)}
          </p>
        )}
        {layoutReset.notice?.failed && (
          <div className="layout-reset-failed">
            <p role="alert" className="error-text">
              {layoutReset.notice.text}
            </p>
            <button type="button" aria-label="Dismiss the layout notice" onClick={layoutReset.dismiss}>
              Dismiss
            </button>
          </div>
        )}
        <p role="status" className="visually-hidden">
          {layoutReset.notice?.failed === false ? layoutReset.notice.text : ''}
        </p>
        {workspace.isSuccess && preferences.ready && (
          <Workspace
            key={profile.workspaceKey}
            profileId={profile.workspaceKey}
            savedLayout={workspace.data.layout}
            theme={theme}
            onApi={(api, keep) => {
              dock.current = { api, keep, profileId: profile.workspaceKey };
              const action = pending.current;
              pending.current = undefined;
              action?.(api, keep);
            }}
          />
        )}
      </main>
      {layoutsOpen && workspace.isSuccess && (
        <NamedLayouts
          profileId={profile.workspaceKey}
          named={workspace.data.named}
          knownPanels={knownPanels}
          dock={{
            read: () => (dock.current?.api.toJSON() ?? {}) as unknown as Record<string, unknown>,
            show: (layout) => {
              const shown = dock.current;
              if (!shown) return Promise.resolve();
              shown.api.fromJSON(layout as never);
              return shown.keep();
            },
          }}
          onClose={() => setLayoutsOpen(false)}
        />
      )}
      <StatusBar profile={profile} />
      {ready && <TradingHotkeys />}
      <HotkeyHelp />
    </div>
  );
}
