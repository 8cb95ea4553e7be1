import { KeychainUnavailableError, SecretMissingError } from '../../keys/keychain-errors';
import type { KeyVault } from './key-vault';
import type { PaperVenueKey } from './paper-accounts-file';
import { newPaperKey, PAPER_KEY_RENEWED, paperVenueKeyOf, syncPaperAccounts } from './paper-profile';
import { withProfileReplaced, type ProfilesFile, type StoredProfile } from './profiles-file';
import type { ProfilesStore } from './profiles-store';

export interface PaperKeyKeeperDeps {
  readonly dataDir: string;
  readonly vault: KeyVault;
  readonly store: ProfilesStore;
  /** Gives the running embedded venue the Paper profile's new public key (nothing before it runs). */
  readonly register?: (key: PaperVenueKey) => void;
  /** Tells the user something, once. */
  readonly tell: (notice: string) => void;
}

/** The key cannot be had: the keychain holds no such entry, or cannot be reached (a session key serves). */
export const isKeyGone = (error: unknown): boolean =>
  error instanceof SecretMissingError || error instanceof KeychainUnavailableError;

/**
 * Keeps the Paper profile usable whatever happens to its key: where the key is gone (a reset keyring, a
 * session-only key from an earlier run, a keychain that stopped answering) a new Ed25519 key takes its
 * place, registered for the same paper account, so balances, open orders and history stay.
 */
export function createPaperKeyKeeper(deps: PaperKeyKeeperDeps) {
  const { vault, store, dataDir } = deps;

  /** Replaces the key of the Paper profile in `file`; runs inside the store's queue. */
  const renew = async (file: ProfilesFile, profile: StoredProfile, cause: unknown) => {
    const next: StoredProfile = { ...profile, key: await newPaperKey(vault, profile.id) };
    await store.commitWithKey(next.key, async () => {
      await store.save(withProfileReplaced(file, next));
      await syncPaperAccounts(dataDir, next);
    });
    const venueKey = paperVenueKeyOf(next);
    if (venueKey) deps.register?.(venueKey);
    await vault.remove(profile.key.secretRef).catch(() => false);
    // A session-only key is expected to be gone after a restart; a keychain key going is news.
    if (cause instanceof SecretMissingError && profile.key.secretRef.backend !== 'session') {
      deps.tell(PAPER_KEY_RENEWED);
    }
    return next;
  };

  return {
    renew,
    /** At start: the Paper profile's key can be read, or is renewed; the venue's accounts file follows it. */
    async ensure(file: ProfilesFile, profile: StoredProfile): Promise<StoredProfile> {
      try {
        await vault.read(profile.key.secretRef);
      } catch (error) {
        if (!isKeyGone(error)) throw error;
        return renew(file, profile, error);
      }
      await syncPaperAccounts(dataDir, profile);
      return profile;
    },
  };
}
