import type { Page } from '@playwright/test';
import { expect, test } from './app';
import { openSettings } from './panels';

/**
 * Opens Settings once main has answered with one or the other: the keychain that holds the profiles'
 * keys, or what is missing. Without a keychain (no D-Bus session: run under scripts/with-keyring.sh)
 * there is nothing to test, and the calling test is skipped; but `npm test` always gives the journeys
 * one (`TT_KEYCHAIN_EXPECTED`), so there a missing keychain fails the test instead of hiding it.
 */
export async function openProfiles(app: Page): Promise<void> {
  await openSettings(app);
  const keychain = app.getByLabel('Keychain', { exact: true });
  await expect(keychain).toBeVisible();
  const said = (await keychain.textContent()) ?? '';
  if (process.env.TT_KEYCHAIN_EXPECTED === '1')
    expect(said, 'npm test runs with a keychain').not.toMatch(/^No keychain/);
  test.skip(/^No keychain/.test(said), 'No OS keychain: run under scripts/with-keyring.sh');
  await expect(app.getByRole('listitem', { name: 'Profile Paper' })).toBeVisible();
}
