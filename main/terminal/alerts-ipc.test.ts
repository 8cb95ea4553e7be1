import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AlertView } from '@shared/ipc/alerts';
import type { IpcResponse } from '@shared/ipc/errors';
import { createKeychain } from '../keys/keychain';
import {
  startKeyringSession,
  useSessionInThisProcess,
  type KeyringSession,
} from '../keys/test-support/keyring-session';
import { startTerminal, type Terminal } from './terminal';

const trusted = { trusted: true, description: 'test', sessionId: 'test-session' };
let session: KeyringSession;
let restoreEnv: () => void;
let terminal: Terminal;
let dataDir: string;

async function call<T>(channel: string, args?: unknown): Promise<T> {
  const response = (await terminal.router.dispatch(channel, args, trusted)) as IpcResponse<T>;
  if (!response.ok) throw new Error(`${channel}: ${response.error.message}`);
  return response.value;
}

beforeAll(async () => {
  session = await startKeyringSession();
  restoreEnv = useSessionInThisProcess(session);
  dataDir = await mkdtemp(join(tmpdir(), 'tt-alerts-ipc-'));
  terminal = await startTerminal({
    dataDir,
    keychain: createKeychain({ service: `tape-terminal-test-${randomBytes(4).toString('hex')}` }),
    emit: () => undefined,
    resyncMs: 0,
    activity: 'off',
  });
});

afterAll(async () => {
  await terminal?.dispose();
  restoreEnv?.();
  await session?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

it('keeps the Paper profile’s alerts through the composed terminal', async () => {
  const created = await call<AlertView>('tt:alerts:create', {
    symbol: 'BTCUSDT',
    condition: { kind: 'above', price: '1000000' },
    sound: false,
  });
  expect(await call<AlertView[]>('tt:alerts:list', {})).toEqual([created]);
});
