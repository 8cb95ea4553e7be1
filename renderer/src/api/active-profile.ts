import { useQuery } from '@tanstack/react-query';
import type { ProfileView } from '@shared/ipc/profile-schema';
import { profilesQueries } from './profiles-queries';
import { useTerminal } from './terminal-context';

/** The profile the workspace belongs to, as the header and status bar show it. */
export interface ActiveProfile {
  readonly id: string;
  /** Whose saved workspace this is: the built-in Paper profile keeps the key "paper". */
  readonly workspaceKey: string;
  readonly name: string;
  /** Anything not on the embedded paper venue trades real money, as far as the terminal can tell. */
  readonly live: boolean;
}

export function toActiveProfile(view: ProfileView): ActiveProfile {
  return {
    id: view.id,
    workspaceKey: view.builtIn === 'paper' ? 'paper' : view.id,
    name: view.name,
    live: view.venue.kind !== 'paper',
  };
}

/** Shown while the list loads, or when no profile exists (no keychain): the embedded paper venue. */
export const paperProfile: ActiveProfile = { id: 'paper', workspaceKey: 'paper', name: 'Paper', live: false };

/** The active profile from main's list ('tt:profiles:list'), kept current by 'tt:profiles:changed'. */
export function useActiveProfile(): { profile: ActiveProfile; ready: boolean } {
  const terminal = useTerminal();
  const list = useQuery(profilesQueries.list(terminal));
  const active = list.data?.profiles.find((p) => p.id === list.data?.activeProfileId);
  return {
    profile: active ? toActiveProfile(active) : paperProfile,
    ready: list.isSuccess || list.isError,
  };
}
