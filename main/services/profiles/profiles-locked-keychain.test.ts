import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { createKeychain } from '../../keys/keychain';
import { keyringForThisFile } from '../../keys/test-support/keyring-for-file';
import { tempDir } from '../../settings/test-support/temp-dir';
import { profilesFilePath } from './profiles-file';
import { createProfilesService } from './profiles-service';
import { binanceSign } from './test-support/binance-sign';
import { addPastedLiveKey } from './test-support/pasted-live-key';

// Its own worker process: libdbus keeps one connection per process, here to a keyring that stays locked
// (unlocking would need a prompt, which a headless run dismisses): a keychain that refuses access.
keyringForThisFile({ keyring: 'locked' });
const dataDir = tempDir('tt-profiles-locked-', 'file');

describe('a keychain that refuses access', () => {
  it('leaves the Paper profile a session-only key and refuses a live key, saying why', async () => {
    const service = createProfilesService({
      dataDir: dataDir(),
      keychain: createKeychain({ service: `tape-terminal-test-${randomBytes(4).toString('hex')}` }),
      sign: binanceSign,
      checkConnection: () => Promise.reject(new Error('unused')),
    });
    const opened = await service.open();
    expect(opened.keychain?.reason).toMatch(/^the keyring is locked and was not unlocked/);
    const [paper] = (await service.list()).profiles;
    expect(paper!.key.storedIn).toBe('session');
    await expect(service.signer(paper!.id)).resolves.toMatchObject({ type: 'ED25519' });

    const before = await readFile(profilesFilePath(dataDir()), 'utf8');
    const { secret, refused } = await addPastedLiveKey(service, 16);
    expect((refused as Error).message).toMatch(
      /^The OS keychain is not available, so the key was not stored .*: the keyring is locked and was not unlocked/,
    );
    expect((refused as Error).message).not.toContain(secret);
    expect(await readFile(profilesFilePath(dataDir()), 'utf8')).toBe(before);
  });
});
