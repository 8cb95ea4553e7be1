import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AccountSummary } from '@shared/ipc/account';
import { accountsFile } from '../paper-venue/accounts/accounts-file';
import { createVenueClient } from '../venue/venue-client';
import { terminalForThisFile } from './test-support';

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

const fixture = terminalForThisFile({ activity: 'off', venueAccounts: counterparty });

describe('the embedded venue with more accounts', () => {
  it("opens them beside the Paper profile's account, each trading with its own key", async () => {
    const response = await fixture.dispatch<AccountSummary>('tt:account:summary');
    if (!response.ok) throw new Error(response.error.message);
    expect(response.value.balances.find((b) => b.asset === 'USDT')?.free).toMatch(/^100000(\.0+)?$/);

    const client = createVenueClient({
      baseUrls: { spot: fixture.terminal.venueUrl },
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
