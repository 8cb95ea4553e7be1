import { useEffect, useState } from 'react';
import { useTerminal } from '../../api/terminal-context';
import { applyPreferences, writePreferencesThrough } from './preferences-sync';

export interface MainPreferences {
  /** The stores hold what main keeps for this profile. */
  readonly ready: boolean;
  /** Why they could not be loaded (a damaged preferences file), else null. */
  readonly error: unknown;
}

/**
 * Loads the global preferences and the profile's from main into the stores, then writes every change
 * through to main. The workspace waits for `ready`, so no panel shows a default that is about to change.
 * After a change main refuses, the stores are loaded again: they show what main kept.
 */
export function useMainPreferences(profileId: string, enabled: boolean): MainPreferences {
  const terminal = useTerminal();
  const [loaded, setLoaded] = useState<{ profileId: string; error: unknown } | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    let stopWriting: (() => void) | undefined;
    const load = () =>
      void terminal.settings.load({ profileId }).then(
        (preferences) => {
          if (!current) return;
          stopWriting?.();
          applyPreferences(preferences);
          stopWriting = writePreferencesThrough(terminal, profileId, load);
          setLoaded({ profileId, error: null });
        },
        (error: unknown) => {
          if (current) setLoaded({ profileId, error });
        },
      );
    load();
    return () => {
      current = false;
      stopWriting?.();
    };
  }, [terminal, profileId, enabled]);
  const mine = loaded?.profileId === profileId ? loaded : null;
  return { ready: mine !== null && mine.error === null, error: mine?.error ?? null };
}
