import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The kinds of action a confirmation can be asked for, each set on its own. */
export type ConfirmKind = 'order' | 'oco' | 'oto' | 'otoco' | 'cancelAll';

export const confirmKindLabels: Record<ConfirmKind, string> = {
  order: 'Single orders',
  oco: 'OCO lists',
  oto: 'OTO lists',
  otoco: 'OTOCO lists',
  cancelAll: 'Cancel all',
};

export type HotkeyAction = 'buy' | 'sell' | 'cancelAll';

export const hotkeyLabels: Record<HotkeyAction, string> = {
  buy: 'Buy',
  sell: 'Sell',
  cancelAll: 'Cancel all on the active symbol',
};

interface PreferencesState {
  readonly confirm: Record<ConfirmKind, boolean>;
  readonly notifications: boolean;
  /** Key combinations as "Alt+B": modifiers in the order Ctrl, Alt, Shift, then the key. */
  readonly hotkeys: Record<HotkeyAction, string>;
  setConfirm(kind: ConfirmKind, on: boolean): void;
  setNotifications(on: boolean): void;
  setHotkey(action: HotkeyAction, combo: string): void;
}

export const defaultHotkeys: Record<HotkeyAction, string> = {
  buy: 'Alt+B',
  sell: 'Alt+S',
  cancelAll: 'Alt+X',
};

/** The trader's preferences, kept across restarts in the window's storage. */
export const usePreferences = create<PreferencesState>()(
  persist(
    (set) => ({
      confirm: { order: true, oco: true, oto: true, otoco: true, cancelAll: true },
      notifications: true,
      hotkeys: defaultHotkeys,
      setConfirm: (kind, on) => set(({ confirm }) => ({ confirm: { ...confirm, [kind]: on } })),
      setNotifications: (notifications) => set({ notifications }),
      setHotkey: (action, combo) => set(({ hotkeys }) => ({ hotkeys: { ...hotkeys, [action]: combo } })),
    }),
    {
      name: 'tt.preferences',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ confirm, notifications, hotkeys }) => ({ confirm, notifications, hotkeys }),
    },
  ),
);

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
