import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountSummary } from '@shared/ipc/account';
import type { IpcResponse } from '@shared/ipc/errors';
import { createKeychain } from '../keys/keychain';
import {
  startKeyringSession,
  useSessionInThisProcess,
  type KeyringSession,
} from '../keys/test-support/keyring-session';
import { accountsFile } from '../paper-venue/accounts/accounts-file';
import { createVenueClient } from '../venue/venue-client';
import { startTerminal, type Terminal } from './terminal';

const trusted = { trusted: true, description: 'test', sessionId: 'test-session' };
const secret = randomBytes(24).toString('hex');
const counterparty = accountsFile.parse({
  accounts: [
    {
      name: 'counterparty',
      balances: { USDT: '12345', BTC: '3' },
      keys: [{ apiKey: 'counterpartyKey', type: 'HMAC', secret }],
      keyPermissions: { counterpartyKey: ['USER_DATA', 'TRADE'] },
    },
  ],
});

let session: KeyringSession;
let restoreEnv: () => void;
let terminal: Terminal;
let dataDir: string;

beforeAll(async () => {
  session = await startKeyringSession();
  restoreEnv = useSessionInThisProcess(session);
  dataDir = await mkdtemp(join(tmpdir(), 'tt-venue-accounts-'));
  terminal = await startTerminal({
    dataDir,
    keychain: createKeychain({ service: `tape-terminal-test-${randomBytes(4).toString('hex')}` }),
    emit: () => undefined,
    resyncMs: 0,
    activity: 'off',
    venueAccounts: counterparty,
  });
});

afterAll(async () => {
  await terminal?.dispose();
  restoreEnv?.();
  await session?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the embedded venue with more accounts', () => {
  it("opens them beside the Paper profile's account, each trading with its own key", async () => {
    const response = (await terminal.router.dispatch(
      'tt:account:summary',
      undefined,
      trusted,
    )) as IpcResponse<AccountSummary>;
    if (!response.ok) throw new Error(response.error.message);
    expect(response.value.balances.find((b) => b.asset === 'USDT')?.free).toMatch(/^100000(\.0+)?$/);

    const client = createVenueClient({
      baseUrls: { spot: terminal.venueUrl },
      credentials: { apiKey: 'counterpartyKey', signingKey: { type: 'HMAC', secret } },
      resyncMs: 0,
    });
    const account = await client.spot.account();
    const free = Object.fromEntries(account.balances.map((b) => [b.asset, b.free]));
    expect(free.USDT).toMatch(/^12345(\.0+)?$/);
    expect(free.BTC).toMatch(/^3(\.0+)?$/);
    expect(account.canTrade).toBe(true);
  });
});
