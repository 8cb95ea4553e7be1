import { execFileSync } from 'node:child_process';
import { generateKeyPairSync, verify } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { createKeychain, type SecretRef } from '../../keys/keychain';
import { keyringForThisFile } from '../../keys/test-support/keyring-for-file';
import type { PaperVenueKey } from './paper-accounts-file';
import { PAPER_KEY_RENEWED } from './paper-profile';
import { KeyMissingError } from './profile-errors';
import { profilesFilePath, profilesFileSchema } from './profiles-file';
import { createProfilesService } from './profiles-service';
import { binanceSign } from './test-support/binance-sign';
import { profilesFixture, type ProfilesFixture } from './test-support/profiles-fixture';
import { exampleVenue } from './test-support/example-venue';

const keyring = keyringForThisFile();

const fixtures: ProfilesFixture[] = [];
afterEach(async () => {
  await Promise.all(fixtures.splice(0).map((fx) => fx.dispose()));
});

const payload = 'symbol=BTCUSDT&side=BUY&type=LIMIT&quantity=1&price=9000&timestamp=1700000000000';
const hmacSecret = 'NhqPtmdSJYdKjVHjA7PZj4Mge3R5YNiP1e3UZjInClVN65XAbvqqM6A7H5fATj0j';
const liveVenue = exampleVenue;

async function fixture() {
  const fx = await profilesFixture(keyring.session);
  fixtures.push(fx);
  return fx;
}

/** A fixture whose profiles service is open. */
async function opened() {
  const fx = await fixture();
  await fx.service.open();
  return fx;
}

const LIVE_KEY = { kind: 'hmac', apiKey: 'live-api-key', secret: hmacSecret } as const;

/** An open fixture holding one live profile, named `name`, with the HMAC key. */
async function withLiveProfile(name: string) {
  const fx = await opened();
  const { profile } = await fx.service.add({ name, venue: liveVenue, key: LIVE_KEY });
  return { fx, profile };
}

/** The same data directory and keychain service, as a restarted terminal sees them. */
function restarted(fx: ProfilesFixture, registered: PaperVenueKey[] = []) {
  return createProfilesService({
    dataDir: fx.dataDir,
    keychain: createKeychain({ service: fx.keychain.service }),
    sign: binanceSign,
    checkConnection: () => Promise.reject(new Error('no venue in this test')),
    registerPaperKey: (key) => registered.push(key),
  });
}

/** The keychain entry the profile's metadata names (these tests always have a keychain). */
async function storedRef(dataDir: string, id: string): Promise<SecretRef> {
  const file = profilesFileSchema.parse(JSON.parse(await readFile(profilesFilePath(dataDir), 'utf8')));
  const ref = file.profiles.find((p) => p.id === id)!.key.secretRef;
  if (ref.backend === 'session') throw new Error('expected a keychain entry');
  return { ...ref, backend: ref.backend };
}

const verifies = (publicKeyPem: string, signature: string) =>
  verify(null, Buffer.from(payload), publicKeyPem, Buffer.from(signature, 'base64'));

describe('the Paper profile survives its key', () => {
  it('at start: a key the keychain lost is renewed for the same profile, registered, and told once', async () => {
    const fx = await opened();
    const before = (await fx.service.list()).profiles[0]!;
    // The keyring was reset: the entry is gone.
    expect(await fx.keychain.remove(await storedRef(fx.dataDir, before.id))).toBe(true);

    const registered: PaperVenueKey[] = [];
    const service = restarted(fx, registered);
    await expect(service.open()).resolves.toEqual({ paperProfile: 'existing' });
    const after = (await service.list()).profiles[0]!;
    expect(after).toMatchObject({ id: before.id, name: 'Paper', active: true, builtIn: 'paper' });
    expect(after.key).toMatchObject({ type: 'ED25519', storedIn: 'secret-service', missing: false });
    expect(after.key.apiKey).not.toBe(before.key.apiKey);
    expect(await fx.lookUp((await storedRef(fx.dataDir, after.id)).account)).toMatch(/PRIVATE KEY/);

    // The venue's accounts file names the same account with the new public half only.
    const accounts = JSON.parse(await readFile(service.paperAccountsFile, 'utf8'));
    expect(accounts.accounts).toHaveLength(1);
    expect(accounts.accounts[0]).toMatchObject({
      name: 'paper',
      keys: [{ apiKey: after.key.apiKey, type: 'ED25519', publicKeyPem: after.key.publicKeyPem }],
    });
    // Nothing ran yet to register with at start: the venue reads the file.
    expect(registered).toHaveLength(1);
    expect(service.takeNotices()).toEqual([PAPER_KEY_RENEWED]);
    expect(service.takeNotices()).toEqual([]);
    expect(PAPER_KEY_RENEWED).toContain('balances, open orders and history are unchanged');

    const signer = await service.signer(after.id);
    expect(signer.apiKey).toBe(after.key.apiKey);
    expect(verifies(after.key.publicKeyPem!, signer.sign(payload))).toBe(true);
  });

  it('while running: signing finds the key gone, renews it and registers it with the running venue', async () => {
    const fx = await fixture();
    const registered: PaperVenueKey[] = [];
    const service = restarted(fx, registered);
    await service.open();
    let changes = 0;
    service.onChanged(() => (changes += 1));
    const before = (await service.list()).profiles[0]!;
    await fx.keychain.remove(await storedRef(fx.dataDir, before.id));

    const signer = await service.signer(before.id);
    const after = (await service.list()).profiles[0]!;
    expect(after.key.apiKey).not.toBe(before.key.apiKey);
    expect(signer.apiKey).toBe(after.key.apiKey);
    expect(verifies(after.key.publicKeyPem!, signer.sign(payload))).toBe(true);
    expect(registered.at(-1)).toEqual({
      apiKey: after.key.apiKey,
      type: 'ED25519',
      publicKeyPem: after.key.publicKeyPem,
    });
    expect(changes).toBe(1);
    expect(service.takeNotices()).toEqual([PAPER_KEY_RENEWED]);
  });
});

describe('a live key that went missing', () => {
  it('marks the profile, refuses in plain words, and entering it again restores it', async () => {
    const { fx, profile } = await withLiveProfile('Live');
    const ref = await storedRef(fx.dataDir, profile.id);
    await fx.keychain.remove(ref);
    let changes = 0;
    fx.service.onChanged(() => (changes += 1));

    const refused = await fx.service.signer(profile.id).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(KeyMissingError);
    expect((refused as Error).message).toBe(
      'The key of the profile "Live" is missing from the keychain: enter it again (Settings › Profiles › Enter key again)',
    );
    expect((refused as Error).message).not.toContain(ref.account);
    expect(changes).toBe(1);
    expect((await fx.service.get(profile.id)).key.missing).toBe(true);
    const tested = await fx.service.testConnection(profile.id);
    expect(tested).toEqual({ ok: false, message: (refused as Error).message });
    expect(changes).toBe(1); // told once

    await fx.service.replaceKey(profile.id, LIVE_KEY);
    expect((await fx.service.get(profile.id)).key.missing).toBe(false);
    await expect(fx.service.signer(profile.id)).resolves.toMatchObject({ apiKey: 'live-api-key' });
  });
});

describe('bad input changes nothing', () => {
  it('a key of the wrong kind for the chosen signer: refused, the old key and file kept', async () => {
    const { fx, profile } = await withLiveProfile('Imported');
    const file = await readFile(profilesFilePath(fx.dataDir), 'utf8');
    const ed25519Pem = generateKeyPairSync('ed25519')
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    await expect(
      fx.service.replaceKey(profile.id, {
        kind: 'import-pem',
        type: 'RSA',
        apiKey: 'new-key',
        privateKeyPem: ed25519Pem,
      }),
    ).rejects.toThrow('The private key is ed25519, not RSA');
    expect(await readFile(profilesFilePath(fx.dataDir), 'utf8')).toBe(file);
    expect(await fx.lookUp((await storedRef(fx.dataDir, profile.id)).account)).toBe(hmacSecret);
  });

  it('a malformed URL: refused naming the field, no keychain entry and no profile written', async () => {
    const fx = await opened();
    const file = await readFile(profilesFilePath(fx.dataDir), 'utf8');
    await expect(
      fx.service.add({
        name: 'Typo',
        venue: { ...liveVenue, fapiUrl: 'https//fapi.example.test' },
        key: { kind: 'hmac', apiKey: 'k', secret: hmacSecret },
      }),
    ).rejects.toThrow(/fapiUrl[\s\S]*must be an http:\/\/ or https:\/\/ URL/);
    expect(await readFile(profilesFilePath(fx.dataDir), 'utf8')).toBe(file);
    const entries = execFileSync('secret-tool', ['search', '--all', 'service', fx.keychain.service], {
      env: { ...process.env, ...keyring.session.env },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    // Only the Paper profile's entry.
    expect(entries.match(/^\[\//gm)).toHaveLength(1);
  });
});
