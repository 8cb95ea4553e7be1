import { useState } from 'react';
import type { ConfirmKind } from '@shared/ipc/settings';
import { usePreferences } from '../settings/preferences-store';

/** What a form's confirmation holds and does: the action waiting, and its two answers. */
export interface Confirmed<T> {
  /** Sends at once where the trader did not ask to confirm this kind of action; else holds it. */
  readonly ask: (value: T) => void;
  /** The action waiting for the trader's answer, or null. */
  readonly held: { readonly value: T } | null;
  readonly confirm: () => void;
  readonly cancel: () => void;
}

/** An action confirmed where the trader asked for confirmations of its kind (Settings), per profile. */
export function useConfirmed<T>(kind: ConfirmKind, send: (value: T) => void): Confirmed<T> {
  const asked = usePreferences((s) => s.confirm[kind]);
  const [held, setHeld] = useState<{ readonly value: T } | null>(null);
  return {
    ask: (value) => (asked ? setHeld({ value }) : send(value)),
    held,
    confirm: () => {
      if (!held) return;
      send(held.value);
      // After the call has left: a state set first would render the form before the order went.
      setHeld(null);
    },
    cancel: () => setHeld(null),
  };
}
