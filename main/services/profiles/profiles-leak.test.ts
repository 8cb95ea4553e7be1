import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inspect } from 'node:util';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createKeychain } from '../../keys/keychain';
import { keyringForThisFile } from '../../keys/test-support/keyring-for-file';
import { profilesFilePath, profilesFileSchema } from './profiles-file';
import { createProfilesService } from './profiles-service';
import { binanceSign } from './test-support/binance-sign';
import { profilesFixture } from './test-support/profiles-fixture';
import { exampleVenue } from './test-support/example-venue';

const keyring = keyringForThisFile();

const venue = exampleVenue;

const pkcs8 = (pair: ReturnType<typeof generateKeyPairSync>) =>
  pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** The full secret, and each base64 line of a PEM body, so a partial copy is caught too. */
function needlesOf(secret: string): string[] {
  return [secret, ...secret.split('\n').filter((line) => line.length >= 16 && !line.startsWith('-----'))];
}

describe('no secret leaves the profiles service', () => {
  it('is absent from the settings files, every answer, every error and all console output', async () => {
    const hmacSecret = randomBytes(32).toString('hex');
    const secondHmacSecret = randomBytes(32).toString('hex');
    const rsaPem = pkcs8(generateKeyPairSync('rsa', { modulusLength: 2048 }));
    const edPem = pkcs8(generateKeyPairSync('ed25519'));
    const otherEdPem = pkcs8(generateKeyPairSync('ed25519'));
    const secrets = [hmacSecret, secondHmacSecret, rsaPem, edPem, otherEdPem];

    const answers: unknown[] = [];
    const errors: unknown[] = [];
    const output: string[] = [];
    const capture = (...args: unknown[]) => {
      output.push(args.map((arg) => (typeof arg === 'string' ? arg : inspect(arg, { depth: 10 }))).join(' '));
    };
    const spies = [
      ...(['log', 'info', 'warn', 'error', 'debug', 'trace'] as const).map((level) =>
        vi.spyOn(console, level).mockImplementation(capture),
      ),
      vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (capture(String(chunk)), true)),
      vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => (capture(String(chunk)), true)),
    ];

    let failCheckWith = '';
    const fx = await profilesFixture(keyring.session, {
      checkConnection: (_profile, signer) => {
        if (failCheckWith) return Promise.reject(new Error(`venue said: ${failCheckWith}`));
        signer.sign('timestamp=1');
        return Promise.resolve({ permissions: ['SPOT'] });
      },
    });
    const { service } = fx;
    const record = async (operation: Promise<unknown>) => {
      try {
        answers.push(await operation);
      } catch (error) {
        errors.push(error);
      }
    };
    const privateKeysInKeychain = async () => {
      const file = profilesFileSchema.parse(JSON.parse(await readFile(profilesFilePath(fx.dataDir), 'utf8')));
      for (const profile of file.profiles) secrets.push(await fx.lookUp(profile.key.secretRef.account));
    };

    try {
      await record(service.open());
      await privateKeysInKeychain(); // the generated Paper key
      await record(service.keychainStatus());
      const hmac = await service.add({
        name: 'HMAC',
        venue,
        key: { kind: 'hmac', apiKey: 'hmac-key', secret: hmacSecret },
      });
      const rsa = await service.add({
        name: 'RSA',
        venue,
        key: { kind: 'import-pem', type: 'RSA', apiKey: 'rsa-key', privateKeyPem: rsaPem },
      });
      const ed = await service.add({
        name: 'Ed',
        venue,
        key: { kind: 'import-pem', type: 'ED25519', apiKey: 'ed-key', privateKeyPem: edPem },
      });
      const generated = await service.add({ name: 'Generated', venue, key: { kind: 'generate-ed25519' } });
      answers.push(hmac, rsa, ed, generated);
      await privateKeysInKeychain(); // the generated key too
      const paperId = (await service.list()).profiles[0]!.id;

      await record(service.list());
      await record(service.get(hmac.profile.id));
      await record(service.active());
      await record(service.update(generated.profile.id, { apiKey: 'generated-key', name: 'Generated 2' }));
      await record(service.setActive(rsa.profile.id));
      for (const { profile } of [hmac, rsa, ed, generated]) {
        await record(service.signer(profile.id));
        await record(service.testConnection(profile.id));
      }
      failCheckWith = hmacSecret; // a venue error that (wrongly) echoes the secret is redacted
      await record(service.testConnection(hmac.profile.id));
      failCheckWith = '';
      await record(
        service.replaceKey(hmac.profile.id, { kind: 'hmac', apiKey: 'hmac-key-2', secret: secondHmacSecret }),
      );
      await record(
        service.replaceKey(ed.profile.id, {
          kind: 'import-pem',
          type: 'ED25519',
          apiKey: 'ed-2',
          privateKeyPem: otherEdPem,
        }),
      );
      await record(service.replaceKey(generated.profile.id, { kind: 'generate-ed25519', apiKey: 'gen-3' }));
      await record(service.replaceKey(paperId, { kind: 'generate-ed25519' }));
      await privateKeysInKeychain(); // the replacements

      // Refusals, each carrying a secret in its request.
      await record(
        service.add({
          name: 'Bad key id',
          venue,
          key: { kind: 'hmac', apiKey: 'has space', secret: hmacSecret },
        }),
      );
      await record(
        service.add({
          name: 'Bad secret',
          venue,
          key: { kind: 'hmac', apiKey: 'k', secret: `${hmacSecret} x` },
        }),
      );
      await record(
        service.add({ name: 'HMAC', venue, key: { kind: 'hmac', apiKey: 'k', secret: hmacSecret } }),
      );
      await record(
        service.add({
          name: 'Bad venue',
          venue: { ...venue, fapiUrl: hmacSecret },
          key: { kind: 'hmac', apiKey: 'k', secret: hmacSecret },
        }),
      );
      await record(
        service.add({
          name: 'Wrong type',
          venue,
          key: { kind: 'import-pem', type: 'RSA', apiKey: 'k', privateKeyPem: edPem },
        }),
      );
      await record(
        service.add({
          name: 'Not PEM',
          venue,
          key: { kind: 'import-pem', type: 'RSA', apiKey: 'k', privateKeyPem: hmacSecret },
        }),
      );
      await record(service.replaceKey(paperId, { kind: 'hmac', apiKey: 'k', secret: hmacSecret }));
      await record(service.replaceKey('no-such-profile', { kind: 'hmac', apiKey: 'k', secret: hmacSecret }));
      const noKeychain = createProfilesService({
        dataDir: fx.dataDir,
        keychain: createKeychain({ service: fx.keychain.service, platform: 'aix' }),
        sign: binanceSign,
        checkConnection: () => Promise.resolve({ permissions: [] }),
      });
      await record(
        noKeychain.add({ name: 'Nowhere', venue, key: { kind: 'hmac', apiKey: 'k', secret: hmacSecret } }),
      );
      await record(noKeychain.testConnection(rsa.profile.id));

      for (const { profile } of [hmac, rsa, ed, generated]) await record(service.remove(profile.id));
      await record(service.list());
    } finally {
      spies.forEach((spy) => spy.mockRestore());
      onTestFinished(() => fx.dispose());
    }

    expect(errors.length).toBeGreaterThanOrEqual(8);
    expect(answers.length).toBeGreaterThanOrEqual(25);
    const files = await filesUnder(fx.dataDir);
    expect(files.map((file) => file.slice(fx.dataDir.length))).toEqual(
      expect.arrayContaining(['/profiles.json', '/paper-venue/accounts.json']),
    );
    const haystacks = [
      ...(await Promise.all(files.map((file) => readFile(file, 'utf8')))),
      ...answers.map((answer) => JSON.stringify(answer) ?? ''),
      ...answers.map((answer) => inspect(answer, { depth: 10 })),
      ...errors.flatMap((error) => [
        String(error),
        (error as Error).stack ?? '',
        JSON.stringify(error),
        inspect(error),
      ]),
      ...output,
    ];
    const needles = secrets.flatMap(needlesOf);
    expect(needles.length).toBeGreaterThan(20);
    const leaks = needles.flatMap((needle) =>
      haystacks.flatMap((haystack, index) => (haystack.includes(needle) ? [index] : [])),
    );
    expect(leaks, 'indexes of the haystacks that hold a secret').toEqual([]);
  });
});
