import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AccountsFileError, parseAccountsFile } from './accounts-file';

const ed25519Pem = generateKeyPairSync('ed25519')
  .publicKey.export({ type: 'spki', format: 'pem' })
  .toString();
const rsaPem = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .publicKey.export({ type: 'spki', format: 'pem' })
  .toString();

const SECRET = 'superSecretValue123';

const valid = () => ({
  accounts: [
    {
      name: 'alice',
      permissions: ['SPOT'],
      balances: { USDT: '100000', BTC: '2' },
      commission: { maker: '0.001', taker: '0.001' },
      keys: [
        { apiKey: 'aliceHmac', type: 'HMAC', secret: SECRET },
        { apiKey: 'aliceEd', type: 'ED25519', publicKeyPem: ed25519Pem },
        { apiKey: 'aliceRsa', type: 'RSA', publicKeyPem: rsaPem },
      ],
      keyPermissions: { aliceEd: ['USER_DATA'] },
    },
    { name: 'bob', keys: [{ apiKey: 'bobHmac', type: 'HMAC', secret: 's' }] },
  ],
});

const failure = (value: unknown): string => {
  try {
    parseAccountsFile(typeof value === 'string' ? value : JSON.stringify(value), 'accounts.json');
  } catch (error) {
    expect(error).toBeInstanceOf(AccountsFileError);
    return (error as Error).message;
  }
  throw new Error('expected the file to be refused');
};

describe('parseAccountsFile', () => {
  it('reads the format of the issue, filling defaults', () => {
    const file = parseAccountsFile(JSON.stringify(valid()), 'accounts.json');
    expect(file.accounts[0]?.keys.map((key) => key.type)).toEqual(['HMAC', 'ED25519', 'RSA']);
    expect(file.accounts[1]).toMatchObject({
      permissions: ['SPOT'],
      balances: {},
      commission: { maker: '0.001', taker: '0.001' },
      keyPermissions: {},
    });
  });

  it.each([
    [
      'a missing secret',
      (file: ReturnType<typeof valid>) => delete (file.accounts[0]!.keys[0] as { secret?: string }).secret,
      'accounts[0].keys[0].secret',
    ],
    [
      'an RSA key given as Ed25519',
      (file: ReturnType<typeof valid>) =>
        ((file.accounts[0]!.keys[1] as { publicKeyPem: string }).publicKeyPem = rsaPem),
      'accounts[0].keys[1].publicKeyPem: expected an ED25519 public key',
    ],
    [
      'a PEM that is not a key',
      (file: ReturnType<typeof valid>) =>
        ((file.accounts[0]!.keys[2] as { publicKeyPem: string }).publicKeyPem = 'nope'),
      'accounts[0].keys[2].publicKeyPem: expected a PEM public key',
    ],
    [
      'a float balance',
      (file: ReturnType<typeof valid>) => ((file.accounts[0]!.balances as Record<string, unknown>).BTC = 2),
      'accounts[0].balances.BTC',
    ],
    [
      'a negative balance',
      (file: ReturnType<typeof valid>) => (file.accounts[0]!.balances!.USDT = '-1'),
      'accounts[0].balances.USDT: expected a non-negative decimal string',
    ],
    [
      'an unknown key type',
      (file: ReturnType<typeof valid>) => ((file.accounts[0]!.keys[0] as { type: string }).type = 'DSA'),
      'accounts[0].keys[0].type',
    ],
    [
      'a key permission for a key of no account',
      (file: ReturnType<typeof valid>) => (file.accounts[0]!.keyPermissions = { ghost: ['TRADE'] } as never),
      'accounts[0].keyPermissions.ghost: names a key this account does not have',
    ],
    [
      'an unknown key permission',
      (file: ReturnType<typeof valid>) =>
        (file.accounts[0]!.keyPermissions = { aliceEd: ['WITHDRAW'] } as never),
      'accounts[0].keyPermissions.aliceEd[0]',
    ],
    [
      "a name of the simulated market's accounts",
      (file: ReturnType<typeof valid>) => (file.accounts[1]!.name = 'sim-maker'),
      'accounts[1].name: must not start with "sim-"',
    ],
    [
      'an API key used twice',
      (file: ReturnType<typeof valid>) => (file.accounts[1]!.keys[0]!.apiKey = 'aliceHmac'),
      'accounts[1].keys[0].apiKey: is used twice',
    ],
    [
      'an API key with symbols',
      (file: ReturnType<typeof valid>) => (file.accounts[1]!.keys[0]!.apiKey = 'bob-key'),
      'accounts[1].keys[0].apiKey: expected 1 to 128 letters and digits',
    ],
    [
      'a misspelt field',
      (file: ReturnType<typeof valid>) => ((file.accounts[1] as Record<string, unknown>).balance = {}),
      'accounts[1]',
    ],
    [
      'no keys',
      (file: ReturnType<typeof valid>) => (file.accounts[1]!.keys = []),
      'accounts[1].keys: an account needs at least one key',
    ],
  ])('names the field for %s', (_, spoil, expected) => {
    const file = valid();
    spoil(file);
    const message = failure(file);
    expect(message).toContain('accounts.json is malformed');
    expect(message).toContain(expected);
    expect(message).not.toContain(SECRET);
  });

  it('refuses text that is not JSON without quoting it', () => {
    const message = failure(`{"accounts":[{"keys":[{"secret":"${SECRET}"`);
    expect(message).toBe('accounts.json is not valid JSON.');
  });

  it('refuses an empty account list', () => {
    expect(failure({ accounts: [] })).toContain('accounts: list at least one account');
  });
});
