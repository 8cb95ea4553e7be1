import type { Page } from '@playwright/test';
import { expect, test } from '../support/restart';
import { openSettings } from '../support/panels';
import { placeRestingBuy } from '../support/order-entry';
import { openOrdersRow } from '../support/order-tables';

const openTab = (app: Page, title: string) => app.locator('.dv-tab', { hasText: title }).click();

/** The Settings pane's preferences, each as the user set it. */
const expectChangedPreferences = async (app: Page) => {
  await expect(app.getByLabel('Buy hotkey')).toHaveValue('Ctrl+Shift+Y');
  await expect(app.getByLabel('Confirm OCO lists')).not.toBeChecked();
  await expect(app.getByLabel('Confirm single orders')).toBeChecked();
  await expect(
    app.getByRole('checkbox', { name: 'Notify on fills, cancels and rejections' }),
  ).not.toBeChecked();
  await expect(app.getByLabel('Time zone')).toHaveValue('local');
};

test.describe('a restart on the same data directory', () => {
  test('keeps profiles, layout, preferences and open orders', async ({ restartable }) => {
    let app = restartable.page;
    const firstPort = new URL(app.url()).port;
    await expect(app.getByRole('region', { name: 'Venue connection' })).toBeVisible();
    await app.getByRole('button', { name: 'Close Connection' }).click();
    await expect(app.getByRole('region', { name: 'Venue connection' })).toHaveCount(0);

    // Preferences: a favourite, a hotkey, a confirmation, notifications and the time zone.
    const watchlist = app.getByRole('grid', { name: 'Watchlist' });
    await watchlist.getByRole('button', { name: 'Favourite SOLUSDT' }).click();
    await expect(watchlist.getByRole('row').nth(1)).toHaveAttribute('aria-label', 'SOLUSDT');
    await openSettings(app);
    await app.getByLabel('Buy hotkey').press('Control+Shift+KeyY');
    await app.getByLabel('Confirm OCO lists').uncheck();
    await app.getByRole('checkbox', { name: 'Notify on fills, cancels and rejections' }).uncheck();
    await app.getByLabel('Time zone').selectOption('local');
    await expectChangedPreferences(app);

    const form = app.getByRole('form', { name: 'Add profile' });
    await form.getByLabel('Profile name').fill('Kept');
    await form.getByLabel('Key source').selectOption('generate-ed25519');
    await form.getByRole('button', { name: 'Add profile' }).click();
    await expect(app.getByRole('listitem', { name: 'Profile Kept' })).toBeVisible();

    const price = await placeRestingBuy(app, '0.5');

    app = await restartable.restart();
    // A new origin: nothing the page kept in its own storage could have come through.
    expect(new URL(app.url()).port).not.toBe(firstPort);

    await expect(app.getByRole('region', { name: 'Venue connection' })).toHaveCount(0);
    const keptWatchlist = app.getByRole('grid', { name: 'Watchlist' });
    await expect(keptWatchlist.getByRole('row').nth(1)).toHaveAttribute('aria-label', 'SOLUSDT');
    await expect(keptWatchlist.getByRole('button', { name: 'Favourite SOLUSDT' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(app.getByRole('region', { name: 'Order entry' }).last()).toBeVisible();
    await openSettings(app);
    await expect(app.getByRole('listitem', { name: 'Profile Kept' })).toBeVisible();
    await expectChangedPreferences(app);
    await openTab(app, 'Open orders');
    const row = openOrdersRow(app, price);
    await expect(row).toContainText('NEW');
  });
});
