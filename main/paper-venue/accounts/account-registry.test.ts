import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseAccountsFile } from './accounts-file';
import { createAccountRegistry } from './account-registry';

const ed25519 = () => {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  return { privateKey, publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
};

describe('replacing an account’s keys while the venue runs', () => {
  const first = ed25519();
  const file = parseAccountsFile(
    JSON.stringify({
      accounts: [
        { name: 'paper', keys: [{ apiKey: 'oldKey', type: 'ED25519', publicKeyPem: first.publicKeyPem }] },
        { name: 'other', keys: [{ apiKey: 'otherKey', type: 'HMAC', secret: 's' }] },
      ],
    }),
    'accounts.json',
  );

  it('puts the new key in the old one’s place, for the same account', () => {
    const registry = createAccountRegistry(file);
    const paper = registry.byApiKey('oldKey')!.account;
    const next = ed25519();
    registry.replaceKeys('paper', [{ apiKey: 'newKey', type: 'ED25519', publicKeyPem: next.publicKeyPem }], {
      newKey: ['USER_DATA', 'TRADE'],
    });
    expect(registry.byApiKey('oldKey')).toBeUndefined();
    const holder = registry.byApiKey('newKey')!;
    expect(holder.account).toBe(paper);
    expect([...holder.key.permissions]).toEqual(['USER_DATA', 'TRADE']);
    const payload = Buffer.from('symbol=BTCUSDT&timestamp=1');
    expect(holder.key.verify(payload, sign(null, payload, next.privateKey).toString('base64'))).toBe(true);
    expect(holder.key.verify(payload, sign(null, payload, first.privateKey).toString('base64'))).toBe(false);
    expect(registry.byApiKey('otherKey')?.account.name).toBe('other');
  });

  it('refuses an unknown account, a malformed API key, or one another account holds, changing nothing', () => {
    const registry = createAccountRegistry(file);
    const key = { apiKey: 'otherKey', type: 'ED25519' as const, publicKeyPem: ed25519().publicKeyPem };
    expect(() => registry.replaceKeys('nobody', [key], {})).toThrow('No venue account is named "nobody".');
    expect(() => registry.replaceKeys('paper', [key], {})).toThrow('Another account holds this API key.');
    expect(() => registry.replaceKeys('paper', [{ ...key, apiKey: 'no spaces' }], {})).toThrow(
      'The API key is not 1 to 128 letters and digits.',
    );
    expect(registry.byApiKey('oldKey')?.account.name).toBe('paper');
    expect(registry.byApiKey('otherKey')?.account.name).toBe('other');
  });
});
