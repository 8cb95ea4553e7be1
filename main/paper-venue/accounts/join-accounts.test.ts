import { describe, expect, it } from 'vitest';
import { createAccountRegistry } from './account-registry';
import { accountsFile, AccountsFileError } from './accounts-file';
import { joinAccountsFiles } from './join-accounts';

const SECRET = 'counterpartySecret123';
const file = (name: string, apiKey: string) =>
  accountsFile.parse({
    accounts: [{ name, balances: { USDT: '10' }, keys: [{ apiKey, type: 'HMAC', secret: SECRET }] }],
  });

describe('joining two accounts files', () => {
  it("keeps the first file's accounts first, so their uids do not move", () => {
    const joined = joinAccountsFiles(file('paper', 'paperKey'), file('counterparty', 'otherKey'));
    const registry = createAccountRegistry(joined);
    expect(registry.accounts.map((a) => [a.uid, a.name])).toEqual([
      [1, 'paper'],
      [2, 'counterparty'],
    ]);
    expect(registry.byApiKey('otherKey')?.account.name).toBe('counterparty');
  });

  it('passes either file through when the other is absent', () => {
    const only = file('counterparty', 'otherKey');
    expect(joinAccountsFiles(undefined, only)).toBe(only);
    expect(joinAccountsFiles(only, undefined)).toBe(only);
    expect(joinAccountsFiles(undefined, undefined)).toBeUndefined();
  });

  it('refuses a name or an API key used in both, naming the field but never the secret', () => {
    const clash = () => joinAccountsFiles(file('paper', 'paperKey'), file('paper', 'paperKey'));
    expect(clash).toThrow(AccountsFileError);
    expect(clash).toThrow(/accounts\[1\]\.name: is used twice/);
    expect(clash).toThrow(/accounts\[1\]\.keys\[0\]\.apiKey: is used twice/);
    try {
      clash();
    } catch (error) {
      expect((error as Error).message).not.toContain(SECRET);
    }
  });
});
