import type { KeychainBackend } from './keychain-backend';

export type KeychainAction = 'store' | 'read' | 'remove';

const FAILED: Record<KeychainAction, string> = {
  store: 'so the key was not stored (keys are kept only in the OS keychain, never in a file)',
  read: 'so the key could not be read',
  remove: 'so the key could not be removed',
};

/** Thrown instead of storing a secret when no real OS keychain can hold it. Nothing is written anywhere. */
export class KeychainUnavailableError extends Error {
  readonly code = 'KEYCHAIN_UNAVAILABLE';

  constructor(
    readonly backend: KeychainBackend | 'none',
    readonly reason: string,
    readonly action: KeychainAction = 'store',
  ) {
    super(`The OS keychain is not available, ${FAILED[action]}: ${reason}`);
    this.name = 'KeychainUnavailableError';
  }
}

/**
 * The keychain answered, but holds no secret under the name the profile recorded (the keyring was
 * reset, or the entry deleted). The entry's name is kept for support, never put in the message.
 */
export class SecretMissingError extends Error {
  readonly code = 'KEYCHAIN_SECRET_MISSING';

  constructor(readonly account: string) {
    super('The key is missing from the keychain: enter it again (Settings › Profiles › Replace key)');
    this.name = 'SecretMissingError';
  }
}

/** Turns the keyring library's failure into a reason a user can act on (library text kept for support). */
export function explainKeychainFailure(backend: KeychainBackend, libraryMessage: string): string {
  if (backend === 'secret-service') {
    if (/autolaunch|DBUS_SESSION_BUS_ADDRESS/i.test(libraryMessage)) {
      return `no D-Bus session bus is available, so no Secret Service (gnome-keyring, KWallet, KeePassXC) can be reached (${libraryMessage})`;
    }
    if (/DBus error|ServiceUnknown|Failed to connect|not provided by any/i.test(libraryMessage)) {
      return `no Secret Service (gnome-keyring, KWallet, KeePassXC) answers on the D-Bus session bus (${libraryMessage})`;
    }
    if (/locked|unlock|prompt/i.test(libraryMessage)) {
      return `the keyring is locked and was not unlocked (${libraryMessage})`;
    }
    if (/no result found/i.test(libraryMessage)) {
      return `the Secret Service has no default keyring to store into; create or unlock one (${libraryMessage})`;
    }
  }
  return `the ${backend} store refused the request (${libraryMessage})`;
}
