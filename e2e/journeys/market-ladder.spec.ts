import { expect, test } from '../support/app';

test.describe('the depth ladder', () => {
  test('paints the live book at tick precision with spread and mid, and regroups', async ({ app }) => {
    const ladder = app.getByRole('region', { name: 'Order book ladder' });
    const bids = ladder.getByRole('table', { name: 'Bids' });
    const asks = ladder.getByRole('table', { name: 'Asks' });
    await expect(bids.getByRole('row').nth(1)).toBeVisible();
    await expect(asks.getByRole('row').nth(1)).toBeVisible();
    await expect(bids.getByRole('button').first()).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    await expect(ladder.getByLabel('Spread', { exact: true })).toHaveText(
      /^\d+(\.\d+)? · \d+ ticks · \d+\.\d{2} bps$/,
    );
    await expect(ladder.getByLabel('Mid', { exact: true })).toHaveText(/^\d{1,3}(,\d{3})*\.\d{3}$/);
    // Every price, size and total shows whole at the default width: a clipped one reads as another.
    const clipped = await ladder.evaluate((element) =>
      [...element.querySelectorAll('.ladder-price, .ladder-size, .ladder-total')]
        .filter((cell) => cell.scrollWidth > cell.clientWidth)
        .map((cell) => cell.textContent),
    );
    expect(clipped).toEqual([]);
    // So do the spread's measures: in ticks and in basis points.
    const spread = ladder.getByLabel('Spread', { exact: true });
    expect(await spread.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

    await ladder.getByRole('combobox', { name: 'Grouping' }).selectOption({ label: '1.00' });
    await expect(bids.getByRole('button').first()).toHaveText(/\.00$/);
    await expect(bids.getByRole('button').nth(1)).toHaveText(/\.00$/);
  });

  test('follows the active symbol unless unlinked', async ({ app }) => {
    const ladder = app.getByRole('region', { name: 'Order book ladder' });
    await app.getByRole('grid', { name: 'Watchlist' }).getByRole('row', { name: 'ETHBTC' }).click();
    await expect(ladder.getByLabel('Panel symbol')).toHaveText('ETHBTC');
    await expect(ladder.getByRole('table', { name: 'Bids' }).getByRole('button').first()).toHaveText(
      /^0\.\d{5}$/,
    );
    await ladder.getByRole('button', { name: 'Link to active symbol' }).click();
    await app.getByRole('grid', { name: 'Watchlist' }).getByRole('row', { name: 'BTCUSDT' }).click();
    await expect(ladder.getByLabel('Panel symbol')).toHaveValue('ETHBTC');
  });
});
