import { useEffect, useRef } from 'react';
import { comboOf, usePreferences, type HotkeyAction } from '../settings/preferences-store';

/** Runs `action` when the trader's combination for it is pressed anywhere in the window. */
export function useHotkey(action: HotkeyAction, run: () => void) {
  const combo = usePreferences((s) => s.hotkeys[action]);
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  useEffect(() => {
    if (!combo) return;
    const onKey = (event: KeyboardEvent) => {
      if (comboOf(event) !== combo) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [combo]);
}
