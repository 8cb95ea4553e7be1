import { randomUUID } from 'node:crypto';
import type { Keychain, KeychainStatus } from '../../keys/keychain';
import { checkApiKey } from '../../keys/key-material';
import { redactError, redactSecrets } from '../../keys/redact';
import type { SecretText } from '../../keys/secret-text';
import { provisionKey, secretsOf } from './key-provisioning';
import { paperAccountsFilePath } from './paper-accounts-file';
import {
  apiKeyIssuerFor,
  checkPaperProfileChange,
  createPaperProfile,
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
import { loadSigner, type Signer, type SignWithKey } from './profile-signer';
import { toProfileView } from './profile-view';
import {
  emptyProfilesFile,
  readProfilesFile,
  writeProfilesFile,
  type ProfilesFile,
  findProfile,
  requireUniqueName,
  withProfileReplaced,
  type StoredKey,
  type StoredProfile,
} from './profiles-file';

export type CheckConnection = (profile: ProfileView, signer: Signer) => Promise<{ permissions: string[] }>;

export interface ProfilesServiceDeps {
  /** The app's data directory: profiles.json and the paper venue's accounts file live here. */
  readonly dataDir: string;
  readonly keychain: Keychain;
  /** The venue client's `sign(payload, key)`. */
  readonly sign: SignWithKey;
  /** Asks the venue which permissions the key has (the REST client's account call). */
  readonly checkConnection: CheckConnection;
}

export interface OpenResult {
  /** `created`: first start, the default Paper profile was provisioned. `not-created`: see keychain. */
  readonly paperProfile: 'existing' | 'created' | 'not-created';
  /** Present when the first start could not provision the Paper profile. */
  readonly keychain?: Extract<KeychainStatus, { available: false }>;
}

export interface ProvisionResult {
  readonly profile: ProfileView;
  /** The public key to register with the venue (RSA/Ed25519), or null for HMAC. */
  readonly publicKeyPem: string | null;
}

/**
 * Trading profiles: a name, a venue and one API key whose secret lives only in the OS keychain.
 * Metadata is in `<dataDir>/profiles.json`, read and validated once (again after each write of this
 * service's), written atomically.
 */
export function createProfilesService(deps: ProfilesServiceDeps) {
  const { dataDir, keychain } = deps;
  let queue: Promise<unknown> = Promise.resolve();

  /** Runs one operation at a time, so two requests never write the file from the same stale read. */
  const serially = <T>(operation: () => Promise<T>): Promise<T> => {
    const run = queue.then(operation, operation);
    queue = run.catch(() => undefined);
    return run;
  };

  /**
   * The file as last read. Only this service writes it, one operation at a time and atomically, so
   * what was read stays true until the next write, which forgets it.
   */
  let known: ProfilesFile | undefined;
  const load = async () => (known ??= (await readProfilesFile(dataDir)) ?? emptyProfilesFile());
  const save = (file: ProfilesFile) => {
    known = undefined;
    return writeProfilesFile(dataDir, file);
  };

  /** Writes metadata that refers to a freshly stored key; deletes that key again if the write fails. */
  const commitWithKey = async (stored: StoredKey, write: () => Promise<void>) => {
    try {
      await write();
    } catch (error) {
      await keychain.remove(stored.secretRef).catch(() => false);
      throw error;
    }
  };

  return {
    /** Loads the profiles; on first start (no settings file) provisions the default Paper profile. */
    open(): Promise<OpenResult> {
      return serially(async () => {
        const existing = await readProfilesFile(dataDir);
        if (existing) {
          known = existing;
          for (const profile of existing.profiles) await syncPaperAccounts(dataDir, profile);
          return { paperProfile: 'existing' };
        }
        const status = await keychain.status();
        if (!status.available) return { paperProfile: 'not-created', keychain: status };
        const paper = await createPaperProfile(keychain);
        await commitWithKey(paper.key, async () => {
          await syncPaperAccounts(dataDir, paper);
          await save({ version: 1, activeProfileId: paper.id, profiles: [paper] });
        });
        return { paperProfile: 'created' };
      });
    },

    /** The path to start the embedded venue with (`--accounts`). */
    paperAccountsFile: paperAccountsFilePath(dataDir),

    keychainStatus: (): Promise<KeychainStatus> => keychain.status(),

    list(): Promise<{ profiles: ProfileView[]; activeProfileId: string | null }> {
      return serially(async () => {
        const file = await load();
        return {
          profiles: file.profiles.map((p) => toProfileView(p, file.activeProfileId)),
          activeProfileId: file.activeProfileId,
        };
      });
    },

    get(id: string): Promise<ProfileView> {
      return serially(async () => {
        const file = await load();
        return toProfileView(findProfile(file, id), file.activeProfileId);
      });
    },

    /** Asked before every signed request: answered from the file as last read, without queueing. */
    active(): Promise<ProfileView | null> {
      const activeOf = (file: ProfilesFile) =>
        file.activeProfileId === null
          ? null
          : toProfileView(findProfile(file, file.activeProfileId), file.activeProfileId);
      return known ? Promise.resolve(activeOf(known)) : serially(async () => activeOf(await load()));
    },

    add(request: AddProfileInput): Promise<ProvisionResult> {
      const secrets = secretsOf((request as { key?: unknown } | undefined)?.key);
      return serially(async () => {
        const input = addProfileInputSchema.parse(request);
        const file = await load();
        requireUniqueName(file, input.name);
        const id = randomUUID();
        const provisioned = await provisionKey(keychain, id, input.key);
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
        await commitWithKey(provisioned.stored, () => save(next));
        return {
          profile: toProfileView(profile, next.activeProfileId),
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
        return toProfileView(profile, file.activeProfileId);
      });
    },

    /** Replaces the profile's key (write-only); the old keychain entry is deleted once the new one is in use. */
    replaceKey(id: string, request: KeyInput): Promise<ProvisionResult> {
      const secrets = secretsOf(request);
      return serially(async () => {
        const input = keyInputSchema.parse(request);
        const file = await load();
        const current = findProfile(file, id);
        checkPaperProfileChange(current, { key: input });
        const provisioned = await provisionKey(keychain, id, input, apiKeyIssuerFor(current));
        const profile: StoredProfile = { ...current, key: provisioned.stored };
        await commitWithKey(provisioned.stored, async () => {
          await save(withProfileReplaced(file, profile));
          await syncPaperAccounts(dataDir, profile);
        });
        await keychain.remove(current.key.secretRef).catch(() => false);
        return {
          profile: toProfileView(profile, file.activeProfileId),
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
        return toProfileView(profile, id);
      });
    },

    /** Deletes the profile and its keychain entry (the entry first: a locked keychain keeps the profile). */
    remove(id: string): Promise<void> {
      return serially(async () => {
        const file = await load();
        const profile = findProfile(file, id);
        await keychain.remove(profile.key.secretRef);
        const profiles = file.profiles.filter((p) => p.id !== id);
        const activeProfileId =
          file.activeProfileId === id ? (profiles[0]?.id ?? null) : file.activeProfileId;
        await save({ ...file, profiles, activeProfileId });
      });
    },

    /** For the venue client: a signer over the profile's key, read from the keychain. In-process only. */
    signer(id: string): Promise<Signer> {
      return serially(async () => {
        const profile = findProfile(await load(), id);
        return (await loadSigner(keychain, profile.key, deps.sign)).signer;
      });
    },

    /** Checks the key against the venue and reports its permissions, or why it failed. */
    async testConnection(id: string): Promise<TestConnectionResult> {
      const { view, key } = await serially(async () => {
        const file = await load();
        const profile = findProfile(file, id);
        return { view: toProfileView(profile, file.activeProfileId), key: profile.key };
      });
      let secrets: SecretText[] = [];
      try {
        const { signer, secret } = await loadSigner(keychain, key, deps.sign);
        secrets = [secret];
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
