import { randomBytes } from 'node:crypto';
import { AsyncEntry } from '@napi-rs/keyring';
import { backendFor, type KeychainBackend } from './keychain-backend';
import {
  explainKeychainFailure,
  KeychainUnavailableError,
  SecretMissingError,
  type KeychainAction,
} from './keychain-errors';
import { redactSecrets } from './redact';
import { SecretText } from './secret-text';

export const DEFAULT_KEYCHAIN_SERVICE = 'tape-terminal';

/** Where a secret lives: recorded in the profile's metadata; names the backend that held it. */
export interface SecretRef {
  readonly backend: KeychainBackend;
  readonly service: string;
  readonly account: string;
}

export type KeychainStatus =
  | { readonly available: true; readonly backend: KeychainBackend }
  | { readonly available: false; readonly backend: KeychainBackend | 'none'; readonly reason: string };

export interface Keychain {
  readonly service: string;
  /** Writes, reads back and deletes a throwaway entry: tells whether a secret could be stored now. */
  status(): Promise<KeychainStatus>;
  /** Stores (or overwrites) a secret; throws KeychainUnavailableError rather than keep it anywhere else. */
  store(account: string, secret: SecretText): Promise<SecretRef>;
  /** The secret, in a holder that never serialises; for in-process signing only. */
  read(ref: SecretRef): Promise<SecretText>;
  /** Deletes the entry; false when there was none. */
  remove(ref: SecretRef): Promise<boolean>;
}

export interface KeychainOptions {
  readonly service?: string;
  readonly platform?: NodeJS.Platform;
}

/**
 * Each probe writes its own entry: two terminals starting at once probing one shared entry deleted
 * each other's, and one of them read back nothing (or the Secret Service's "no result found").
 */
const probeAccount = () => `keychain-probe-${randomBytes(6).toString('hex')}`;

/** The terminal's only door to the OS keychain (via @napi-rs/keyring, pinned to one persistent store). */
export function createKeychain(options: KeychainOptions = {}): Keychain {
  const service = options.service ?? DEFAULT_KEYCHAIN_SERVICE;
  const platform = options.platform ?? process.platform;
  const choice = backendFor(platform);

  const requireBackend = () => {
    if (!choice) {
      throw new KeychainUnavailableError('none', `there is no supported OS keychain on "${platform}"`);
    }
    return choice;
  };

  /** Runs a library call; any failure becomes a KeychainUnavailableError with the secret redacted. */
  const guarded = async <T>(
    action: KeychainAction,
    call: (entry: AsyncEntry) => Promise<T>,
    place: { service: string; account: string },
    secret?: SecretText,
  ) => {
    const { backend, entryOptions } = requireBackend();
    try {
      return await call(new AsyncEntry(place.service, place.account, entryOptions));
    } catch (error) {
      const raw = error instanceof Error ? error.message : String(error);
      const message = secret ? redactSecrets(raw, [secret]) : raw;
      throw new KeychainUnavailableError(backend, explainKeychainFailure(backend, message), action);
    }
  };

  const refFor = (account: string): SecretRef => ({ backend: requireBackend().backend, service, account });

  const requireSameBackend = (ref: SecretRef, action: KeychainAction) => {
    const { backend } = requireBackend();
    if (ref.backend !== backend) {
      throw new KeychainUnavailableError(
        backend,
        `the secret was stored in ${ref.backend}, which this system does not use; replace the key`,
        action,
      );
    }
  };

  const store = async (account: string, secret: SecretText): Promise<SecretRef> => {
    const place = { service, account };
    await guarded('store', (entry) => entry.setPassword(secret.reveal()), place, secret);
    const readBack = await guarded('store', (entry) => entry.getPassword(), place, secret);
    if (readBack !== secret.reveal()) {
      await guarded('store', (entry) => entry.deleteCredential(), place, secret).catch(() => false);
      throw new KeychainUnavailableError(
        requireBackend().backend,
        'the keychain did not keep what was written',
      );
    }
    return refFor(account);
  };

  return {
    service,
    async status() {
      try {
        const probe = new SecretText(randomBytes(16).toString('hex'));
        const account = probeAccount();
        await store(account, probe);
        await guarded('store', (entry) => entry.deleteCredential(), { service, account });
        return { available: true, backend: requireBackend().backend };
      } catch (error) {
        if (!(error instanceof KeychainUnavailableError)) throw error;
        return { available: false, backend: error.backend, reason: error.reason };
      }
    },
    store,
    async read(ref) {
      requireSameBackend(ref, 'read');
      const value = await guarded('read', (entry) => entry.getPassword(), ref);
      if (value === null) throw new SecretMissingError(ref.account);
      return new SecretText(value);
    },
    async remove(ref) {
      requireSameBackend(ref, 'remove');
      return guarded('remove', (entry) => entry.deleteCredential(), ref);
    },
  };
}
