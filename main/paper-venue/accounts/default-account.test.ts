import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadOrCreateDefaultAccount, randomKeyText } from './default-account';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('loadOrCreateDefaultAccount', () => {
  it('creates a paper account with a fresh HMAC key in a 0600 file, then reuses it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'paper-venue-'));
    dirs.push(dir);
    const created = await loadOrCreateDefaultAccount(join(dir, 'data'));
    expect(created.created).toBe(true);
    expect(created.file).toBe(join(dir, 'data', 'paper-account.json'));
    expect((await stat(created.file)).mode & 0o777).toBe(0o600);
    const key = created.accounts.accounts[0]!.keys[0]!;
    expect(key.type).toBe('HMAC');
    expect(key.apiKey).toMatch(/^[A-Za-z0-9]{64}$/);

    const again = await loadOrCreateDefaultAccount(join(dir, 'data'));
    expect(again.created).toBe(false);
    expect(again.accounts).toEqual(created.accounts);
  });
});

describe('randomKeyText', () => {
  it('makes distinct strings of letters and digits', () => {
    const texts = new Set(Array.from({ length: 50 }, () => randomKeyText()));
    expect(texts.size).toBe(50);
    for (const text of texts) expect(text).toMatch(/^[A-Za-z0-9]{64}$/);
  });
});
