import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '../support/app';
import { openProfiles } from '../support/profiles';

const run = promisify(execFile);

interface StoredProfile {
  readonly name: string;
  readonly key: { readonly type: string; readonly secretRef: { service: string; account: string } };
}

/** Every file under the data directory, as text (the settings and the paper venue's files). */
async function allFilesText(dir: string): Promise<string> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const texts = await Promise.all(
    entries
      .filter((e) => e.isFile())
      .map((e) => readFile(join(e.parentPath, e.name), 'latin1').catch(() => '')),
  );
  return texts.join('\n');
}

/** The secret the OS keychain (Secret Service) holds for a profile, read with secret-tool. */
async function keychainSecret({ service, account }: StoredProfile['key']['secretRef']) {
  const { stdout } = await run('secret-tool', ['lookup', 'service', service, 'username', account]);
  return stdout;
}

test.describe('profile keys live in the OS keychain only', () => {
  test('an HMAC and a generated Ed25519 key: in the keychain, not in the files, never sent to the renderer', async ({
    app,
    dataDir,
  }) => {
    // What the renderer received over the bridge (it sends the HMAC secret once, to be stored).
    const frames: string[] = [];
    app.on('websocket', (ws) => ws.on('framereceived', ({ payload }) => frames.push(String(payload))));
    // The bridge's socket opened at load: reload so every frame from now on is recorded.
    await app.reload();
    await expect(app.locator('[data-app-state="ready"]')).toBeVisible();
    await openProfiles(app);

    const hmacSecret = 'journey9-hmac-secret-0123456789abcdef';
    const form = app.getByRole('form', { name: 'Add profile' });
    await form.getByLabel('Profile name').fill('Hmac');
    await form.getByLabel('Key source').selectOption('hmac');
    await form.getByLabel('API key id').fill('journey9-key-id');
    await form.getByLabel('Secret').fill(hmacSecret);
    await form.getByRole('button', { name: 'Add profile' }).click();
    await expect(app.getByRole('listitem', { name: 'Profile Hmac' })).toContainText(
      'HMAC key journey9-key-id',
    );

    await expect(form.getByRole('status', { name: 'Key saved' })).toContainText('The key of Hmac is stored');
    await form.getByLabel('Profile name').fill('Generated');
    await form.getByLabel('Key source').selectOption('generate-ed25519');
    await form.getByLabel(/^API key id/).fill('');
    await form.getByRole('button', { name: 'Add profile' }).click();
    await expect(form.getByLabel('Public key to register')).toHaveValue(/-----BEGIN PUBLIC KEY-----/);
    await expect(app.getByRole('listitem', { name: 'Profile Generated' })).toBeVisible();

    const stored = JSON.parse(await readFile(join(dataDir, 'profiles.json'), 'utf8')) as {
      profiles: StoredProfile[];
    };
    const byName = new Map(stored.profiles.map((p) => [p.name, p]));
    const hmac = byName.get('Hmac')!;
    const generated = byName.get('Generated')!;
    expect(generated.key.type).toBe('ED25519');

    // Both secrets are in the keychain …
    expect(await keychainSecret(hmac.key.secretRef)).toBe(hmacSecret);
    const privateKey = await keychainSecret(generated.key.secretRef);
    expect(privateKey).toContain('PRIVATE KEY');
    const privateBody = privateKey
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('-----'))
      .join('');
    expect(privateBody.length).toBeGreaterThan(40);

    // … and nowhere in the data directory, nor in any frame the renderer received.
    const files = await allFilesText(dataDir);
    expect(files).not.toContain(hmacSecret);
    expect(files).not.toContain(privateBody);
    expect(frames.length).toBeGreaterThan(0);
    const received = frames.join('\n');
    expect(received).toContain('journey9-key-id');
    expect(received).not.toContain(hmacSecret);
    expect(received).not.toContain(privateBody);
  });
});
