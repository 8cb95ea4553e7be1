import type { Keychain, SecretRef } from '../../keys/keychain';
import { KeychainUnavailableError, SecretMissingError } from '../../keys/keychain-errors';
import type { SecretText } from '../../keys/secret-text';

/** A key held only in main's memory for this run: the Paper profile's, where no keychain can hold it. */
export interface SessionRef {
  readonly backend: 'session';
  readonly service: string;
  readonly account: string;
}

/** Where a profile's secret is: an OS keychain entry, or a session-only entry in memory. */
export type KeyRef = SecretRef | SessionRef;

export interface KeyVault {
  /**
   * Stores the secret in the OS keychain. With `sessionOnlyFallback` (the Paper profile only), a
   * keychain that cannot hold it is passed over for main's memory; otherwise its refusal is thrown.
   * Never a file.
   */
  store(account: string, secret: SecretText, options?: { sessionOnlyFallback?: boolean }): Promise<KeyRef>;
  /** The secret; SecretMissingError when the keychain (or this run's memory) holds none under the ref. */
  read(ref: KeyRef): Promise<SecretText>;
  remove(ref: KeyRef): Promise<boolean>;
}

/** The OS keychain, and beside it the session-only keys, which are gone when the process ends. */
export function createKeyVault(keychain: Keychain): KeyVault {
  const session = new Map<string, SecretText>();
  return {
    async store(account, secret, options = {}) {
      try {
        return await keychain.store(account, secret);
      } catch (error) {
        if (!(error instanceof KeychainUnavailableError) || !options.sessionOnlyFallback) throw error;
        session.set(account, secret);
        return { backend: 'session', service: keychain.service, account };
      }
    },
    async read(ref) {
      if (ref.backend !== 'session') return keychain.read(ref);
      const secret = session.get(ref.account);
      if (!secret) throw new SecretMissingError(ref.account);
      return secret;
    },
    async remove(ref) {
      if (ref.backend !== 'session') return keychain.remove(ref);
      return session.delete(ref.account);
    },
  };
}
