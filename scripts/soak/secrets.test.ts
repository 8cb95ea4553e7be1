import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSecrets, type KnownSecret } from './secrets';

/** The soak's search finds a secret however it was written down, for every key kind. */
const pem = (type: 'rsa' | 'ed25519') =>
  (type === 'rsa'
    ? generateKeyPairSync('rsa', { modulusLength: 2048 })
    : generateKeyPairSync('ed25519')
  ).privateKey
    .export({ type: 'pkcs8', format: 'pem' })
    .toString();

const secrets: KnownSecret[] = [
  { label: 'HMAC', text: randomBytes(32).toString('hex') },
  { label: 'Ed25519', text: pem('ed25519') },
  { label: 'RSA', text: pem('rsa') },
];
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tt-soak-secrets-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const encodings: Record<string, (s: string) => string> = {
  raw: (s) => s,
  base64: (s) => Buffer.from(s).toString('base64'),
  hex: (s) => Buffer.from(s).toString('hex'),
  'PEM body': (s) => s.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, ''),
  'DER hex': (s) =>
    Buffer.from(s.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, ''), 'base64').toString('hex'),
};

describe('the secrets search', () => {
  for (const secret of secrets) {
    for (const [name, encode] of Object.entries(encodings)) {
      if (name.includes('DER') && secret.label === 'HMAC') continue;
      it(`finds the ${secret.label} secret written ${name} in a file, a log line and an IPC message`, async () => {
        const nested = join(dir, `${secret.label}-${name}`.replace(/\s/g, '_'));
        await writeFile(nested, `{"note":"${encode(secret.text)}"}`);
        const { findings } = await findSecrets([secret], {
          dir,
          logs: [`warn ${encode(secret.text).slice(-60)}`],
          ipc: [JSON.stringify({ value: encode(secret.text) })],
        });
        const where = new Set(findings.map((f) => f.where.replace(/ \d+$/, '')));
        expect(where).toContain(nested);
        expect(where).toContain('log line');
        expect(where).toContain('IPC message');
        await rm(nested);
      });
    }
  }

  it('does not take another key of the same kind for the secret', async () => {
    const { findings } = await findSecrets(secrets, {
      dir,
      logs: [pem('ed25519'), pem('rsa')],
      ipc: [randomBytes(32).toString('hex')],
    });
    expect(findings).toEqual([]);
  });
});
