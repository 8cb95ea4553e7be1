import { create } from 'zustand';

export type TimeDisplay = 'utc' | 'local';

interface UiState {
  readonly timeDisplay: TimeDisplay;
  setTimeDisplay(value: TimeDisplay): void;
}

/** UI state that is nobody's server data. */
export const useUiStore = create<UiState>()((set) => ({
  timeDisplay: 'utc',
  setTimeDisplay: (timeDisplay) => set({ timeDisplay }),
}));
