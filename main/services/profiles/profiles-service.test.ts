import { exampleVenue } from './test-support/example-venue';
import { createHmac, generateKeyPairSync, verify } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InvalidKeyError } from '../../keys/key-material';
import { SettingsFileCorruptError } from '../../settings/json-settings-file';
import { keyringForThisFile } from '../../keys/test-support/keyring-for-file';
import { ProfileRequestError } from './profile-errors';
import { KeyIncompleteError } from './profile-signer';
import { profilesFilePath, profilesFileSchema } from './profiles-file';
import { paperAccountsFilePath } from './paper-accounts-file';
import { profilesFixture, type ProfilesFixture } from './test-support/profiles-fixture';

const keyring = keyringForThisFile();

let fx: ProfilesFixture;
beforeEach(async () => {
  fx = await profilesFixture(keyring.session);
});
afterEach(async () => {
  await fx.dispose();
});

const payload = 'symbol=BTCUSDT&side=BUY&type=LIMIT&quantity=1&price=9000&timestamp=1700000000000';
const hmacSecret = 'NhqPtmdSJYdKjVHjA7PZj4Mge3R5YNiP1e3UZjInClVN65XAbvqqM6A7H5fATj0j';
const customVenue = { ...exampleVenue, sapiUrl: 'https://sapi.example.test' } as const;

async function storedFile(dataDir: string) {
  return profilesFileSchema.parse(JSON.parse(await readFile(profilesFilePath(dataDir), 'utf8')));
}

function verifies(type: 'RSA' | 'ED25519', publicKeyPem: string, signature: string): boolean {
  return verify(
    type === 'RSA' ? 'sha256' : null,
    Buffer.from(payload),
    publicKeyPem,
    Buffer.from(signature, 'base64'),
  );
}

describe('first start', () => {
  it('provisions the Paper profile with an Ed25519 key whose private half is only in the keychain', async () => {
    await expect(fx.service.open()).resolves.toEqual({ paperProfile: 'created' });
    const { profiles, activeProfileId } = await fx.service.list();
    expect(profiles).toHaveLength(1);
    const paper = profiles[0]!;
    expect(paper).toMatchObject({
      name: 'Paper',
      venue: { kind: 'paper' },
      active: true,
      builtIn: 'paper',
      key: { type: 'ED25519', storedIn: 'secret-service' },
    });
    expect(activeProfileId).toBe(paper.id);
    expect(paper.key.apiKey).toMatch(/^[A-Za-z0-9]{64}$/);

    const ref = (await storedFile(fx.dataDir)).profiles[0]!.key.secretRef;
    expect(ref).toMatchObject({ backend: 'secret-service', service: fx.keychain.service });
    expect(ref.account.startsWith(`${paper.id}/private-key/`)).toBe(true);
    const privateKeyPem = await fx.lookUp(ref.account);
    expect(privateKeyPem).toMatch(/^-----BEGIN PRIVATE KEY-----\n/);
    expect(await readFile(profilesFilePath(fx.dataDir), 'utf8')).not.toContain('PRIVATE KEY');

    const signer = await fx.service.signer(paper.id);
    expect(signer).toMatchObject({ type: 'ED25519', apiKey: paper.key.apiKey });
    expect(verifies('ED25519', paper.key.publicKeyPem!, signer.sign(payload))).toBe(true);
  });

  it('writes the venue-side accounts file with the public key only', async () => {
    await fx.service.open();
    const paper = (await fx.service.list()).profiles[0]!;
    expect(fx.service.paperAccountsFile).toBe(paperAccountsFilePath(fx.dataDir));
    const text = await readFile(fx.service.paperAccountsFile, 'utf8');
    expect(JSON.parse(text)).toEqual({
      accounts: [
        {
          name: 'paper',
          permissions: ['SPOT'],
          balances: { USDT: '100000', BTC: '2', ETH: '20', BNB: '50', SOL: '200' },
          commission: { maker: '0.001', taker: '0.001' },
          keys: [{ apiKey: paper.key.apiKey, type: 'ED25519', publicKeyPem: paper.key.publicKeyPem }],
          keyPermissions: { [paper.key.apiKey!]: ['USER_DATA', 'TRADE'] },
        },
      ],
    });
    expect(text).not.toContain('PRIVATE KEY');
  });

  it('keeps the profile on the next start and rewrites a missing accounts file from it', async () => {
    await fx.service.open();
    const first = await fx.service.list();
    const accounts = await readFile(fx.service.paperAccountsFile, 'utf8');
    await rm(fx.service.paperAccountsFile);

    await expect(fx.service.open()).resolves.toEqual({ paperProfile: 'existing' });
    expect(await fx.service.list()).toEqual(first);
    expect(await readFile(fx.service.paperAccountsFile, 'utf8')).toBe(accounts);
  });
});

describe('adding keys', () => {
  it('adds an HMAC profile on a custom venue and signs with the pasted secret', async () => {
    await fx.service.open();
    const { profile, publicKeyPem } = await fx.service.add({
      name: 'Live',
      venue: customVenue,
      key: { kind: 'hmac', apiKey: 'live-api-key', secret: hmacSecret },
    });
    expect(publicKeyPem).toBeNull();
    expect(profile).toMatchObject({ name: 'Live', venue: customVenue, active: false, key: { type: 'HMAC' } });
    expect(await fx.service.get(profile.id)).toEqual(profile);

    const signer = await fx.service.signer(profile.id);
    expect(signer.sign(payload)).toBe(createHmac('sha256', hmacSecret).update(payload).digest('hex'));
    expect(JSON.stringify(signer)).toBe(JSON.stringify({ type: 'HMAC', apiKey: 'live-api-key' }));
    expect(await readFile(profilesFilePath(fx.dataDir), 'utf8')).not.toContain(hmacSecret);
  });

  it.each(['RSA', 'ED25519'] as const)('imports an %s private key and shows its public key', async (type) => {
    const pair =
      type === 'RSA' ? generateKeyPairSync('rsa', { modulusLength: 2048 }) : generateKeyPairSync('ed25519');
    const privateKeyPem = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const expectedPublic = pair.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const { profile, publicKeyPem } = await fx.service.add({
      name: `Imported ${type}`,
      venue: customVenue,
      key: { kind: 'import-pem', type, apiKey: `api-${type}`, privateKeyPem },
    });
    expect(publicKeyPem).toBe(expectedPublic);
    expect(profile.key).toEqual({
      type,
      apiKey: `api-${type}`,
      publicKeyPem: expectedPublic,
      storedIn: 'secret-service',
      missing: false,
    });
    expect(profile.active).toBe(true); // the first profile of an empty list becomes active
    const signer = await fx.service.signer(profile.id);
    expect(verifies(type, expectedPublic, signer.sign(payload))).toBe(true);
  });

  it('refuses a PEM of the wrong type and stores nothing', async () => {
    const rsaPem = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    await expect(
      fx.service.add({
        name: 'Wrong',
        venue: customVenue,
        key: { kind: 'import-pem', type: 'ED25519', apiKey: 'k', privateKeyPem: rsaPem },
      }),
    ).rejects.toThrow(new InvalidKeyError('The private key is rsa, not ED25519'));
    expect((await fx.service.list()).profiles).toEqual([]);
  });

  it('generates an Ed25519 pair, and signs only once the API key the venue issued is entered', async () => {
    const { profile, publicKeyPem } = await fx.service.add({
      name: 'Generated',
      venue: customVenue,
      key: { kind: 'generate-ed25519' },
    });
    expect(publicKeyPem).toMatch(/^-----BEGIN PUBLIC KEY-----\n/);
    expect(profile.key).toMatchObject({ type: 'ED25519', apiKey: null, publicKeyPem });
    await expect(fx.service.signer(profile.id)).rejects.toBeInstanceOf(KeyIncompleteError);

    await fx.service.update(profile.id, { apiKey: 'issued-by-venue' });
    const signer = await fx.service.signer(profile.id);
    expect(signer.apiKey).toBe('issued-by-venue');
    expect(verifies('ED25519', publicKeyPem!, signer.sign(payload))).toBe(true);
  });

  it('validates custom venue URLs per field and refuses duplicate names', async () => {
    const attempt = (venue: object) =>
      fx.service.add({
        name: 'Bad',
        venue: venue as typeof customVenue,
        key: { kind: 'hmac', apiKey: 'k', secret: hmacSecret },
      });
    await expect(attempt({ ...customVenue, spotRestUrl: 'ftp://api.example.test' })).rejects.toThrow(
      /spotRestUrl[\s\S]*must be an http:\/\/ or https:\/\/ URL/,
    );
    await expect(attempt({ ...customVenue, marketStreamUrl: 'https://stream.example.test' })).rejects.toThrow(
      /marketStreamUrl[\s\S]*must be a ws:\/\/ or wss:\/\/ URL/,
    );
    await expect(attempt({ ...customVenue, fapiUrl: 'not a url' })).rejects.toThrow(/fapiUrl/);
    await fx.service.add({
      name: 'Same',
      venue: customVenue,
      key: { kind: 'hmac', apiKey: 'k', secret: hmacSecret },
    });
    await expect(
      fx.service.add({
        name: 'same',
        venue: customVenue,
        key: { kind: 'hmac', apiKey: 'k', secret: hmacSecret },
      }),
    ).rejects.toThrow(new ProfileRequestError('A profile named "same" already exists'));
    expect((await fx.service.list()).profiles.map((p) => p.name)).toEqual(['Same']);
  });
});

describe('changing and removing', () => {
  it('replaces a key write-only and deletes the old keychain entry', async () => {
    const { profile } = await fx.service.add({
      name: 'Live',
      venue: customVenue,
      key: { kind: 'hmac', apiKey: 'old-key', secret: hmacSecret },
    });
    const oldAccount = (await storedFile(fx.dataDir)).profiles[0]!.key.secretRef.account;
    expect(await fx.lookUp(oldAccount)).toBe(hmacSecret);

    const { profile: replaced, publicKeyPem } = await fx.service.replaceKey(profile.id, {
      kind: 'generate-ed25519',
      apiKey: 'new-key',
    });
    expect(replaced.key).toMatchObject({ type: 'ED25519', apiKey: 'new-key', publicKeyPem });
    expect(await fx.lookUp(oldAccount)).toBe('');
    const signer = await fx.service.signer(profile.id);
    expect(verifies('ED25519', publicKeyPem!, signer.sign(payload))).toBe(true);
  });

  it('keeps the Paper profile venue-compatible: no HMAC key, and a new key reaches the accounts file', async () => {
    await fx.service.open();
    const paper = (await fx.service.list()).profiles[0]!;
    await expect(
      fx.service.replaceKey(paper.id, { kind: 'hmac', apiKey: 'k', secret: hmacSecret }),
    ).rejects.toBeInstanceOf(ProfileRequestError);
    await expect(fx.service.update(paper.id, { venue: customVenue })).rejects.toBeInstanceOf(
      ProfileRequestError,
    );

    const { profile } = await fx.service.replaceKey(paper.id, { kind: 'generate-ed25519' });
    expect(profile.key.apiKey).toMatch(/^[A-Za-z0-9]{64}$/);
    expect(profile.key.apiKey).not.toBe(paper.key.apiKey);
    const accounts = JSON.parse(await readFile(fx.service.paperAccountsFile, 'utf8')) as {
      accounts: [{ keys: unknown[] }];
    };
    expect(accounts.accounts[0].keys).toEqual([
      { apiKey: profile.key.apiKey, type: 'ED25519', publicKeyPem: profile.key.publicKeyPem },
    ]);
  });

  it('switches the active profile, and deleting one removes its keychain entry', async () => {
    await fx.service.open();
    const paperId = (await fx.service.active())!.id;
    const { profile } = await fx.service.add({
      name: 'Live',
      venue: customVenue,
      key: { kind: 'hmac', apiKey: 'k', secret: hmacSecret },
    });
    expect((await fx.service.setActive(profile.id)).active).toBe(true);
    expect((await fx.service.active())!.id).toBe(profile.id);
    expect((await fx.service.get(paperId)).active).toBe(false);

    const account = (await storedFile(fx.dataDir)).profiles[1]!.key.secretRef.account;
    await fx.service.remove(profile.id);
    expect(await fx.lookUp(account)).toBe('');
    expect((await fx.service.list()).profiles.map((p) => p.id)).toEqual([paperId]);
    expect((await fx.service.active())!.id).toBe(paperId);
    await expect(fx.service.get(profile.id)).rejects.toThrow(`There is no profile with id "${profile.id}"`);
  });
});

describe('concurrent requests', () => {
  it('are applied one after another, so none is lost', async () => {
    const names = ['One', 'Two', 'Three', 'Four'];
    const added = await Promise.all(
      names.map((name) =>
        fx.service.add({ name, venue: customVenue, key: { kind: 'hmac', apiKey: 'k', secret: hmacSecret } }),
      ),
    );
    expect((await fx.service.list()).profiles.map((p) => p.name).sort()).toEqual([...names].sort());
    expect((await storedFile(fx.dataDir)).profiles).toHaveLength(4);
    expect(added.filter(({ profile }) => profile.active)).toHaveLength(1);
  });
});

describe('a damaged settings file', () => {
  it('is reported on start and on every call, and never replaced', async () => {
    const file = profilesFilePath(fx.dataDir);
    for (const damaged of ['{"version":1,"profiles":', '{"version":1,"activeProfileId":"x","profiles":[]}']) {
      await writeFile(file, damaged);
      await expect(fx.service.open()).rejects.toBeInstanceOf(SettingsFileCorruptError);
      await expect(fx.service.list()).rejects.toBeInstanceOf(SettingsFileCorruptError);
      await expect(
        fx.service.add({
          name: 'X',
          venue: customVenue,
          key: { kind: 'hmac', apiKey: 'k', secret: hmacSecret },
        }),
      ).rejects.toBeInstanceOf(SettingsFileCorruptError);
      expect(await readFile(file, 'utf8')).toBe(damaged);
    }
    await expect(fx.service.list()).rejects.toThrow(/activeProfileId: names no profile in the file/);
  });
});

describe('test connection', () => {
  it('hands the check the profile and a working signer, and reports the permissions', async () => {
    const checked = await profilesFixture(keyring.session, {
      checkConnection: (profile, signer) => {
        const ok = verifies('ED25519', profile.key.publicKeyPem!, signer.sign(payload));
        return ok
          ? Promise.resolve({ permissions: ['SPOT', 'TRADE'] })
          : Promise.reject(new Error('bad signature'));
      },
    });
    try {
      await checked.service.open();
      const paper = (await checked.service.list()).profiles[0]!;
      await expect(checked.service.testConnection(paper.id)).resolves.toEqual({
        ok: true,
        permissions: ['SPOT', 'TRADE'],
      });
    } finally {
      await checked.dispose();
    }
  });

  it('reports a failed check with its message, and an incomplete key without calling the venue', async () => {
    let calls = 0;
    const failing = await profilesFixture(keyring.session, {
      checkConnection: () => {
        calls += 1;
        return Promise.reject(new Error('Invalid API-key, IP, or permissions for action.'));
      },
    });
    try {
      const { profile } = await failing.service.add({
        name: 'Live',
        venue: customVenue,
        key: { kind: 'hmac', apiKey: 'k', secret: hmacSecret },
      });
      await expect(failing.service.testConnection(profile.id)).resolves.toEqual({
        ok: false,
        message: 'Invalid API-key, IP, or permissions for action.',
      });
      const generated = await failing.service.add({
        name: 'Gen',
        venue: customVenue,
        key: { kind: 'generate-ed25519' },
      });
      const result = await failing.service.testConnection(generated.profile.id);
      expect(result).toEqual({ ok: false, message: new KeyIncompleteError().message });
      expect(calls).toBe(1);
    } finally {
      await failing.dispose();
    }
  });
});
