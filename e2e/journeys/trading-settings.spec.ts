import { expect, test } from '../support/app';
import { openSettings } from '../support/panels';
import { openProfiles } from '../support/profiles';

test.describe('settings: profiles', () => {
  test('lists the built-in Paper profile as active, with its public key and no delete', async ({ app }) => {
    await openProfiles(app);
    const paper = app.getByRole('listitem', { name: 'Profile Paper' });
    await expect(paper.getByText('PAPER', { exact: true })).toBeVisible();
    await expect(paper.getByLabel('Active')).toBeVisible();
    await paper.getByText('Public key to register').click();
    await expect(paper.getByLabel('Public key of Paper')).toHaveValue(/-----BEGIN PUBLIC KEY-----/);
    await expect(paper.getByRole('button', { name: 'Delete Paper' })).toBeDisabled();
  });

  test('tests the Paper connection and shows the key permissions', async ({ app }) => {
    await openProfiles(app);
    const paper = app.getByRole('listitem', { name: 'Profile Paper' });
    await paper.getByRole('button', { name: 'Test connection of Paper' }).click();
    await expect(paper.getByRole('status', { name: 'Connection test of Paper' })).toContainText(
      'Connected. The key may:',
    );
  });

  test('generates a key for a new profile, shows its public key, switches to it and deletes it', async ({
    app,
  }) => {
    await openProfiles(app);
    const form = app.getByRole('form', { name: 'Add profile' });
    await form.getByLabel('Profile name').fill('Second');
    await form.getByRole('button', { name: 'Add profile' }).click();
    await expect(form.getByLabel('Public key to register')).toHaveValue(/-----BEGIN PUBLIC KEY-----/);

    const second = app.getByRole('listitem', { name: 'Profile Second' });
    await expect(second).toBeVisible();
    // Its public key is not registered with the venue yet: the test says why, with the venue's words.
    await second.getByRole('button', { name: 'Test connection of Second' }).click();
    await expect(second.getByLabel('Connection test of Second')).not.toBeEmpty();

    await second.getByRole('button', { name: 'Switch to Second' }).click();
    await expect(app.getByLabel('Active profile')).toHaveText('Second · PAPER');

    await openSettings(app);
    await app.getByRole('button', { name: 'Switch to Paper' }).click();
    await expect(app.getByLabel('Active profile')).toHaveText('Paper · PAPER');
    await openSettings(app);
    await app.getByRole('button', { name: 'Delete Second' }).click();
    await app.getByRole('dialog').getByRole('button', { name: 'Delete profile' }).click();
    await expect(app.getByRole('listitem', { name: 'Profile Second' })).toHaveCount(0);
  });

  test('keeps an HMAC secret write-only: typed into a password field, never shown again', async ({ app }) => {
    const secret = 'e2e-secret-never-shown-0123456789';
    await openProfiles(app);
    const form = app.getByRole('form', { name: 'Add profile' });
    await form.getByLabel('Profile name').fill('Hmac');
    await form.getByLabel('Key source').selectOption('hmac');
    await form.getByLabel('API key id').fill('hmac-key-id');
    await expect(form.getByLabel('Secret')).toHaveAttribute('type', 'password');
    await form.getByLabel('Secret').fill(secret);
    await form.getByRole('button', { name: 'Add profile' }).click();
    const row = app.getByRole('listitem', { name: 'Profile Hmac' });
    await expect(row).toContainText('HMAC key hmac-key-id');
    await expect(form.getByLabel('Secret')).toHaveValue('');
    expect(await app.content()).not.toContain(secret);
    await app.reload();
    await expect(app.locator('[data-app-state="ready"]')).toBeVisible();
    await openSettings(app);
    await expect(app.getByRole('listitem', { name: 'Profile Hmac' })).toBeVisible();
    expect(await app.content()).not.toContain(secret);
  });

  test('refuses a custom venue URL of the wrong scheme before anything is sent', async ({ app }) => {
    await openSettings(app);
    const form = app.getByRole('form', { name: 'Add profile' });
    await form.getByLabel('Profile name').fill('Custom');
    await form.getByLabel('Venue kind').selectOption('custom');
    await form.getByLabel('Spot REST URL').fill('ftp://example.test');
    await form.getByRole('button', { name: 'Add profile' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'Spot REST URL (spotRestUrl): must be an http:// or https:// URL.',
    );
    await expect(app.getByRole('listitem', { name: 'Profile Custom' })).toHaveCount(0);
  });
});

test.describe('settings: preferences', () => {
  test('switches theme and time zone, and keeps hotkeys and confirmations across a reload', async ({
    app,
  }) => {
    await openSettings(app);
    await app.getByRole('combobox', { name: 'Theme' }).selectOption('light');
    await expect(app.locator('html')).toHaveAttribute('data-theme', 'light');
    await app.getByLabel('Buy hotkey').press('Control+Shift+KeyY');
    await expect(app.getByLabel('Buy hotkey')).toHaveValue('Ctrl+Shift+Y');
    await app.getByLabel('Confirm OCO lists').uncheck();
    await app.reload();
    await expect(app.locator('[data-app-state="ready"]')).toBeVisible();
    await openSettings(app);
    await expect(app.getByLabel('Buy hotkey')).toHaveValue('Ctrl+Shift+Y');
    await expect(app.getByLabel('Confirm OCO lists')).not.toBeChecked();
    await expect(app.getByRole('combobox', { name: 'Theme' })).toHaveValue('light');
  });
});
