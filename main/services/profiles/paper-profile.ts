import { randomUUID } from 'node:crypto';
import type { Keychain } from '../../keys/keychain';
import { newApiKeyId } from '../../keys/key-material';
import { provisionKey } from './key-provisioning';
import { writePaperAccountsFile } from './paper-accounts-file';
import { ProfileRequestError } from './profile-errors';
import type { KeyInput, Venue } from '@shared/ipc/profile-schema';
import type { StoredProfile } from './profiles-file';

// The default "Paper" profile: the terminal issues its key and registers the public half with the
// embedded venue through the accounts file, so it works on first start with no setup.

/** Generates the Paper profile's Ed25519 key (private half into the keychain) and its API key id. */
export async function createPaperProfile(keychain: Keychain): Promise<StoredProfile> {
  const id = randomUUID();
  const { stored } = await provisionKey(keychain, id, { kind: 'generate-ed25519' }, newApiKeyId);
  return { id, name: 'Paper', venue: { kind: 'paper' }, builtIn: 'paper', key: stored };
}

/** Keeps the venue's accounts file in step with the Paper profile's key (public key only). */
export async function syncPaperAccounts(dataDir: string, profile: StoredProfile): Promise<void> {
  const { type, apiKey, publicKeyPem } = profile.key;
  if (profile.builtIn !== 'paper' || type === 'HMAC' || apiKey === null || publicKeyPem === null) return;
  await writePaperAccountsFile(dataDir, { apiKey, type, publicKeyPem });
}

/** The changes the Paper profile cannot take, refused with the reason. */
export function checkPaperProfileChange(
  profile: StoredProfile,
  change: { venue?: Venue; key?: KeyInput },
): void {
  if (profile.builtIn !== 'paper') return;
  if (change.venue && change.venue.kind !== 'paper') {
    throw new ProfileRequestError('The Paper profile always uses the embedded paper venue');
  }
  if (change.key?.kind === 'hmac') {
    throw new ProfileRequestError(
      'The Paper profile needs an RSA or Ed25519 key: the embedded venue is given only the public key',
    );
  }
}

/** The Paper profile's generated keys get an API key id from the terminal; others wait for the venue's. */
export function apiKeyIssuerFor(profile: StoredProfile): (() => string) | undefined {
  return profile.builtIn === 'paper' ? newApiKeyId : undefined;
}
