import { create } from 'zustand';
import { defaultGlobalPreferences, type TimeDisplay } from '@shared/ipc/settings';

export type { TimeDisplay };

interface UiState {
  /** A global preference main keeps (api/preferences-sync.ts). */
  readonly timeDisplay: TimeDisplay;
  setTimeDisplay(value: TimeDisplay): void;
}

/** UI state that is nobody's server data. */
export const useUiStore = create<UiState>()((set) => ({
  timeDisplay: defaultGlobalPreferences.timeDisplay,
  setTimeDisplay: (timeDisplay) => set({ timeDisplay }),
}));
