import type { ProfileView } from '@shared/ipc/profile-schema';
import type { StoredProfile } from './profiles-file';

/**
 * What callers see of a stored profile: metadata, which keychain backend holds the secret (`session`:
 * main's memory, for this run only), and whether the keychain was found not to hold it.
 */
export function toProfileView(profile: StoredProfile, activeId: string | null, missing = false): ProfileView {
  return {
    id: profile.id,
    name: profile.name,
    venue: profile.venue,
    active: profile.id === activeId,
    builtIn: profile.builtIn,
    key: {
      type: profile.key.type,
      apiKey: profile.key.apiKey,
      publicKeyPem: profile.key.publicKeyPem,
      storedIn: profile.key.secretRef.backend,
      missing,
    },
  };
}
