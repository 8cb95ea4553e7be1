import { expect, test } from '../support/app';

test.describe('the watchlist', () => {
  test('lists every venue symbol with live figures, searches, and switches the linked panels', async ({
    app,
  }) => {
    test.fixme(true, 'Fails against the live market: being fixed in the journeys work.');
    const watchlist = app.getByRole('grid', { name: 'Watchlist' });
    await expect(watchlist.getByRole('row', { name: 'BTCUSDT' })).toBeVisible();
    await expect(watchlist.getByRole('row', { name: 'XRPBTC' })).toBeVisible();
    await expect(watchlist.getByRole('row', { name: 'BTCUSDT' }).getByLabel('Last price')).toHaveText(
      /^\d{1,3}(,\d{3})*\.\d{2}$/,
    );
    await expect(watchlist.getByRole('row', { name: 'XRPBTC' }).getByLabel('Last price')).toHaveText(
      /^0\.\d{8}$/,
    );

    const search = app.getByRole('searchbox', { name: 'Search symbols' });
    await search.fill('btc');
    await expect(watchlist.getByRole('row', { name: 'ETHUSDT' })).toHaveCount(0);
    await search.press('ArrowDown');
    await search.press('Enter');
    const chosen = await watchlist.locator('[aria-selected="true"]').getAttribute('aria-label');
    expect(chosen).not.toBeNull();
    const ladder = app.getByRole('region', { name: 'Order book ladder' });
    await expect(ladder.getByLabel('Panel symbol')).toHaveText(chosen!);
    await expect(app.getByRole('region', { name: 'Trades tape' }).getByLabel('Panel symbol')).toHaveText(
      chosen!,
    );
  });

  test('keeps favourites and the active symbol across a reload', async ({ app }) => {
    const watchlist = app.getByRole('grid', { name: 'Watchlist' });
    await watchlist.getByRole('button', { name: 'Favourite SOLUSDT' }).click();
    await watchlist.getByRole('row', { name: 'ETHUSDT' }).click();
    await app.reload();
    await expect(app.locator('[data-app-state="ready"]')).toBeVisible();
    await expect(watchlist.getByRole('row').nth(1)).toHaveAttribute('aria-label', 'SOLUSDT');
    await expect(watchlist.getByRole('row', { name: 'ETHUSDT' })).toHaveAttribute('aria-selected', 'true');
  });
});
