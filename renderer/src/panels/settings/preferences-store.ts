import { create } from 'zustand';
import {
  defaultGlobalPreferences,
  defaultProfilePreferences,
  hotkeyNames,
  type ConfirmKind,
  type HotkeyAction,
  type TradingHabits,
} from '@shared/ipc/settings';

export type { ConfirmKind, HotkeyAction, TradingHabits };

export const confirmKindLabels: Record<ConfirmKind, string> = {
  order: 'single orders',
  oco: 'OCO lists',
  oto: 'OTO lists',
  otoco: 'OTOCO lists',
  cancelAll: 'cancel all',
};

export const hotkeyLabels: Record<HotkeyAction, string> = {
  ...hotkeyNames,
  cancelAll: 'Cancel all on the active symbol',
};

interface PreferencesState {
  /** Per profile (see shared/ipc/settings.ts). */
  readonly confirm: Record<ConfirmKind, boolean>;
  readonly notifications: boolean;
  /** Key combinations as "Alt+B": modifiers in the order Ctrl, Alt, Shift, then the key. */
  readonly hotkeys: Record<HotkeyAction, string>;
  /** Ladder placement, hotkey offsets and size presets, the slippage warning. */
  readonly trading: TradingHabits;
  setConfirm(kind: ConfirmKind, on: boolean): void;
  setTrading(change: Partial<TradingHabits>): void;
  setNotifications(on: boolean): void;
  setHotkey(action: HotkeyAction, combo: string): void;
}

export const defaultHotkeys = defaultGlobalPreferences.hotkeys;

/** The trader's preferences; main keeps them (api/preferences-sync.ts loads and saves them). */
export const usePreferences = create<PreferencesState>()((set) => ({
  confirm: defaultProfilePreferences.confirm,
  notifications: defaultGlobalPreferences.notifications,
  hotkeys: defaultHotkeys,
  trading: defaultGlobalPreferences.trading,
  setTrading: (change) => set(({ trading }) => ({ trading: { ...trading, ...change } })),
  setConfirm: (kind, on) => set(({ confirm }) => ({ confirm: { ...confirm, [kind]: on } })),
  setNotifications: (notifications) => set({ notifications }),
  setHotkey: (action, combo) => set(({ hotkeys }) => ({ hotkeys: { ...hotkeys, [action]: combo } })),
}));

/** A keyboard event as a combination string comparable with the stored hotkeys. */
export function comboOf(
  event: Pick<KeyboardEvent, 'ctrlKey' | 'altKey' | 'shiftKey' | 'key' | 'code'>,
): string {
  const key = /^Key[A-Z]$/.test(event.code)
    ? event.code.slice(3)
    : event.key.length === 1
      ? event.key.toUpperCase()
      : event.key;
  return [event.ctrlKey && 'Ctrl', event.altKey && 'Alt', event.shiftKey && 'Shift', key]
    .filter(Boolean)
    .join('+');
}
