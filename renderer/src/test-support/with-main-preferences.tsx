import type { ReactNode } from 'react';
import { useMainPreferences } from '../app/preferences/use-main-preferences';

/** As App does: the children render once main's preferences for the profile are in the stores. */
export function WithMainPreferences({
  profileId = 'paper',
  children,
}: {
  profileId?: string;
  children: ReactNode;
}) {
  const preferences = useMainPreferences(profileId, true);
  return preferences.ready ? children : null;
}
