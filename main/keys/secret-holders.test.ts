import { randomBytes } from 'node:crypto';
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { redactSecrets } from './redact';
import { SecretText } from './secret-text';
import { signingKeyFrom } from './signing-key';

const value = `s3cr3t-${randomBytes(16).toString('hex')}`;

/** Every way a value commonly escapes a process: JSON, IPC's structured clone, logs, templates, spreads. */
function everyRendering(holder: object): string[] {
  return [
    JSON.stringify(holder),
    JSON.stringify({ nested: [holder] }),
    JSON.stringify(structuredClone({ ...holder })),
    inspect(holder),
    inspect({ nested: holder }, { depth: 5 }),
    `${String(holder)}`,
    JSON.stringify(Object.entries(holder)),
  ];
}

describe('SecretText', () => {
  it('reveals the secret only through reveal()', () => {
    const secret = new SecretText(value);
    expect(secret.reveal()).toBe(value);
    for (const rendering of everyRendering(secret)) expect(rendering).not.toContain(value);
    expect(JSON.stringify(structuredClone(secret))).not.toContain(value);
  });
});

describe('signingKeyFrom', () => {
  it.each(['HMAC', 'RSA', 'ED25519'] as const)(
    'gives a %s key the signing code can read but nothing can print',
    (type) => {
      const key = signingKeyFrom(type, new SecretText(value));
      expect(key.type).toBe(type);
      expect(key.type === 'HMAC' ? key.secret : key.privateKeyPem).toBe(value);
      for (const rendering of everyRendering(key)) expect(rendering).not.toContain(value);
      expect(JSON.stringify(key)).toBe(JSON.stringify({ type }));
    },
  );
});

describe('redactSecrets', () => {
  it('removes a secret and the body lines of a PEM from a text', () => {
    const pem =
      '-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEIAbcdefghijklmnop\n-----END PRIVATE KEY-----\n';
    const text = `failed with ${value} and line MC4CAQAwBQYDK2VwBCIEIAbcdefghijklmnop here`;
    const out = redactSecrets(text, [new SecretText(value), new SecretText(pem)]);
    expect(out).toBe('failed with [secret] and line [secret] here');
  });
});
