import type { SecretText } from '../../keys/secret-text';
import { signingKeyFrom, type KeyType, type SigningKey } from '../../keys/signing-key';
import type { KeyVault } from './key-vault';
import type { StoredKey } from './profiles-file';

/** What the venue client signs requests with. Serialises to its type and API key only. */
export interface Signer {
  readonly type: KeyType;
  readonly apiKey: string;
  sign(payload: string): string;
}

/** The venue client's signature function (main/venue/sign.ts). */
export type SignWithKey = (payload: string, key: SigningKey) => string;

export class KeyIncompleteError extends Error {
  readonly code = 'KEY_INCOMPLETE';

  constructor() {
    super(
      'The profile has no API key yet: register its public key with the venue, then enter the API key it issues',
    );
    this.name = 'KeyIncompleteError';
  }
}

/** Reads the key from the keychain and closes over it in a signer; the secret is never a property. */
export async function loadSigner(
  vault: KeyVault,
  stored: StoredKey,
  sign: SignWithKey,
): Promise<{ signer: Signer; secret: SecretText }> {
  const { apiKey } = stored;
  if (apiKey === null) throw new KeyIncompleteError();
  const secret = await vault.read(stored.secretRef);
  const key = signingKeyFrom(stored.type, secret);
  const signer: Signer = Object.freeze({
    type: stored.type,
    apiKey,
    sign: (payload: string) => sign(payload, key),
  });
  return { signer, secret };
}
