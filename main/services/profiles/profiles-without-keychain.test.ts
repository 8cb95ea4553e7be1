import { randomBytes, verify } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKeychain } from '../../keys/keychain';
import { KeychainUnavailableError } from '../../keys/keychain-errors';
import { profilesFilePath } from './profiles-file';
import { createProfilesService } from './profiles-service';
import { binanceSign } from './test-support/binance-sign';
import { addPastedLiveKey } from './test-support/pasted-live-key';

// This file runs in its own worker process; pointing the session bus nowhere makes the Secret
// Service unreachable for every connection libdbus opens here.
let savedAddress: string | undefined;
let dataDir: string;
beforeAll(async () => {
  savedAddress = process.env.DBUS_SESSION_BUS_ADDRESS;
  process.env.DBUS_SESSION_BUS_ADDRESS = `unix:path=${join(tmpdir(), `tt-no-bus-${randomBytes(4).toString('hex')}`)}`;
  dataDir = await mkdtemp(join(tmpdir(), 'tt-profiles-nokeychain-'));
});
afterAll(async () => {
  if (savedAddress === undefined) delete process.env.DBUS_SESSION_BUS_ADDRESS;
  else process.env.DBUS_SESSION_BUS_ADDRESS = savedAddress;
  await rm(dataDir, { recursive: true, force: true });
});

const openService = () =>
  createProfilesService({
    dataDir,
    keychain: createKeychain({ service: 'tape-terminal-test-nokeychain' }),
    sign: binanceSign,
    checkConnection: () => Promise.reject(new Error('unused')),
  });

const payload = 'symbol=BTCUSDT&side=BUY&type=LIMIT&quantity=1&price=9000&timestamp=1700000000000';
const verifies = (publicKeyPem: string, signature: string) =>
  verify(null, Buffer.from(payload), publicKeyPem, Buffer.from(signature, 'base64'));

/** Every file under the data directory, as text. */
async function everyFile(dir: string): Promise<string> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const texts = await Promise.all(
    entries.filter((e) => e.isFile()).map((e) => readFile(join(e.parentPath, e.name), 'utf8')),
  );
  return texts.join('\n');
}

describe('profiles where no keychain is reachable', () => {
  it('gives the Paper profile a session-only key held in memory, never on disk, and says why', async () => {
    const service = openService();
    const opened = await service.open();
    expect(opened.paperProfile).toBe('created');
    expect(opened.keychain).toMatchObject({ available: false, backend: 'secret-service' });
    expect(opened.keychain?.reason).toMatch(/^no Secret Service .* answers on the D-Bus session bus/);

    const [paper] = (await service.list()).profiles;
    expect(paper).toMatchObject({ name: 'Paper', builtIn: 'paper', active: true });
    expect(paper!.key).toMatchObject({ type: 'ED25519', storedIn: 'session', missing: false });
    const signer = await service.signer(paper!.id);
    expect(verifies(paper!.key.publicKeyPem!, signer.sign(payload))).toBe(true);

    // The venue's accounts file has the public half; no file anywhere holds a private key.
    const accounts = await readFile(service.paperAccountsFile, 'utf8');
    expect(accounts).toContain(JSON.stringify(paper!.key.publicKeyPem).slice(1, 40));
    expect(await everyFile(dataDir)).not.toMatch(/PRIVATE KEY/);
    expect(service.takeNotices()).toEqual([]);
  });

  it('refuses to store a live key, says why, and saves nothing', async () => {
    const service = openService();
    await service.open();
    const before = await readFile(profilesFilePath(dataDir), 'utf8');
    const { secret, refused } = await addPastedLiveKey(service, 24);
    expect(refused).toBeInstanceOf(KeychainUnavailableError);
    expect((refused as Error).message).toMatch(
      /^The OS keychain is not available, so the key was not stored \(keys are kept only in the OS keychain, never in a file\): /,
    );
    expect(`${(refused as Error).message}${(refused as Error).stack}`).not.toContain(secret);
    expect(await readFile(profilesFilePath(dataDir), 'utf8')).toBe(before);
    expect((await service.list()).profiles.map((p) => p.name)).toEqual(['Paper']);
    expect(await everyFile(dataDir)).not.toContain(secret);
  });

  it('makes a new session key for the same Paper profile after a restart, quietly', async () => {
    const first = (await openService().list()).profiles[0]!;
    const service = openService();
    await expect(service.open()).resolves.toMatchObject({ paperProfile: 'existing' });
    const [paper] = (await service.list()).profiles;
    expect(paper!.id).toBe(first.id);
    expect(paper!.key.storedIn).toBe('session');
    expect(paper!.key.apiKey).not.toBe(first.key.apiKey);
    expect(await readFile(service.paperAccountsFile, 'utf8')).toContain(paper!.key.apiKey!);
    const signer = await service.signer(paper!.id);
    expect(verifies(paper!.key.publicKeyPem!, signer.sign(payload))).toBe(true);
    // Expected with no keychain (the banner says so), not news to be told again.
    expect(service.takeNotices()).toEqual([]);
  });
});
