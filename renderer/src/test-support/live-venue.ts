import type { ProfileView } from '@shared/ipc/profile-schema';

/** A custom venue at one made-up host: not a preset, so a profile on it is a live one. */
export const liveVenue = {
  kind: 'custom' as const,
  spotRestUrl: 'https://a.example',
  marketStreamUrl: 'wss://a.example',
  wsApiUrl: 'wss://a.example',
  fapiUrl: 'https://a.example',
  dapiUrl: 'https://a.example',
  sapiUrl: 'https://a.example',
};

/** `paper` made over into an inactive profile "Live" (id p-9) on the live venue. */
export function liveProfileLike(paper: ProfileView): ProfileView {
  return { ...paper, id: 'p-9', name: 'Live', builtIn: null, active: false, venue: liveVenue };
}
