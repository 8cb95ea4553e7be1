import { DEFAULT_KEYCHAIN_SERVICE } from '../../main/keys/keychain';
import { expect, test } from '../support/keychain-host';
import { openSettings } from '../support/panels';

test.describe('a keyring unlocked after the terminal started', () => {
  test('is used once the trader checks again: the warnings go and a new key is stored in it', async ({
    keychainHost,
  }) => {
    const app = await keychainHost.start('keyring-later');
    const banner = app.getByRole('alert', { name: 'No keychain' });
    await expect(banner).toContainText('the Secret Service has no default keyring');
    await banner.getByRole('button', { name: 'Check again' }).click();
    await expect(banner.getByRole('status')).toHaveText('Still no keychain.');

    await keychainHost.unlockKeyring();
    await banner.getByRole('button', { name: 'Check again' }).click();
    await expect(banner).toHaveCount(0);
    await openSettings(app);
    await expect(app.getByRole('status', { name: 'Keychain' })).toContainText(
      'API keys are kept in the OS keychain (secret-service)',
    );
    // The Paper profile keeps the key it started with, and says why it is session-only.
    await expect(
      app.getByRole('listitem', { name: 'Profile Paper' }).getByLabel('Key storage of Paper'),
    ).toHaveText('· session-only key: in memory until the terminal closes (no keychain when it started)');

    const form = app.getByRole('form', { name: 'Add profile' });
    await form.getByLabel('Profile name').fill('Later');
    await form.getByLabel('Key source').selectOption('generate-ed25519');
    await form.getByRole('button', { name: 'Add profile' }).click();
    await expect(app.getByRole('listitem', { name: 'Profile Later' })).toBeVisible();
    // Another program's view of the keyring: the new profile's key is in it.
    expect(await keychainHost.keychainEntries(DEFAULT_KEYCHAIN_SERVICE)).toContain('secret = ');
  });
});
