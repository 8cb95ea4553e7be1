import { randomUUID } from 'node:crypto';
import { newApiKeyId } from '../../keys/key-material';
import { provisionKey, type StoreSecret } from './key-provisioning';
import type { KeyVault } from './key-vault';
import { writePaperAccountsFile, type PaperVenueKey } from './paper-accounts-file';
import { ProfileRequestError } from './profile-errors';
import type { KeyInput, Venue } from '@shared/ipc/profile-schema';
import type { StoredKey, StoredProfile } from './profiles-file';

// The default "Paper" profile: the terminal issues its key and registers the public half with the
// embedded venue through the accounts file, so it works on first start with no setup. Its key may be
// session-only (held in main's memory for one run) where no keychain can hold it: the paper account is
// the venue's, so a new key reaches the same balances and orders.

/** Where the Paper profile's secrets go: the keychain, else main's memory for this run. */
export const paperKeyStore =
  (vault: KeyVault): StoreSecret =>
  (account, secret) =>
    vault.store(account, secret, { sessionOnlyFallback: true });

/** A fresh Ed25519 key for the Paper profile (private half into the keychain) with an API key id. */
export async function newPaperKey(vault: KeyVault, profileId: string): Promise<StoredKey> {
  const input = { kind: 'generate-ed25519' } as const;
  return (await provisionKey(paperKeyStore(vault), profileId, input, newApiKeyId)).stored;
}

/** Generates the Paper profile and its key. */
export async function createPaperProfile(vault: KeyVault): Promise<StoredProfile> {
  const id = randomUUID();
  const key = await newPaperKey(vault, id);
  return { id, name: 'Paper', venue: { kind: 'paper' }, builtIn: 'paper', key };
}

/** The public half the embedded venue verifies the Paper profile's signatures with, if it has one. */
export function paperVenueKeyOf(profile: StoredProfile): PaperVenueKey | undefined {
  const { type, apiKey, publicKeyPem } = profile.key;
  if (profile.builtIn !== 'paper' || type === 'HMAC' || apiKey === null || publicKeyPem === null) return;
  return { apiKey, type, publicKeyPem };
}

/** Keeps the venue's accounts file in step with the Paper profile's key (public key only). */
export async function syncPaperAccounts(dataDir: string, profile: StoredProfile): Promise<void> {
  const key = paperVenueKeyOf(profile);
  if (key) await writePaperAccountsFile(dataDir, key);
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

/** What the user is told, once, when the Paper profile's key had gone and a new one took its place. */
export const PAPER_KEY_RENEWED =
  "The Paper profile's key was no longer in the keychain (was the keyring reset?), so the terminal made " +
  'a new one and registered it with the paper venue. Your paper balances, open orders and history are ' +
  'unchanged.';
