import type { TerminalApi } from '@shared/ipc/contract';
import type { GlobalPreferences, Preferences, ProfilePreferences } from '@shared/ipc/settings';
import { useTradingSymbol } from '../../panels/order-entry/trading-symbol-store';
import { usePreferences } from '../../panels/settings/preferences-store';
import { useMarketStore } from '../../stores/market-store';
import { usePreferencesSaveError } from '../../stores/preferences-save-error';
import { useUiStore } from '../../stores/ui-store';

/*
 * Preferences are UI state the panels read as they act (a hotkey handler, a confirmation before placing),
 * so they live in zustand stores (architecture rule 5); main is only where they are kept. They are loaded
 * once per profile into the stores and every change is written through, so there is no second copy in
 * the query cache.
 */

/** Puts the preferences main keeps into the renderer's stores. */
export function applyPreferences({ global, profile }: Preferences): void {
  usePreferences.setState({
    confirm: profile.confirm,
    notifications: global.notifications,
    hotkeys: global.hotkeys,
    trading: global.trading,
  });
  useUiStore.setState({ timeDisplay: global.timeDisplay });
  useMarketStore.setState({
    activeSymbol: profile.activeSymbol,
    favourites: profile.favourites,
    linkedFutures: null,
  });
  // After the market store: the trading symbol follows the market's, and must end as it was kept.
  useTradingSymbol.setState({ symbol: profile.tradingSymbol });
}

/**
 * Sends every change made to the stores to main, as the global or the profile's preference it is, until
 * the returned function is called. When main refuses a change, the reason shows and `onRefused` runs.
 */
export function writePreferencesThrough(
  terminal: TerminalApi,
  profileId: string,
  onRefused: () => void,
): () => void {
  const send = (saving: Promise<void>) =>
    saving.then(
      () => usePreferencesSaveError.setState({ error: null }),
      (error: unknown) => {
        usePreferencesSaveError.setState({ error });
        onRefused();
      },
    );
  const saveGlobal = (change: Partial<GlobalPreferences>) => send(terminal.settings.update({ change }));
  const saveProfile = (change: Partial<ProfilePreferences>) =>
    send(terminal.settings.updateProfile({ profileId, change }));

  const stops = [
    usePreferences.subscribe((now, before) => {
      if (now.confirm !== before.confirm) void saveProfile({ confirm: now.confirm });
      if (now.hotkeys !== before.hotkeys) void saveGlobal({ hotkeys: now.hotkeys });
      if (now.trading !== before.trading) void saveGlobal({ trading: now.trading });
      if (now.notifications !== before.notifications) void saveGlobal({ notifications: now.notifications });
    }),
    useUiStore.subscribe((now, before) => {
      if (now.timeDisplay !== before.timeDisplay) void saveGlobal({ timeDisplay: now.timeDisplay });
    }),
    useMarketStore.subscribe((now, before) => {
      if (now.favourites !== before.favourites) void saveProfile({ favourites: [...now.favourites] });
      if (now.activeSymbol !== before.activeSymbol) void saveProfile({ activeSymbol: now.activeSymbol });
    }),
    useTradingSymbol.subscribe((now, before) => {
      if (now.symbol !== before.symbol) void saveProfile({ tradingSymbol: now.symbol });
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
