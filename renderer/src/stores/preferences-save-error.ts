import { create } from 'zustand';

interface SaveErrorState {
  /** Why main refused the last change of a preference (the stores then show what it kept); null once one is saved. */
  readonly error: unknown;
}

export const usePreferencesSaveError = create<SaveErrorState>()(() => ({ error: null }));
