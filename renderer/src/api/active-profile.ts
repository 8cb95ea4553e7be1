import { useQuery } from '@tanstack/react-query';
import type { ProfileView } from '@shared/ipc/profile-schema';
import { venueMarking, type VenueMarking } from '@shared/venue-presets';
import { profilesQueries } from './profiles-queries';
import { useTerminal } from './terminal-context';

/** The profile the workspace belongs to, as the header and status bar show it. */
export interface ActiveProfile {
  readonly id: string;
  /** Whose saved workspace this is: the built-in Paper profile keeps the key "paper". */
  readonly workspaceKey: string;
  readonly name: string;
  /** PAPER on the embedded venue, TESTNET where every URL is a known testnet's, LIVE otherwise. */
  readonly marking: VenueMarking;
  /** Real money, as far as the terminal can tell: anything not PAPER or TESTNET. */
  readonly live: boolean;
}

export function toActiveProfile(view: ProfileView): ActiveProfile {
  const marking = venueMarking(view.venue);
  return {
    id: view.id,
    workspaceKey: view.builtIn === 'paper' ? 'paper' : view.id,
    name: view.name,
    marking,
    live: marking === 'LIVE',
  };
}

/** Shown while the list loads, or when no profile exists (no keychain): the embedded paper venue. */
export const paperProfile: ActiveProfile = {
  id: 'paper',
  workspaceKey: 'paper',
  name: 'Paper',
  marking: 'PAPER',
  live: false,
};

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
