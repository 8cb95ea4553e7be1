import { generateKeyPairSync, sign, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  checkApiKey,
  checkHmacSecret,
  generateEd25519KeyPair,
  InvalidKeyError,
  newApiKeyId,
  parsePrivateKeyPem,
} from './key-material';
import { SecretText } from './secret-text';

const payload = Buffer.from('symbol=BTCUSDT&side=BUY&timestamp=1700000000000');

describe('generateEd25519KeyPair', () => {
  it('returns a public key that verifies what the private key signs', () => {
    const pair = generateEd25519KeyPair();
    expect(pair.publicKeyPem).toMatch(/^-----BEGIN PUBLIC KEY-----\n/);
    expect(pair.privateKeyPem.reveal()).toMatch(/^-----BEGIN PRIVATE KEY-----\n/);
    const signature = sign(null, payload, pair.privateKeyPem.reveal());
    expect(verify(null, payload, pair.publicKeyPem, signature)).toBe(true);
    expect(verify(null, payload, generateEd25519KeyPair().publicKeyPem, signature)).toBe(false);
  });
});

describe('parsePrivateKeyPem', () => {
  const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const rsaPkcs1 = rsa.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
  const ed = generateKeyPairSync('ed25519');
  const edPkcs8 = ed.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

  it('accepts an RSA key (PKCS#1 too), re-encodes it as PKCS#8 and derives its public key', () => {
    const parsed = parsePrivateKeyPem('RSA', new SecretText(rsaPkcs1));
    expect(parsed.privateKeyPem.reveal()).toMatch(/^-----BEGIN PRIVATE KEY-----\n/);
    expect(parsed.publicKeyPem).toBe(rsa.publicKey.export({ type: 'spki', format: 'pem' }).toString());
  });

  it('accepts an Ed25519 key and derives its public key', () => {
    const parsed = parsePrivateKeyPem('ED25519', new SecretText(edPkcs8));
    expect(parsed.publicKeyPem).toBe(ed.publicKey.export({ type: 'spki', format: 'pem' }).toString());
  });

  it('refuses a key of the other type, a public key, garbage, an encrypted key and a short RSA key', () => {
    const encrypted = ed.privateKey
      .export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase: 'pw' })
      .toString();
    const shortRsa = generateKeyPairSync('rsa', { modulusLength: 1024 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    const cases: [type: 'RSA' | 'ED25519', pem: string, message: RegExp][] = [
      ['RSA', edPkcs8, /^The private key is ed25519, not RSA$/],
      ['ED25519', rsaPkcs1, /^The private key is rsa, not ED25519$/],
      ['ED25519', ed.publicKey.export({ type: 'spki', format: 'pem' }).toString(), /not a PEM private key/],
      ['ED25519', 'not a key at all', /not a PEM private key/],
      ['ED25519', encrypted, /encrypted; export it without a passphrase/],
      ['RSA', shortRsa, /has 1024 bits; at least 2048/],
    ];
    for (const [type, pem, message] of cases) {
      let thrown: unknown;
      try {
        parsePrivateKeyPem(type, new SecretText(pem));
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(InvalidKeyError);
      expect((thrown as Error).message).toMatch(message);
      expect((thrown as Error).message).not.toContain(pem.split('\n')[1] ?? pem);
      expect((thrown as Error).cause).toBeUndefined();
    }
  });
});

describe('checks on pasted values', () => {
  it('accepts a venue-style HMAC secret and API key, refuses empty or spaced ones', () => {
    expect(() =>
      checkHmacSecret(new SecretText('NhqPtmdSJYdKjVHjA7PZj4Mge3R5YNiP1e3UZjInClVN65XAbvqqM6A7H5fATj0j')),
    ).not.toThrow();
    expect(() => checkHmacSecret(new SecretText(''))).toThrow(/empty/);
    expect(() => checkHmacSecret(new SecretText('has a space'))).toThrow(/spaces/);
    expect(() =>
      checkApiKey('vmPUZE6mv9SD5VNHk4HlWFsOr6aKE2zvsw0MuIgwCIPy6utIco14y7Ju91duEh8A'),
    ).not.toThrow();
    expect(() => checkApiKey('')).toThrow(InvalidKeyError);
    expect(() => checkApiKey('tab\tkey')).toThrow(InvalidKeyError);
  });

  it('makes 64-character alphanumeric API key ids that differ', () => {
    const a = newApiKeyId();
    expect(a).toMatch(/^[A-Za-z0-9]{64}$/);
    expect(newApiKeyId()).not.toBe(a);
  });
});
