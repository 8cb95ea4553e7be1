import { dec, type Dec } from '@shared/decimal/decimal';
import { expect, test } from '../support/app';
import { shownVenueUrl, venueGet } from '../support/venue';

test.describe('the watchlist', () => {
  test('lists every venue symbol with live figures, searches, and switches the linked panels', async ({
    app,
  }) => {
    const watchlist = app.getByRole('grid', { name: 'Watchlist' });
    // The venue's default exchangeInfo (SPOT, MARGIN, LEVERAGED) is what the terminal lists: XRPBTC,
    // only in a trading group, is not among them.
    const listed = await venueGet<{ symbols: { symbol: string }[] }>(
      await shownVenueUrl(app),
      '/api/v3/exchangeInfo',
    );
    const venueSymbols = listed.symbols.map((info) => info.symbol).sort();
    expect(venueSymbols).toContain('BNBBTC');
    // The venue's wider list: twenty symbols and more listed, the light pairs priced at their own tick.
    expect(venueSymbols.length).toBeGreaterThanOrEqual(20);
    expect(venueSymbols).toContain('DOGEUSDT');
    for (const symbol of venueSymbols)
      await expect(watchlist.getByRole('row', { name: symbol, exact: true })).toBeVisible();
    await expect(watchlist.getByRole('row', { name: /^[A-Z]+$/ })).toHaveCount(venueSymbols.length);
    await expect(watchlist.getByRole('row', { name: 'BTCUSDT' }).getByLabel('Last price')).toHaveText(
      /^\d{1,3}(,\d{3})*\.\d{2}$/,
    );
    await expect(watchlist.getByRole('row', { name: 'BNBBTC' }).getByLabel('Last price')).toHaveText(
      /^0\.\d{6}$/,
    );
    await expect(watchlist.getByRole('row', { name: 'DOGEUSDT' }).getByLabel('Last price')).toHaveText(
      /^0\.\d{5}$/,
    );
    // At the default width every symbol and figure shows whole, none cut to an ellipsis.
    const clipped = await watchlist.evaluate((grid) =>
      [...grid.querySelectorAll('[role="gridcell"]')]
        .filter((cell) => cell.scrollWidth > cell.clientWidth)
        .map((cell) => cell.textContent),
    );
    expect(clipped).toEqual([]);

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

    // Favourites only: the list is the favourite alone, and the button looks pressed while it filters.
    const onlyFavourites = app.getByRole('button', { name: 'Favourites only' });
    const look = () =>
      onlyFavourites.evaluate((b) => {
        (b as unknown as { blur(): void }).blur();
        return b.ownerDocument.defaultView!.getComputedStyle(b).outlineStyle;
      });
    const unpressed = await look();
    await onlyFavourites.click();
    await expect(onlyFavourites).toHaveAttribute('aria-pressed', 'true');
    await expect(watchlist.getByRole('row')).toHaveCount(2);
    await expect(watchlist.getByRole('row').nth(1)).toHaveAttribute('aria-label', 'SOLUSDT');
    expect(await look()).not.toBe(unpressed);
  });

  test('sorts by 24 hour change and by volume, and moves through the list with the arrow keys', async ({
    app,
  }) => {
    const watchlist = app.getByRole('grid', { name: 'Watchlist' });
    await expect(watchlist.getByRole('row', { name: 'BTCUSDT' }).getByLabel('24h change')).toHaveText(/%$/);
    const percents = async () =>
      (await watchlist.getByLabel('24h change').allTextContents()).map((text) =>
        dec(text.replace(/[+%\s]/g, '').replace('−', '-')),
      );
    const isOrdered = (values: Dec[], descending: boolean) =>
      values.every(
        (value, i) => i === 0 || (descending ? values[i - 1]!.gte(value) : values[i - 1]!.lte(value)),
      );

    await watchlist.getByRole('button', { name: 'Sort by 24 hour change' }).click();
    await expect(watchlist.getByRole('columnheader', { name: /24 hour change/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(isOrdered(await percents(), true)).toBe(true);
    await watchlist.getByRole('button', { name: 'Sort by 24 hour change' }).click();
    await expect(watchlist.getByRole('columnheader', { name: /24 hour change/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(isOrdered(await percents(), false)).toBe(true);

    // Volumes compare exactly: the cell's title holds the whole figure.
    await watchlist.getByRole('button', { name: 'Sort by volume' }).click();
    const volumes = await watchlist
      .getByLabel('Quote volume')
      .evaluateAll((cells) => cells.map((cell) => (cell.getAttribute('title') ?? '').split(' ')[0]!));
    expect(
      isOrdered(
        volumes.map((volume) => dec(volume.replace(/,/g, ''))),
        true,
      ),
    ).toBe(true);

    // The arrow keys move the cursor; Enter makes its symbol the active one.
    await watchlist.getByRole('button', { name: 'Sort by symbol' }).click();
    const third = await watchlist.getByRole('row').nth(3).getAttribute('aria-label');
    await watchlist.focus();
    await app.keyboard.press('ArrowDown');
    await app.keyboard.press('ArrowDown');
    await app.keyboard.press('Enter');
    await expect(watchlist.getByRole('row', { name: third!, exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
