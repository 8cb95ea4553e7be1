import { randomUUID } from 'node:crypto';
import type { Keychain, KeychainStatus } from '../../keys/keychain';
import { SecretMissingError } from '../../keys/keychain-errors';
import { checkApiKey } from '../../keys/key-material';
import { redactError, redactSecrets } from '../../keys/redact';
import type { SecretText } from '../../keys/secret-text';
import { provisionKey, secretsOf } from './key-provisioning';
import { createKeyVault } from './key-vault';
import { paperAccountsFilePath, type PaperVenueKey } from './paper-accounts-file';
import { createPaperKeyKeeper, isKeyGone } from './paper-key-keeper';
import {
  apiKeyIssuerFor,
  checkPaperProfileChange,
  createPaperProfile,
  paperKeyStore,
  paperVenueKeyOf,
  syncPaperAccounts,
} from './paper-profile';
import {
  addProfileInputSchema,
  keyInputSchema,
  updateProfileInputSchema,
  type AddProfileInput,
  type KeyInput,
  type ProfileView,
  type TestConnectionResult,
  type UpdateProfileInput,
} from '@shared/ipc/profile-schema';
import { KeyMissingError } from './profile-errors';
import { loadSigner, type Signer, type SignWithKey } from './profile-signer';
import { toProfileView } from './profile-view';
import {
  findProfile,
  requireUniqueName,
  withProfileReplaced,
  type ProfilesFile,
  type StoredProfile,
} from './profiles-file';
import { createProfilesStore } from './profiles-store';

export type CheckConnection = (profile: ProfileView, signer: Signer) => Promise<{ permissions: string[] }>;

export interface ProfilesServiceDeps {
  /** The app's data directory: profiles.json and the paper venue's accounts file live here. */
  readonly dataDir: string;
  readonly keychain: Keychain;
  /** The venue client's `sign(payload, key)`. */
  readonly sign: SignWithKey;
  /** Asks the venue which permissions the key has (the REST client's account call). */
  readonly checkConnection: CheckConnection;
  /** Gives the running embedded venue a new public key of the Paper profile (its accounts file at start). */
  readonly registerPaperKey?: (key: PaperVenueKey) => void;
}

export interface OpenResult {
  /** `created`: first start, the default Paper profile was provisioned; `existing`: it was there. */
  readonly paperProfile: 'existing' | 'created';
  /** Present when no keychain could hold the Paper profile's key: it is session-only, in memory. */
  readonly keychain?: Extract<KeychainStatus, { available: false }>;
}

export interface ProvisionResult {
  readonly profile: ProfileView;
  /** The public key to register with the venue (RSA/Ed25519), or null for HMAC. */
  readonly publicKeyPem: string | null;
}

/**
 * Trading profiles: a name, a venue and one API key whose secret lives only in the OS keychain (the
 * Paper profile's, where there is none, in main's memory for the run). Metadata is in
 * `<dataDir>/profiles.json`, read and validated once (again after each write), written atomically.
 */
export function createProfilesService(deps: ProfilesServiceDeps) {
  const { dataDir, keychain } = deps;
  const vault = createKeyVault(keychain);
  const store = createProfilesStore(dataDir, vault);
  const { serially, load, save } = store;
  /** Profiles whose key the keychain was found not to hold, until it is entered again. */
  const missing = new Set<string>();
  const notices: string[] = [];
  const changeListeners = new Set<() => void>();
  const changed = () => {
    for (const listener of changeListeners) listener();
  };
  const paperKeys = createPaperKeyKeeper({
    dataDir,
    vault,
    store,
    register: (key) => deps.registerPaperKey?.(key),
    tell: (notice) => notices.push(notice),
  });

  const viewOf = (profile: StoredProfile, activeId: string | null) =>
    toProfileView(profile, activeId, missing.has(profile.id));

  const storeFor = (profile: StoredProfile | undefined) =>
    profile?.builtIn === 'paper'
      ? paperKeyStore(vault)
      : (account: string, secret: SecretText) => vault.store(account, secret);

  /**
   * The profile's signer. A Paper key that is gone is renewed on the spot; a missing live key marks the
   * profile (the Settings row asks for it again) and refuses with that. Runs inside the queue.
   */
  const signerOf = async (file: ProfilesFile, profile: StoredProfile) => {
    try {
      return await loadSigner(vault, profile.key, deps.sign);
    } catch (error) {
      if (profile.builtIn === 'paper' && isKeyGone(error)) {
        const renewed = await paperKeys.renew(file, profile, error);
        changed();
        return loadSigner(vault, renewed.key, deps.sign);
      }
      if (!(error instanceof SecretMissingError)) throw error;
      if (!missing.has(profile.id)) {
        missing.add(profile.id);
        changed();
      }
      throw new KeyMissingError(profile.name);
    }
  };

  return {
    /**
     * Loads the profiles; on first start (no settings file) provisions the default Paper profile. The
     * Paper profile's key is checked and, where it is gone, renewed for the same paper account.
     */
    open(): Promise<OpenResult> {
      return serially(async () => {
        let file = await store.readFresh();
        let paperProfile: OpenResult['paperProfile'] = 'existing';
        if (file) {
          for (const profile of file.profiles) {
            if (profile.builtIn !== 'paper') continue;
            const kept = await paperKeys.ensure(file, profile);
            file = withProfileReplaced(file, kept);
          }
        } else {
          const paper = await createPaperProfile(vault);
          file = { version: 1, activeProfileId: paper.id, profiles: [paper] };
          const created = file;
          await store.commitWithKey(paper.key, async () => {
            await syncPaperAccounts(dataDir, paper);
            await save(created);
          });
          paperProfile = 'created';
        }
        const sessionOnly = file.profiles.some(
          (p) => p.builtIn === 'paper' && p.key.secretRef.backend === 'session',
        );
        if (!sessionOnly) return { paperProfile };
        const status = await keychain.status();
        return status.available ? { paperProfile } : { paperProfile, keychain: status };
      });
    },

    /** The path to start the embedded venue with (`--accounts`). */
    paperAccountsFile: paperAccountsFilePath(dataDir),

    keychainStatus: (): Promise<KeychainStatus> => keychain.status(),

    /** What the user has not been told yet (a renewed Paper key); each notice is given out once. */
    takeNotices: (): string[] => notices.splice(0),

    /** Called after a change the service made on its own (a renewed key, a key found missing). */
    onChanged(listener: () => void): () => void {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },

    list(): Promise<{ profiles: ProfileView[]; activeProfileId: string | null }> {
      return serially(async () => {
        const file = await load();
        return {
          profiles: file.profiles.map((p) => viewOf(p, file.activeProfileId)),
          activeProfileId: file.activeProfileId,
        };
      });
    },

    get(id: string): Promise<ProfileView> {
      return serially(async () => {
        const file = await load();
        return viewOf(findProfile(file, id), file.activeProfileId);
      });
    },

    /** Asked before every signed request: answered from the file as last read, without queueing. */
    active(): Promise<ProfileView | null> {
      const activeOf = (file: ProfilesFile) =>
        file.activeProfileId === null
          ? null
          : viewOf(findProfile(file, file.activeProfileId), file.activeProfileId);
      const known = store.cached();
      return known ? Promise.resolve(activeOf(known)) : serially(async () => activeOf(await load()));
    },

    add(request: AddProfileInput): Promise<ProvisionResult> {
      const secrets = secretsOf((request as { key?: unknown } | undefined)?.key);
      return serially(async () => {
        const input = addProfileInputSchema.parse(request);
        const file = await load();
        requireUniqueName(file, input.name);
        const id = randomUUID();
        const provisioned = await provisionKey(storeFor(undefined), id, input.key);
        const profile: StoredProfile = {
          id,
          name: input.name,
          venue: input.venue,
          builtIn: null,
          key: provisioned.stored,
        };
        const next = {
          ...file,
          profiles: [...file.profiles, profile],
          activeProfileId: file.activeProfileId ?? id,
        };
        await store.commitWithKey(provisioned.stored, () => save(next));
        return {
          profile: viewOf(profile, next.activeProfileId),
          publicKeyPem: provisioned.publicKeyPem,
        };
      }).catch((error: unknown) => {
        throw redactError(error, secrets);
      });
    },

    /** Renames, re-points or sets the API key id of a profile (never its secret: see replaceKey). */
    update(id: string, patch: UpdateProfileInput): Promise<ProfileView> {
      return serially(async () => {
        const input = updateProfileInputSchema.parse(patch);
        const file = await load();
        const current = findProfile(file, id);
        if (input.name !== undefined) requireUniqueName(file, input.name, id);
        checkPaperProfileChange(current, { venue: input.venue });
        if (input.apiKey !== undefined) checkApiKey(input.apiKey);
        const profile: StoredProfile = {
          ...current,
          name: input.name ?? current.name,
          venue: input.venue ?? current.venue,
          key: { ...current.key, apiKey: input.apiKey ?? current.key.apiKey },
        };
        await save(withProfileReplaced(file, profile));
        await syncPaperAccounts(dataDir, profile);
        const venueKey = paperVenueKeyOf(profile);
        if (venueKey) deps.registerPaperKey?.(venueKey);
        return viewOf(profile, file.activeProfileId);
      });
    },

    /**
     * Replaces the profile's key (write-only), or enters a missing one again; the old keychain entry is
     * deleted once the new one is in use. Nothing changes unless the new key is stored and saved.
     */
    replaceKey(id: string, request: KeyInput): Promise<ProvisionResult> {
      const secrets = secretsOf(request);
      return serially(async () => {
        const input = keyInputSchema.parse(request);
        const file = await load();
        const current = findProfile(file, id);
        checkPaperProfileChange(current, { key: input });
        const provisioned = await provisionKey(storeFor(current), id, input, apiKeyIssuerFor(current));
        const profile: StoredProfile = { ...current, key: provisioned.stored };
        await store.commitWithKey(provisioned.stored, async () => {
          await save(withProfileReplaced(file, profile));
          await syncPaperAccounts(dataDir, profile);
        });
        const venueKey = paperVenueKeyOf(profile);
        if (venueKey) deps.registerPaperKey?.(venueKey);
        missing.delete(id);
        await vault.remove(current.key.secretRef).catch(() => false);
        return {
          profile: viewOf(profile, file.activeProfileId),
          publicKeyPem: provisioned.publicKeyPem,
        };
      }).catch((error: unknown) => {
        throw redactError(error, secrets);
      });
    },

    setActive(id: string): Promise<ProfileView> {
      return serially(async () => {
        const file = await load();
        const profile = findProfile(file, id);
        await save({ ...file, activeProfileId: id });
        return viewOf(profile, id);
      });
    },

    /** Deletes the profile and its keychain entry (the entry first: a locked keychain keeps the profile). */
    remove(id: string): Promise<void> {
      return serially(async () => {
        const file = await load();
        const profile = findProfile(file, id);
        await vault.remove(profile.key.secretRef);
        missing.delete(id);
        const profiles = file.profiles.filter((p) => p.id !== id);
        const activeProfileId =
          file.activeProfileId === id ? (profiles[0]?.id ?? null) : file.activeProfileId;
        await save({ ...file, profiles, activeProfileId });
      });
    },

    /** For the venue client: a signer over the profile's key, read from the keychain. In-process only. */
    signer(id: string): Promise<Signer> {
      return serially(async () => {
        const file = await load();
        return (await signerOf(file, findProfile(file, id))).signer;
      });
    },

    /** Checks the key against the venue and reports its permissions, or why it failed. */
    async testConnection(id: string): Promise<TestConnectionResult> {
      let secrets: SecretText[] = [];
      try {
        const { view, signer } = await serially(async () => {
          const file = await load();
          const loaded = await signerOf(file, findProfile(file, id));
          secrets = [loaded.secret];
          // Read again: a renewed Paper key changed the profile.
          const now = await load();
          return { view: viewOf(findProfile(now, id), now.activeProfileId), signer: loaded.signer };
        });
        const { permissions } = await deps.checkConnection(view, signer);
        return { ok: true, permissions: [...permissions] };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return { ok: false, message: redactSecrets(message, secrets) };
      }
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
