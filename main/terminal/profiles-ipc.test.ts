import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { IpcResponse } from '@shared/ipc/errors';
import type { ProfileList, ProvisionedProfile } from '@shared/ipc/profiles';
import { terminalForThisFile } from './test-support';
import { exampleVenue } from '../services/profiles/test-support/example-venue';

const secret = `S3cr3t${randomBytes(24).toString('hex')}`;
const seen: unknown[] = [];
const fixture = terminalForThisFile();
const { events } = fixture;

async function call<T>(channel: string, args?: unknown): Promise<IpcResponse<T>> {
  const response = await fixture.dispatch<T>(channel, args);
  seen.push(response);
  return response;
}

describe('profiles over the IPC contract', () => {
  it('has the Paper profile on first start, active, with an Ed25519 key held in the keychain', async () => {
    const response = await call<ProfileList>('tt:profiles:list');
    expect(response.ok).toBe(true);
    if (!response.ok) return;
    const [paper] = response.value.profiles;
    expect(response.value.profiles).toHaveLength(1);
    expect(paper).toMatchObject({ name: 'Paper', builtIn: 'paper', venue: { kind: 'paper' }, active: true });
    expect(paper!.key).toMatchObject({ type: 'ED25519', storedIn: 'secret-service' });
    expect(paper!.key.publicKeyPem).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(response.value.activeProfileId).toBe(paper!.id);
  });

  it('tests the Paper profile’s connection: the embedded venue accepts its Ed25519 key', async () => {
    const list = await call<ProfileList>('tt:profiles:list');
    if (!list.ok) throw new Error('no profile list');
    const paper = list.value.profiles.find((p) => p.builtIn === 'paper')!;
    const response = await call('tt:profiles:testConnection', { id: paper.id });
    expect(response).toEqual({
      ok: true,
      value: { ok: true, permissions: ['SPOT', 'TRADE', 'WITHDRAW', 'DEPOSIT'] },
    });
    // The embedded venue keeps its journal beside the accounts file and makes no CLI default account.
    expect(await readdir(join(fixture.dataDir, 'paper-venue'))).not.toContain('paper-account.json');
    expect(await readdir(join(fixture.dataDir, 'paper-venue'))).toContain('engine-journal.jsonl');
  });

  it('reports that the keychain can hold secrets here', async () => {
    expect(await call('tt:profiles:keychain')).toEqual({
      ok: true,
      value: {
        available: true,
        backend: 'secret-service',
        reason: null,
        help: expect.stringContaining('On Linux, API keys are kept in a Secret Service keyring'),
      },
    });
  });

  it('adds an HMAC profile for a custom venue, answers without the secret and pushes the new list', async () => {
    const response = await call<ProvisionedProfile>('tt:profiles:add', {
      name: 'Live desk',
      venue: exampleVenue,
      key: { kind: 'hmac', apiKey: 'live-api-key', secret },
    });
    expect(response).toMatchObject({
      ok: true,
      value: { profile: { name: 'Live desk', key: { type: 'HMAC' } } },
    });
    const pushed = events.filter((e) => e.name === 'tt:profiles:changed').at(-1)?.payload as ProfileList;
    expect(pushed.profiles.map((p) => p.name)).toEqual(['Paper', 'Live desk']);
  });

  it('refuses malformed arguments without repeating them', async () => {
    const response = await call('tt:profiles:replaceKey', {
      id: 'x',
      key: { kind: 'hmac', apiKey: 7, secret },
    });
    expect(response).toMatchObject({ ok: false, error: { kind: 'invalid-arguments' } });
  });

  it('never lets the secret into an answer, an error or a pushed event', () => {
    expect(JSON.stringify(seen)).not.toContain(secret);
    expect(JSON.stringify(events)).not.toContain(secret);
  });
});
