import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createKeychain, type SecretRef } from './keychain';
import { KeychainUnavailableError, SecretMissingError } from './keychain-errors';
import { SecretText } from './secret-text';
import { keyringForThisFile } from './test-support/keyring-for-file';

const run = promisify(execFile);
const keyring = keyringForThisFile();

const service = `tape-terminal-test-${randomBytes(4).toString('hex')}`;

/** What another program sees in the Secret Service (keyring-rs labels entries with service + username). */
async function lookUpWithSecretTool(account: string): Promise<string> {
  const { stdout } = await run('secret-tool', ['lookup', 'service', service, 'username', account], {
    env: { ...process.env, ...keyring.session.env },
  }).catch(() => ({ stdout: '' }));
  return stdout;
}

describe('keychain over the real Secret Service', () => {
  it('reports the Secret Service as available', async () => {
    await expect(createKeychain({ service }).status()).resolves.toEqual({
      available: true,
      backend: 'secret-service',
    });
  });

  it('answers two terminals probing at once, and leaves no probe entry behind', async () => {
    // Two processes starting together (two terminals, or the journeys' development hosts) each probe.
    const first = createKeychain({ service });
    const second = createKeychain({ service });
    for (let round = 0; round < 10; round += 1) {
      const answers = await Promise.all([first.status(), second.status()]);
      expect(answers).toEqual([
        { available: true, backend: 'secret-service' },
        { available: true, backend: 'secret-service' },
      ]);
    }
    const { stdout } = await run('secret-tool', ['search', '--all', 'service', service], {
      env: { ...process.env, ...keyring.session.env },
    });
    expect(stdout).not.toContain('keychain-probe');
  });

  it('stores a secret in the Secret Service, records the backend, and reads it back as a holder', async () => {
    const keychain = createKeychain({ service });
    const value = randomBytes(32).toString('hex');
    const ref = await keychain.store('p1/hmac-secret', new SecretText(value));
    expect(ref).toEqual({ backend: 'secret-service', service, account: 'p1/hmac-secret' });
    expect(await lookUpWithSecretTool('p1/hmac-secret')).toBe(value);

    const read = await keychain.read(ref);
    expect(read).toBeInstanceOf(SecretText);
    expect(read.reveal()).toBe(value);
    expect(JSON.stringify({ read })).not.toContain(value);
    await keychain.remove(ref);
  });

  it('overwrites an entry, then deletes it so nothing is left', async () => {
    const keychain = createKeychain({ service });
    await keychain.store('p2/private-key', new SecretText('first-value'));
    const ref = await keychain.store('p2/private-key', new SecretText('second-value'));
    expect((await keychain.read(ref)).reveal()).toBe('second-value');

    await expect(keychain.remove(ref)).resolves.toBe(true);
    await expect(keychain.remove(ref)).resolves.toBe(false);
    expect(await lookUpWithSecretTool('p2/private-key')).toBe('');
    await expect(keychain.read(ref)).rejects.toBeInstanceOf(SecretMissingError);
  });

  it('refuses to read a secret recorded in a backend this system does not use', async () => {
    const keychain = createKeychain({ service });
    const foreign: SecretRef = { backend: 'macos-keychain', service, account: 'p3/hmac-secret' };
    await expect(keychain.read(foreign)).rejects.toThrow(/stored in macos-keychain/);
  });
});

describe('keychain on a platform without a supported store', () => {
  it('reports why and refuses to store', async () => {
    const keychain = createKeychain({ service, platform: 'aix' });
    await expect(keychain.status()).resolves.toEqual({
      available: false,
      backend: 'none',
      reason: 'there is no supported OS keychain on "aix"',
    });
    const refusal = keychain.store('p4/hmac-secret', new SecretText('never-stored-secret'));
    await expect(refusal).rejects.toBeInstanceOf(KeychainUnavailableError);
    await expect(refusal).rejects.not.toThrow(/never-stored-secret/);
  });
});
