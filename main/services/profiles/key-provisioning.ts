import { randomBytes } from 'node:crypto';
import {
  checkApiKey,
  checkHmacSecret,
  generateEd25519KeyPair,
  type KeyPairMaterial,
  parsePrivateKeyPem,
} from '../../keys/key-material';
import { SecretText } from '../../keys/secret-text';
import type { KeyRef } from './key-vault';
import type { StoredKey } from './profiles-file';
import type { KeyInput } from '@shared/ipc/profile-schema';

export interface ProvisionedKey {
  readonly stored: StoredKey;
  /** The public key to show the user (to register with the venue); null for HMAC. */
  readonly publicKeyPem: string | null;
}

/** A fresh entry name per key, so a replaced key is written beside the old one before the old one goes. */
function accountFor(profileId: string, purpose: 'hmac-secret' | 'private-key'): string {
  return `${profileId}/${purpose}/${randomBytes(4).toString('hex')}`;
}

/** Where a provisioned secret goes: the key vault, with or without its session-only fallback. */
export type StoreSecret = (account: string, secret: SecretText) => Promise<KeyRef>;

/**
 * Validates a pasted, imported or generated key and stores its secret part in the keychain.
 * Returns only metadata. `defaultApiKey` fills in a generated key's API key where the terminal issues it.
 */
export async function provisionKey(
  store: StoreSecret,
  profileId: string,
  input: KeyInput,
  defaultApiKey?: () => string,
): Promise<ProvisionedKey> {
  if (input.kind === 'hmac') {
    checkApiKey(input.apiKey);
    const secret = new SecretText(input.secret);
    checkHmacSecret(secret);
    const secretRef = await store(accountFor(profileId, 'hmac-secret'), secret);
    return {
      stored: { type: 'HMAC', apiKey: input.apiKey, publicKeyPem: null, secretRef },
      publicKeyPem: null,
    };
  }

  let material: KeyPairMaterial;
  let apiKey: string | null;
  if (input.kind === 'import-pem') {
    checkApiKey(input.apiKey);
    material = parsePrivateKeyPem(input.type, new SecretText(input.privateKeyPem));
    apiKey = input.apiKey;
  } else {
    apiKey = input.apiKey ?? defaultApiKey?.() ?? null;
    if (apiKey !== null) checkApiKey(apiKey);
    material = generateEd25519KeyPair();
  }
  const type = input.kind === 'import-pem' ? input.type : 'ED25519';
  const secretRef = await store(accountFor(profileId, 'private-key'), material.privateKeyPem);
  return {
    stored: { type, apiKey, publicKeyPem: material.publicKeyPem, secretRef },
    publicKeyPem: material.publicKeyPem,
  };
}

/** The secret texts of a (not yet validated) key input, for redacting them from anything that leaves. */
export function secretsOf(input: unknown): SecretText[] {
  if (typeof input !== 'object' || input === null) return [];
  const { secret, privateKeyPem } = input as { secret?: unknown; privateKeyPem?: unknown };
  return [secret, privateKeyPem]
    .filter((value): value is string => typeof value === 'string' && value.length > 0)
    .map((value) => new SecretText(value));
}
