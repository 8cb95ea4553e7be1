import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { dec } from '@shared/decimal/decimal';
import { expect, test } from '../support/keychain-host';
import { openSettings } from '../support/panels';
import { placeRestingBuy } from '../support/order-entry';

/**
 * Every file the terminal wrote under its data directory, as text. A file written whole is first a
 * temporary one renamed into place; one renamed between the listing and the read is read again
 * from a fresh listing, so every file is read as it stands.
 */
async function everyFile(dir: string): Promise<string> {
  for (;;) {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    const texts = await Promise.all(
      entries
        .filter((e) => e.isFile())
        .map((e) =>
          readFile(join(e.parentPath, e.name), 'latin1').catch((error: NodeJS.ErrnoException) => {
            if (error.code === 'ENOENT') return undefined;
            throw error;
          }),
        ),
    );
    if (texts.every((text) => text !== undefined)) return texts.join('\n');
  }
}

test.describe('no OS keychain at all', () => {
  test('starts, says what is missing and how to get it, shows the market and trades Paper with a session-only key', async ({
    keychainHost,
  }) => {
    const app = await keychainHost.start('no-keychain');

    const banner = app.getByRole('alert', { name: 'No keychain' });
    await expect(banner).toContainText('No keychain for API keys.');
    await expect(banner).toContainText('no Secret Service');
    await expect(banner).toContainText('On Linux, API keys are kept in a Secret Service keyring');
    await expect(banner).toContainText('sudo apt-get install gnome-keyring');
    await expect(banner).toContainText('session-only key');

    // Market data needs no key.
    const watchlist = app.getByRole('grid', { name: 'Watchlist' });
    await expect(
      watchlist.getByRole('row', { name: 'BTCUSDT', exact: true }).getByLabel('Last price'),
    ).toHaveText(/^\d{1,3}(,\d{3})*\.\d+$/, { timeout: 15_000 });

    // The Paper profile, labelled session-only, trades.
    await openSettings(app);
    const paper = app.getByRole('listitem', { name: 'Profile Paper' });
    await expect(paper.getByLabel('Key storage of Paper')).toHaveText(
      '· session-only key: in memory until the terminal closes (no keychain when it started)',
    );
    const price = await placeRestingBuy(app, '0.5', { timeout: 15_000 });
    const state = await keychainHost.venueState('BTCUSDT');
    expect(state.openOrders.map((o) => dec(o.price).toFixed(2))).toEqual([price]);

    // A live key is refused where the user is, with the reason; nothing is saved anywhere.
    const secret = 'live-secret-never-stored-0123456789';
    const form = app.getByRole('form', { name: 'Add profile' });
    await form.getByLabel('Profile name').fill('Live');
    await form.getByLabel('Venue kind').selectOption('binance-spot');
    await expect(form.getByLabel('Venue marking')).toHaveText('LIVE');
    await form.getByLabel('Key source').selectOption('hmac');
    await form.getByLabel('API key id').fill('liveKeyId');
    await form.getByLabel('Secret').fill(secret);
    await form.getByRole('button', { name: 'Add profile' }).click();
    await expect(form.getByRole('alert')).toContainText(
      'The OS keychain is not available, so the key was not stored (keys are kept only in the OS keychain, never in a file)',
    );
    await expect(app.getByRole('listitem', { name: 'Profile Live' })).toHaveCount(0);
    const files = await everyFile(keychainHost.dataDir);
    expect(files).not.toContain(secret);
    expect(files).not.toContain('liveKeyId');
    expect(files).not.toMatch(/PRIVATE KEY/);
  });
});
