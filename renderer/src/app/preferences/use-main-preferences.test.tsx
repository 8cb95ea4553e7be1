import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TerminalApi } from '@shared/ipc/contract';
import { defaultGlobalPreferences, defaultProfilePreferences } from '@shared/ipc/settings';
import { useTradingSymbol } from '../../panels/order-entry/trading-symbol-store';
import { usePreferences } from '../../panels/settings/preferences-store';
import { useMarketStore } from '../../stores/market-store';
import { usePreferencesSaveError } from '../../stores/preferences-save-error';
import { useUiStore } from '../../stores/ui-store';
import { createFakeSettings } from '../../test-support/fake-settings';
import { renderWithTerminal } from '../../test-support/render-with-terminal';
import { applyPreferences } from './preferences-sync';
import { useMainPreferences } from './use-main-preferences';

afterEach(cleanup);
beforeEach(() => {
  applyPreferences({ global: defaultGlobalPreferences, profile: defaultProfilePreferences });
  usePreferencesSaveError.setState({ error: null });
});

const kept = {
  global: {
    notifications: false,
    hotkeys: { ...defaultGlobalPreferences.hotkeys, buy: 'Ctrl+Shift+Y', sell: 'Alt+S', cancelAll: '' },
    timeDisplay: 'local' as const,
  },
  profiles: {
    paper: {
      confirm: { order: true, oco: false, oto: true, otoco: true, cancelAll: false },
      favourites: ['SOLUSDT'],
      activeSymbol: 'ETHUSDT',
      tradingSymbol: 'ETHBTC',
    },
  },
};

/** What the workspace sees on its first render: the stores as they are when it mounts. */
const firstSeen: string[] = [];
function Workspace() {
  const buy = usePreferences((s) => s.hotkeys.buy);
  if (firstSeen.length === 0) firstSeen.push(buy);
  return <p>Workspace</p>;
}

function Host() {
  const [profileId, setProfileId] = useState('paper');
  const preferences = useMainPreferences(profileId, true);
  return (
    <>
      <button onClick={() => setProfileId('p-7')}>Switch to p-7</button>
      {preferences.error !== null && <p role="alert">{(preferences.error as Error).message}</p>}
      {preferences.ready ? <Workspace /> : <p>Starting</p>}
    </>
  );
}

function start(settings: ReturnType<typeof createFakeSettings>) {
  firstSeen.length = 0;
  return renderWithTerminal(<Host />, { settings } as unknown as TerminalApi);
}

describe("main's preferences in the renderer", () => {
  it('fills the stores before the workspace renders, and writes nothing back for it', async () => {
    const settings = createFakeSettings(kept);
    start(settings);
    expect(screen.getByText('Starting')).toBeTruthy();
    await screen.findByText('Workspace');
    expect(firstSeen).toEqual(['Ctrl+Shift+Y']);
    expect(usePreferences.getState()).toMatchObject({
      notifications: false,
      hotkeys: kept.global.hotkeys,
      confirm: kept.profiles.paper.confirm,
    });
    expect(useUiStore.getState().timeDisplay).toBe('local');
    expect(useMarketStore.getState()).toMatchObject({ activeSymbol: 'ETHUSDT', favourites: ['SOLUSDT'] });
    expect(useTradingSymbol.getState().symbol).toBe('ETHBTC');
    expect(settings.update).not.toHaveBeenCalled();
    expect(settings.updateProfile).not.toHaveBeenCalled();
  });

  it('sends each change to main, as a global or a profile preference, and a new start finds it', async () => {
    const settings = createFakeSettings();
    const first = start(settings);
    await screen.findByText('Workspace');
    act(() => {
      usePreferences.getState().setHotkey('cancelAll', 'Ctrl+K');
      usePreferences.getState().setConfirm('order', false);
      usePreferences.getState().setNotifications(false);
      useUiStore.getState().setTimeDisplay('local');
      useMarketStore.getState().toggleFavourite('ETHUSDT');
      useMarketStore.getState().setActiveSymbol('ETHBTC');
    });
    expect(settings.update.mock.calls.map(([args]) => args)).toEqual([
      {
        change: {
          hotkeys: { ...defaultGlobalPreferences.hotkeys, buy: 'Alt+B', sell: 'Alt+S', cancelAll: 'Ctrl+K' },
        },
      },
      { change: { notifications: false } },
      { change: { timeDisplay: 'local' } },
    ]);
    expect(settings.updateProfile.mock.calls.map(([args]) => args)).toEqual([
      { profileId: 'paper', change: { confirm: { ...defaultProfilePreferences.confirm, order: false } } },
      { profileId: 'paper', change: { favourites: ['ETHUSDT'] } },
      // The order form follows the linked panels' symbol.
      { profileId: 'paper', change: { tradingSymbol: 'ETHBTC' } },
      { profileId: 'paper', change: { activeSymbol: 'ETHBTC' } },
    ]);

    first.unmount();
    applyPreferences({ global: defaultGlobalPreferences, profile: defaultProfilePreferences });
    start(settings);
    await screen.findByText('Workspace');
    expect(usePreferences.getState().hotkeys.cancelAll).toBe('Ctrl+K');
    expect(usePreferences.getState().confirm.order).toBe(false);
    expect(useMarketStore.getState().favourites).toEqual(['ETHUSDT']);
    expect(useTradingSymbol.getState().symbol).toBe('ETHBTC');
  });

  it('gives another profile its own confirmations and symbols, and the same global preferences', async () => {
    const settings = createFakeSettings(kept);
    start(settings);
    await screen.findByText('Workspace');
    act(() => useMarketStore.getState().linkFutures({ market: 'usdm', symbol: 'BTCUSDT' }));
    fireEvent.click(screen.getByRole('button', { name: 'Switch to p-7' }));
    await waitFor(() => expect(settings.load).toHaveBeenLastCalledWith({ profileId: 'p-7' }));
    await screen.findByText('Workspace');
    expect(useMarketStore.getState().favourites).toEqual([]);
    // A contract linked on one profile's market panels is not carried into another's.
    expect(useMarketStore.getState().linkedFutures).toBeNull();
    expect(usePreferences.getState().confirm).toEqual(defaultProfilePreferences.confirm);
    expect(usePreferences.getState().hotkeys).toEqual(kept.global.hotkeys);
    act(() => usePreferences.getState().setConfirm('oto', false));
    expect(settings.updateProfile).toHaveBeenLastCalledWith({
      profileId: 'p-7',
      change: { confirm: { ...defaultProfilePreferences.confirm, oto: false } },
    });
  });

  it('shows why main refused a change, and the stores go back to what main kept', async () => {
    const settings = createFakeSettings();
    start(settings);
    await screen.findByText('Workspace');
    act(() => usePreferences.getState().setHotkey('sell', 'Alt+B'));
    expect(usePreferences.getState().hotkeys.sell).toBe('Alt+B');
    await waitFor(() => expect(usePreferences.getState().hotkeys.sell).toBe('Alt+S'));
    expect(usePreferencesSaveError.getState().error).toMatchObject({
      kind: 'invalid-arguments',
      message: expect.stringContaining('change.hotkeys.sell: Alt+B is already the hotkey for Buy'),
    });
    // Writing goes on after the reload, and a saved change clears the message.
    act(() => usePreferences.getState().setHotkey('sell', 'Alt+D'));
    await waitFor(() => expect(usePreferencesSaveError.getState().error).toBeNull());
    expect(settings.update).toHaveBeenLastCalledWith({
      change: {
        hotkeys: { ...defaultGlobalPreferences.hotkeys, buy: 'Alt+B', sell: 'Alt+D', cancelAll: 'Alt+X' },
      },
    });
  });

  it('reports preferences main cannot read, and the workspace does not start', async () => {
    const settings = createFakeSettings();
    settings.load.mockRejectedValue(new Error('The settings file preferences.json is damaged'));
    start(settings);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The settings file preferences.json is damaged',
    );
    expect(screen.queryByText('Workspace')).toBeNull();
  });

  it('stops writing when it unmounts', async () => {
    const settings = createFakeSettings();
    const { unmount } = start(settings);
    await screen.findByText('Workspace');
    unmount();
    act(() => useMarketStore.getState().toggleFavourite('BTCUSDT'));
    expect(settings.updateProfile).not.toHaveBeenCalled();
  });
});
