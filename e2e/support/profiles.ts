import type { Page } from '@playwright/test';
import { expect, test } from './app';
import { openSettings } from './panels';

/**
 * Opens Settings once main has answered with one or the other: the keychain that holds the profiles'
 * keys, or what is missing. Without a keychain (no D-Bus session: run under scripts/with-keyring.sh)
 * there is nothing to test, and the calling test is skipped.
 */
export async function openProfiles(app: Page): Promise<void> {
  await openSettings(app);
  const keychain = app.getByLabel('Keychain', { exact: true });
  await expect(keychain).toBeVisible();
  test.skip(
    /^No keychain/.test((await keychain.textContent()) ?? ''),
    'No OS keychain: run under scripts/with-keyring.sh',
  );
  await expect(app.getByRole('listitem', { name: 'Profile Paper' })).toBeVisible();
}
