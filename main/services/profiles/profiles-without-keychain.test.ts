import { randomBytes } from 'node:crypto';
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKeychain } from '../../keys/keychain';
import { KeychainUnavailableError } from '../../keys/keychain-errors';
import { profilesFilePath } from './profiles-file';
import { createProfilesService } from './profiles-service';
import { binanceSign } from './test-support/binance-sign';

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

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

describe('profiles where no keychain is reachable', () => {
  it('does not provision the Paper profile on first start, says why, and writes no file', async () => {
    const service = createProfilesService({
      dataDir,
      keychain: createKeychain({ service: 'tape-terminal-test-nokeychain' }),
      sign: binanceSign,
      checkConnection: () => Promise.reject(new Error('unused')),
    });
    const opened = await service.open();
    expect(opened.paperProfile).toBe('not-created');
    expect(opened.keychain).toMatchObject({ available: false, backend: 'secret-service' });
    expect(opened.keychain?.reason).toMatch(/^no Secret Service .* answers on the D-Bus session bus/);
    expect(await exists(profilesFilePath(dataDir))).toBe(false);
    expect(await exists(service.paperAccountsFile)).toBe(false);

    const secret = `pasted-${randomBytes(24).toString('hex')}`;
    const refused = await service
      .add({
        name: 'Live',
        venue: { kind: 'paper' },
        key: { kind: 'hmac', apiKey: 'k', secret },
      })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(KeychainUnavailableError);
    expect((refused as Error).message).toMatch(
      /^The OS keychain is not available, so the secret was not stored: /,
    );
    expect(`${(refused as Error).message}${(refused as Error).stack}`).not.toContain(secret);
    expect(await exists(profilesFilePath(dataDir))).toBe(false);
    await expect(service.list()).resolves.toEqual({ profiles: [], activeProfileId: null });
  });
});
