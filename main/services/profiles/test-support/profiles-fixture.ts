import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createKeychain, type Keychain } from '@main/keys/keychain';
import type { KeyringSession } from '@main/keys/test-support/keyring-session';
import { createProfilesService, type CheckConnection } from '../profiles-service';
import { binanceSign } from './binance-sign';

const run = promisify(execFile);

export interface ProfilesFixture {
  readonly dataDir: string;
  readonly keychain: Keychain;
  readonly service: ReturnType<typeof createProfilesService>;
  /** What another program reads from the Secret Service for an entry ('' when there is none). */
  lookUp(account: string): Promise<string>;
  dispose(): Promise<void>;
}

/** A profiles service over a fresh data dir and its own keychain service name in the given session. */
export async function profilesFixture(
  session: KeyringSession,
  options: { checkConnection?: CheckConnection; keychain?: Keychain } = {},
): Promise<ProfilesFixture> {
  const dataDir = await mkdtemp(join(tmpdir(), 'tt-profiles-'));
  const serviceName = `tape-terminal-test-${randomBytes(4).toString('hex')}`;
  const keychain = options.keychain ?? createKeychain({ service: serviceName });
  const service = createProfilesService({
    dataDir,
    keychain,
    sign: binanceSign,
    checkConnection: options.checkConnection ?? (() => Promise.reject(new Error('no venue in this test'))),
  });
  return {
    dataDir,
    keychain,
    service,
    async lookUp(account) {
      const result = await run('secret-tool', ['lookup', 'service', keychain.service, 'username', account], {
        env: { ...process.env, ...session.env },
      }).catch(() => ({ stdout: '' }));
      return result.stdout;
    },
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
}
