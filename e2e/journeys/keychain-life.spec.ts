import type { Page } from '@playwright/test';
import { dec } from '@shared/decimal/decimal';
import { VENUE_PRESETS } from '@shared/venue-presets';
import { expect, test } from '../support/keychain-host';
import { openSettings } from '../support/panels';
import { balanceOf } from '../support/venue-state';
import { placeRestingBuy } from '../support/order-entry';
import { openOrdersRow } from '../support/order-tables';

const openTab = (app: Page, title: string) => app.locator('.dv-tab', { hasText: title }).click();

/** A BTCUSDT limit buy at `fraction` of the last price, through the order form; its price. */
const restingBuy = (app: Page, fraction: string) => placeRestingBuy(app, fraction, { timeout: 15_000 });

test.describe('the Paper account survives its keychain; a live key that went missing is asked for again', () => {
  test('a reset keyring: the same balances and open order, a new order, and the live key entered again', async ({
    keychainHost,
  }) => {
    // two starts of the development host on one data directory, with a keyring reset between
    test.setTimeout(120_000);
    let app = await keychainHost.start('fresh-keyring');

    // A live profile on the Binance spot testnet preset, its HMAC secret in this keyring.
    await openSettings(app);
    const form = app.getByRole('form', { name: 'Add profile' });
    await form.getByLabel('Profile name').fill('Testnet');
    await form.getByLabel('Venue kind').selectOption('binance-spot-testnet');
    await expect(form.getByLabel('Spot REST URL')).toHaveValue(
      VENUE_PRESETS['binance-spot-testnet'].urls.spotRestUrl,
    );
    await expect(form.getByLabel('Venue marking')).toHaveText('TESTNET');
    await form.getByLabel('Key source').selectOption('hmac');
    await form.getByLabel('API key id').fill('testnetKeyId');
    await form.getByLabel('Secret').fill('testnet-secret-0123456789');
    await form.getByRole('button', { name: 'Add profile' }).click();
    const testnet = app.getByRole('listitem', { name: 'Profile Testnet' });
    await expect(testnet).toContainText('TESTNET');

    const first = await restingBuy(app, '0.5');
    const before = await keychainHost.venueState('BTCUSDT');
    expect(before.openOrders.map((o) => o.price)).toEqual([dec(first).toFixed(8)]);

    // The keyring is reset: same data directory, a new empty keyring.
    app = await keychainHost.start('fresh-keyring');
    const notice = app.getByRole('status', { name: 'Key notice' });
    await expect(notice).toContainText("The Paper profile's key was no longer in the keychain");
    await expect(notice).toContainText('Your paper balances, open orders and history are unchanged.');

    // The venue's record of the paper account is as it was.
    const after = await keychainHost.venueState('BTCUSDT');
    expect(after.openOrders).toEqual(before.openOrders);
    expect(balanceOf(after, 'USDT')).toEqual(balanceOf(before, 'USDT'));
    expect(balanceOf(after, 'BTC')).toEqual(balanceOf(before, 'BTC'));

    // And the panes show it through the new key.
    await openTab(app, 'Open orders');
    const row = openOrdersRow(app, first);
    await expect(row).toContainText('NEW');
    await openTab(app, 'Account');
    const usdt = app.getByRole('table', { name: 'Balances' }).getByRole('row', { name: /^USDT/ });
    await expect(usdt.getByRole('cell').nth(1)).toHaveText(balanceOf(after, 'USDT').locked);

    const second = await restingBuy(app, '0.45');
    await expect
      .poll(async () => (await keychainHost.venueState('BTCUSDT')).openOrders.map((o) => o.price).sort())
      .toEqual([dec(second).toFixed(8), dec(first).toFixed(8)].sort());

    // The live key is not the terminal's to renew: the profile asks for it again, in plain words.
    await openSettings(app);
    const missing = app.getByRole('listitem', { name: 'Profile Testnet' });
    await missing.getByRole('button', { name: 'Test connection of Testnet' }).click();
    await expect(missing.getByRole('alert', { name: 'Key of Testnet' })).toHaveText(
      'Key missing from the keychain: enter it again.',
    );
    await expect(missing).not.toContainText('hmac-secret');
    await missing.getByRole('button', { name: 'Enter key of Testnet again' }).click();
    const again = missing.getByRole('form', { name: 'New key of Testnet' });
    await again.getByLabel('Key source').selectOption('hmac');
    await again.getByLabel('API key id').fill('testnetKeyId');
    await again.getByLabel('Secret').fill('testnet-secret-0123456789');
    await again.getByRole('button', { name: 'Save new key' }).click();
    await expect(again.getByRole('status', { name: 'Key saved' })).toBeVisible();
    await expect(missing.getByRole('alert', { name: 'Key of Testnet' })).toHaveCount(0);

    // Told once: a new window on the same start has nothing more to say.
    await app.reload();
    await expect(app.locator('[data-app-state="ready"]')).toBeVisible();
    await expect(app.getByRole('status', { name: 'Key notice' })).toHaveCount(0);
  });
});
